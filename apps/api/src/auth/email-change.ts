// E-mail change, GoTrue's secure flavour: PUT /user { email } keeps the new address pending in
// auth_users.email_change and mails a code and link to the new address (email_change_new) and to the
// current one (email_change_current). The address changes once both are confirmed (with
// AUTH_MAILER_AUTOCONFIRM, as in GoTrue, once either is); until then the current address keeps
// working. The e-mail identity follows the address; other sessions stay open, as in GoTrue.
import { sql } from 'kysely';
import type { AuthUser } from '../db/schema';
import type { AppDeps } from '../http/context';
import { mailCode } from './email-codes';
import { syncProviders, upsertEmailIdentity } from './identities';
import { withinEmailSendLimit } from './limits';
import { consumeOtpCode, consumeOtpLink, retireOtps, type ConsumedOtp, type OtpKind } from './one-time-tokens';
import { emailExists } from './supabase-errors';
import { findUserByEmail, findUserById } from './users';

const EMAIL_CHANGE_KINDS = ['email_change_new', 'email_change_current'] as const satisfies readonly OtpKind[];

/** GoTrue's answer when one side of the change is confirmed and the other is still waiting. */
export const SINGLE_CONFIRMATION_MESSAGE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

async function assertAddressFree(deps: Pick<AppDeps, 'db'>, userId: string, email: string): Promise<void> {
  const owner = await findUserByEmail(deps.db, email);
  if (owner && owner.id !== userId) throw emailExists();
}

async function mailBothSides(deps: AppDeps, user: AuthUser, newEmail: string, redirectTo: string): Promise<void> {
  await mailCode(deps, user, 'email_change_new', redirectTo, newEmail);
  await mailCode(deps, user, 'email_change_current', redirectTo);
}

/** Mails fresh codes for the pending change (resend), within the e-mail change limit; nothing when none is pending. */
export async function resendEmailChangeCodes(deps: AppDeps, user: AuthUser, redirectTo: string): Promise<void> {
  const newEmail = user.email_change;
  if (newEmail) await withinEmailSendLimit(deps, 'email_change', user.id, () => mailBothSides(deps, user, newEmail, redirectTo));
}

/** Starts (or restarts, with fresh codes) a change to `newEmail`; 422 email_exists when it is taken. */
export async function requestEmailChange(deps: AppDeps, user: AuthUser, newEmail: string, redirectTo: string): Promise<AuthUser> {
  await assertAddressFree(deps, user.id, newEmail);
  return withinEmailSendLimit(deps, 'email_change', user.id, async () => {
    const pending = await deps.db
      .updateTable('auth_users')
      .set({ email_change: newEmail, updated_at: deps.now() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await mailBothSides(deps, pending, newEmail, redirectTo);
    return pending;
  });
}

/**
 * Uses a typed code: `email` is the current address (its code is email_change_current) or the new one
 * (email_change_new; several users may wait for the same new address, each with their own code).
 */
export async function consumeEmailChangeCode(deps: AppDeps, email: string, code: string): Promise<ConsumedOtp | null> {
  const current = await findUserByEmail(deps.db, email);
  if (current?.email_change) {
    const used = await consumeOtpCode(deps, { userId: current.id, kinds: ['email_change_current'], code });
    if (used) return used;
  }
  const waiting = await deps.db
    .selectFrom('auth_users')
    .select('id')
    .where(sql<string>`lower(email_change)`, '=', email.toLowerCase())
    .limit(10)
    .execute();
  for (const { id } of waiting) {
    const used = await consumeOtpCode(deps, { userId: id, kinds: ['email_change_new'], code });
    if (used) return used;
  }
  return null;
}

export const consumeEmailChangeLink = (deps: AppDeps, linkToken: string) => consumeOtpLink(deps, { linkToken, kinds: EMAIL_CHANGE_KINDS });

/** Whether the latest code of the other side has been used (a newer request re-issues both sides). */
async function otherSideConfirmed(deps: Pick<AppDeps, 'db'>, userId: string, used: OtpKind): Promise<boolean> {
  const other: OtpKind = used === 'email_change_new' ? 'email_change_current' : 'email_change_new';
  const latest = await deps.db
    .selectFrom('auth_one_time_tokens')
    .select('consumed_at')
    .where('user_id', '=', userId)
    .where('kind', '=', other)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return !!latest?.consumed_at;
}

export type EmailChangeOutcome = { status: 'waiting' } | { status: 'changed'; user: AuthUser };

/** After a used code: changes the address when both sides are confirmed, else says it is waiting. */
export async function completeEmailChange(deps: AppDeps, used: ConsumedOtp): Promise<EmailChangeOutcome | null> {
  const user = await findUserById(deps.db, used.userId);
  const newEmail = user?.email_change;
  if (!user || !newEmail) return null;
  if (!deps.config.AUTH_MAILER_AUTOCONFIRM && !(await otherSideConfirmed(deps, user.id, used.kind))) return { status: 'waiting' };

  // Someone may have taken the address since the change was asked for.
  await assertAddressFree(deps, user.id, newEmail);
  const now = deps.now();
  const changed = await applyEmailChange(deps, user, newEmail, now).catch((error: unknown) => {
    // Taken in the moment between the check and the update (the unique index on the address).
    if ((error as { code?: unknown }).code === '23505') throw emailExists();
    throw error;
  });
  // Codes mailed to the old address must not work for the new one, nor the other way round.
  await retireOtps(deps, user.id);
  return { status: 'changed', user: changed ?? (await findUserById(deps.db, user.id)) ?? user };
}

function applyEmailChange(deps: AppDeps, user: AuthUser, newEmail: string, now: Date): Promise<AuthUser | undefined> {
  return deps.db.transaction().execute(async (tx) => {
    // Only the request that still sees the change pending applies it (both sides may land at once).
    const row = await tx
      .updateTable('auth_users')
      .set({ email: newEmail, email_change: null, email_confirmed_at: user.email_confirmed_at ?? now, updated_at: now })
      .where('id', '=', user.id)
      .where('email_change', '=', newEmail)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await tx.updateTable('profiles').set({ email: newEmail }).where('id', '=', user.id).execute();
    await upsertEmailIdentity(tx, row, true);
    await syncProviders(tx, user.id);
    return row;
  });
}
