// Writing invites: creating and revoking them, and joining a group by one (under the invite's row
// lock, so its uses are counted one join at a time).
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { GroupInvitesTable } from '../db/schema';

export function insertInvite(tx: Tx, invite: Insertable<GroupInvitesTable>) {
  return tx.insertInto('group_invites').values(invite).returningAll().executeTakeFirstOrThrow();
}

/** Revoking twice keeps the first time; undefined when the group has no invite with the code. */
export function revokeInvite(tx: Tx, groupId: string, code: string, now: Date) {
  return tx
    .updateTable('group_invites')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, ${now})` })
    .where('group_id', '=', groupId)
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirst();
}

export function lockInvite(tx: Tx, code: string) {
  return tx.selectFrom('group_invites').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

export function addMember(tx: Tx, groupId: string, userId: string, roleId: number) {
  return tx
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId, role_id: roleId, settings: JSON.stringify({}) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countInviteUse(tx: Tx, inviteId: string): Promise<void> {
  await tx
    .updateTable('group_invites')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', inviteId)
    .execute();
}
