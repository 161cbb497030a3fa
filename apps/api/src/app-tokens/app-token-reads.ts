// Reading what an app access token carries: the caller's role and permissions in the group, the
// group's plan and whether it requires two-factor sign-in.
import type { Tx } from '../db/database';
import { membershipWithRole } from '../http/scope';

/** undefined when the caller is not a member (or the group does not exist: the two look the same). */
export function findTokenMembership(tx: Tx, groupId: string, userId: string) {
  return membershipWithRole(tx, groupId, userId)
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .leftJoin('subscriptions as s', 's.group_id', 'm.group_id')
    .leftJoin('plans as p', 'p.id', 's.subscription_plan_id')
    .select(['r.value as role', 'r.permissions', 'p.alias as plan', 'g.require_mfa'])
    .orderBy('s.created_at', 'desc')
    .executeTakeFirst();
}
