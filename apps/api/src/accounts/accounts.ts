// Creating users: the auth record with its first identity, the profile, a personal group with the
// user as admin and a free subscription. Used by sign-up, e-mail code sign-in, the local Google
// stand-in and the demo seed.
import { hash, verify } from '@node-rs/argon2';
import { insertGoogleIdentity, upsertEmailIdentity } from '../auth/identities';
import type { Db, Tx } from '../db/database';

export const ROLE_VALUES = ['admin', 'member', 'viewer'] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

export async function roleIdOf(db: Db | Tx, value: RoleValue): Promise<number> {
  const role = await db.selectFrom('group_member_roles').select('id').where('value', '=', value).executeTakeFirstOrThrow();
  return role.id;
}

export interface NewUser {
  email: string;
  password?: string;
  fullName?: string;
  confirmed: boolean;
  provider?: 'email' | 'google';
}

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

export function personalGroupName(fullName: string, email: string): string {
  const first = fullName.trim().split(/\s+/)[0] || email.split('@')[0] || 'My';
  return `${first}'s desk`;
}

/** Creates the user with profile and personal group in one transaction; returns the user id. */
export async function createUser(db: Db, user: NewUser): Promise<string> {
  const encrypted = user.password ? await hashPassword(user.password) : null;
  const email = user.email.trim().toLowerCase();
  const fullName = user.fullName?.trim() ?? '';
  return db.transaction().execute(async (tx) => {
    const created = await tx
      .insertInto('auth_users')
      .values({
        email,
        encrypted_password: encrypted,
        email_confirmed_at: user.confirmed ? new Date() : null,
        raw_user_meta_data: JSON.stringify(fullName ? { full_name: fullName } : {}),
        raw_app_meta_data: JSON.stringify({ provider: user.provider ?? 'email', providers: [user.provider ?? 'email'] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // As in GoTrue, a user has the identity they signed up with: Google users only the Google one.
    if (user.provider === 'google') await insertGoogleIdentity(tx, created.id, { email, fullName: fullName || undefined });
    else await upsertEmailIdentity(tx, { id: created.id, email }, user.confirmed);
    await tx
      .insertInto('profiles')
      .values({
        id: created.id,
        email,
        name: fullName,
        display_name: fullName || email.split('@')[0] || email,
        metadata: JSON.stringify({}),
        settings: JSON.stringify({}),
      })
      .execute();
    await createGroupWithOwner(tx, { ownerId: created.id, name: personalGroupName(fullName, email), type: 'personal' });
    return created.id;
  });
}
