// A user's TOTP factors: as GoTrue lists them in the user object (`factors`, which supabase-js's
// listFactors and getAuthenticatorAssuranceLevel read) and in the admin API, and the lookups the
// /factors routes share.
import type { z } from '@hono/zod-openapi';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AuthMfaFactorsTable } from '../db/schema';
import { factorIdNotUuid, factorNotFound } from './mfa-errors';
import type { factorSchema } from './schemas';

/** GoTrue's defaults. */
export const MFA_RULES = {
  /** Factors per user, verified or not. */
  maxFactors: 10,
  /** How long a challenge can be verified. */
  challengeTtlSeconds: 5 * 60,
  /** An enrolment never verified nor challenged is dropped after this, so it stops counting. */
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
