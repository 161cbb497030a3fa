import { describe, expect, it } from 'vitest';
import { formatPrice, formatRelativeTime, formatSpotTime } from './format';

const now = new Date('2026-11-21T15:00:00');

describe('formatPrice', () => {
  it('formats USD in the en-US locale', () => {
    expect(formatPrice(2650.5)).toBe('$2,650.50');
    expect(formatPrice('31.1')).toBe('$31.10');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('shows a dash for a value that is not a number', () => {
    expect(formatPrice('n/a')).toBe('—');
    expect(formatPrice(Number.NaN)).toBe('—');
  });
});

describe('formatSpotTime', () => {
  it('uses MM/DD/YYYY h:mm a', () => {
    expect(formatSpotTime(new Date('2026-03-07T09:05:00'))).toBe('03/07/2026 9:05 am');
    expect(formatSpotTime(new Date('2026-12-31T23:59:00'))).toBe('12/31/2026 11:59 pm');
  });
});

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
