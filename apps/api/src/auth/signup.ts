// POST /signup: e-mail sign-up with confirmation. The answer is the user without a session (what
// GoTrue sends while confirmation is pending) and looks the same whether or not the address already
// had a confirmed account, so sign-up cannot be used to find out who has one. With
// AUTH_MAILER_AUTOCONFIRM the address counts as confirmed at once and the answer is a session, as
// GoTrue's MAILER_AUTOCONFIRM does (an existing account is then 422 user_already_exists, as there).
// Before the body is validated, as in GoTrue: a body without e-mail and phone is an anonymous sign-in
// (not offered), and AUTH_DISABLE_SIGNUP refuses every sign-up.
import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { MAX_PASSWORD_LENGTH } from '../config';
import type { AuthUser } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/context';
import type { AuthRouter } from './auth-router';
import { mailCode, sendCodeMail } from './email-codes';
import { upsertEmailIdentity } from './identities';
import { limitSignUps, withinEmailSendLimit } from './limits';
import { createNewUser, userMetadata, type Metadata } from './new-users';
import { hashPassword } from './passwords';
import { assertStrongPassword, passwordPolicy } from './password-policy';
import { safeRedirect } from './redirects';
import {
  authErrors,
  emailSchema,
  json,
  pkceFields,
  redirectQuerySchema,
  sessionSchema,
  userMetadataSchema,
  userSchema,
} from './schemas';
import { anonymousProviderDisabled, signupDisabled, userAlreadyExists } from './supabase-errors';
import { createSession, sessionClient, userResponse } from './tokens';
import { findUserByEmail, tokenSettings } from './users';

const signUpBodySchema = z
  .object({
    email: emailSchema,
    password: z.string().max(MAX_PASSWORD_LENGTH),
    data: userMetadataSchema.optional(),
    ...pkceFields,
  })
  .openapi('SignUpRequest');

/** The fields that tell a sign-up from an anonymous sign-in (GoTrue: neither e-mail nor phone). */
const signUpIdentifiersSchema = z.object({ email: z.unknown(), phone: z.unknown() }).partial();

/** What a sign-up is refused for whatever its fields: GoTrue's answers, in GoTrue's order. */
const signUpGate = createMiddleware<AppEnv>(async (c, next) => {
  // A body that is not JSON is left to the validator's answer; other failures (a body over the size
  // limit) keep theirs.
  const body: unknown = await c.req.json().catch((error: unknown) => {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  });
  const identifiers = signUpIdentifiersSchema.safeParse(body);
  if (identifiers.success && !identifiers.data.email && !identifiers.data.phone) throw anonymousProviderDisabled();
  if (c.var.deps.config.AUTH_DISABLE_SIGNUP) throw signupDisabled();
  await next();
});

const route = createRoute({
  method: 'post',
  path: '/signup',
  tags: ['auth'],
  summary: 'Signs up with e-mail and password; a code and link to confirm the address are e-mailed',
  middleware: [signUpGate] as const,
  request: { query: redirectQuerySchema, body: { required: true, content: json(signUpBodySchema) } },
  responses: {
    200: {
      content: json(z.union([userSchema, sessionSchema])),
      description: 'The new user, pending e-mail confirmation (no session); with AUTH_MAILER_AUTOCONFIRM a session',
    },
    ...authErrors(400, 422, 429),
  },
});

/**
 * What a fresh sign-up answers, for an address whose account must stay undisclosed: a made-up user
 * with a made-up e-mail identity, field for field what a real pending sign-up answers. (GoTrue answers
 * `identities: []` here, which tells existing accounts apart; this does not.)
 */
function undisclosedUser(email: string, metadata: Metadata, now: Date) {
  const at = now.toISOString();
  const id = randomUUID();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [
      {
        identity_id: randomUUID(),
        id,
        user_id: id,
        identity_data: { sub: id, email, email_verified: false },
        provider: 'email',
        last_sign_in_at: at,
        created_at: at,
        updated_at: at,
        email,
      },
    ],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

/**
 * Nobody has proven they own an unconfirmed address, so the latest sign-up's password replaces the
 * old one. Otherwise whoever signed up first (possibly not the owner) would keep a working password
 * once the real owner confirms.
 */
async function replacePendingUser(deps: AppDeps, user: AuthUser, password: string, metadata: Metadata, confirm: boolean): Promise<AuthUser> {
  const now = deps.now();
  const updated = await deps.db
    .updateTable('auth_users')
    .set({
      encrypted_password: await hashPassword(password),
      raw_user_meta_data: JSON.stringify(metadata),
      updated_at: now,
      ...(confirm ? { email_confirmed_at: now } : {}),
    })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (confirm) await upsertEmailIdentity(deps.db, updated, true);
  return updated;
}

export function registerSignUp(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const deps = c.var.deps;
    const { email, password, data = {} } = c.req.valid('json');
    const metadata = userMetadata(data);
    const redirectTo = safeRedirect(deps.config, c.req.valid('query').redirect_to);

    await limitSignUps(c);
    assertStrongPassword(passwordPolicy(deps.config), password);
    const autoconfirm = deps.config.AUTH_MAILER_AUTOCONFIRM;

    const existing = await findUserByEmail(deps.db, email);
    if (existing?.email_confirmed_at) {
      if (autoconfirm) throw userAlreadyExists();
      // Spend the time a real sign-up spends hashing, so timing does not tell either.
      await hashPassword(password);
      return c.json(undisclosedUser(email, metadata, deps.now()), 200);
    }

    if (autoconfirm) {
      const user = existing ? await replacePendingUser(deps, existing, password, metadata, true) : await createNewUser(deps, email, password, metadata, true);
      if (!user) throw userAlreadyExists();
      c.var.logger.info({ userId: user.id }, 'auth: sign-up confirmed at once (AUTH_MAILER_AUTOCONFIRM)');
      return c.json(await createSession(deps.db, user, tokenSettings(deps), 'password', sessionClient(c)), 200);
    }

    let user: AuthUser | null;
    if (existing) {
      // The limit is checked before the password is replaced: a refused repeat changes nothing.
      user = await withinEmailSendLimit(deps, 'signup', existing.id, async () => {
        const replaced = await replacePendingUser(deps, existing, password, metadata, false);
        await mailCode(deps, replaced, 'signup', redirectTo);
        return replaced;
      });
    } else {
      user = await createNewUser(deps, email, password, metadata, false);
      if (!user) return c.json(undisclosedUser(email, metadata, deps.now()), 200);
      await sendCodeMail(deps, user, 'signup', redirectTo);
    }
    c.var.logger.info({ userId: user.id }, 'auth: sign-up pending confirmation');
    return c.json({ ...(await userResponse(deps.db, user)), confirmation_sent_at: deps.now().toISOString() }, 200);
  });
}
