// Reading a group's billing: its subscription and type, the caller's subscriptions left without a
// group, the purchase history (invoices and payments, paged), and what a receipt prints.
import type { InvoiceStatus } from '@bullion/contract';
import type { Db, Tx } from '../db/database';
import { ENDED_STATUSES } from './plans';

export function findBillingGroup(tx: Tx, groupId: string) {
  return tx.selectFrom('groups').select(['id', 'type']).where('id', '=', groupId).executeTakeFirst();
}

/** The group's newest subscription row. */
export function findGroupSubscription(tx: Tx, groupId: string) {
  return tx.selectFrom('subscriptions').selectAll().where('group_id', '=', groupId).orderBy('created_at', 'desc').executeTakeFirst();
}

export function listGroupSubscriptions(tx: Tx, groupId: string) {
  return tx.selectFrom('subscriptions').selectAll().where('group_id', '=', groupId).execute();
}

/** Throws when the scope does not see the group. */
export function groupTypeOf(tx: Tx, groupId: string) {
  return tx.selectFrom('groups').select('type').where('id', '=', groupId).executeTakeFirstOrThrow();
}

/** By id, past row-level security: the payer of a group's subscription may be another admin. */
export function findBillingCustomer(db: Db, id: string) {
  return db.selectFrom('billing_customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's customer at a provider (one per user and provider). */
export function findUserBillingCustomer(db: Db, userId: string, provider: string) {
  return db.selectFrom('billing_customers').selectAll().where('user_id', '=', userId).where('provider', '=', provider as never).executeTakeFirst();
}

/** The user's paid subscriptions, not ended, whose group was deleted; newest first. */
export function listUnassignedSubscriptions(tx: Tx, userId: string) {
  return tx
    .selectFrom('subscriptions')
    .selectAll()
    .where('group_id', 'is', null)
    .where('user_id', '=', userId)
    .where('stripe_subscription_id', 'is not', null)
    .where('status', 'not in', ENDED_STATUSES)
    .orderBy('created_at', 'desc')
    .execute();
}

export interface Page {
  offset: number;
  limit: number;
}

/** A page of the group's invoices, newest first, and how many match. */
export async function listInvoices(tx: Tx, groupId: string, { status, offset, limit }: Page & { status?: InvoiceStatus }) {
  let query = tx.selectFrom('billing_invoices').where('group_id', '=', groupId);
  if (status) query = query.where('status', '=', status);
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute();
  return { rows, total: Number(total) };
}

/** The payments of these invoices, oldest first. */
export async function paymentsOfInvoices(tx: Tx, invoiceIds: readonly string[]) {
  if (!invoiceIds.length) return [];
  return tx.selectFrom('billing_payments').selectAll().where('invoice_id', 'in', invoiceIds).orderBy('created_at').orderBy('id').execute();
}

/** A page of the group's payments, newest first, and how many there are. */
export async function listPayments(tx: Tx, groupId: string, { offset, limit }: Page) {
  const query = tx.selectFrom('billing_payments').where('group_id', '=', groupId);
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute();
  return { rows, total: Number(total) };
}

/**
 * An invoice with its payments, payer and group name, read past row-level security: a receipt's
 * signature stands for the admin who listed the invoice. undefined when there is no such invoice.
 */
export async function receiptOf(db: Db, invoiceId: string) {
  const invoice = await db.selectFrom('billing_invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice) return undefined;
  const payments = await db.selectFrom('billing_payments').selectAll().where('invoice_id', '=', invoiceId).orderBy('created_at').orderBy('id').execute();
  const customer = await db
    .selectFrom('billing_customers')
    .select(['name', 'email'])
    .where('user_id', '=', invoice.user_id)
    .where('provider', '=', invoice.provider)
    .executeTakeFirst();
  const group = invoice.group_id ? await db.selectFrom('groups').select('name').where('id', '=', invoice.group_id).executeTakeFirst() : undefined;
  return { invoice, payments, customer, group };
}
