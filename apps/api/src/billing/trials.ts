// Free trials end on their date: the group falls back to the Free plan (status canceled, the trial's
// end kept as the record that it had one) and keeps everything it created. Checked when the group's
// plan is read (requireGroup, the app access token, the group list) and by the billing clock for
// groups nobody visits. Only our own trials: a provider's trial is ended by the provider.
import type { Db, Tx } from '../db/database';

interface TrialRow {
  status: string;
  stripe_subscription_id: string | null;
  trial_ends_at: Date | string | null;
}

export function hasTrialEnded(row: TrialRow, now: Date): boolean {
  return row.status === 'trialing' && row.stripe_subscription_id === null && row.trial_ends_at !== null && new Date(row.trial_ends_at) <= now;
}

/** Ends the trials due by `now` (of these groups, or all); answers the groups whose trial ended. */
export async function endDueTrials(db: Db | Tx, now: Date, groupIds?: readonly string[]): Promise<string[]> {
  if (groupIds?.length === 0) return [];
  let update = db
    .updateTable('subscriptions')
    .set((eb) => ({ subscription_plan_id: 'free', status: 'canceled', canceled_at: eb.ref('trial_ends_at'), updated_at: now }))
    .where('status', '=', 'trialing')
    .where('stripe_subscription_id', 'is', null)
    .where('trial_ends_at', '<=', now);
  if (groupIds) update = update.where('group_id', 'in', groupIds);
  const ended = await update.returning('group_id').execute();
  return ended.flatMap((row) => (row.group_id ? [row.group_id] : []));
}
