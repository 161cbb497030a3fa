// POST /recover: e-mails a password-reset code and link. `{}` whether or not the address has an
// account; only a second request within AUTH_SMTP_MAX_FREQUENCY for an account is refused (429), as
// in GoTrue (the trade-off is in docs/auth.md).
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthRouter } from './auth-router';
import { sendCodeMail } from './email-codes';
import { safeRedirect } from './redirects';
import { authErrors, emailSchema, emptySchema, json, pkceFields, redirectQuerySchema } from './schemas';
import { findUserByEmail } from './users';

const recoverBodySchema = z.object({ email: emailSchema, ...pkceFields }).openapi('RecoverRequest');

const route = createRoute({
  method: 'post',
  path: '/recover',
  tags: ['auth'],
  summary: 'Sends a password-reset code and link (whose redirect goes to redirect_to)',
  request: { query: redirectQuerySchema, body: { required: true, content: json(recoverBodySchema) } },
  responses: { 200: { content: json(emptySchema), description: 'Sent if the address has an account' }, ...authErrors(400, 429) },
});

export function registerRecover(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const deps = c.var.deps;
    const { email } = c.req.valid('json');
    const user = await findUserByEmail(deps.db, email);
    if (user) {
      await sendCodeMail(deps, user, 'recovery', safeRedirect(deps.config, c.req.valid('query').redirect_to));
      c.var.logger.info({ userId: user.id }, 'auth: recovery code sent');
    }
    return c.json({}, 200);
  });
}
