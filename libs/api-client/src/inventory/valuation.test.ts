import { describe, expect, it } from 'vitest';
import { lotFineOzt } from './valuation';

describe('lotFineOzt', () => {
  it('multiplies the fine ozt of one piece by the quantity, exactly', () => {
    expect(lotFineOzt({ fineWeightOzt: '0.999900', quantity: 25 })?.toFixed()).toBe('24.9975');
    expect(lotFineOzt({ fineWeightOzt: '0.1', quantity: 3 })?.toFixed()).toBe('0.3');
  });

  it('is null without a fine weight', () => {
    expect(lotFineOzt({ fineWeightOzt: null, quantity: 4 })).toBeNull();
  });
});
