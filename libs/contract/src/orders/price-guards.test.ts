import { describe, expect, it } from 'vitest';
import { orderLineInputSchema } from './schemas';
import { PRICE_NOT_ABOVE_ZERO, quoteRefusal, unitPriceRefusal } from './price-guards';

describe('price guards', () => {
  it('refuse a unit price of $0.00 or less, and take any price above it', () => {
    expect(unitPriceRefusal('0')).toBe(PRICE_NOT_ABOVE_ZERO);
    expect(unitPriceRefusal('0.00')).toBe(PRICE_NOT_ABOVE_ZERO);
    expect(unitPriceRefusal('-0.01')).toBe(PRICE_NOT_ABOVE_ZERO);
    expect(unitPriceRefusal('junk')).toBe(PRICE_NOT_ABOVE_ZERO);
    expect(unitPriceRefusal('0.01')).toBeNull();
  });

  it('the order line schema (API and order form alike) says so for a typed-in price', () => {
    const line = (unitPrice: string) => orderLineInputSchema.safeParse({ title: 'Gold bar', quantity: 1, unitPrice, overrideReason: 'Agreed' });
    expect(line('0').error?.issues).toEqual([expect.objectContaining({ path: ['unitPrice'], message: PRICE_NOT_ABOVE_ZERO })]);
    expect(line('0.01').success).toBe(true);
  });

  const line = (unitPrice: string | null, patch: Partial<{ priceStatus: string; fineOztPerUnit: string | null; spot: string | null; meltReason: string | null }> = {}) => ({
    unitPrice,
    priceStatus: unitPrice === null ? 'no_rule' : 'priced',
    fineOztPerUnit: null,
    spot: null,
    meltReason: null,
    ...patch,
  });

  it('a quote is refused for a line without a price first, then for one at $0.00', () => {
    expect(quoteRefusal('sell', [line('10.00')])).toBeNull();
    expect(quoteRefusal('sell', [line('0.00'), line(null)])).toMatchObject({ code: 'order_not_priced', details: { lines: [{ line: 1 }] } });
    expect(quoteRefusal('sell', [line('5.00'), line('0.00')])).toEqual({
      code: 'price_not_above_zero',
      message: 'Line 2 is priced at $0.00: give a manual price above $0.00 or choose another template.',
      details: { lines: [{ line: 1, unitPrice: '0.00' }] },
    });
  });
});

describe('melt', () => {
  const eagle = { fineOztPerUnit: '1', spot: '59.22' };

  it('a sale below melt or a purchase above it is a crossing; the other way round is not', async () => {
    const { meltGuard } = await import('./price-guards');
    expect(meltGuard('sell', { ...eagle, unitPrice: '58.00' })).toEqual({ kind: 'below_melt', meltPerUnit: '59.22' });
    expect(meltGuard('sell', { ...eagle, unitPrice: '59.22' })).toBeNull();
    expect(meltGuard('buy', { ...eagle, unitPrice: '60.00' })).toEqual({ kind: 'above_melt', meltPerUnit: '59.22' });
    expect(meltGuard('buy', { ...eagle, unitPrice: '57.50' })).toBeNull();
    expect(meltGuard('sell', { unitPrice: '1.00', fineOztPerUnit: null, spot: '59.22' })).toBeNull();
  });

  it('is quoted only with a reason on the line', () => {
    const below = { unitPrice: '58.00', priceStatus: 'priced', ...eagle, meltReason: null };
    expect(quoteRefusal('sell', [below])).toEqual({
      code: 'melt_reason_required',
      message: 'Line 1 sells below melt ($58.00 a piece against a melt value of $59.22): confirm it with a reason on the line before it is quoted.',
      details: { lines: [{ line: 0, unitPrice: '58.00', kind: 'below_melt', meltPerUnit: '59.22' }] },
    });
    expect(quoteRefusal('sell', [{ ...below, meltReason: 'Clearing scratched stock' }])).toBeNull();
  });
});

describe('a template whose bid meets its ask', () => {
  it('is found only where both sides are priced and the bid is at least the ask', async () => {
    const { bidMeetsAsk } = await import('./price-guards');
    expect(bidMeetsAsk({ status: 'priced', unitPrice: '60.00' }, { status: 'priced', unitPrice: '58.37' })).toBe(true);
    expect(bidMeetsAsk({ status: 'priced', unitPrice: '58.37' }, { status: 'priced', unitPrice: '58.37' })).toBe(true);
    expect(bidMeetsAsk({ status: 'priced', unitPrice: '56.10' }, { status: 'priced', unitPrice: '58.37' })).toBe(false);
    expect(bidMeetsAsk({ status: 'no_rule' }, { status: 'priced', unitPrice: '58.37' })).toBe(false);
    expect(bidMeetsAsk(null, null)).toBe(false);
  });
});
