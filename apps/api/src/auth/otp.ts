// POST /otp (supabase-js signInWithOtp with an e-mail): mails a sign-in code and link (kind magiclink)
// to a confirmed account; verifyOtp({ type: 'email' | 'magiclink' }) or the link signs in. An address
// without a confirmed account signs up as in GoTrue: with create_user (shouldCreateUser, default true)
// an account without a password is created, or the pending one kept, and the sign-up confirmation is
// mailed instead (its code and link sign in too); without create_user an unknown address is 422
// otp_disabled, and with AUTH_DISABLE_SIGNUP it is 422 signup_disabled. With AUTH_MAILER_AUTOCONFIRM the
// account is confirmed at once and the sign-in mail follows.
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthUser } from '../db/schema';
import type { AppDeps } from '../http/context';
import type { AuthRouter } from './auth-router';
import { sendCodeMail } from './email-codes';
import { upsertEmailIdentity } from './identities';
import { limitSignUps } from './limits';
import { createNewUser, userMetadata } from './new-users';
import { safeRedirect } from './redirects';
import { authErrors, emailSchema, emptySchema, json, pkceFields, redirectQuerySchema, userMetadataSchema } from './schemas';
import { AuthError, otpDisabled, signupDisabled, validationFailed } from './supabase-errors';
import { findUserByEmail } from './users';

const otpBodySchema = z
  .object({
    email: emailSchema.optional(),
    phone: z.string().max(32).optional(),
    data: userMetadataSchema.optional().openapi({ description: 'user_metadata of an account this creates' }),
    create_user: z.boolean().optional().openapi({ description: 'Whether an unknown address signs up (default true)' }),
    ...pkceFields,
  })
  .openapi('OtpRequest');

const route = createRoute({
  method: 'post',
  path: '/otp',
  tags: ['auth'],
  summary: 'E-mails a sign-in code and link (or, for a new address, the sign-up confirmation)',
  request: { query: redirectQuerySchema, body: { required: true, content: json(otpBodySchema) } },
  responses: { 200: { content: json(emptySchema), description: 'Sent' }, ...authErrors(400, 422, 429) },
});

async function confirmAtOnce(deps: AppDeps, user: AuthUser): Promise<AuthUser> {
  const now = deps.now();
  const confirmed = await deps.db
    .updateTable('auth_users')
    .set({ email_confirmed_at: now, updated_at: now })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await upsertEmailIdentity(deps.db, confirmed, true);
  return confirmed;
}

export function registerOtp(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    if (!body.email) throw validationFailed('One of email or phone must be set');
    const email = body.email;
    const redirectTo = safeRedirect(deps.config, c.req.valid('query').redirect_to);
    const autoconfirm = deps.config.AUTH_MAILER_AUTOCONFIRM;

    let user = await findUserByEmail(deps.db, email);
    if (!user) {
      if (body.create_user === false) throw otpDisabled();
      if (deps.config.AUTH_DISABLE_SIGNUP) throw signupDisabled();
      await limitSignUps(c);
      // No password: the account is used through e-mailed codes until its owner sets one.
      user = (await createNewUser(deps, email, undefined, userMetadata(body.data ?? {}), autoconfirm)) ?? (await findUserByEmail(deps.db, email));
      if (!user) throw new Error('user missing right after creation');
      c.var.logger.info({ userId: user.id }, 'auth: account created for e-mail code sign-in');
    }
    if (!user.email_confirmed_at) {
      if (!autoconfirm) {
        await sendCodeMail(deps, user, 'signup', redirectTo);
        return c.json({}, 200);
      }
      user = await confirmAtOnce(deps, user);
    }
    await sendCodeMail(deps, user, 'magiclink', redirectTo);
    c.var.logger.info({ userId: user.id }, 'auth: sign-in code sent');
    return c.json({}, 200);
  });
}
