// POST /resend: new codes for a sign-up confirmation or a pending e-mail change (older codes stop
// working). Answers `{}` whether or not there is anything to resend; only a repeat within
// AUTH_SMTP_MAX_FREQUENCY of a mail that did go out is refused (429), as in GoTrue.
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthRouter } from './auth-router';
import { resendEmailChangeCodes } from './email-change';
import { sendCodeMail } from './email-codes';
import { safeRedirect } from './redirects';
import { authErrors, emailSchema, emptySchema, json, pkceFields, redirectQuerySchema } from './schemas';
import { findUserByEmail } from './users';

const resendBodySchema = z
  .object({
    // GoTrue also knows sms and phone_change; this API has no phones.
    type: z.enum(['signup', 'email_change']),
    email: emailSchema.openapi({ description: "The account's current address (for email_change too, as in GoTrue)" }),
    ...pkceFields,
  })
  .openapi('ResendRequest');

const route = createRoute({
  method: 'post',
  path: '/resend',
  tags: ['auth'],
  summary: 'Sends new sign-up confirmation or e-mail change codes',
  request: { query: redirectQuerySchema, body: { required: true, content: json(resendBodySchema) } },
  responses: {
    200: { content: json(emptySchema), description: 'Sent if the address has an unconfirmed account or a pending e-mail change' },
    ...authErrors(400, 429),
  },
});

export function registerResend(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const deps = c.var.deps;
    const { email, type } = c.req.valid('json');
    const redirectTo = safeRedirect(deps.config, c.req.valid('query').redirect_to);
    const user = await findUserByEmail(deps.db, email);
    if (user && type === 'signup' && !user.email_confirmed_at) await sendCodeMail(deps, user, 'signup', redirectTo);
    if (user && type === 'email_change') await resendEmailChangeCodes(deps, user, redirectTo);
    return c.json({}, 200);
  });
}
