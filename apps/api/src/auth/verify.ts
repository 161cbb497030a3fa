// Using a one-time code: POST /verify (code typed into the app, or token_hash) answers a session;
// GET /verify (the link in the e-mail) redirects to redirect_to with the session in the fragment.
// Types as GoTrue names them: signup, recovery, magiclink, email (any sign-in code) and email_change
// (either side of an e-mail change; the first side answers a message, the second a session).
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthUser } from '../db/schema';
import type { AppDeps } from '../http/context';
import type { AuthRouter } from './auth-router';
import { isBanned } from './bans';
import { completeEmailChange, consumeEmailChangeCode, consumeEmailChangeLink, SINGLE_CONFIRMATION_MESSAGE } from './email-change';
import { syncProviders, upsertEmailIdentity } from './identities';
import { verifyFailures } from './limits';
import { consumeOtpCode, consumeOtpLink, type ConsumedOtp, type OtpKind } from './one-time-tokens';
import { safeRedirect, withErrorFragment, withMessageFragment, withSessionFragment } from './redirects';
import { authErrors, emailSchema, json, redirectQuerySchema, sessionSchema } from './schemas';
import { AuthError, otpExpired, userNotFound } from './supabase-errors';
import { createSession, sessionClient } from './tokens';
import { findUserByEmail, findUserById, tokenSettings } from './users';

const verifyTypeSchema = z.enum(['signup', 'email', 'recovery', 'magiclink', 'invite', 'email_change']);
type VerifyType = z.infer<typeof verifyTypeSchema>;

// GoTrue's 'email' type accepts any e-mailed sign-in code; the others only their own kind.
const KINDS_BY_TYPE: Record<Exclude<VerifyType, 'email_change'>, readonly OtpKind[]> = {
  signup: ['signup'],
  email: ['signup', 'recovery', 'magiclink', 'invite'],
  recovery: ['recovery'],
  magiclink: ['magiclink'],
  invite: ['invite'],
};

const verifyBodySchema = z
  .object({
    type: verifyTypeSchema,
    email: emailSchema.optional(),
    token: z.string().trim().max(64).optional(),
    token_hash: z.string().trim().max(128).optional(),
  })
  .refine((body) => !!body.token_hash || (!!body.email && !!body.token), { error: 'Verify requires an email and a token, or a token_hash' })
  .openapi('VerifyRequest');

const singleConfirmationSchema = z
  .object({ msg: z.string(), code: z.string() })
  .openapi('VerifyMessage', { description: 'One side of an e-mail change confirmed; the other is still waiting' });

