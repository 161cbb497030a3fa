// Writing a group's billing: attaching one of the caller's unassigned subscriptions to the group,
// with the purchase history that came with it.
import type { Db, Tx } from '../db/database';
import { ENDED_STATUSES } from './plans';

/** The caller's unassigned paid subscription, locked until commit so two attaches take turns. */
export function lockUnassignedSubscription(tx: Tx, id: string, userId: string) {
  return tx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('group_id', 'is', null)
    .where('user_id', '=', userId)
    .where('stripe_subscription_id', 'is not', null)
    .where('status', 'not in', ENDED_STATUSES)
    .forUpdate()
    .executeTakeFirst();
}

export async function deleteGroupSubscriptions(tx: Tx, groupId: string): Promise<void> {
  await tx.deleteFrom('subscriptions').where('group_id', '=', groupId).execute();
}

export function assignSubscription(tx: Tx, id: string, { groupId, trialEndsAt, now }: { groupId: string; trialEndsAt: Date | string | null; now: Date }) {
  return tx
    .updateTable('subscriptions')
    .set({ group_id: groupId, trial_ends_at: trialEndsAt, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The subscription's invoices and payments from before, left without a group when their group went, join this one. */
export async function adoptPurchaseHistory(db: Db, subscriptionId: string, groupId: string): Promise<void> {
  const invoices = await db
    .updateTable('billing_invoices')
    .set({ group_id: groupId })
    .where('subscription_id', '=', subscriptionId)
    .where('group_id', 'is', null)
    .returning('id')
    .execute();
  if (invoices.length) {
    await db.updateTable('billing_payments').set({ group_id: groupId }).where('invoice_id', 'in', invoices.map((invoice) => invoice.id)).where('group_id', 'is', null).execute();
  }
}
