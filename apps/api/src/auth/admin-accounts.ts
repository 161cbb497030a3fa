// Creating and changing users on an admin's word (admin API, invitations, generated links). New users
// are made by account/create-user.ts's createUser, so they get their profile and personal group like everyone.
import { sql } from 'kysely';
import { createUser } from '../account/create-user';
import type { Tx } from '../db/database';
import type { AuthUser } from '../db/schema';
import type { AppDeps } from '../http/context';
import { bannedUntil } from './bans';
import type { OtpKind } from './one-time-tokens';
import { hashPassword } from './passwords';
import { assertStrongPassword, passwordPolicy } from './password-policy';
import { userMetadata } from './new-users';
import { emailExists, noSuchUser } from './supabase-errors';
import { mergeMetadata } from './user';
import { findUserByEmail, findUserById, revokeSessions } from './users';

type Metadata = Record<string, unknown>;

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/** The user of an admin route's `{userId}`; 404 user_not_found otherwise. */
export async function existingUser(deps: Pick<AppDeps, 'db'>, id: string): Promise<AuthUser> {
  const user = await findUserById(deps.db, id);
  if (!user) throw noSuchUser();
  return user;
}

export interface NewAccount {
  email: string;
  /** Checked against the password policy; without one the user cannot sign in by password. */
  password?: string;
  confirmed: boolean;
  userMetadata?: Metadata;
  appMetadata?: Metadata;
  banMs?: number;
  invited?: boolean;
}

export async function createAccount(deps: AppDeps, account: NewAccount): Promise<AuthUser> {
  if (account.password !== undefined) assertStrongPassword(passwordPolicy(deps.config), account.password);
  const metadata = userMetadata(account.userMetadata ?? {});
  const fullName = typeof metadata.full_name === 'string' ? metadata.full_name : undefined;
  let id: string;
  try {
    id = await createUser(deps.db, { email: account.email, password: account.password, fullName, confirmed: account.confirmed });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
  const now = deps.now();
  // createUser keeps only full_name and the e-mail provider; GoTrue keeps all the given metadata.
  return deps.db
    .updateTable('auth_users')
    .set({
      raw_user_meta_data: JSON.stringify(metadata),
      raw_app_meta_data: JSON.stringify(mergeMetadata({ provider: 'email', providers: ['email'] }, account.appMetadata ?? {})),
      banned_until: bannedUntil(account.banMs ?? 0, now),
      ...(account.invited ? { invited_at: now } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The user an invitation goes to: a new one without password, or the existing one while their
 * address is unconfirmed (invited again). A confirmed address already has its owner: email_exists.
 */
export async function invitedAccount(deps: AppDeps, email: string, data: Metadata | undefined): Promise<AuthUser> {
  const existing = await findUserByEmail(deps.db, email);
  if (!existing) return createAccount(deps, { email, confirmed: false, userMetadata: data, invited: true });
  if (existing.email_confirmed_at) throw emailExists();
  return deps.db.updateTable('auth_users').set({ invited_at: deps.now() }).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
}

export interface AccountChanges {
  email?: string;
  password?: string;
  emailConfirm?: boolean;
  userMetadata?: Metadata;
  appMetadata?: Metadata;
  banMs?: number;
}

/** Retires the user's unused e-mailed codes (of `kinds`, else all): they went to an address, or for a password, that no longer holds. */
async function retireCodes(tx: Tx, userId: string, now: Date, kinds?: readonly OtpKind[]) {
  let query = tx.updateTable('auth_one_time_tokens').set({ consumed_at: now }).where('user_id', '=', userId).where('consumed_at', 'is', null);
  query = kinds ? query.where('kind', 'in', [...kinds]) : query.where('kind', '!=', 'oauth');
  await query.execute();
}

/**
 * PUT /admin/users/{id}. A new address retires the codes mailed to the old one; a new password or a
 * ban ends every session (like a password change by the user, and so a banned user is out at once).
 */
export async function updateAccount(deps: AppDeps, user: AuthUser, changes: AccountChanges): Promise<AuthUser> {
  const now = deps.now();
  const newEmail = changes.email !== undefined && changes.email !== user.email.toLowerCase() ? changes.email : undefined;
  if (newEmail) {
    const holder = await findUserByEmail(deps.db, newEmail);
    if (holder && holder.id !== user.id) throw emailExists();
  }
  let encryptedPassword: string | undefined;
  if (changes.password !== undefined) {
    assertStrongPassword(passwordPolicy(deps.config), changes.password);
    encryptedPassword = await hashPassword(changes.password);
  }
  const ban = changes.banMs === undefined ? undefined : bannedUntil(changes.banMs, now);
  try {
    return await deps.db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('auth_users')
        .set({
          updated_at: now,
          ...(newEmail ? { email: newEmail } : {}),
          ...(encryptedPassword ? { encrypted_password: encryptedPassword } : {}),
          ...(changes.emailConfirm && !user.email_confirmed_at ? { email_confirmed_at: now } : {}),
          ...(changes.userMetadata ? { raw_user_meta_data: JSON.stringify(mergeMetadata(user.raw_user_meta_data, userMetadata(changes.userMetadata))) } : {}),
          ...(changes.appMetadata ? { raw_app_meta_data: JSON.stringify(mergeMetadata(user.raw_app_meta_data, changes.appMetadata)) } : {}),
          ...(ban !== undefined ? { banned_until: ban } : {}),
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (newEmail) {
        await tx.updateTable('profiles').set({ email: newEmail, updated_at: now }).where('id', '=', user.id).execute();
        await tx
          .updateTable('auth_identities')
          .set({ identity_data: sql`jsonb_set(identity_data, '{email}', to_jsonb(${newEmail}::text))`, updated_at: now })
          .where('user_id', '=', user.id)
          .where('provider', '=', 'email')
          .execute();
        await retireCodes(tx, user.id, now);
      } else if (encryptedPassword) {
        await retireCodes(tx, user.id, now, ['recovery']);
      }
      if (encryptedPassword || ban) await revokeSessions(tx, now, { userId: user.id });
      return updated;
    });
  } catch (error) {
    // Another user took the address between the check and the update.
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
}
