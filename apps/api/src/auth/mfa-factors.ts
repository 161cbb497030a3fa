// A user's TOTP factors: as GoTrue lists them in the user object (`factors`, which supabase-js's
// listFactors and getAuthenticatorAssuranceLevel read) and in the admin API, and the lookups the
// /factors routes share.
import type { z } from '@hono/zod-openapi';
import type { Selectable } from 'kysely';
import type { Db, Tx } from '../db/database';
import type { AuthMfaFactorsTable } from '../db/schema';
import { factorIdNotUuid, factorNotFound } from './mfa-errors';
import type { factorSchema } from './schemas';

/** GoTrue's defaults. */
export const MFA_RULES = {
  /** Factors per user, verified or not. */
  maxFactors: 10,
  /** How long a challenge can be verified. */
  challengeTtlSeconds: 5 * 60,
  /**
   * The enrolment window: an enrolment not verified this long after it began, with no challenge of it
   * still open, is abandoned and removed (at the next enrolment and by the hourly maintenance).
   */
  abandonedFactorTtlSeconds: 5 * 60,
} as const;

export type FactorRow = Selectable<AuthMfaFactorsTable>;

/** The columns a factor is shown with (never its secret). */
export const AUTH_FACTOR_COLUMNS = ['id', 'friendly_name', 'factor_type', 'status', 'created_at', 'updated_at', 'last_challenged_at'] as const;

/** A factor as GoTrue's models.Factor marshals it, in the user object and the admin API alike. */
export type AuthFactor = z.infer<typeof factorSchema>;

export function toAuthFactor(row: Pick<FactorRow, (typeof AUTH_FACTOR_COLUMNS)[number]>): AuthFactor {
  return {
    id: row.id,
    // GoTrue's friendly_name is omitempty; last_challenged_at is null until the first challenge.
    ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
    factor_type: row.factor_type,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    last_challenged_at: row.last_challenged_at ? new Date(row.last_challenged_at).toISOString() : null,
  };
}

export async function listUserFactors(db: Db, userId: string): Promise<AuthFactor[]> {
  const rows = await db.selectFrom('auth_mfa_factors').select(AUTH_FACTOR_COLUMNS).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toAuthFactor);
}

/** Whether the user can reach aal2 (the UI asks for a code rather than offering enrolment). */
export async function hasVerifiedFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_mfa_factors')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'verified')
    .executeTakeFirst();
  return row !== undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The factor of the path, if it is the user's: another user's factor is as unknown as a made-up id. */
export async function requireOwnedFactor(db: Db, userId: string, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw factorIdNotUuid();
  const factor = await db.selectFrom('auth_mfa_factors').selectAll().where('id', '=', factorId).where('user_id', '=', userId).executeTakeFirst();
  if (!factor) throw factorNotFound();
  return factor;
}

/**
 * Removes abandoned enrolments (of one user, or of everyone): unverified factors older than the
 * enrolment window with no challenge younger than a challenge's lifetime. GoTrue keeps a factor that
 * was ever challenged, so a setup given up after a wrong code stayed for good; here a challenge only
 * keeps its factor while it can still be verified.
 */
export async function dropAbandonedFactors(db: Db | Tx, now: Date, userId?: string): Promise<number> {
  let query = db
    .deleteFrom('auth_mfa_factors')
    .where('status', '=', 'unverified')
    .where('created_at', '<', new Date(now.getTime() - MFA_RULES.abandonedFactorTtlSeconds * 1000))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('auth_mfa_challenges as ch')
            .select('ch.id')
            .whereRef('ch.factor_id', '=', 'auth_mfa_factors.id')
            .where('ch.created_at', '>=', new Date(now.getTime() - MFA_RULES.challengeTtlSeconds * 1000)),
        ),
      ),
    );
  if (userId) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
