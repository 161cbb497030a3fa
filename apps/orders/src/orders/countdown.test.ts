import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

describe('countdownText', () => {
  it('counts minutes and seconds, rounding a started second up, and hours past an hour', () => {
    expect(countdownText(15 * 60_000)).toBe('15:00');
    expect(countdownText(9 * 60_000 + 41_200)).toBe('9:42');
    expect(countdownText(59_000)).toBe('0:59');
    expect(countdownText(3_723_000)).toBe('1:02:03');
  });

  it('stops at 0:00 once the time is up', () => {
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-5_000)).toBe('0:00');
  });
});