const postRoute = createRoute({
  method: 'post',
  path: '/verify',
  tags: ['auth'],
  summary: 'Confirms an e-mailed code (sign-up, recovery, invitation, sign-in, e-mail change) and starts a session',
  request: { query: redirectQuerySchema, body: { required: true, content: json(verifyBodySchema) } },
  responses: {
    200: { content: json(z.union([sessionSchema, singleConfirmationSchema])), description: 'A session (or, halfway through an e-mail change, a message)' },
    ...authErrors(400, 403, 422, 429),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/verify',
  tags: ['auth'],
  summary: 'The link in the e-mail: confirms and redirects with the session in the URL fragment',
  request: { query: z.object({ token: z.string().max(128), type: verifyTypeSchema }).extend(redirectQuerySchema.shape) },
  responses: {
    303: { description: 'To redirect_to with #access_token=…&type=…, #message=… (e-mail change halfway) or #error=…&error_code=otp_expired|user_banned' },
    ...authErrors(400),
  },
});

/** Applies what a used sign-in code proves: the user owns the mailbox (so has a verified e-mail identity). */
async function completeVerification(deps: AppDeps, used: ConsumedOtp): Promise<AuthUser> {
  const user = await findUserById(deps.db, used.userId);
  if (!user) throw userNotFound();
  await upsertEmailIdentity(deps.db, user, true);
  await syncProviders(deps.db, user.id);
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

/** The session's amr: a recovery session may set a password without reauthenticating. */
function amrOf(kind: OtpKind, type: VerifyType): string {
  if (kind === 'recovery') return 'recovery';
  return kind === 'magiclink' && type === 'magiclink' ? 'magiclink' : 'otp';
}

type Verified = { status: 'waiting' } | { status: 'signed_in'; user: AuthUser; amr: string };

/** What a used code leads to; null when it turns out not to apply (an e-mail change no longer pending). */
async function afterUse(deps: AppDeps, used: ConsumedOtp, type: VerifyType): Promise<Verified | null> {
  if (type !== 'email_change') return { status: 'signed_in', user: await completeVerification(deps, used), amr: amrOf(used.kind, type) };
  const outcome = await completeEmailChange(deps, used);
  if (!outcome) return null;
  return outcome.status === 'waiting' ? outcome : { status: 'signed_in', user: outcome.user, amr: 'otp' };
}

async function consumeTypedCode(deps: AppDeps, type: VerifyType, email: string, token: string): Promise<ConsumedOtp | null> {
  if (type === 'email_change') return consumeEmailChangeCode(deps, email, token);
  const user = await findUserByEmail(deps.db, email);
  return user ? consumeOtpCode(deps, { userId: user.id, kinds: KINDS_BY_TYPE[type], code: token }) : null;
}

function consumeLink(deps: AppDeps, type: VerifyType, linkToken: string): Promise<ConsumedOtp | null> {
  return type === 'email_change' ? consumeEmailChangeLink(deps, linkToken) : consumeOtpLink(deps, { linkToken, kinds: KINDS_BY_TYPE[type] });
}

export function registerVerify(auth: AuthRouter) {
  auth.openapi(postRoute, async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    let used: ConsumedOtp | null;
    if (body.token_hash) {
      // Link tokens carry a random row id: nothing to guess, so no per-address failure limit.
      used = await consumeLink(deps, body.type, body.token_hash);
    } else {
      const email = body.email ?? '';
      const failures = verifyFailures(c, email);
      await failures.attempt();
      used = await consumeTypedCode(deps, body.type, email, body.token ?? '');
      if (used) await failures.refund();
    }
    const verified = used && (await afterUse(deps, used, body.type));
    if (!verified) throw otpExpired();
    if (verified.status === 'waiting') return c.json({ msg: SINGLE_CONFIRMATION_MESSAGE, code: '200' }, 200);
    c.var.logger.info({ userId: verified.user.id, type: body.type }, 'auth: code verified');
    return c.json(await createSession(deps.db, verified.user, tokenSettings(deps), verified.amr, sessionClient(c)), 200);
  });

  auth.openapi(getRoute, async (c) => {
    const deps = c.var.deps;
    const { token, type, redirect_to } = c.req.valid('query');
    c.header('cache-control', 'no-store');
    const used = await consumeLink(deps, type, token);
    const failed = (error: AuthError) => c.redirect(withErrorFragment(safeRedirect(deps.config, redirect_to), error.code, error.message), 303);
    let verified: Verified | null;
    try {
      verified = used && (await afterUse(deps, used, type));
    } catch (error) {
      // E.g. the new address of an e-mail change was taken meanwhile: the browser lands on the app either way.
      if (error instanceof AuthError) return failed(error);
      throw error;
    }
    if (!verified) return failed(new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'));
    const target = safeRedirect(deps.config, redirect_to ?? used?.redirectTo);
    if (verified.status === 'waiting') return c.redirect(withMessageFragment(target, SINGLE_CONFIRMATION_MESSAGE), 303);
    if (isBanned(verified.user, deps.now())) return c.redirect(withErrorFragment(target, 'user_banned', 'User is banned'), 303);
    const session = await createSession(deps.db, verified.user, tokenSettings(deps), verified.amr, sessionClient(c));
    c.var.logger.info({ userId: verified.user.id, type }, 'auth: link verified');
    return c.redirect(withSessionFragment(target, session, type), 303);
  });
}
