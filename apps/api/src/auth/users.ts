// Looking up auth users and starting/ending their sessions.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AuthUser } from '../db/schema';
import { forgetOpenSessions } from '../http/auth';
import type { AppDeps } from '../http/context';
import type { TokenSettings } from './tokens';

export function findUserByEmail(db: Db, email: string): Promise<AuthUser | undefined> {
  // lower(email) matches the unique index auth_users_email_key.
  return db.selectFrom('auth_users').selectAll().where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<AuthUser | undefined> {
  return db.selectFrom('auth_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function tokenSettings(deps: Pick<AppDeps, 'config' | 'now'>): TokenSettings {
  return { signingKeys: deps.config.signingKeys, accessTokenTtlSeconds: deps.config.ACCESS_TOKEN_TTL_SECONDS, now: deps.now };
}

/** Ends sessions; their access tokens and refresh tokens stop working at once. */
export async function revokeSessions(
  db: Db,
  now: Date,
  target: { sessionId: string } | { userId: string; exceptSessionId?: string },
): Promise<void> {
  let query = db.updateTable('auth_sessions').set({ revoked_at: now }).where('revoked_at', 'is', null);
  if ('sessionId' in target) {
    query = query.where('id', '=', target.sessionId);
  } else {
    query = query.where('user_id', '=', target.userId);
    if (target.exceptSessionId) query = query.where('id', '!=', target.exceptSessionId);
  }
  await query.execute();
  forgetOpenSessions(target);
}
