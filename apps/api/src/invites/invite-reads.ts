// Reading invites: a group's invites, one by code, what an invite e-mail names, and the preview a
// visitor holding a code may see.
import type { Db, Tx } from '../db/database';

export function findGroupType(tx: Tx, groupId: string) {
  return tx.selectFrom('groups').select('type').where('id', '=', groupId).executeTakeFirst();
}

/** What the invite e-mail needs besides the invite: the team's and inviter's names. */
export async function inviteMailContext(tx: Tx, groupId: string, inviterId: string) {
  const group = await tx.selectFrom('groups').select('name').where('id', '=', groupId).executeTakeFirstOrThrow();
  const inviter = await tx.selectFrom('profiles').select(['name', 'display_name', 'email']).where('id', '=', inviterId).executeTakeFirst();
  const inviterName = inviter?.name?.trim() || inviter?.display_name?.trim() || inviter?.email || 'A team admin';
  return { groupName: group.name, inviterName };
}

/** The group's invites, newest first. */
export function listGroupInvites(tx: Tx, groupId: string) {
  return tx.selectFrom('group_invites').selectAll().where('group_id', '=', groupId).orderBy('created_at', 'desc').execute();
}

export function findInvite(tx: Tx, groupId: string, code: string) {
  return tx.selectFrom('group_invites').selectAll().where('group_id', '=', groupId).where('code', '=', code).executeTakeFirst();
}

/**
 * Outside `scoped` on purpose: the visitor has no session and belongs to no group, so no RLS scope
 * could ever let them see the invite. Holding the unguessable code is the authorisation. The query
 * is pinned to that one code and selects only what an invitee may see (group name, type and avatar,
 * role name, and the address the invite was made for, so sign-up can fill it in): no member data, no
 * creator.
 */
export function previewInvite(db: Db, code: string) {
  return db
    .selectFrom('group_invites as i')
    .innerJoin('groups as g', 'g.id', 'i.group_id')
    .innerJoin('group_member_roles as r', 'r.id', 'i.role_id')
    .select([
      'g.id as group_id',
      'g.name as group_name',
      'g.type as group_type',
      'g.avatar_url as group_avatar_url',
      'r.name as role_name',
      'r.value as role_value',
      'i.expires_at',
      'i.revoked_at',
      'i.max_uses',
      'i.uses',
      'i.email',
    ])
    .where('i.code', '=', code)
    .executeTakeFirst();
}

/**
 * Outside `scoped` for the same reason as the preview: the caller is not in the group yet, and the
 * code is what lets them in. Only the group id of this one code is read.
 */
export function findInviteGroupId(db: Db, code: string) {
  return db.selectFrom('group_invites').select('group_id').where('code', '=', code).executeTakeFirst();
}

/** auth_users is not group-owned (no RLS): the lookup is by the caller's own id only. */
export function findCallerEmail(db: Db, userId: string) {
  return db.selectFrom('auth_users').select('email').where('id', '=', userId).executeTakeFirst();
}

/** The public profile of a member, as the member list shows it. */
export function findMemberProfile(tx: Tx, userId: string) {
  return tx.selectFrom('profiles').select(['id', 'name', 'display_name', 'email', 'avatar_url']).where('id', '=', userId).executeTakeFirst();
}

/**
 * Outside `scoped` like the preview: whether the caller (by their own id only) already belongs to the
 * invite's group, so the invite page says so rather than offering to join.
 */
export async function isGroupMember(db: Db, groupId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('group_members').select('user_id').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
