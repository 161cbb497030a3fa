// The way back from a payment, one rule wherever it is taken (the API, the mocks, the order page): a
// refund is money going back, at most what was paid and not yet refunded; a void says a payment (or
// refund) was recorded in error, so it counts for nothing but stays on record; an order whose money
// is not all given back cannot be cancelled. Pure; decimal arithmetic.
import Decimal from 'decimal.js';
import { formatUsd } from '../common/format';
import type { OrderSide, OrderStatus, PaymentKind } from './schemas';

/** Statuses in which money paid can be given back: from confirmation on, and after a cancel or reversal. */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = ['confirmed', 'paid', 'fulfilled', 'completed', 'cancelled', 'reversed'];

/** Statuses in which a payment can be voided: before the metal moves (after it, refund instead). */
export const VOIDABLE_ORDER_STATUSES: readonly OrderStatus[] = ['confirmed', 'paid'];

export interface MoneyRefusal {
  code: 'invalid_transition' | 'nothing_to_refund' | 'refund_exceeds_refundable' | 'payment_already_voided' | 'void_below_refunded' | 'refund_first';
  message: string;
  details?: Record<string, unknown>;
}

interface OrderMoney {
  paid: Decimal.Value;
  refunded: Decimal.Value;
}

/** What can still be given back: paid − refunded, never below 0. */
export function orderRefundable(money: OrderMoney): string {
  const left = new Decimal(money.paid).minus(money.refunded);
  return (left.isNegative() ? new Decimal(0) : left).toFixed(2);
}

/** Who the money went to and comes back from, for messages: a sale is paid by the customer, a purchase to them. */
const paidBy = (side: OrderSide) => (side === 'sell' ? 'received from the customer' : 'paid to the customer');

/** Why this refund cannot be given, or null when it can. */
export function refundRefusal(order: { status: OrderStatus; side: OrderSide; totals: OrderMoney }, amount: Decimal.Value): MoneyRefusal | null {
  if (!REFUNDABLE_ORDER_STATUSES.includes(order.status)) {
    return { code: 'invalid_transition', message: `A ${order.status} order has no payment to refund (only ${REFUNDABLE_ORDER_STATUSES.join(', ')} orders can be refunded).` };
  }
  const refundable = orderRefundable(order.totals);
  if (new Decimal(refundable).isZero()) {
    return { code: 'nothing_to_refund', message: `Nothing ${paidBy(order.side)} is left to refund on this order.`, details: { refundable } };
  }
  if (new Decimal(amount).gt(refundable)) {
    return {
      code: 'refund_exceeds_refundable',
      message: `At most ${formatUsd(refundable)} can be refunded: that is what was ${paidBy(order.side)} and not yet refunded.`,
      details: { refundable },
    };
  }
  return null;
}

/** Why this payment or refund cannot be voided, or null when it can. */
export function voidRefusal(
  order: { status: OrderStatus; totals: OrderMoney },
  payment: { kind: PaymentKind; amount: Decimal.Value; voided: unknown },
): MoneyRefusal | null {
  const what = payment.kind === 'refund' ? 'refund' : 'payment';
  if (payment.voided) return { code: 'payment_already_voided', message: `This ${what} has already been voided.` };
  if (!VOIDABLE_ORDER_STATUSES.includes(order.status)) {
    return {
      code: 'invalid_transition',
      message: `The ${what}s of a ${order.status} order cannot be voided (only those of ${VOIDABLE_ORDER_STATUSES.join(' and ')} orders can)${payment.kind === 'payment' ? ': refund it instead' : ''}.`,
    };
  }
  if (payment.kind === 'payment' && new Decimal(order.totals.paid).minus(payment.amount).lt(order.totals.refunded)) {
    return {
      code: 'void_below_refunded',
      message: `Voiding this payment would leave ${formatUsd(new Decimal(order.totals.refunded).toFixed(2))} refunded against less paid: void the refunds first.`,
    };
  }
  return null;
}

/** Why the order cannot be cancelled for its money, or null: what was paid must all be refunded first. */
export function cancelMoneyRefusal(order: { side: OrderSide; totals: OrderMoney }): MoneyRefusal | null {
  const refundable = orderRefundable(order.totals);
  if (new Decimal(refundable).isZero()) return null;
  return {
    code: 'refund_first',
    message: `${formatUsd(refundable)} was ${paidBy(order.side)} on this order: refund it before cancelling the order.`,
    details: { refundable },
  };
}

/**
 * The status an order has once its payments change (a void): paid when what was paid covers the
 * total, confirmed when a paid order is short again. Other statuses do not depend on payments.
 */
export function statusAfterPayments(status: OrderStatus, total: Decimal.Value, paid: Decimal.Value): OrderStatus {
  if (status !== 'confirmed' && status !== 'paid') return status;
  return new Decimal(paid).gte(total) ? 'paid' : 'confirmed';
}

/** Σ of payments of a kind that count (not voided). */
export function paymentsSum(payments: readonly { kind?: PaymentKind; amount: Decimal.Value; voided?: unknown }[], kind: PaymentKind): string {
  return payments
    .filter((payment) => (payment.kind ?? 'payment') === kind && !payment.voided)
    .reduce((sum, payment) => sum.plus(payment.amount), new Decimal(0))
    .toFixed(2);
}
