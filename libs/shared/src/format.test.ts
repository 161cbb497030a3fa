import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format';

const now = new Date('2026-11-21T15:00:00');

describe('formatRelativeTime', () => {
  it("says 'just now' under a minute", () => {
    expect(formatRelativeTime(new Date(now.getTime() - 59_000), now)).toBe('just now');
    expect(formatRelativeTime(now, now)).toBe('just now');
  });

  it("shortens 'minute' to 'min'", () => {
    expect(formatRelativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 mins ago');
    expect(formatRelativeTime(new Date(now.getTime() - 61_000), now)).toBe('a min ago');
  });

  it('uses relative text for hours and days up to a week', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date(now.getTime() - 7 * 24 * 3_600_000), now)).toBe('7 days ago');
  });

  it('shows MM/DD/YYYY after 7 days', () => {
    expect(formatRelativeTime(new Date('2026-11-01T10:00:00'), now)).toBe('11/01/2026');
  });
});
