// Reading a group's members with their public profile and role.
import type { Selectable } from 'kysely';
import type { Tx } from '../db/database';
import type { GroupMemberRolesTable } from '../db/schema';
import { toMember, toMemberRole, toMemberUser } from '../http/mappers';

type RoleRow = Selectable<GroupMemberRolesTable>;

/** The members of a group with public profile and role, optionally only some of them. */
export async function listMembers(tx: Tx, groupId: string, roles: RoleRow[], onlyIds?: readonly number[]) {
  let query = tx.selectFrom('group_members').selectAll().where('group_id', '=', groupId);
  if (onlyIds) query = query.where('id', 'in', onlyIds);
  const members = await query.orderBy('created_at').orderBy('id').execute();
  if (!members.length) return [];
  const profiles = await tx
    .selectFrom('profiles')
    .select(['id', 'name', 'display_name', 'email', 'avatar_url'])
    .where('id', 'in', members.map((member) => member.user_id))
    .execute();
  return members.map((member) => {
    const profile = profiles.find((row) => row.id === member.user_id);
    const role = roles.find((row) => row.id === member.role_id);
    return toMember(member, { user: profile ? toMemberUser(profile) : undefined, role: role ? toMemberRole(role) : undefined });
  });
}
