import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatOzt, formatSignedUsd, formatUsd, NO_VALUE } from './format';
import { formatDate, formatDateTime } from './format-date';

describe('formatUsd', () => {
  it.each([
    ['0', '$0.00'],
    ['12.5', '$12.50'],
    ['1234.56', '$1,234.56'],
    ['1234567890123.45', '$1,234,567,890,123.45'],
    ['-12.00', '−$12.00'],
    ['-0.00', '$0.00'],
  ])('shows %s as %s', (amount, shown) => {
    expect(formatUsd(amount)).toBe(shown);
    expect(formatUsd(amount, { exact: true })).toBe(shown);
  });

  it('formats USD in the en-US locale', () => {
    expect(formatUsd(2650.5)).toBe('$2,650.50');
    expect(formatUsd('31.1')).toBe('$31.10');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('rounds a computed amount half up to the cent, from its exact decimal', () => {
    expect(formatUsd('2650.1250')).toBe('$2,650.13');
    expect(formatUsd('1.005')).toBe('$1.01');
    expect(formatUsd(new Decimal('0.1').plus('0.2').times(3))).toBe('$0.90');
    expect(formatUsd('-0.004')).toBe('$0.00');
  });

  it('shows a dash for no amount or a value that is not a number, never $0', () => {
    expect(formatUsd(null)).toBe(NO_VALUE);
    expect(formatUsd(undefined)).toBe(NO_VALUE);
    expect(formatUsd('')).toBe(NO_VALUE);
    expect(formatUsd('n/a')).toBe('—');
    expect(formatUsd(Number.NaN)).toBe('—');
  });

  it('refuses what is not money with cents (never rounds silently) when the amount must be exact', () => {
    expect(() => formatUsd('1.005', { exact: true })).toThrow(RangeError);
    expect(() => formatUsd('1e3', { exact: true })).toThrow(RangeError);
  });
});

describe('formatSignedUsd', () => {
  it('marks a gain with + and a loss with −, and no change with neither', () => {
    expect(formatSignedUsd('12.3')).toBe('+$12.30');
    expect(formatSignedUsd('-1000')).toBe('−$1,000.00');
    expect(formatSignedUsd('0.00')).toBe('$0.00');
    expect(formatSignedUsd('0.004')).toBe('$0.00');
    expect(formatSignedUsd(null)).toBe(NO_VALUE);
  });
});

describe('formatOzt', () => {
  it('shows troy ounces with three decimals', () => {
    expect(formatOzt('9.99')).toBe('9.990 ozt');
    expect(formatOzt('1234.567')).toBe('1,234.567 ozt');
  });

  it('shows another number of decimals when asked, rounded half up', () => {
    expect(formatOzt('0.09775', 4)).toBe('0.0978 ozt');
    expect(formatOzt(new Decimal('31.1034768').div('31.1034768'), 4)).toBe('1.0000 ozt');
    expect(formatOzt(null)).toBe(NO_VALUE);
  });
});

describe('formatDate', () => {
  it('uses MM/DD/YYYY', () => {
    expect(formatDate(new Date('2026-03-07T09:05:00'))).toBe('03/07/2026');
    expect(formatDate('2026-12-31T23:59:00')).toBe('12/31/2026');
  });

  it('reads a calendar date as that day in every time zone', () => {
    expect(formatDate('2026-11-05')).toBe('11/05/2026');
    expect(formatDate('2026-11-05', { timeZone: 'Pacific/Honolulu' })).toBe('11/05/2026');
  });

  it('shows a moment in the time zone asked for', () => {
    expect(formatDate('2026-11-05T02:00:00Z', { timeZone: 'UTC' })).toBe('11/05/2026');
    expect(formatDate('2026-11-05T02:00:00Z', { timeZone: 'America/New_York' })).toBe('11/04/2026');
  });

  it('shows a dash for no date or one that is not a date', () => {
    expect(formatDate(null)).toBe(NO_VALUE);
    expect(formatDate('not a date')).toBe(NO_VALUE);
  });
});

describe('formatDateTime', () => {
  it('uses MM/DD/YYYY h:mm a', () => {
    expect(formatDateTime(new Date('2026-03-07T09:05:00'))).toBe('03/07/2026 9:05 am');
    expect(formatDateTime(new Date('2026-12-31T23:59:00'))).toBe('12/31/2026 11:59 pm');
    expect(formatDateTime('2026-01-02T00:30:00Z', { timeZone: 'UTC' })).toBe('01/02/2026 12:30 am');
  });

  it('shows a dash for no date', () => {
    expect(formatDateTime(undefined)).toBe(NO_VALUE);
  });
});
