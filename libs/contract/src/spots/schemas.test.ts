import { describe, expect, it } from 'vitest';
import { orderSpotSchema, spotQuoteSchema, storedSpotSchema } from './schemas';

const prices = { gold: 2710.45, silver: 31.82, platinum: 968.1, palladium: 1012.6, rhodium: 4725 };
const text = { gold: '2710.4500', silver: '31.8200', platinum: '968.1000', palladium: '1012.6000', rhodium: '4725.0000' };
const UPDATED_AT = '2026-11-02T08:59:00.000Z';

describe('spot quote', () => {
  it('reads prices sent as numbers or numeric text as numbers, with the feed label when there is one', () => {
    expect(spotQuoteSchema.parse({ ...text, gold: ' 2710.45 ', updatedAt: UPDATED_AT })).toEqual({ ...prices, updatedAt: UPDATED_AT });
    expect(spotQuoteSchema.parse({ ...prices, updatedAt: UPDATED_AT, source: 'mock', simulated: true })).toMatchObject({ source: 'mock', simulated: true });
  });

  it('refuses a price that is not a number, a negative price and a quote without a time', () => {
    expect(spotQuoteSchema.safeParse({ ...prices, gold: 'lots', updatedAt: UPDATED_AT }).success).toBe(false);
    expect(spotQuoteSchema.safeParse({ ...prices, gold: -1, updatedAt: UPDATED_AT }).success).toBe(false);
    expect(spotQuoteSchema.safeParse(prices).success).toBe(false);
  });

  it('is kept at rest as exact decimal text: on an order with its ISO time, on a history day without one', () => {
    expect(orderSpotSchema.parse({ ...text, updatedAt: UPDATED_AT, source: 'mock' })).toEqual({ ...text, updatedAt: UPDATED_AT });
    expect(orderSpotSchema.safeParse({ ...prices, updatedAt: UPDATED_AT }).success).toBe(false);
    expect(orderSpotSchema.safeParse({ ...text, updatedAt: 'yesterday' }).success).toBe(false);
    expect(storedSpotSchema.parse({ ...text, updatedAt: UPDATED_AT })).toEqual(text);
  });
});
