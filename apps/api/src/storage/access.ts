// Who may write, list and read which folder. Checked inside the `scoped` transaction that also reads
// or writes the metadata, so row-level security sees the same user and group; storage_objects'
// policies repeat the folder rule in the database. A group that requires two-factor sign-in lets a
// member act on its folders only from an aal2 session, as requireGroup does for the rest of the API.
import type { Scope, Tx } from '../db/database';
import type { RolePermissions } from '../db/schema';
import { grants } from '../http/auth';
import type { AuthedUser } from '../http/context';
import { groupMfaSatisfied } from '../http/mfa-required';
import { membershipWithRole } from '../http/scope';
import type { Bucket } from './buckets';
import { storageError } from './errors';
import type { ObjectFolder } from './paths';

/** What storage needs to know of the signed-in user. */
export type StorageUser = Pick<AuthedUser, 'id' | 'aal'>;

/** The RLS scope for these folders: the user, and the groups named by group folders. */
export function scopeFor(userId: string, folders: readonly ObjectFolder[]): Scope {
  const groupIds = new Set<string>();
  for (const folder of folders) if (folder.kind === 'group') groupIds.add(folder.groupId);
  return { userId, groupIds: [...groupIds] };
}

/**
 * The member's role permissions in the group, or null when they are not a member. Throws 403
 * mfa_required when the group requires two-factor sign-in and the session is not aal2.
 */
async function memberPermissions(tx: Tx, user: StorageUser, groupId: string): Promise<RolePermissions | null> {
  const member = await membershipWithRole(tx, groupId, user.id)
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['r.permissions', 'g.require_mfa'])
    .executeTakeFirst();
  if (!member) return null;
  if (!groupMfaSatisfied(member.require_mfa, user)) throw storageError.mfaRequired();
  const permissions: unknown = typeof member.permissions === 'string' ? JSON.parse(member.permissions) : member.permissions;
  return permissions && typeof permissions === 'object' ? (permissions as RolePermissions) : {};
}

/** Throws 403 AccessDenied (or mfa_required) unless the user may write objects in `folder`. */
export async function assertMayWrite(tx: Tx, user: StorageUser, bucketId: string, folder: ObjectFolder): Promise<void> {
  if (folder.kind === 'user') {
    if (folder.userId !== user.id) {
      throw storageError.accessDenied(`In "${bucketId}" you can only write under your own folder (${user.id}/…).`);
    }
    return;
  }
  const permissions = await memberPermissions(tx, user, folder.groupId);
  if (!permissions) throw storageError.accessDenied(`You are not a member of group ${folder.groupId}, so you cannot write its files in "${bucketId}".`);
  if (!grants(permissions, folder.permission)) {
    throw storageError.accessDenied(
      `Only ${folder.who} can write files of this group in "${bucketId}"; your role does not allow it.`,
    );
  }
}

/** Whether the user may list `folder`: their own folder, or a group they belong to (any role). */
export async function mayList(tx: Tx, user: StorageUser, folder: ObjectFolder): Promise<boolean> {
  if (folder.kind === 'user') return folder.userId === user.id;
  return (await memberPermissions(tx, user, folder.groupId)) !== null;
}

/**
 * Throws unless the user may read (or sign a URL for) objects in `folder` of `bucket`: a public
 * bucket's objects are anyone's to read; a private bucket's only its group's members' (any role).
 */
export async function assertMayRead(tx: Tx, user: StorageUser, bucket: Bucket, folder: ObjectFolder): Promise<void> {
  if (bucket.public) return;
  if (folder.kind === 'group' && (await memberPermissions(tx, user, folder.groupId)) !== null) return;
  throw storageError.accessDenied(`Only members of the group that owns them can open files in "${bucket.id}".`);
}
