// POST /signup: e-mail sign-up with confirmation. The answer is the user without a session (what
// GoTrue sends while confirmation is pending) and looks the same whether or not the address already
// had an account, so sign-up cannot be used to find out who has one.
import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { createUser, hashPassword } from '../accounts/accounts';
import type { AuthUser } from '../db/schema';
import type { AppDeps } from '../http/context';
import type { AuthRouter } from './auth-router';
import { sendCodeMail } from './email-codes';
import { limitEmailSends, limitSignUps } from './limits';
import { assertStrongPassword } from './password-policy';
import { safeRedirect } from './redirects';
import { authErrors, emailSchema, json, MAX_PASSWORD_LENGTH, pkceFields, redirectQuerySchema, userMetadataSchema, userSchema } from './schemas';
import { toAuthUser } from './tokens';
import { findUserByEmail } from './users';

const signUpBodySchema = z
  .object({
    email: emailSchema,
    password: z.string().max(MAX_PASSWORD_LENGTH),
    data: userMetadataSchema.optional(),
    ...pkceFields,
  })
  .openapi('SignUpRequest');

const route = createRoute({
  method: 'post',
  path: '/signup',
  tags: ['auth'],
  summary: 'Signs up with e-mail and password; a code and link to confirm the address are e-mailed',
  request: { query: redirectQuerySchema, body: { required: true, content: json(signUpBodySchema) } },
  responses: {
    200: { content: json(userSchema), description: 'The new user, pending e-mail confirmation (no session)' },
    ...authErrors(400, 422, 429),
  },
});

type Metadata = Record<string, unknown>;

/** `data` as user_metadata, with full_name trimmed the way createUser stores it. */
export function userMetadata(data: Metadata): Metadata {
  return typeof data.full_name === 'string' ? { ...data, full_name: data.full_name.trim() } : data;
}

/** What a fresh sign-up answers, for an address whose account must stay undisclosed. */
function undisclosedUser(email: string, metadata: Metadata, now: Date) {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

async function createPendingUser(deps: AppDeps, email: string, password: string, metadata: Metadata): Promise<AuthUser | null> {
  try {
    const fullName = typeof metadata.full_name === 'string' ? metadata.full_name : undefined;
    const id = await createUser(deps.db, { email, password, fullName, confirmed: false });
    // createUser keeps only full_name; GoTrue keeps all of `data` as user_metadata.
    return await deps.db
      .updateTable('auth_users')
      .set({ raw_user_meta_data: JSON.stringify(metadata) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // A concurrent sign-up of the same address won the unique index: treat it as existing.
    if ((error as { code?: unknown }).code === '23505') return null;
    throw error;
  }
}

/**
 * Nobody has proven they own an unconfirmed address, so the latest sign-up's password replaces the
 * old one. Otherwise whoever signed up first (possibly not the owner) would keep a working password
 * once the real owner confirms.
 */
async function replacePendingUser(deps: AppDeps, user: AuthUser, password: string, metadata: Metadata): Promise<AuthUser> {
  return deps.db
    .updateTable('auth_users')
    .set({ encrypted_password: await hashPassword(password), raw_user_meta_data: JSON.stringify(metadata), updated_at: deps.now() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function registerSignUp(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const deps = c.var.deps;
    const { email, password, data = {} } = c.req.valid('json');
    const metadata = userMetadata(data);
    const redirectTo = safeRedirect(deps.config, c.req.valid('query').redirect_to);

    await limitSignUps(c);
    assertStrongPassword(password);
    await limitEmailSends(c, email);

    const existing = await findUserByEmail(deps.db, email);
    if (existing?.email_confirmed_at) {
      // Spend the time a real sign-up spends hashing, so timing does not tell either.
      await hashPassword(password);
      return c.json(undisclosedUser(email, metadata, deps.now()), 200);
    }
    const user = existing ? await replacePendingUser(deps, existing, password, metadata) : await createPendingUser(deps, email, password, metadata);
    if (!user) return c.json(undisclosedUser(email, metadata, deps.now()), 200);

    await sendCodeMail(deps, user, 'signup', redirectTo);
    c.var.logger.info({ userId: user.id }, 'auth: sign-up pending confirmation');
    return c.json({ ...toAuthUser(user), confirmation_sent_at: deps.now().toISOString() }, 200);
  });
}
