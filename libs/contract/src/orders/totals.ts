// The money an order list adds up, one rule wherever it is added (the API's list, the mocks, the
// orders page): counts and sums always over the same orders; cancelled and reversed orders are left
// out unless a status filter names them; only a confirmed order owes its balance (a draft or a quote
// promises nothing yet). Pure; decimal arithmetic.
import Decimal from 'decimal.js';
import { orderTotals } from './line-pricing';
import { ORDER_STATUSES, type OrderSide, type OrderSideTotals, type OrderStatus, type OrderTotals, type PaymentKind } from './schemas';

/** Orders that no longer stand: out of lists and totals unless a status filter names them. */
export const ORDER_STATUSES_SET_ASIDE: readonly OrderStatus[] = ['cancelled', 'reversed'];

/** The statuses in which an order owes what is not yet paid: from confirmation on. */
export const ORDER_STATUSES_OWING: readonly OrderStatus[] = ['confirmed', 'paid', 'fulfilled', 'completed'];

/** The statuses a list shows and adds up: those the filter names, else every status but the set-aside ones. */
export function listedOrderStatuses(filter: readonly OrderStatus[] | null | undefined): OrderStatus[] {
  return filter?.length ? [...new Set(filter)] : ORDER_STATUSES.filter((status) => !ORDER_STATUSES_SET_ASIDE.includes(status));
}

/** What an order still owes: total − paid, never below 0, once it is confirmed; 0.00 before. */
export function orderBalanceDue(order: { status: OrderStatus; total: Decimal.Value; paid: Decimal.Value }): string {
  if (!ORDER_STATUSES_OWING.includes(order.status)) return '0.00';
  const balance = new Decimal(order.total).minus(order.paid);
  return (balance.isNegative() ? new Decimal(0) : balance).toFixed(2);
}

/** One side's count, total, paid, refunded and balance due over the listed orders (each counted once, by the same rule). */
export function orderSideTotals(orders: readonly { side: OrderSide; status: OrderStatus; totals: { total: string; paid: string; refunded: string } }[], side: OrderSide): OrderSideTotals {
  const mine = orders.filter((order) => order.side === side);
  const sum = (value: (order: (typeof mine)[number]) => Decimal.Value) => mine.reduce((total, order) => total.plus(value(order)), new Decimal(0)).toFixed(2);
  return {
    orders: mine.length,
    total: sum((order) => order.totals.total),
    paid: sum((order) => order.totals.paid),
    refunded: sum((order) => order.totals.refunded),
    balanceDue: sum((order) => orderBalanceDue({ status: order.status, ...order.totals })),
  };
}

/** An order's totals as its status makes them: orderTotals, with the balance due only once it is confirmed. */
export function orderTotalsAt(status: OrderStatus, lines: readonly { lineTotal: string | null }[], payments: readonly { amount: string; kind?: PaymentKind; voided?: unknown }[]): OrderTotals {
  const totals = orderTotals(lines, payments);
  return { ...totals, balanceDue: orderBalanceDue({ status, total: totals.total, paid: totals.paid }) };
}
