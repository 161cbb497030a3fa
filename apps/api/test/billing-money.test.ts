// Money between providers (minor units) and the API (decimal strings), and billing periods: exact
// text arithmetic, each currency's decimals, month ends.
import { describe, expect, it } from 'vitest';
import { addInterval } from '../src/billing/local/catalog';
import { currencyExponent, decimalToMinor, formatDecimal, minorToDecimal } from '../src/billing/money';

describe('money', () => {
  it.each([
    [1200, 'usd', '12.00'],
    [5, 'eur', '0.05'],
    [0, 'usd', '0.00'],
    [500, 'jpy', '500'],
    [1234, 'kwd', '1.234'],
    [99_999_999_999_99, 'usd', '99999999999.99'],
  ])('%i %s in minor units is %s', (minor, currency, decimal) => {
    expect(minorToDecimal(minor, currency)).toBe(decimal);
    expect(decimalToMinor(decimal, currency)).toBe(minor);
  });

  it('reads decimals with fewer digits and refuses more than the currency has', () => {
    expect(decimalToMinor('12.5', 'usd')).toBe(1250);
    expect(decimalToMinor('12', 'usd')).toBe(1200);
    expect(decimalToMinor('0.10', 'usd')).toBe(10);
    expect(decimalToMinor('12.500', 'usd')).toBe(1250);
    expect(() => decimalToMinor('12.345', 'usd')).toThrow(/more decimals/);
    expect(() => decimalToMinor('1.5', 'jpy')).toThrow(/more decimals/);
    expect(() => decimalToMinor('-1', 'usd')).toThrow();
    expect(() => minorToDecimal(1.5, 'usd')).toThrow();
  });

  it('shows stored numerics with the currency’s decimals', () => {
    expect(formatDecimal('12', 'usd')).toBe('12.00');
    expect(formatDecimal('12.5000', 'usd')).toBe('12.50');
    expect(formatDecimal('500.0', 'jpy')).toBe('500');
    expect(currencyExponent('USD')).toBe(2);
  });
});

describe('billing periods', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 'month', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 'month', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'month', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-12-05T00:00:00.000Z', 'month', 1, '2027-01-05T00:00:00.000Z'],
    ['2026-03-10T00:00:00.000Z', 'year', 1, '2027-03-10T00:00:00.000Z'],
    ['2026-03-10T00:00:00.000Z', 'week', 2, '2026-03-24T00:00:00.000Z'],
  ] as const)('%s plus %s ×%i is %s', (from, interval, intervalCount, expected) => {
    expect(addInterval(new Date(from), { interval, intervalCount }).toISOString()).toBe(expected);
  });
});
