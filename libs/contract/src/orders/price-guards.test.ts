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

  it('a quote is refused for a line without a price first, then for one at $0.00', () => {
    expect(quoteRefusal([{ unitPrice: '10.00', priceStatus: 'priced' }])).toBeNull();
    expect(quoteRefusal([{ unitPrice: '0.00', priceStatus: 'priced' }, { unitPrice: null, priceStatus: 'no_rule' }])).toMatchObject({ code: 'order_not_priced', details: { lines: [{ line: 1 }] } });
    expect(quoteRefusal([{ unitPrice: '5.00', priceStatus: 'priced' }, { unitPrice: '0.00', priceStatus: 'priced' }])).toEqual({
      code: 'price_not_above_zero',
      message: 'Line 2 is priced at $0.00: give a manual price above $0.00 or choose another template.',
      details: { lines: [{ line: 1, unitPrice: '0.00' }] },
    });
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
