import { describe, expect, it } from 'vitest';
import { moneyInputText } from './money-input';

describe('moneyInputText', () => {
  it('drops the dollar sign, thousands separators and spaces', () => {
    expect(moneyInputText(' $1,250.00 ')).toBe('1250.00');
    expect(moneyInputText('640.5')).toBe('640.5');
    expect(moneyInputText('')).toBe('');
  });
});
