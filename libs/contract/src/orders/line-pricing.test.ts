import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { priceRulesSchema } from '../price-templates/schemas';
import { priceOrderLine, tierBreakdownText } from './line-pricing';
import type { OrderLineSnapshot } from './line-snapshot';

/** Silver coins, ask: +$4.00/unit for 1–9, +$3.00 from 10, +$2.50 from 50, graduated. */
const GRADUATED = priceRulesSchema.parse([
  {
    id: 'silver',
    match: { metal: 'silver' },
    ask: {
      premiumKind: 'per_unit',
      tiers: [
        { minQuantity: 1, premium: '4.00' },
        { minQuantity: 10, premium: '3.00' },
        { minQuantity: 50, premium: '2.50' },
      ],
      tierMode: 'graduated',
      rounding: { increment: '0.01', mode: 'nearest' },
      minimumUnitPrice: null,
    },
    bid: { premiumKind: 'per_unit', tiers: [{ minQuantity: 1, premium: '-1.00' }], tierMode: 'volume', rounding: { increment: '0.01', mode: 'nearest' }, minimumUnitPrice: null },
  },
]);

const eagles = (quantity: number, manualUnitPrice: string | null = null): OrderLineSnapshot =>
  ({
    kind: 'product',
    productId: 'public-american-silver-eagle-1-oz',
    inventoryItemId: null,
    title: 'American Silver Eagle 1 oz',
    metal: 'silver',
    form: 'coin',
    weight: '1.0000',
    weightUnit: 'ozt',
    purity: '0.999',
    fineOztPerUnit: '1',
    categoryPath: [],
    quantity,
    manualUnitPrice,
    overrideReason: manualUnitPrice ? 'Agreed' : null,
    meltReason: null,
  }) as OrderLineSnapshot;

const SPOT = { gold: '2650.00', silver: '29.61', platinum: '950.00', palladium: '1000.00', rhodium: '4500.00', updatedAt: '2026-11-29T10:00:00.000Z' };

describe('a graduated line', () => {
  it('keeps its tier breakdown, whose slices add up to the line total to the cent', () => {
    // Silver at 29.61: 1–9 at 33.61, 10–49 at 32.61, 50–60 at 32.11.
    const line = priceOrderLine({ side: 'sell', rules: GRADUATED, line: eagles(60), quote: SPOT });
    expect(line.priceSlices).toEqual([
      { tierIndex: 0, fromQuantity: 1, toQuantity: 9, quantity: 9, unitPrice: '33.61', total: '302.49' },
      { tierIndex: 1, fromQuantity: 10, toQuantity: 49, quantity: 40, unitPrice: '32.61', total: '1304.40' },
      { tierIndex: 2, fromQuantity: 50, toQuantity: 60, quantity: 11, unitPrice: '32.11', total: '353.21' },
    ]);
    const sum = (line.priceSlices ?? []).reduce((total, slice) => total.plus(new Decimal(slice.unitPrice).times(slice.quantity)), new Decimal(0));
    expect(sum.toFixed(2)).toBe(line.lineTotal);
    expect(line.lineTotal).toBe('1960.10');
    expect(line).toMatchObject({ averaged: true, unitPrice: '32.67' });
    expect(tierBreakdownText(line.priceSlices)).toBe('9 × $33.61 (1–9) + 40 × $32.61 (10–49) + 11 × $32.11 (50–60)');
  });

  it('has no breakdown to show for one tier or a manual price', () => {
    const few = priceOrderLine({ side: 'sell', rules: GRADUATED, line: eagles(5), quote: SPOT });
    expect(few.priceSlices).toHaveLength(1);
    expect(tierBreakdownText(few.priceSlices)).toBeNull();
    expect(priceOrderLine({ side: 'sell', rules: GRADUATED, line: eagles(60, '31.00'), quote: SPOT }).priceSlices).toBeNull();
  });
});
