// The way back from a payment (admins): a refund is money going back, kept as a payment of kind
// 'refund' with its method and reference; a void marks a payment or refund recorded in error, which
// then counts for nothing but stays on record. The rules are the contract's (orders/refunds.ts); each
// write locks the order's row, keeps orders.paid and orders.refunded equal to the sums of what counts,
// and appends the timeline with the actor, in one transaction.
import { refundRefusal, statusAfterPayments, voidRefusal, type OrderRefundInputParsed, type OrderSide, type OrderStatus, type PaymentKind } from '@bullion/contract';
import type { Tx } from '../db/database';
import type { Acting } from '../http/acting';
import { ApiError, notFound } from '../http/errors';
import { isUuid } from '../inventory/item-reads';
import { fromCents, toCents } from './cents';
import { unknownReference } from './errors';
import { appendOrderEvents, type NewOrderEvent } from './events';
import { requireOrderRow } from './order-reads';
import { checkAction, saveHeader } from './order-writes';

/** POST /orders/{id}/refunds: at most what was paid and not yet refunded; the status stays as it is. */
export async function addRefund(tx: Tx, acting: Acting, id: string, input: OrderRefundInputParsed): Promise<OrderStatus> {
  const refundedAt = input.refundedAt ? new Date(input.refundedAt) : acting.now;
  if (refundedAt.getTime() > acting.now.getTime() + 60_000) throw unknownReference('refundedAt', 'refundedAt cannot be in the future.');
  const row = await requireOrderRow(tx, acting.groupId, id, { lock: true });
  checkAction(row, 'refund', input.version, acting.now);
  const status = row.status as OrderStatus;
  const amount = fromCents(toCents(input.amount));
  const refused = refundRefusal({ status, side: row.side as OrderSide, totals: { paid: row.paid, refunded: row.refunded } }, amount);
  if (refused) throw new ApiError(409, refused.code, refused.message, { status, ...refused.details });
  const refund = await tx
    .insertInto('order_payments')
    .values({
      group_id: acting.groupId,
      order_id: row.id,
      kind: 'refund',
      method: input.method,
      amount,
      received_at: refundedAt,
      reference: input.reference ?? null,
      created_by_user_id: acting.userId,
      created_at: acting.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refunded = fromCents(toCents(row.refunded) + toCents(amount));
  await saveHeader(tx, acting, row, { refunded });
  await appendOrderEvents(tx, acting, [
    {
      orderId: row.id,
      kind: 'refunded',
      fromStatus: status,
      toStatus: status,
      detail: { paymentId: refund.id, method: input.method, amount, reference: input.reference ?? null, reason: input.reason ?? null, refundedAt: refundedAt.toISOString(), refunded },
    },
  ]);
  return status;
}

/**
 * POST /orders/{id}/payments/{paymentId}/void: the payment or refund counts for nothing from now on.
 * A paid order that is short again goes back to confirmed.
 */
export async function voidPayment(tx: Tx, acting: Acting, id: string, paymentId: string, body: { reason: string; version?: number | undefined }): Promise<OrderStatus> {
  const row = await requireOrderRow(tx, acting.groupId, id, { lock: true });
  checkAction(row, 'void', body.version, acting.now);
  const payment = isUuid(paymentId)
    ? await tx.selectFrom('order_payments').selectAll().where('group_id', '=', acting.groupId).where('order_id', '=', row.id).where('id', '=', paymentId.toLowerCase()).executeTakeFirst()
    : undefined;
  if (!payment) throw notFound('Payment');
  const kind = payment.kind as PaymentKind;
  const status = row.status as OrderStatus;
  const refused = voidRefusal({ status, totals: { paid: row.paid, refunded: row.refunded } }, { kind, amount: payment.amount, voided: payment.voided_at });
  if (refused) throw new ApiError(409, refused.code, refused.message, { status, ...refused.details });
  await tx
    .updateTable('order_payments')
    .set({ voided_at: acting.now, voided_by_user_id: acting.userId, void_reason: body.reason })
    .where('id', '=', payment.id)
    .where('group_id', '=', acting.groupId)
    .where('voided_at', 'is', null)
    .execute();
  const less = (sum: string) => fromCents(toCents(sum) - toCents(payment.amount));
  const paid = kind === 'payment' ? less(row.paid) : row.paid;
  const refunded = kind === 'refund' ? less(row.refunded) : row.refunded;
  const after = statusAfterPayments(status, row.total, paid);
  await saveHeader(tx, acting, row, { paid, refunded, status: after });
  const events: NewOrderEvent[] = [
    { orderId: row.id, kind: 'payment_voided', fromStatus: status, toStatus: after, detail: { paymentId: payment.id, paymentKind: kind, method: payment.method, amount: payment.amount, reason: body.reason, paid, refunded } },
  ];
  await appendOrderEvents(tx, acting, events);
  return status;
}
