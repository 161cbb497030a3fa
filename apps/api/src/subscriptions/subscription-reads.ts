// Reading what starting a trial checks: the group's type, its subscription rows, and the plan.
import type { Tx } from '../db/database';

export function findTrialGroup(tx: Tx, groupId: string) {
  return tx.selectFrom('groups').select(['id', 'type']).where('id', '=', groupId).executeTakeFirst();
}

export function listGroupSubscriptions(tx: Tx, groupId: string) {
  return tx.selectFrom('subscriptions').selectAll().where('group_id', '=', groupId).execute();
}

export function findPlan(tx: Tx, planId: string) {
  return tx.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirstOrThrow();
}
