import { describe, expect, it } from 'vitest';
import { formatOzt, formatSignedUsd, formatUsd } from './format';

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
  });

  it('refuses what is not money with cents (never rounds silently)', () => {
    expect(() => formatUsd('1.005')).toThrow(RangeError);
    expect(() => formatUsd('1e3')).toThrow(RangeError);
  });
});

describe('formatSignedUsd', () => {
  it('marks a gain with + and a loss with −, and no change with neither', () => {
    expect(formatSignedUsd('12.3')).toBe('+$12.30');
    expect(formatSignedUsd('-1000')).toBe('−$1,000.00');
    expect(formatSignedUsd('0.00')).toBe('$0.00');
  });
});

describe('formatOzt', () => {
  it('shows troy ounces with three decimals', () => {
    expect(formatOzt('9.99')).toBe('9.990 ozt');
    expect(formatOzt('1234.567')).toBe('1,234.567 ozt');
  });
});
