// Deleting a user for good (the admin API) without leaving a group nobody can manage. The user's
// rows go by foreign key (profile, memberships, sessions, codes, factors, identities; authorship
// columns become null). Groups they were alone in, their personal group included, are deleted with
// all their data. A group that keeps other members keeps working: it must have another admin (else
// nothing is deleted), and its subscription passes to that admin instead of vanishing with the user.
import type { Db, Tx } from '../db/database';

export interface GroupRef {
  id: string;
  name: string;
}

export type DeleteUserResult =
  | { deleted: true; deletedGroupIds: string[] }
  /** Nothing was deleted: these groups have other members but no other admin. */
  | { deleted: false; soleAdminOf: GroupRef[] };

async function otherMembers(tx: Tx, groupIds: string[], userId: string) {
  if (!groupIds.length) return [];
  return tx
    .selectFrom('group_members as m')
    .innerJoin('group_member_roles as r', 'r.id', 'm.role_id')
    .select(['m.group_id', 'm.user_id', 'r.value as role'])
    .where('m.group_id', 'in', groupIds)
    .where('m.user_id', '!=', userId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

/** Who would go and who would take over; locks the groups (in id order, like any other locker) until the transaction ends. */
async function planDeletion(tx: Tx, userId: string) {
  const groups = await tx
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['g.id', 'g.name'])
    .where('m.user_id', '=', userId)
    .orderBy('g.id')
    .execute();
  const groupIds = groups.map((group) => group.id);
  // Locked so no admin leaves or is demoted meanwhile.
  if (groupIds.length) await tx.selectFrom('groups').select('id').where('id', 'in', groupIds).orderBy('id').forUpdate().execute();
  const others = await otherMembers(tx, groupIds, userId);

  const alone = groups.filter((group) => !others.some((member) => member.group_id === group.id));
  const successorOf = new Map(groups.flatMap((group) => {
    const admin = others.find((member) => member.group_id === group.id && member.role === 'admin');
    return admin ? [[group.id, admin.user_id] as const] : [];
  }));
  const soleAdminOf = groups.filter((group) => !alone.includes(group) && !successorOf.has(group.id));
  return { alone, successorOf, soleAdminOf };
}

/** The groups that stop the deletion (other members, no other admin), checked before anything is changed elsewhere. */
export async function groupsBlockingDeletion(db: Db, userId: string): Promise<GroupRef[]> {
  return db.transaction().execute(async (tx) => (await planDeletion(tx, userId)).soleAdminOf);
}

export async function deleteUserAccount(db: Db, userId: string): Promise<DeleteUserResult> {
  return db.transaction().execute(async (tx) => {
    const { alone, successorOf, soleAdminOf } = await planDeletion(tx, userId);
    if (soleAdminOf.length) return { deleted: false, soleAdminOf };

    for (const [groupId, successor] of successorOf) {
      await tx.updateTable('subscriptions').set({ user_id: successor }).where('group_id', '=', groupId).where('user_id', '=', userId).execute();
    }
    // Profile pictures (profiles/{userId}/…) have no group to go with.
    await tx.deleteFrom('storage_objects').where('bucket', '=', 'profiles').where('name', 'like', `${userId}/%`).execute();
    if (alone.length) await tx.deleteFrom('groups').where('id', 'in', alone.map((group) => group.id)).execute();
    await tx.deleteFrom('auth_users').where('id', '=', userId).execute();
    return { deleted: true, deletedGroupIds: alone.map((group) => group.id) };
  });
}
