import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { changeColor, moneyFigure, ozText, signedMoney, signedPercent } from './figures';

describe('portfolio figures', () => {
  it('writes fine weight in troy ounces with three decimals', () => {
    expect(ozText(new Decimal('1234.5'))).toBe('1,234.500 ozt');
    expect(ozText(new Decimal('0.03215075'))).toBe('0.032 ozt');
  });

  it('writes money in USD and keeps a missing value missing instead of $0', () => {
    expect(moneyFigure(new Decimal('46900'))).toBe('$46,900.00');
    expect(moneyFigure(new Decimal('0.005'))).toBe('$0.01');
    expect(moneyFigure(null)).toBeNull();
  });

  it('signs changes, and leaves no change unsigned', () => {
    expect(signedMoney(new Decimal('400'))).toBe('+$400.00');
    expect(signedMoney(new Decimal('-12.345'))).toBe('−$12.35');
    expect(signedMoney(new Decimal('-0.001'))).toBe('$0.00');
    expect(signedPercent(new Decimal('0.8602'))).toBe('+0.86 %');
    expect(signedPercent(new Decimal('-2'))).toBe('−2.00 %');
    expect(signedPercent(null)).toBeNull();
  });

  it('colours gains green and losses red', () => {
    expect(changeColor(new Decimal(1))).toBe('#2e7d32');
    expect(changeColor(new Decimal(-1))).toBe('#c62828');
    expect(changeColor(new Decimal('0.001'))).toBeUndefined();
    expect(changeColor(null)).toBeUndefined();
  });
});
