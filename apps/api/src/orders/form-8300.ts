// Applying the Form 8300 rule (libs/api-client orders/form-8300.ts) after a cash payment of a sale:
// the customer's cash receipts around it are read and, when the rule finds $10,000 or more in the
// order or within 24 hours across the customer's orders, every order counted is flagged for review
// (once: a flag is never moved or cleared by a request). The caller holds the customer's cash lock,
// so two payments of one customer are judged one after the other and neither misses the other.
// An admin then records the day the group filed the form (markForm8300Filed), in the timeline.
import { FORM_8300_WINDOW_MS, form8300Finding, form8300FilingRefusal, type CashReceipt, type OrderStatus } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { Acting } from '../http/acting';
import { ApiError } from '../http/errors';
import { iso } from '../http/mappers';
import { orderVersionConflict } from './errors';
import { appendOrderEvents } from './events';
import { requireOrderRow } from './order-reads';

/** Serialises the cash payments of one customer (taken before any order row is locked). */
export async function lockCustomerCash(tx: Tx, groupId: string, customerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`order-cash:${groupId}:${customerId}`}, 0))`.execute(tx);
}

/** Flags the orders the rule finds for this order's cash receipts; returns the ids flagged now. */
export async function reviewForm8300(tx: Tx, acting: Acting, order: { id: string; customerId: string }, receivedAt: Date): Promise<string[]> {
  const from = new Date(receivedAt.getTime() - FORM_8300_WINDOW_MS);
  const to = new Date(receivedAt.getTime() + FORM_8300_WINDOW_MS);
  const rows = await tx
    .selectFrom('order_payments as p')
    .innerJoin('orders as o', (join) => join.onRef('o.id', '=', 'p.order_id').onRef('o.group_id', '=', 'p.group_id'))
    .select(['o.id as order_id', 'o.number', 'p.amount', 'p.received_at'])
    .where('p.group_id', '=', acting.groupId)
    .where('p.method', '=', 'cash')
    .where('o.side', '=', 'sell')
    .where('o.customer_id', '=', order.customerId)
    .where((eb) => eb.or([eb('o.id', '=', order.id), eb.and([eb('p.received_at', '>', from), eb('p.received_at', '<', to)])]))
    .execute();
  const receipts: CashReceipt[] = rows.map((row) => ({ orderId: row.order_id, orderNumber: row.number, amount: row.amount, receivedAt: new Date(row.received_at).toISOString() }));
  const finding = form8300Finding(order.id, receipts);
  if (!finding) return [];
  const flagged = await tx
    .updateTable('orders')
    .set({
      form8300_review: true,
      form8300_reason: finding.reason,
      form8300_flagged_at: acting.now,
      form8300_cash_total: finding.cashTotal,
      form8300_related_order_ids: finding.orderIds,
      version: sql`version + 1`,
      updated_at: acting.now,
      updated_by_user_id: acting.userId,
    })
    .where('group_id', '=', acting.groupId)
    .where('id', 'in', finding.orderIds)
    .where('form8300_review', '=', false)
    .returning(['id', 'status'])
    .execute();
  await appendOrderEvents(
    tx,
    acting,
    flagged.map((row) => ({
      orderId: row.id,
      kind: 'form8300_flagged',
      fromStatus: row.status as OrderStatus,
      toStatus: row.status as OrderStatus,
      detail: { reason: finding.reason, cashTotal: finding.cashTotal, relatedOrderIds: finding.orderIds },
    })),
  );
  return flagged.map((row) => row.id);
}

/**
 * Records the day the group filed the flagged order's Form 8300 (a correction replaces the day; the
 * same day again changes nothing). 409 not_flagged for an order that is not flagged; 400 for a day in
 * the future or before the order. Returns the order's status (unchanged).
 */
export async function markForm8300Filed(tx: Tx, acting: Acting, id: string, filedOn: string, version: number | undefined): Promise<OrderStatus> {
  const row = await requireOrderRow(tx, acting.groupId, id, { lock: true });
  const status = row.status as OrderStatus;
  if (version !== undefined && version !== row.version) throw orderVersionConflict(version, row.version);
  const refused = form8300FilingRefusal({ form8300: { review: row.form8300_review }, createdAt: iso(row.created_at) }, filedOn, acting.now);
  if (refused?.code === 'not_flagged') throw new ApiError(409, refused.code, refused.message);
  if (refused) throw new ApiError(400, 'validation_failed', refused.message, [{ path: 'filedOn', message: refused.message }]);
  if (row.form8300_filed_on === filedOn) return status;
  await tx
    .updateTable('orders')
    .set({ form8300_filed_on: filedOn, form8300_filed_by_user_id: acting.userId, version: sql`version + 1`, updated_at: acting.now, updated_by_user_id: acting.userId })
    .where('id', '=', row.id)
    .where('group_id', '=', acting.groupId)
    .execute();
  await appendOrderEvents(tx, acting, [
    { orderId: row.id, kind: 'form8300_filed', fromStatus: status, toStatus: status, detail: { filedOn, ...(row.form8300_filed_on ? { previousFiledOn: row.form8300_filed_on } : {}) } },
  ]);
  return status;
}
