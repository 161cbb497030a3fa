// Platform admins: the users who make deploy keys and act on the registry with their session. Granted
// explicitly (PLATFORM_ADMINS, `npm run platform-admin`), never by being a group's admin.
import type { Db } from '../db/database';

/** granted_by of the grants PLATFORM_ADMINS makes. */
export const CONFIGURED_GRANT = 'PLATFORM_ADMINS';

/** Grants the configured addresses that have an account; returns the e-mails granted now. */
export async function grantConfiguredPlatformAdmins(db: Db, emails: readonly string[]): Promise<string[]> {
  if (!emails.length) return [];
  const granted = await db
    .insertInto('platform_admins')
    .columns(['user_id', 'granted_by'])
    .expression((eb) => eb.selectFrom('auth_users').select(['id', eb.val(CONFIGURED_GRANT).as('granted_by')]).where('email', 'in', [...emails]))
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .execute();
  if (!granted.length) return [];
  const users = await db.selectFrom('auth_users').select('email').where('id', 'in', granted.map((row) => row.user_id)).execute();
  return users.map((user) => user.email);
}

/**
 * Whether the user is a platform admin. An address of PLATFORM_ADMINS that signed up after start-up
 * is granted here, at its first call: one place covers every way of signing up.
 */
export async function isPlatformAdmin(db: Db, user: { id: string; email: string }, configured: readonly string[]): Promise<boolean> {
  const row = await db.selectFrom('platform_admins').select('user_id').where('user_id', '=', user.id).executeTakeFirst();
  if (row) return true;
  if (!configured.includes(user.email.toLowerCase())) return false;
  await db.insertInto('platform_admins').values({ user_id: user.id, granted_by: CONFIGURED_GRANT }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  return true;
}

export type GrantOutcome = 'granted' | 'already' | 'no_such_user';

export async function grantPlatformAdmin(db: Db, email: string, grantedBy: string): Promise<GrantOutcome> {
  const user = await db.selectFrom('auth_users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!user) return 'no_such_user';
  const inserted = await db
    .insertInto('platform_admins')
    .values({ user_id: user.id, granted_by: grantedBy })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted ? 'granted' : 'already';
}

export async function revokePlatformAdmin(db: Db, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('platform_admins')
    .where('user_id', 'in', (eb) => eb.selectFrom('auth_users').select('id').where('email', '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listPlatformAdmins(db: Db): Promise<{ email: string; grantedAt: Date; grantedBy: string }[]> {
  const rows = await db
    .selectFrom('platform_admins as p')
    .innerJoin('auth_users as u', 'u.id', 'p.user_id')
    .select(['u.email', 'p.granted_at', 'p.granted_by'])
    .orderBy('u.email')
    .execute();
  return rows.map((row) => ({ email: row.email, grantedAt: new Date(row.granted_at), grantedBy: row.granted_by }));
}
