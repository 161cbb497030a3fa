// POST /token?grant_type=password|refresh_token|pkce: sign-in, refresh with rotation, PKCE exchange.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { MAX_PASSWORD_LENGTH } from '../config';
import type { AppEnv } from '../http/context';
import type { AuthRouter } from './auth-router';
import { isBanned } from './bans';
import { signInFailures } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import { exchangeAuthCode } from './pkce';
import { authErrors, emailSchema, json, sessionSchema } from './schemas';
import {
  emailNotConfirmed,
  flowStateNotFound,
  invalidCredentials,
  refreshTokenAlreadyUsed,
  refreshTokenNotFound,
  userBanned,
  validationFailed,
  describeZodError,
} from './supabase-errors';
import { createSession, hashToken, randomToken, sessionClient, sessionResponse } from './tokens';
import { findUserByEmail, findUserById, revokeSessions, tokenSettings } from './users';

const passwordGrantSchema = z.object({ email: emailSchema, password: z.string().min(1).max(MAX_PASSWORD_LENGTH) });
const refreshGrantSchema = z.object({ refresh_token: z.string().min(1).max(512) });
const pkceGrantSchema = z.object({
  auth_code: z.string().min(1).max(512),
  // RFC 7636: 43 to 128 characters.
  code_verifier: z.string().min(43).max(128),
});

const tokenBodySchema = z
  .object({
    ...passwordGrantSchema.partial().shape,
    ...refreshGrantSchema.partial().shape,
    ...pkceGrantSchema.partial().shape,
  })
  .openapi('TokenRequest', { description: 'password: email, password · refresh_token: refresh_token · pkce: auth_code, code_verifier' });

const route = createRoute({
  method: 'post',
  path: '/token',
  tags: ['auth'],
  summary: 'Issues a session: password sign-in, refresh-token rotation or PKCE code exchange',
  request: {
    query: z.object({ grant_type: z.enum(['password', 'refresh_token', 'pkce']) }),
    body: { required: true, content: json(tokenBodySchema) },
  },
  responses: { 200: { content: json(sessionSchema), description: 'A session' }, ...authErrors(400, 404, 429) },
});

type AuthContext = Context<AppEnv>;

function parseGrant<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationFailed(describeZodError(result.error));
  return result.data;
}

// Unknown addresses are checked against a throwaway hash so they take as long as known ones.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomToken()));

async function passwordGrant(c: AuthContext, body: unknown) {
  const deps = c.var.deps;
  const { email, password } = parseGrant(passwordGrantSchema, body);
  const failures = signInFailures(c, email);
  await failures.attempt();
  const user = await findUserByEmail(deps.db, email);
  const valid = await verifyPassword(user ? user.encrypted_password : await decoy(), password);
  if (!user || !valid) throw invalidCredentials();
  // Only after the password check, so this answer does not reveal unconfirmed accounts to guessers.
  if (!user.email_confirmed_at) {
    await failures.refund();
    throw emailNotConfirmed();
  }
  if (isBanned(user, deps.now())) {
    await failures.refund();
    throw userBanned(400);
  }
  await failures.forgive();
  return createSession(deps.db, user, tokenSettings(deps), 'password', sessionClient(c));
}

/**
 * Rotation: each refresh token works once and is replaced by a new one. A used token presented again
 * means two parties hold the chain (a leak), so the whole session ends and the newest token dies too.
 * There is no reuse grace window: supabase-js serialises refreshes behind a lock.
 */
async function refreshGrant(c: AuthContext, body: unknown) {
  const deps = c.var.deps;
  const { db } = deps;
  const { refresh_token } = parseGrant(refreshGrantSchema, body);
  const tokenHash = hashToken(refresh_token);
  const now = deps.now();
  const known = await db
    .selectFrom('auth_refresh_tokens as t')
    .innerJoin('auth_sessions as s', 's.id', 't.session_id')
    .select(['t.session_id', 't.user_id', 't.used_at', 's.revoked_at'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!known || known.revoked_at) throw refreshTokenNotFound();

  // Claimed in one statement, so two concurrent uses of one token count as reuse.
  const claimed = known.used_at
    ? undefined
    : await db
        .updateTable('auth_refresh_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .returning('session_id')
        .executeTakeFirst();
  if (!claimed) {
    await revokeSessions(db, now, { sessionId: known.session_id });
    c.var.logger.warn({ userId: known.user_id, sessionId: known.session_id }, 'auth: refresh token reused, session revoked');
    throw refreshTokenAlreadyUsed();
  }

  const user = await findUserById(db, known.user_id);
  if (!user) throw refreshTokenNotFound();
  if (isBanned(user, now)) throw userBanned(400, 'Invalid Refresh Token: User Banned');
  const { userAgent, ip } = sessionClient(c);
  await db
    .updateTable('auth_sessions')
    .set({ refreshed_at: now, ...(userAgent ? { user_agent: userAgent } : {}), ...(ip ? { ip } : {}) })
    .where('id', '=', known.session_id)
    .execute();
  // The session keeps its aal and amr (aal2 only while the factor that raised it exists).
  return sessionResponse(db, user, known.session_id, tokenSettings(deps));
}

async function pkceGrant(c: AuthContext, body: unknown) {
  const deps = c.var.deps;
  const { auth_code, code_verifier } = parseGrant(pkceGrantSchema, body);
  const userId = await exchangeAuthCode(deps, { authCode: auth_code, verifier: code_verifier });
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) throw flowStateNotFound();
  return createSession(deps.db, user, tokenSettings(deps), 'oauth', sessionClient(c));
}

const grants = { password: passwordGrant, refresh_token: refreshGrant, pkce: pkceGrant };

export function registerTokenGrant(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const session = await grants[c.req.valid('query').grant_type](c, c.req.valid('json'));
    return c.json(session, 200);
  });
}
