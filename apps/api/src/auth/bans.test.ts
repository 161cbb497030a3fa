import { describe, expect, it } from 'vitest';
import { banDurationSchema, bannedUntil, isBanned, parseGoDuration } from './bans';

describe('parseGoDuration', () => {
  it.each([
    ['24h', 24 * 3_600_000],
    ['1h30m', 90 * 60_000],
    ['1.5h', 90 * 60_000],
    ['2h45m30.5s', (2 * 3600 + 45 * 60 + 30.5) * 1000],
    ['.5s', 500],
    ['300ms', 300],
    ['1500us', 1.5],
    ['1µs', 0.001],
    ['0', 0],
    ['+10m', 600_000],
    ['-1h', -3_600_000],
    ['876000h', 876_000 * 3_600_000],
  ])('reads %s as Go does', (text, ms) => {
    expect(parseGoDuration(text)).toBeCloseTo(ms, 6);
  });

  it.each(['', 'h', '1', '1d', '1 h', '12 hours', 'forever', 'none', '1e3h', '1h ', '.h', '3000000h'])('refuses %j', (text) => {
    expect(parseGoDuration(text)).toBeNull();
  });
});

describe('ban_duration', () => {
  it('is "none" or a duration, negative ones lifting the ban like "none"', () => {
    expect(banDurationSchema.parse('none')).toBe(0);
    expect(banDurationSchema.parse('-5m')).toBe(0);
    expect(banDurationSchema.parse('2h')).toBe(7_200_000);
    expect(banDurationSchema.safeParse('two hours').error?.issues[0]?.message).toMatch(/invalid format for ban duration/);
  });

  it('bans until now plus the duration, and a ban ends when its time has passed', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const until = bannedUntil(3_600_000, now);
    expect(until?.toISOString()).toBe('2026-01-01T01:00:00.000Z');
    expect(bannedUntil(0, now)).toBeNull();
    expect(isBanned({ banned_until: until }, now)).toBe(true);
    expect(isBanned({ banned_until: until }, new Date('2026-01-01T01:00:00.001Z'))).toBe(false);
    expect(isBanned({ banned_until: null }, now)).toBe(false);
  });
});
