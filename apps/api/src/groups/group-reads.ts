// Reading groups as the API returns them: the group row with its current subscription and plan.
import type { Subscription } from '@bullion/contract';
import type { Tx } from '../db/database';
import { toSubscription } from '../http/mappers';
import { toGroup } from './mappers';

/** The current subscription (with plan) of each group, keyed by group id. */
export async function subscriptionsOf(tx: Tx, groupIds: readonly string[]): Promise<Map<string, Subscription>> {
  const result = new Map<string, Subscription>();
  if (!groupIds.length) return result;
  const subscriptions = await tx
    .selectFrom('subscriptions')
    .selectAll()
    .where('group_id', 'in', groupIds)
    .orderBy('created_at', 'desc')
    .execute();
  const plans = await tx.selectFrom('plans').selectAll().execute();
  for (const row of subscriptions) {
    if (!row.group_id || result.has(row.group_id)) continue;
    result.set(row.group_id, toSubscription(row, plans.find((plan) => plan.id === row.subscription_plan_id)));
  }
  return result;
}

/** One group with its subscription, or null when the scope does not see it. */
export async function loadGroup(tx: Tx, groupId: string) {
  const row = await tx.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!row) return null;
  const subscriptions = await subscriptionsOf(tx, [groupId]);
  return toGroup(row, subscriptions.get(groupId));
}
