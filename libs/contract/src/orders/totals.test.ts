import { describe, expect, it } from 'vitest';
import { listedOrderStatuses, orderBalanceDue, orderSideTotals, orderTotalsAt } from './totals';
import type { OrderSide, OrderStatus } from './schemas';

const order = (side: OrderSide, status: OrderStatus, total: string, paid = '0.00', refunded = '0.00') => ({ side, status, totals: { total, paid, refunded } });

describe('order totals', () => {
  it('list every status but cancelled and reversed, unless the filter names them', () => {
    expect(listedOrderStatuses([])).toEqual(['draft', 'quoted', 'confirmed', 'paid', 'fulfilled', 'completed']);
    expect(listedOrderStatuses(undefined)).not.toContain('cancelled');
    expect(listedOrderStatuses(['cancelled', 'paid'])).toEqual(['cancelled', 'paid']);
  });

  it('owe a balance only once an order is confirmed', () => {
    expect(orderBalanceDue({ status: 'quoted', total: '120.00', paid: '0.00' })).toBe('0.00');
    expect(orderBalanceDue({ status: 'draft', total: '120.00', paid: '0.00' })).toBe('0.00');
    expect(orderBalanceDue({ status: 'confirmed', total: '120.00', paid: '20.50' })).toBe('99.50');
    expect(orderBalanceDue({ status: 'paid', total: '120.00', paid: '120.00' })).toBe('0.00');
    expect(orderTotalsAt('quoted', [{ lineTotal: '60.00' }, { lineTotal: '60.00' }], [])).toEqual({ subtotal: '120.00', total: '120.00', paid: '0.00', refunded: '0.00', balanceDue: '0.00' });
  });

  it('count and add up the same orders: a count never includes an order its sums leave out', () => {
    // The list the API returns for the default view: the cancelled purchase is not in it.
    const listed = [order('buy', 'completed', '1000.00', '1000.00', '120.00'), order('buy', 'quoted', '250.00'), order('sell', 'confirmed', '500.00', '100.00')];
    expect(orderSideTotals(listed, 'buy')).toEqual({ orders: 2, total: '1250.00', paid: '1000.00', refunded: '120.00', balanceDue: '0.00' });
    expect(orderSideTotals(listed, 'sell')).toEqual({ orders: 1, total: '500.00', paid: '100.00', refunded: '0.00', balanceDue: '400.00' });
    // Filtered in, a cancelled order counts and adds its total, and owes nothing.
    expect(orderSideTotals([order('buy', 'cancelled', '75.00')], 'buy')).toEqual({ orders: 1, total: '75.00', paid: '0.00', refunded: '0.00', balanceDue: '0.00' });
  });
});
