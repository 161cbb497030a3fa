// How strongly a session was authenticated: GoTrue's `aal` (aal1 after a first factor, aal2 once a
// TOTP code was verified in the session) and `amr` (the methods used, newest first), which every
// access token of the session carries, refreshed ones included.
import type { Db, Tx } from '../db/database';
import type { AuthAssuranceLevel } from '../db/schema';
import { forgetOpenSessions } from '../http/auth';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface SessionAssurance {
  aal: AuthAssuranceLevel;
  amr: AmrEntry[];
}

const seconds = (value: Date | string) => Math.floor(new Date(value).getTime() / 1000);

/**
 * The session's aal and amr. A session is aal2 only while the factor that raised it still exists:
 * deleting a factor by any path (unenrolment, the admin API) clears mfa_factor_id, and a row left
 * saying aal2 is corrected here, on the session's next refresh.
 */
export async function sessionAssurance(db: Db, sessionId: string): Promise<SessionAssurance> {
  const session = await db
    .selectFrom('auth_sessions')
    .select(['aal', 'amr', 'created_at', 'mfa_factor_id', 'mfa_verified_at'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const firstFactor = { method: session.amr, timestamp: seconds(session.created_at) };
  if (session.aal === 'aal2' && session.mfa_factor_id && session.mfa_verified_at) {
    return { aal: 'aal2', amr: [{ method: 'totp', timestamp: seconds(session.mfa_verified_at) }, firstFactor] };
  }
  if (session.aal === 'aal2') await db.updateTable('auth_sessions').set({ aal: 'aal1', mfa_verified_at: null }).where('id', '=', sessionId).execute();
  return { aal: 'aal1', amr: [firstFactor] };
}

/**
 * Raises the session to aal2 with this factor. Its refresh tokens issued so far are retired (counted
 * as used): only the token of the verification's answer continues the session, so a refresh token
 * copied before the second factor cannot yield aal2 tokens.
 */
export async function raiseSessionToAal2(db: Db, sessionId: string, factorId: string, now: Date): Promise<void> {
  await db.updateTable('auth_sessions').set({ aal: 'aal2', mfa_factor_id: factorId, mfa_verified_at: now }).where('id', '=', sessionId).execute();
  await db.updateTable('auth_refresh_tokens').set({ used_at: now }).where('session_id', '=', sessionId).where('used_at', 'is', null).execute();
}

/**
 * Sessions raised by this factor fall back to aal1 (before the factor is deleted), as GoTrue's
 * DowngradeSessionsToAAL1 does. Their access tokens already issued still say aal2, but the API takes a
 * session's level from its row (sessionAal in http/auth.ts), so they count as aal1 from now on.
 */
export async function downgradeFactorSessions(db: Db | Tx, factorId: string): Promise<void> {
  const downgraded = await db
    .updateTable('auth_sessions')
    .set({ aal: 'aal1', mfa_factor_id: null, mfa_verified_at: null })
    .where('mfa_factor_id', '=', factorId)
    .returning('id')
    .execute();
  for (const { id } of downgraded) forgetOpenSessions({ sessionId: id });
}

/**
 * Ends the user's other sessions below aal2, as GoTrue does after a verification: once a second
 * factor is proven, sessions signed in with the password alone are not left open.
 */
export async function revokeSessionsBelowAal2(db: Db, userId: string, exceptSessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', exceptSessionId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('aal', '=', 'aal1'), eb('mfa_factor_id', 'is', null)]))
    .execute();
}
