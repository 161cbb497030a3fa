import { describe, expect, it } from 'vitest';
import { orderTotals } from './line-pricing';
import { cancelMoneyRefusal, orderRefundable, refundRefusal, statusAfterPayments, voidRefusal } from './refunds';
import { orderTotalsAt } from './totals';

const sale = (status: 'confirmed' | 'paid' | 'fulfilled' | 'completed' | 'quoted' | 'cancelled', paid: string, refunded = '0.00') => ({ status, side: 'sell' as const, totals: { paid, refunded } });
const purchase = (paid: string, refunded = '0.00') => ({ status: 'paid' as const, side: 'buy' as const, totals: { paid, refunded } });

describe('refunds', () => {
  it('gives back at most what was paid and not yet refunded', () => {
    expect(orderRefundable({ paid: '1000.00', refunded: '250.50' })).toBe('749.50');
    expect(refundRefusal(sale('paid', '1000.00', '250.50'), '749.50')).toBeNull();
    expect(refundRefusal(sale('paid', '1000.00', '250.50'), '749.51')).toEqual({
      code: 'refund_exceeds_refundable',
      message: 'At most $749.50 can be refunded: that is what was received from the customer and not yet refunded.',
      details: { refundable: '749.50' },
    });
    expect(refundRefusal(purchase('80.00'), '80.01')?.message).toBe('At most $80.00 can be refunded: that is what was paid to the customer and not yet refunded.');
  });

  it('refuses a refund of an order with nothing left to give back, or none paid yet', () => {
    expect(refundRefusal(sale('paid', '100.00', '100.00'), '1')?.code).toBe('nothing_to_refund');
    expect(refundRefusal(sale('quoted', '0.00'), '1')?.code).toBe('invalid_transition');
    // A cancelled order that kept money from before refunds existed can still give it back.
    expect(refundRefusal(sale('cancelled', '30.00'), '30.00')).toBeNull();
  });

  it('lets a cancel through only once every payment is refunded', () => {
    expect(cancelMoneyRefusal(sale('paid', '59.22'))?.message).toBe('$59.22 was received from the customer on this order: refund it before cancelling the order.');
    expect(cancelMoneyRefusal(sale('paid', '59.22', '59.22'))).toBeNull();
  });
});

describe('voids', () => {
  const payment = (amount: string, kind: 'payment' | 'refund' = 'payment', voided: unknown = null) => ({ kind, amount, voided });

  it('voids a payment of a confirmed or paid order once', () => {
    expect(voidRefusal(sale('paid', '100.00'), payment('100.00'))).toBeNull();
    expect(voidRefusal(sale('paid', '100.00'), payment('100.00', 'payment', { at: 'x' }))).toEqual({ code: 'payment_already_voided', message: 'This payment has already been voided.' });
  });

  it('sends a payment of an order whose metal has moved to a refund instead', () => {
    expect(voidRefusal(sale('fulfilled', '100.00'), payment('100.00'))).toEqual({
      code: 'invalid_transition',
      message: 'The payments of a fulfilled order cannot be voided (only those of confirmed and paid orders can): refund it instead.',
    });
  });

  it('never leaves more refunded than paid: the refunds are voided first', () => {
    expect(voidRefusal(sale('paid', '100.00', '30.00'), payment('80.00'))?.code).toBe('void_below_refunded');
    expect(voidRefusal(sale('paid', '100.00', '30.00'), payment('70.00'))).toBeNull();
    expect(voidRefusal(sale('paid', '100.00', '30.00'), payment('30.00', 'refund'))).toBeNull();
  });

  it('takes a paid order back to confirmed when a void leaves it short', () => {
    expect(statusAfterPayments('paid', '100.00', '60.00')).toBe('confirmed');
    expect(statusAfterPayments('confirmed', '100.00', '100.00')).toBe('paid');
    expect(statusAfterPayments('fulfilled', '100.00', '0.00')).toBe('fulfilled');
  });
});

describe('order totals with refunds and voids', () => {
  it('counts payments and refunds not voided, and owes no more after a refund', () => {
    const lines = [{ lineTotal: '592.20' }, { lineTotal: '2634.75' }];
    const payments = [
      { amount: '3000.00', kind: 'payment' as const, voided: null },
      { amount: '226.95', kind: 'payment' as const, voided: null },
      { amount: '500.00', kind: 'payment' as const, voided: { at: '2026-11-29T10:00:00.000Z' } },
      { amount: '592.20', kind: 'refund' as const, voided: null },
    ];
    expect(orderTotals(lines, payments)).toEqual({ subtotal: '3226.95', total: '3226.95', paid: '3226.95', refunded: '592.20', balanceDue: '0.00' });
    expect(orderTotalsAt('confirmed', lines, payments.slice(0, 1))).toMatchObject({ paid: '3000.00', refunded: '0.00', balanceDue: '226.95' });
  });
});
