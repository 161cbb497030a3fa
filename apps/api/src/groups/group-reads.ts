// Reading groups as the API returns them: the group row with its current subscription and plan.
import type { Group, Subscription } from '@bullion/contract';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/database';
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

/** The groups with their subscriptions, the personal group first, then by age. */
export async function listGroups(tx: Tx, groupIds: readonly string[]): Promise<Group[]> {
  const rows = await tx
    .selectFrom('groups')
    .selectAll()
    .where('id', 'in', groupIds)
    .orderBy(sql`type <> 'personal'`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const subscriptions = await subscriptionsOf(tx, groupIds);
  return rows.map((row) => toGroup(row, subscriptions.get(row.id)));
}

export function findPlanPermissions(db: Db, planId: string) {
  return db.selectFrom('plans').select('permissions').where('id', '=', planId).executeTakeFirst();
}

/** What deleting a group checks first: its name (typed to confirm) and type. */
export function findGroupToDelete(tx: Tx, groupId: string) {
  return tx.selectFrom('groups').select(['name', 'type']).where('id', '=', groupId).executeTakeFirst();
}
