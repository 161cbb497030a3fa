// A customer's lifetime figures, one rule for the API's SQL, the mocks and the customer page: what the
// group bought from them and sold to them (the totals of the deals that stand: confirmed or later,
// never cancelled or reversed, as totals.ts counts a balance), and the cash that changed hands with
// them on any order (cash is money received or paid out whatever became of the order, as the Form
// 8300 rule counts it), net of cash refunds; a voided payment or refund counts for nothing. Pure;
// decimal arithmetic.
import Decimal from 'decimal.js';
import { z } from 'zod';
import { decimalTextSchema } from '../common/schemas';
import type { OrderSide, OrderStatus, PaymentMethod } from '../orders/schemas';
import { ORDER_STATUSES_OWING, ORDER_STATUSES_SET_ASIDE } from '../orders/totals';

/** The orders a lifetime total adds up: agreed deals (from confirmation on) that were not set aside. */
export const LIFETIME_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES_OWING.filter((status) => !ORDER_STATUSES_SET_ASIDE.includes(status));

export const customerLifetimeSchema = z
  .object({
    /** Σ totals of the group's purchases from the customer (LIFETIME_ORDER_STATUSES). */
    boughtFrom: decimalTextSchema,
    /** Σ totals of the group's sales to the customer (LIFETIME_ORDER_STATUSES). */
    soldTo: decimalTextSchema,
    /** Cash received from the customer on sales, less cash refunded to them on sales. */
    cashReceived: decimalTextSchema,
    /** Cash paid to the customer on purchases, less cash they gave back (refunds of purchases). */
    cashPaidOut: decimalTextSchema,
  })
  .meta({ id: 'CustomerLifetime' });
export type CustomerLifetime = z.output<typeof customerLifetimeSchema>;

export const EMPTY_LIFETIME: CustomerLifetime = { boughtFrom: '0.00', soldTo: '0.00', cashReceived: '0.00', cashPaidOut: '0.00' };

export interface LifetimeOrder {
  side: OrderSide;
  status: OrderStatus;
  total: Decimal.Value;
  /** kind: a payment (the default) or a refund, money going back; a voided one counts for nothing. */
  payments?: readonly { method: PaymentMethod; amount: Decimal.Value; kind?: 'payment' | 'refund'; voided?: unknown }[];
}

/** A customer's lifetime figures over their orders (with their payments). */
export function customerLifetimeTotals(orders: readonly LifetimeOrder[]): CustomerLifetime {
  let boughtFrom = new Decimal(0);
  let soldTo = new Decimal(0);
  let cashReceived = new Decimal(0);
  let cashPaidOut = new Decimal(0);
  for (const order of orders) {
    if (LIFETIME_ORDER_STATUSES.includes(order.status)) {
      if (order.side === 'buy') boughtFrom = boughtFrom.plus(order.total);
      else soldTo = soldTo.plus(order.total);
    }
    for (const payment of order.payments ?? []) {
      if (payment.method !== 'cash' || payment.voided) continue;
      const signed = payment.kind === 'refund' ? new Decimal(payment.amount).negated() : new Decimal(payment.amount);
      if (order.side === 'sell') cashReceived = cashReceived.plus(signed);
      else cashPaidOut = cashPaidOut.plus(signed);
    }
  }
  return { boughtFrom: boughtFrom.toFixed(2), soldTo: soldTo.toFixed(2), cashReceived: cashReceived.toFixed(2), cashPaidOut: cashPaidOut.toFixed(2) };
}
