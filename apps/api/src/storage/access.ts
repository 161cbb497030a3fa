// Who may write (and list) which folder. Checked inside the `scoped` transaction that also writes the
// metadata, so row-level security sees the same user and group; storage_objects' policies repeat the
// folder rule in the database.
import type { Scope, Tx } from '../db/database';
import type { RolePermissions } from '../db/schema';
import { grants } from '../http/auth';
import { membershipWithRole } from '../http/scope';
import { storageError } from './errors';
import type { ObjectFolder } from './paths';

/** The RLS scope for writing into these folders: the user, and the groups named by group folders. */
export function scopeFor(userId: string, folders: readonly ObjectFolder[]): Scope {
  const groupIds = new Set<string>();
  for (const folder of folders) if (folder.kind === 'group') groupIds.add(folder.groupId);
  return { userId, groupIds: [...groupIds] };
}

async function rolePermissions(tx: Tx, userId: string, groupId: string): Promise<RolePermissions | null> {
  const member = await membershipWithRole(tx, groupId, userId).select(['r.permissions']).executeTakeFirst();
  if (!member) return null;
  const permissions: unknown = typeof member.permissions === 'string' ? JSON.parse(member.permissions) : member.permissions;
  return permissions && typeof permissions === 'object' ? (permissions as RolePermissions) : {};
}

/** Throws 403 AccessDenied unless the user may write objects in `folder`. */
export async function assertMayWrite(tx: Tx, userId: string, bucketId: string, folder: ObjectFolder): Promise<void> {
  if (folder.kind === 'user') {
    if (folder.userId !== userId) {
      throw storageError.accessDenied(`In "${bucketId}" you can only write under your own folder (${userId}/…).`);
    }
    return;
  }
  const permissions = await rolePermissions(tx, userId, folder.groupId);
  if (!permissions) throw storageError.accessDenied(`You are not a member of group ${folder.groupId}, so you cannot write its files in "${bucketId}".`);
  if (!grants(permissions, folder.permission)) {
    throw storageError.accessDenied(
      `Only ${folder.who} can write files of this group in "${bucketId}"; your role does not allow it.`,
    );
  }
}

/** Whether the user may list `folder`: their own folder, or a group they belong to (any role). */
export async function mayList(tx: Tx, userId: string, folder: ObjectFolder): Promise<boolean> {
  if (folder.kind === 'user') return folder.userId === userId;
  return (await rolePermissions(tx, userId, folder.groupId)) !== null;
}
