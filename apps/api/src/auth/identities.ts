// The ways a user can sign in (auth_identities, GoTrue's auth.identities): the e-mail identity of
// everyone who signed up or proved their address by an e-mailed code, and the Google identity once
// Google (locally its stand-in) vouched for them. The user object's `identities` and
// app_metadata.providers are derived from these rows.
import { sql, type Selectable } from 'kysely';
import type { Db, Tx } from '../db/database';
import type { AuthIdentitiesTable } from '../db/schema';

export type IdentityRow = Selectable<AuthIdentitiesTable>;
type Conn = Db | Tx;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : undefined);

/** Oldest first, e-mail before Google when added together (GoTrue lists them by creation). */
export function listIdentities(db: Conn, userId: string): Promise<IdentityRow[]> {
  return db.selectFrom('auth_identities').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('provider').orderBy('id').execute();
}

/** GoTrue's identity JSON: `identity_id` is the row, `id` the provider's subject. */
export function toIdentity(row: IdentityRow) {
  const email = row.identity_data.email;
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    email: typeof email === 'string' ? email : undefined,
  };
}

/**
 * Creates the user's e-mail identity, or brings it up to date (address, verified). Its subject is the
 * user id, as in GoTrue, so it follows the user through an e-mail change.
 */
export async function upsertEmailIdentity(db: Conn, user: { id: string; email: string }, verified: boolean): Promise<void> {
  const data = JSON.stringify({ sub: user.id, email: user.email.toLowerCase(), email_verified: verified });
  await db
    .insertInto('auth_identities')
    .values({ user_id: user.id, provider: 'email', provider_id: user.id, identity_data: data, last_sign_in_at: sql<Date>`now()` })
    .onConflict((conflict) =>
      conflict.columns(['provider', 'provider_id']).doUpdateSet({
        identity_data: sql`auth_identities.identity_data || ${data}::jsonb`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** The stand-in's Google subject is the address it was given (Google's would be its account id). */
export const googleSubject = (email: string) => email.trim().toLowerCase();

export function findIdentity(db: Conn, provider: 'email' | 'google', providerId: string): Promise<IdentityRow | undefined> {
  return db.selectFrom('auth_identities').selectAll().where('provider', '=', provider).where('provider_id', '=', providerId).executeTakeFirst();
}

export async function insertGoogleIdentity(db: Conn, userId: string, google: { email: string; fullName?: string }): Promise<void> {
  const subject = googleSubject(google.email);
  const data = { sub: subject, email: subject, email_verified: true, ...(google.fullName ? { full_name: google.fullName } : {}) };
  await db
    .insertInto('auth_identities')
    .values({ user_id: userId, provider: 'google', provider_id: subject, identity_data: JSON.stringify(data), last_sign_in_at: sql<Date>`now()` })
    .execute();
}

export async function touchIdentity(db: Conn, identityId: string, at: Date): Promise<void> {
  await db.updateTable('auth_identities').set({ last_sign_in_at: at, updated_at: at }).where('id', '=', identityId).execute();
}

/** app_metadata.providers (and `provider`, the first) from the identities, as GoTrue keeps them. */
export async function syncProviders(db: Conn, userId: string): Promise<void> {
  const providers = [...new Set((await listIdentities(db, userId)).map((identity) => identity.provider))];
  if (!providers.length) return;
  const patch = JSON.stringify({ provider: providers[0], providers });
  await db
    .updateTable('auth_users')
    .set({ raw_app_meta_data: sql`raw_app_meta_data || ${patch}::jsonb` })
    .where('id', '=', userId)
    .execute();
}
