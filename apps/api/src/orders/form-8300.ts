// Applying the Form 8300 rule (libs/api-client orders/form-8300.ts) after a cash payment of a sale:
// the customer's cash receipts around it are read and, when the rule finds $10,000 or more in the
// order or within 24 hours across the customer's orders, every order counted is flagged for review
// (once: a flag is never moved or cleared by a request). The caller holds the customer's cash lock,
// so two payments of one customer are judged one after the other and neither misses the other.
import { FORM_8300_WINDOW_MS, form8300Finding, type CashReceipt, type OrderStatus } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { Acting } from '../http/acting';
import { appendOrderEvents } from './events';

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
