// Changing a group's members: every change first locks the group and loads its members, so the
// rules (an admin stays, a personal group keeps its owner) are checked against what is committed.
import type { Tx } from '../db/database';
import { ApiError } from '../http/errors';
import { lockGroup } from '../http/scope';
import { loadRoles } from '../roles/role-reads';

/** Loads the group's kind, owner and members under a lock, and checks the named members exist. */
export async function lockedMembership(tx: Tx, groupId: string, memberIds: readonly number[]) {
  await lockGroup(tx, groupId);
  const group = await tx.selectFrom('groups').select(['type', 'created_by']).where('id', '=', groupId).executeTakeFirstOrThrow();
  const members = await tx.selectFrom('group_members').select(['id', 'user_id', 'role_id']).where('group_id', '=', groupId).execute();
  const missing = memberIds.filter((id) => !members.some((member) => member.id === id));
  if (missing.length) {
    throw new ApiError(404, 'not_found', `No member with id ${missing.join(', ')} in this group. Nothing was changed.`, { memberIds: missing });
  }
  const roles = await loadRoles(tx);
  const adminRoleIds = new Set(roles.filter((role) => role.value === 'admin').map((role) => role.id));
  return { group, members, roles, adminRoleIds };
}

export async function setMemberRole(tx: Tx, groupId: string, memberIds: readonly number[], roleId: number, now: Date): Promise<void> {
  await tx
    .updateTable('group_members')
    .set({ role_id: roleId, updated_at: now })
    .where('group_id', '=', groupId)
    .where('id', 'in', memberIds)
    .execute();
}

export async function removeMembers(tx: Tx, groupId: string, memberIds: readonly number[]): Promise<void> {
  await tx.deleteFrom('group_members').where('group_id', '=', groupId).where('id', 'in', memberIds).execute();
}
