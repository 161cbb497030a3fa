import { describe, expect, it } from 'vitest';
import { QUOTE_TTL_MINUTES, type OrderStatus } from './schemas';
import { availableOrderActions, isQuoteExpired, orderActionRefusal, quoteExpiresAt } from './status';

const QUOTED_AT = '2026-11-02T09:00:00.000Z';
const quote = { expiresAt: quoteExpiresAt(QUOTED_AT).toISOString() };
const minutes = (count: number) => Date.parse(QUOTED_AT) + count * 60_000;
const order = (status: OrderStatus, withQuote = status !== 'draft') => ({ status, quote: withQuote ? quote : null });

describe('order status flow', () => {
  it('expires a quote QUOTE_TTL_MINUTES after it was made, from that instant on', () => {
    expect(QUOTE_TTL_MINUTES).toBe(15);
    expect(quote.expiresAt).toBe('2026-11-02T09:15:00.000Z');
    expect(isQuoteExpired(quote, minutes(14.99))).toBe(false);
    expect(isQuoteExpired(quote, minutes(15))).toBe(true);
    expect(isQuoteExpired(null, minutes(60))).toBe(false);
  });

  it.each([
    ['draft', 'quote'],
    ['draft', 'edit'],
    ['draft', 'cancel'],
    ['quoted', 'confirm'],
    ['quoted', 'cancel'],
    ['confirmed', 'pay'],
    ['confirmed', 'cancel'],
    ['paid', 'fulfil'],
    ['fulfilled', 'complete'],
    ['completed', 'reverse'],
  ] as const)('lets a %s order be taken through %s', (status, action) => {
    expect(orderActionRefusal(order(status), action, minutes(1))).toBeNull();
  });

  it.each([
    ['quoted', 'edit'],
    ['draft', 'confirm'],
    ['draft', 'pay'],
    ['quoted', 'pay'],
    ['confirmed', 'fulfil'],
    ['paid', 'complete'],
    ['paid', 'cancel'],
    ['fulfilled', 'cancel'],
    ['completed', 'cancel'],
    ['cancelled', 'quote'],
    ['reversed', 'reverse'],
    ['fulfilled', 'reverse'],
  ] as const)('refuses a %s order the action %s with invalid_transition and a message naming both', (status, action) => {
    const refusal = orderActionRefusal(order(status), action, minutes(1));
    expect(refusal?.code).toBe('invalid_transition');
    expect(refusal?.message).toContain(`A ${status} order cannot be`);
  });

  it('re-quotes a quoted order only once its quote has expired', () => {
    expect(orderActionRefusal(order('quoted'), 'quote', minutes(5))?.code).toBe('quote_still_valid');
    expect(orderActionRefusal(order('quoted'), 'quote', minutes(15))).toBeNull();
  });

  it('refuses to confirm an expired quote: it must be quoted again', () => {
    expect(orderActionRefusal(order('quoted'), 'confirm', minutes(15))).toMatchObject({ code: 'quote_expired' });
  });

  it('offers members the member actions, admins the reversal too, viewers nothing', () => {
    expect(availableOrderActions(order('draft'), { canWrite: true, isAdmin: false, now: minutes(1) })).toEqual(['edit', 'quote', 'cancel']);
    expect(availableOrderActions(order('quoted'), { canWrite: true, isAdmin: false, now: minutes(20) })).toEqual(['quote', 'cancel']);
    expect(availableOrderActions(order('completed'), { canWrite: true, isAdmin: false, now: minutes(1) })).toEqual([]);
    expect(availableOrderActions(order('completed'), { canWrite: true, isAdmin: true, now: minutes(1) })).toEqual(['reverse']);
    expect(availableOrderActions(order('confirmed'), { canWrite: false, isAdmin: false, now: minutes(1) })).toEqual([]);
  });
});
