import { describe, expect, it } from 'vitest';
import { QUOTE_TTL_MINUTES, type OrderStatus } from './schemas';
import { availableOrderActions, isQuoteExpired, orderActionRefusal, quoteExpiresAt } from './status';

const QUOTED_AT = '2026-11-02T09:00:00.000Z';
const quote = { expiresAt: quoteExpiresAt(QUOTED_AT).toISOString() };
const minutes = (count: number) => Date.parse(QUOTED_AT) + count * 60_000;
const order = (status: OrderStatus, withQuote = status !== 'draft') => ({ status, quote: withQuote ? quote : null });
/** An order with its money: what was paid and refunded of it. */
const withMoney = (status: OrderStatus, paid: string, refunded = '0.00') => ({ ...order(status), side: 'sell' as const, totals: { paid, refunded } });

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
    ['paid', 'cancel'],
    ['paid', 'refund'],
    ['completed', 'refund'],
    ['cancelled', 'refund'],
    ['confirmed', 'void'],
    ['paid', 'void'],
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
    ['fulfilled', 'cancel'],
    ['quoted', 'refund'],
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

  it('refuses the payments of an order whose metal has moved a void, and says so', () => {
    expect(orderActionRefusal(order('fulfilled'), 'void', minutes(1))).toEqual({
      code: 'invalid_transition',
      message: 'The payments of a fulfilled order cannot be voided (only those of confirmed, paid orders can).',
    });
  });

  it('cancels a confirmed or paid order only once what was paid is all refunded', () => {
    expect(orderActionRefusal(withMoney('paid', '100.00'), 'cancel', minutes(1))).toMatchObject({
      code: 'refund_first',
      message: '$100.00 was received from the customer on this order: refund it before cancelling the order.',
    });
    expect(orderActionRefusal(withMoney('confirmed', '40.00', '15.00'), 'cancel', minutes(1))?.code).toBe('refund_first');
    expect(orderActionRefusal(withMoney('paid', '100.00', '100.00'), 'cancel', minutes(1))).toBeNull();
    expect(orderActionRefusal(withMoney('confirmed', '0.00'), 'cancel', minutes(1))).toBeNull();
  });

  it('offers a refund only while something paid is left to give back', () => {
    expect(orderActionRefusal(withMoney('paid', '100.00', '100.00'), 'refund', minutes(1))?.code).toBe('nothing_to_refund');
    expect(orderActionRefusal(withMoney('paid', '100.00', '60.00'), 'refund', minutes(1))).toBeNull();
  });

  it('offers members the member actions, admins the reversal too, viewers nothing', () => {
    expect(availableOrderActions(order('draft'), { canWrite: true, isAdmin: false, now: minutes(1) })).toEqual(['edit', 'quote', 'cancel']);
    expect(availableOrderActions(order('quoted'), { canWrite: true, isAdmin: false, now: minutes(20) })).toEqual(['quote', 'cancel']);
    expect(availableOrderActions(order('completed'), { canWrite: true, isAdmin: false, now: minutes(1) })).toEqual([]);
    expect(availableOrderActions(withMoney('completed', '0.00'), { canWrite: true, isAdmin: true, now: minutes(1) })).toEqual(['reverse']);
    expect(availableOrderActions(withMoney('completed', '50.00'), { canWrite: true, isAdmin: true, now: minutes(1) })).toEqual(['refund', 'reverse']);
    // Refunds and voids are the admin's: a member of a paid order may fulfil it, and cancel it only once refunded.
    expect(availableOrderActions(withMoney('paid', '50.00'), { canWrite: true, isAdmin: false, now: minutes(1) })).toEqual(['fulfil']);
    expect(availableOrderActions(withMoney('paid', '50.00'), { canWrite: true, isAdmin: true, now: minutes(1) })).toEqual(['fulfil', 'refund', 'void']);
    expect(availableOrderActions(withMoney('paid', '50.00', '50.00'), { canWrite: true, isAdmin: true, now: minutes(1) })).toEqual(['fulfil', 'void', 'cancel']);
    expect(availableOrderActions(order('confirmed'), { canWrite: false, isAdmin: false, now: minutes(1) })).toEqual([]);
  });
});
