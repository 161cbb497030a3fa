import { describe, expect, it } from 'vitest';
import { form8300Finding, type CashReceipt } from './form-8300';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-02T09:00:00.000Z');
const receipt = (orderId: string, amount: string, hours: number): CashReceipt => ({ orderId, orderNumber: `SO-${orderId}`, amount, receivedAt: new Date(T0 + hours * HOUR).toISOString() });

describe('Form 8300 rule', () => {
  it('flags cash of $10,000 or more received in one order, in one payment or several', () => {
    expect(form8300Finding('a', [receipt('a', '10000.00', 0)])).toMatchObject({ cashTotal: '10000.00', orderIds: ['a'] });
    expect(form8300Finding('a', [receipt('a', '6000.00', 0), receipt('a', '4000.00', 72)])?.reason).toBe('Cash received in this order: $10,000.00 ($10,000.00 or more).');
  });

  it('does not flag $9,999.99 (decimal, not float, sums)', () => {
    expect(form8300Finding('a', [receipt('a', '3333.33', 0), receipt('a', '3333.33', 1), receipt('a', '3333.33', 2)])).toBeNull();
    expect(form8300Finding('a', [receipt('a', '0.10', 0), receipt('a', '0.20', 0), receipt('a', '9999.70', 0)])).toMatchObject({ cashTotal: '10000.00' });
  });

  it('adds up one customer’s cash across orders received within 24 hours, and names every order counted', () => {
    const receipts = [receipt('a', '6000.00', 0), receipt('b', '4000.00', 23.9)];
    const finding = form8300Finding('b', receipts);
    expect(finding).toMatchObject({ cashTotal: '10000.00', orderIds: ['a', 'b'] });
    expect(finding?.reason).toContain('SO-a, SO-b');
    expect(form8300Finding('a', receipts)).toMatchObject({ orderIds: ['a', 'b'] });
  });

  it('does not add up cash received 24 hours or more apart', () => {
    expect(form8300Finding('b', [receipt('a', '6000.00', 0), receipt('b', '4000.00', 24)])).toBeNull();
    expect(form8300Finding('b', [receipt('a', '6000.00', 0), receipt('b', '4000.00', 30)])).toBeNull();
  });

  it('only counts windows that hold a receipt of the order asked about', () => {
    const receipts = [receipt('a', '6000.00', 0), receipt('b', '4000.00', 1), receipt('c', '500.00', 40)];
    expect(form8300Finding('c', receipts)).toBeNull();
  });
});
