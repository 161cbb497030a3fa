import { describe, expect, it } from 'vitest';
import { mockPriceTemplates } from '../price-templates/fixtures';
import { customLineFineOzt, orderTotals, priceOrderLine, type OrderLineSnapshot } from '@bullion/contract';

const RULES = mockPriceTemplates()[0]?.rules ?? [];
const SPOT = { gold: '2710.45', silver: '31.82', platinum: '968.1', palladium: '1012.6', rhodium: '4725', updatedAt: '2026-11-02T09:00:00.000Z' };

const maple: OrderLineSnapshot = {
  kind: 'product',
  productId: 'public-canadian-silver-maple-leaf-1-oz',
  inventoryItemId: null,
  title: 'Canadian Silver Maple Leaf 1 oz',
  metal: 'silver',
  form: 'coin',
  weight: '1',
  weightUnit: 'ozt',
  purity: '0.9999',
  fineOztPerUnit: '0.9999',
  categoryPath: [2, 1],
  quantity: 25,
  manualUnitPrice: null,
  overrideReason: null,
  meltReason: null,
};

describe('order line pricing', () => {
  it('prices a sale at the ask and a purchase at the bid (the worked example of docs/price-templates.md)', () => {
    const sale = priceOrderLine({ side: 'sell', rules: RULES, line: maple, quote: SPOT });
    expect(sale).toMatchObject({ unitPrice: '35.92', lineTotal: '898.00', averaged: true, priceSource: 'template', priceStatus: 'priced', ruleId: 'silver', spot: '31.82' });
    const purchase = priceOrderLine({ side: 'buy', rules: RULES, line: maple, quote: SPOT });
    expect(purchase).toMatchObject({ unitPrice: '31.05', lineTotal: '776.25', averaged: false });
  });

  it('keeps a manual price as given, with its reason and the template price beside it', () => {
    const line = priceOrderLine({ side: 'sell', rules: RULES, line: { ...maple, manualUnitPrice: '34.5', overrideReason: 'Regular customer' }, quote: SPOT });
    expect(line).toMatchObject({ unitPrice: '34.50', lineTotal: '862.50', priceSource: 'manual', priceStatus: 'priced', templateUnitPrice: '35.92', templateLineTotal: '898.00', overrideReason: 'Regular customer' });
  });

  it('says why a line has no price: no template, no spot, no fine weight, no rule', () => {
    expect(priceOrderLine({ side: 'sell', rules: null, line: maple, quote: SPOT })).toMatchObject({ unitPrice: null, lineTotal: null, priceStatus: 'no_template' });
    expect(priceOrderLine({ side: 'sell', rules: RULES, line: maple, quote: null })).toMatchObject({ unitPrice: null, priceStatus: 'spot_unavailable', spot: null });
    expect(priceOrderLine({ side: 'sell', rules: RULES, line: { ...maple, fineOztPerUnit: null }, quote: SPOT }).priceStatus).toBe('weight_unknown');
    expect(priceOrderLine({ side: 'sell', rules: RULES, line: { ...maple, metal: 'copper', productId: null, categoryPath: [] }, quote: SPOT }).priceStatus).toBe('no_rule');
  });

  it('computes a custom line’s fine ounces exactly from weight, unit and purity', () => {
    expect(customLineFineOzt('31.1034768', 'g', '1')).toBe('1');
    expect(customLineFineOzt('5.2', 'g', '0.585')).toBe('0.0978025711');
    expect(customLineFineOzt(null, 'g', '0.585')).toBeNull();
  });

  it('totals exactly in decimals and never shows a negative balance', () => {
    const lines = [{ lineTotal: '0.10' }, { lineTotal: '0.20' }, { lineTotal: null }];
    expect(orderTotals(lines, [])).toEqual({ subtotal: '0.30', total: '0.30', paid: '0.00', refunded: '0.00', balanceDue: '0.30' });
    expect(orderTotals(lines, [{ amount: '0.1' }, { amount: '0.2' }])).toMatchObject({ paid: '0.30', balanceDue: '0.00' });
    expect(orderTotals(lines, [{ amount: '1.00' }]).balanceDue).toBe('0.00');
  });
});
