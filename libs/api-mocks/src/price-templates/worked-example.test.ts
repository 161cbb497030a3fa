// The retail counter of the mock API prices as the worked example of docs/price-templates.md says.
import { describe, expect, it } from 'vitest';
import { priceProduct } from '@bullion/contract';
import { mockPriceTemplates } from './fixtures';

describe('the worked example of docs/price-templates.md', () => {
  it('prices 25 silver maples at $31.82 with the retail counter’s silver rule', () => {
    const rules = mockPriceTemplates()[0]?.rules ?? [];
    const maple = { productId: 'public-canadian-silver-maple-leaf-1-oz', metal: 'silver', form: 'coin' as const, categoryId: 2, categoryPath: [2, 1], fineOzt: '0.9999' };
    const ask = priceProduct({ rules, product: maple, quantity: 25, side: 'ask', spot: '31.82' });
    expect(ask).toMatchObject({ status: 'priced', ruleId: 'silver', unitPrice: '35.92', lineTotal: '898.00', perOzt: '35.92', averaged: true });
    expect(ask.status === 'priced' && ask.slices.map((slice) => [slice.quantity, slice.unitPrice])).toEqual([
      [19, '36.10'],
      [6, '35.35'],
    ]);
    const volume = rules.map((rule) => (rule.id === 'silver' ? { ...rule, ask: { ...rule.ask, tierMode: 'volume' as const } } : rule));
    expect(priceProduct({ rules: volume, product: maple, quantity: 25, side: 'ask', spot: '31.82' })).toMatchObject({ lineTotal: '883.75' });
    expect(priceProduct({ rules, product: maple, quantity: 25, side: 'bid', spot: '31.82' })).toMatchObject({ unitPrice: '31.05', lineTotal: '776.25' });
    expect(priceProduct({ rules, product: { ...maple, fineOzt: '0.1' }, quantity: 1, side: 'ask', spot: '31.82' })).toMatchObject({ unitPrice: '5.00', floor: 'minimum', meltPerUnit: '3.18' });
  });
});
