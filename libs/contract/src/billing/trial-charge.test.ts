import { describe, expect, it } from 'vitest';
import { carriedTrialEnd, onFreeTrial } from './trial-charge';

const NOW = new Date('2026-11-29T12:00:00.000Z');
const trial = (hoursLeft: number, provider: 'local' | 'stripe' | null = null) => ({
  status: 'trialing' as const,
  provider,
  trialEndsAt: new Date(NOW.getTime() + hoursLeft * 3_600_000).toISOString(),
});

describe('the first charge of a plan bought during a free trial', () => {
  it('falls at the trial’s end with 48 hours or more of it left', () => {
    expect(carriedTrialEnd(trial(14 * 24), NOW)?.toISOString()).toBe('2026-12-13T12:00:00.000Z');
    expect(carriedTrialEnd(trial(48), NOW)?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('is at checkout with less than 48 hours left, off a trial, or once a provider bills the plan', () => {
    expect(carriedTrialEnd(trial(47.9), NOW)).toBeNull();
    expect(carriedTrialEnd({ status: 'active', provider: null, trialEndsAt: null }, NOW)).toBeNull();
    expect(carriedTrialEnd(trial(10 * 24, 'stripe'), NOW)).toBeNull();
    expect(onFreeTrial(trial(10 * 24, 'local'))).toBe(false);
  });
});
