// Writing groups: a new group with its owner as admin and a free subscription, a change of its name,
// avatar, settings, two-factor rule or business identity, and deleting it with everything in it.
import type { updateGroupBodySchema } from '@bullion/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Tx } from '../db/database';
import { roleIdOf } from '../roles/role-reads';

/**
 * Creates a group with `ownerId` as admin and a free subscription; returns its id. Inside a
 * request scope pass `id` (already in the scope's group ids), since RLS only admits known groups.
 */
export async function createGroupWithOwner(
  tx: Tx,
  { id, ownerId, name, type }: { id?: string; ownerId: string; name: string; type: 'personal' | 'team' | 'space' },
): Promise<string> {
  const group = await tx
    .insertInto('groups')
    .values({ ...(id ? { id } : {}), name, type, created_by: ownerId, settings: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('group_members')
    .values({ group_id: group.id, user_id: ownerId, role_id: await roleIdOf(tx, 'admin'), settings: JSON.stringify({}) })
    .execute();
  await tx
    .insertInto('subscriptions')
    .values({ group_id: group.id, user_id: ownerId, subscription_plan_id: 'free', status: 'active' })
    .execute();
  return group.id;
}

type GroupUpdate = Pick<z.output<typeof updateGroupBodySchema>, 'name' | 'avatarUrl' | 'requireMfa' | 'business'> & {
  /** The settings keys sent: each is merged in, and an empty string removes it. */
  settings: readonly (readonly [string, string])[];
};

const BUSINESS_COLUMNS = {
  legalName: 'business_legal_name',
  address: 'business_address',
  phone: 'business_phone',
  email: 'business_email',
  taxId: 'business_tax_id',
  logoPath: 'business_logo_path',
} as const;

/** Changes the group's fields that are given; answers its type and two-factor rule, or undefined when the scope does not see it. */
export function updateGroup(tx: Tx, groupId: string, change: GroupUpdate, now: Date) {
  const setKeys = Object.fromEntries(change.settings.filter(([, value]) => value !== ''));
  const removedKeys = change.settings.filter(([, value]) => value === '').map(([key]) => key);
  const settings = change.settings.length
    ? sql<string>`(settings - ${sql.val(removedKeys)}::text[]) || ${JSON.stringify(setKeys)}::jsonb`
    : undefined;
  const business = Object.fromEntries(
    Object.entries(change.business ?? {}).flatMap(([field, value]) => (value === undefined ? [] : [[BUSINESS_COLUMNS[field as keyof typeof BUSINESS_COLUMNS], value]])),
  );
  return tx
    .updateTable('groups')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.avatarUrl !== undefined ? { avatar_url: change.avatarUrl } : {}),
      ...(settings ? { settings } : {}),
      ...(change.requireMfa !== undefined ? { require_mfa: change.requireMfa } : {}),
      ...business,
      updated_at: now,
    })
    .where('id', '=', groupId)
    .returning(['type', 'require_mfa'])
    .executeTakeFirst();
}

/**
 * Every row of the group goes with it by foreign key (storage_objects too); paid subscriptions are
 * kept for their buyer by a trigger (migration 0017).
 */
export async function deleteGroup(tx: Tx, groupId: string): Promise<void> {
  await tx.deleteFrom('groups').where('id', '=', groupId).execute();
}
