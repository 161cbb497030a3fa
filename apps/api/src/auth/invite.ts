// POST /invite (supabase-js auth.admin.inviteUserByEmail): an admin invites an address. The user is
// created without a password (or, unconfirmed, invited again) and mailed a code and link; using either
// (verifyOtp type 'invite', or the link) confirms the address and signs them in, and they then choose
// a password with updateUser({ password }).
import { createRoute } from '@hono/zod-openapi';
import { invitedAccount } from './admin-accounts';
import { ADMIN_ROUTE } from './admin-guard';
import { inviteBodySchema } from './admin-schemas';
import type { AuthRouter } from './auth-router';
import { sendCodeMail } from './email-codes';
import { safeRedirect } from './redirects';
import { authErrors, json, redirectQuerySchema, userSchema } from './schemas';
import { userResponse } from './tokens';

const route = createRoute({
  ...ADMIN_ROUTE,
  method: 'post',
  path: '/invite',
  summary: 'Invites an address: creates the user and mails an invitation code and link',
  request: { query: redirectQuerySchema, body: { required: true, content: json(inviteBodySchema) } },
  responses: { 200: { content: json(userSchema), description: 'The invited user' }, ...authErrors(400, 401, 403, 422) },
});

export function registerInvite(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const deps = c.var.deps;
    const { email, data } = c.req.valid('json');
    const user = await invitedAccount(deps, email, data);
    await sendCodeMail(deps, user, 'invite', safeRedirect(deps.config, c.req.valid('query').redirect_to));
    c.var.logger.info({ userId: user.id }, 'auth admin: user invited');
    return c.json({ ...(await userResponse(deps.db, user)), confirmation_sent_at: deps.now().toISOString() }, 200);
  });
}
