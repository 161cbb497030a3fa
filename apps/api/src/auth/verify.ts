// Using a one-time code: POST /verify (code typed into the app, or token_hash) answers a session;
// GET /verify (the link in the e-mail) redirects to redirect_to with the session in the fragment.
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../http/context';
import type { AuthRouter } from './auth-router';
import { isBanned } from './bans';
import { verifyFailures } from './limits';
import { consumeOtpCode, consumeOtpLink, type ConsumedOtp, type OtpKind } from './one-time-tokens';
import { safeRedirect, withErrorFragment, withSessionFragment } from './redirects';
import { authErrors, emailSchema, json, redirectQuerySchema, sessionSchema } from './schemas';
import { otpExpired, userNotFound } from './supabase-errors';
import { createSession } from './tokens';
import { findUserByEmail, findUserById, tokenSettings } from './users';

// GoTrue's 'email' type accepts any e-mailed code; the others only their own kind.
const KINDS_BY_TYPE: Record<'signup' | 'email' | 'recovery' | 'invite', readonly OtpKind[]> = {
  signup: ['signup'],
  email: ['signup', 'recovery', 'invite'],
  recovery: ['recovery'],
  invite: ['invite'],
};
const verifyTypeSchema = z.enum(['signup', 'email', 'recovery', 'invite']);

const verifyBodySchema = z
  .object({
    type: verifyTypeSchema,
    email: emailSchema.optional(),
    token: z.string().trim().max(64).optional(),
    token_hash: z.string().trim().max(128).optional(),
  })
  .refine((body) => !!body.token_hash || (!!body.email && !!body.token), { error: 'Verify requires an email and a token, or a token_hash' })
  .openapi('VerifyRequest');

const postRoute = createRoute({
  method: 'post',
  path: '/verify',
  tags: ['auth'],
  summary: 'Confirms an e-mailed code (sign-up, recovery or invitation) and starts a session',
  request: { query: redirectQuerySchema, body: { required: true, content: json(verifyBodySchema) } },
  responses: { 200: { content: json(sessionSchema), description: 'A session' }, ...authErrors(400, 403, 429) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/verify',
  tags: ['auth'],
  summary: 'The link in the e-mail: confirms and redirects with the session in the URL fragment',
  request: { query: z.object({ token: z.string().max(128), type: verifyTypeSchema }).extend(redirectQuerySchema.shape) },
  responses: {
    303: { description: 'To redirect_to with #access_token=…&type=signup|recovery|invite, or #error=…&error_code=otp_expired|user_banned' },
    ...authErrors(400),
  },
});

/** Applies what a used code proves: the user owns the mailbox. */
async function completeVerification(deps: AppDeps, used: ConsumedOtp) {
  const user = await findUserById(deps.db, used.userId);
  if (!user) throw userNotFound();
  if (user.email_confirmed_at) return user;
  const now = deps.now();
  return deps.db
    .updateTable('auth_users')
    .set({
      email_confirmed_at: now,
      updated_at: now,
      // Recovering, or accepting an invitation to, a never-confirmed account: the password was set by
      // whoever signed up, not necessarily the owner, so it must not start working now; the owner
      // sets a new one next.
      ...(used.kind === 'recovery' || used.kind === 'invite' ? { encrypted_password: null } : {}),
    })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

const amrOf = (kind: OtpKind) => (kind === 'recovery' ? 'recovery' : 'otp');

export function registerVerify(auth: AuthRouter) {
  auth.openapi(postRoute, async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    const kinds = KINDS_BY_TYPE[body.type];
    let used: ConsumedOtp | null;
    if (body.token_hash) {
      // Link tokens carry a random row id: nothing to guess, so no per-address failure limit.
      used = await consumeOtpLink(deps, { linkToken: body.token_hash, kinds });
    } else {
      const email = body.email ?? '';
      const failures = verifyFailures(c, email);
      await failures.attempt();
      const user = await findUserByEmail(deps.db, email);
      used = user ? await consumeOtpCode(deps, { userId: user.id, kinds, code: body.token ?? '' }) : null;
      if (used) await failures.refund();
    }
    if (!used) throw otpExpired();
    const user = await completeVerification(deps, used);
    c.var.logger.info({ userId: user.id, kind: used.kind }, 'auth: code verified');
    return c.json(await createSession(deps.db, user, tokenSettings(deps), amrOf(used.kind)), 200);
  });

  auth.openapi(getRoute, async (c) => {
    const deps = c.var.deps;
    const { token, type, redirect_to } = c.req.valid('query');
    c.header('cache-control', 'no-store');
    const used = await consumeOtpLink(deps, { linkToken: token, kinds: KINDS_BY_TYPE[type] });
    if (!used) {
      return c.redirect(withErrorFragment(safeRedirect(deps.config, redirect_to), 'otp_expired', 'Email link is invalid or has expired'), 303);
    }
    const target = safeRedirect(deps.config, redirect_to ?? used.redirectTo);
    const user = await completeVerification(deps, used);
    if (isBanned(user, deps.now())) return c.redirect(withErrorFragment(target, 'user_banned', 'User is banned'), 303);
    const session = await createSession(deps.db, user, tokenSettings(deps), amrOf(used.kind));
    c.var.logger.info({ userId: user.id, kind: used.kind }, 'auth: link verified');
    return c.redirect(withSessionFragment(target, session, used.kind), 303);
  });
}
