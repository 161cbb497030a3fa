// POST /resend: a new sign-up code (older codes stop working). Answers the same whether or not the
// address has an unconfirmed account.
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthRouter } from './auth-router';
import { sendCodeMail } from './email-codes';
import { limitEmailSends } from './limits';
import { safeRedirect } from './redirects';
import { authErrors, emailSchema, emptySchema, json, pkceFields, redirectQuerySchema } from './schemas';
import { findUserByEmail } from './users';

const resendBodySchema = z
  .object({
    // GoTrue also knows email_change, sms and phone_change; this API has neither e-mail change nor phones.
    type: z.enum(['signup']),
    email: emailSchema,
    ...pkceFields,
  })
  .openapi('ResendRequest');

const route = createRoute({
  method: 'post',
  path: '/resend',
  tags: ['auth'],
  summary: 'Sends a new sign-up confirmation code',
  request: { query: redirectQuerySchema, body: { required: true, content: json(resendBodySchema) } },
  responses: { 200: { content: json(emptySchema), description: 'Sent if the address has an unconfirmed account' }, ...authErrors(400, 429) },
});

export function registerResend(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const deps = c.var.deps;
    const { email } = c.req.valid('json');
    await limitEmailSends(c, email);
    const user = await findUserByEmail(deps.db, email);
    if (user && !user.email_confirmed_at) {
      await sendCodeMail(deps, user, 'signup', safeRedirect(deps.config, c.req.valid('query').redirect_to));
    }
    return c.json({}, 200);
  });
}
