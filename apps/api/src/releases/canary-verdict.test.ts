import { describe, expect, it } from 'vitest';
import { canaryVerdict, failureRate } from './canary-verdict';

const thresholds = { minLoads: 20, margin: 0.05 };

describe('canaryVerdict', () => {
  it('waits for the minimum number of loads, however badly the canary fails', () => {
    expect(canaryVerdict({ loads: 0, failures: 19 }, { loads: 1000, failures: 0 }, thresholds).rollBack).toBe(false);
    expect(canaryVerdict({ loads: 0, failures: 20 }, { loads: 1000, failures: 0 }, thresholds).rollBack).toBe(true);
  });

  it('rolls back only when the canary fails more than the margin above the stable release', () => {
    // 3 of 20 (0.15) against 1 of 10 (0.1): exactly at the margin, kept.
    expect(canaryVerdict({ loads: 17, failures: 3 }, { loads: 9, failures: 1 }, thresholds)).toEqual({ rollBack: false, canaryRate: 0.15, stableRate: 0.1 });
    // 4 of 20 (0.2) against 0.1: over it.
    expect(canaryVerdict({ loads: 16, failures: 4 }, { loads: 9, failures: 1 }, thresholds).rollBack).toBe(true);
  });

  it('does not let binary rounding push a difference at the margin over it', () => {
    // In floating point 8/20 − 7/20 is 0.05000000000000004, and 0.29 × 100 is 28.999999999999996.
    expect(canaryVerdict({ loads: 12, failures: 8 }, { loads: 13, failures: 7 }, thresholds).rollBack).toBe(false);
    expect(canaryVerdict({ loads: 71, failures: 29 }, { loads: 100, failures: 0 }, { minLoads: 10, margin: 0.29 }).rollBack).toBe(false);
    expect(canaryVerdict({ loads: 15, failures: 5 }, { loads: 4, failures: 1 }, thresholds).rollBack).toBe(false);
  });

  it('compares with no failures when the stable release has no reports', () => {
    expect(canaryVerdict({ loads: 19, failures: 1 }, { loads: 0, failures: 0 }, thresholds).rollBack).toBe(false);
    expect(canaryVerdict({ loads: 18, failures: 2 }, { loads: 0, failures: 0 }, thresholds)).toEqual({ rollBack: true, canaryRate: 0.1, stableRate: 0 });
  });

  it('keeps a canary that fails as often as a failing stable release', () => {
    expect(canaryVerdict({ loads: 50, failures: 50 }, { loads: 48, failures: 52 }, thresholds).rollBack).toBe(false);
  });
});

describe('failureRate', () => {
  it('is failures over loads plus failures, and 0 with no reports', () => {
    expect(failureRate({ loads: 3, failures: 1 })).toBe(0.25);
    expect(failureRate({ loads: 0, failures: 0 })).toBe(0);
  });
});
