// Reading the member roles (admin, member, viewer), which are the same for every group.
import type { Db, Tx } from '../db/database';

export const ROLE_VALUES = ['admin', 'member', 'viewer'] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

export async function roleIdOf(db: Db | Tx, value: RoleValue): Promise<number> {
  const role = await db.selectFrom('group_member_roles').select('id').where('value', '=', value).executeTakeFirstOrThrow();
  return role.id;
}

/** The roles in id order, as GET /api/group-member-roles lists them. */
export function listRoles(db: Db) {
  return db.selectFrom('group_member_roles').selectAll().orderBy('id').execute();
}

/** Every role, to look members' and invites' roles up in. */
export function loadRoles(tx: Tx) {
  return tx.selectFrom('group_member_roles').selectAll().execute();
}

export function findRole(tx: Tx, roleId: number) {
  return tx.selectFrom('group_member_roles').selectAll().where('id', '=', roleId).executeTakeFirst();
}
