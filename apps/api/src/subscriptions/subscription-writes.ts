// Starting a free trial: the trial row replaces the group's subscription, since a group has one.
import type { Tx } from '../db/database';

export interface NewTrial {
  groupId: string;
  userId: string;
  plan: string;
  startedAt: Date;
  trialEndsAt: Date;
}

export async function replaceWithTrial(tx: Tx, { groupId, userId, plan, startedAt, trialEndsAt }: NewTrial) {
  await tx.deleteFrom('subscriptions').where('group_id', '=', groupId).execute();
  return tx
    .insertInto('subscriptions')
    .values({
      group_id: groupId,
      user_id: userId,
      subscription_plan_id: plan,
      status: 'trialing',
      trial_ends_at: trialEndsAt,
      created_at: startedAt,
      updated_at: startedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
