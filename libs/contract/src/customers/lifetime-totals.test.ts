import { describe, expect, it } from 'vitest';
import { customerLifetimeTotals, EMPTY_LIFETIME, LIFETIME_ORDER_STATUSES } from './lifetime-totals';

describe('customer lifetime totals', () => {
  it('are zero without orders', () => {
    expect(customerLifetimeTotals([])).toEqual(EMPTY_LIFETIME);
  });

  it('add up agreed deals only: confirmed or later, never drafts, quotes, cancelled or reversed orders', () => {
    expect(LIFETIME_ORDER_STATUSES).toEqual(['confirmed', 'paid', 'fulfilled', 'completed']);
    const totals = customerLifetimeTotals([
      { side: 'buy', status: 'completed', total: '1000.10' },
      { side: 'buy', status: 'confirmed', total: '250.00' },
      { side: 'buy', status: 'draft', total: '9999.00' },
      { side: 'buy', status: 'reversed', total: '400.00' },
      { side: 'sell', status: 'paid', total: '59.22' },
      { side: 'sell', status: 'quoted', total: '70.00' },
      { side: 'sell', status: 'cancelled', total: '80.00' },
    ]);
    expect(totals.boughtFrom).toBe('1250.10');
    expect(totals.soldTo).toBe('59.22');
  });

  it('count the cash that changed hands on any order, net of cash refunds, never voided payments', () => {
    const totals = customerLifetimeTotals([
      {
        side: 'sell',
        status: 'paid',
        total: '12000.00',
        payments: [
          { method: 'cash', amount: '9000.00' },
          { method: 'wire', amount: '3000.00' },
          { method: 'cash', amount: '500.00', kind: 'refund' },
          { method: 'cash', amount: '100.00', voided: { at: '2026-11-01T00:00:00Z' } },
        ],
      },
      // Cash of a cancelled sale was still received.
      { side: 'sell', status: 'cancelled', total: '300.00', payments: [{ method: 'cash', amount: '300.00', kind: 'payment' }] },
      { side: 'buy', status: 'completed', total: '2000.00', payments: [{ method: 'cash', amount: '1500.00' }, { method: 'check', amount: '500.00' }] },
    ]);
    expect(totals).toEqual({ boughtFrom: '2000.00', soldTo: '12000.00', cashReceived: '8800.00', cashPaidOut: '1500.00' });
  });
});
