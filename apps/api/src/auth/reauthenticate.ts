// GET /reauthenticate: mails a code (kind reauthentication) that a password change from an old
// session must carry as `nonce` (PUT /user { password, nonce }). A session is old once it was signed
// in more than AUTH_REAUTHENTICATION_AFTER_SECONDS ago (GoTrue's
// SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, which uses 24 hours); a recovery session (the
// reset-password flow) sets a password without one, since it was just proven by an e-mailed code.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AuthUser } from '../db/schema';
import type { AppEnv } from '../http/context';
import type { AuthRouter } from './auth-router';
import { sendCodeMail } from './email-codes';
import { verifyFailures } from './limits';
import { consumeOtpCode } from './one-time-tokens';
import { authErrors, emptySchema, json } from './schemas';
import { requireSession } from './session-guard';
import { AuthError, reauthenticationNeeded, reauthenticationNotValid, userNotFound } from './supabase-errors';
import { findUserById } from './users';

const route = createRoute({
  method: 'get',
  path: '/reauthenticate',
  tags: ['auth'],
  summary: 'E-mails a code that confirms it is the user (the nonce of a password change from an old session)',
  middleware: [requireSession] as const,
  security: [{ Bearer: [] }],
  responses: { 200: { content: json(emptySchema), description: 'Sent' }, ...authErrors(401, 403, 422, 429) },
});

/** Whether the request's session may change the password without a nonce. */
async function sessionIsRecent(c: Context<AppEnv>): Promise<boolean> {
  const { db, config, now } = c.var.deps;
  const maxAgeSeconds = config.AUTH_REAUTHENTICATION_AFTER_SECONDS;
  if (maxAgeSeconds === 0) return true;
  const session = await db.selectFrom('auth_sessions').select(['created_at', 'amr']).where('id', '=', c.var.user.sessionId).executeTakeFirst();
  if (!session) return false;
  return session.amr === 'recovery' || now().getTime() - new Date(session.created_at).getTime() <= maxAgeSeconds * 1000;
}

/**
 * Before a password change: passes for a recent (or recovery) session; otherwise the nonce must be
 * the user's current reauthentication code (400 reauthentication_needed without one, 422
 * reauthentication_not_valid when wrong). Guesses count against the user's code failure limit.
 */
export async function assertReauthenticated(c: Context<AppEnv>, user: AuthUser, nonce: string | undefined): Promise<void> {
  if (await sessionIsRecent(c)) return;
  if (!nonce) throw reauthenticationNeeded();
  const failures = verifyFailures(c, user.email);
  await failures.attempt();
  const used = await consumeOtpCode(c.var.deps, { userId: user.id, kinds: ['reauthentication'], code: nonce });
  if (!used) throw reauthenticationNotValid();
  await failures.refund();
}

export function registerReauthenticate(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const deps = c.var.deps;
    const user = await findUserById(deps.db, c.var.user.id);
    if (!user) throw userNotFound();
    if (!user.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    // The code has no link; the redirect is never used.
    await sendCodeMail(deps, user, 'reauthentication', deps.config.SITE_URL);
    c.var.logger.info({ userId: user.id }, 'auth: reauthentication code sent');
    return c.json({}, 200);
  });
}
