// GET /settings: which sign-in methods exist, in GoTrue's shape (apps read it to show buttons).
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthRouter } from './auth-router';
import { googleStandInEnabled } from './oauth-state';
import { authErrors, json } from './schemas';

const settingsSchema = z
  .object({
    external: z.record(z.string(), z.boolean()),
    disable_signup: z.boolean(),
    mailer_autoconfirm: z.boolean(),
    phone_autoconfirm: z.boolean(),
    sms_provider: z.string(),
    saml_enabled: z.boolean(),
  })
  .openapi('AuthSettings');

const route = createRoute({
  method: 'get',
  path: '/settings',
  tags: ['auth'],
  summary: 'Enabled sign-in methods',
  responses: { 200: { content: json(settingsSchema), description: 'Settings' }, ...authErrors(401) },
});

export function registerSettings(auth: AuthRouter) {
  auth.openapi(route, (c) =>
    c.json(
      {
        external: {
          anonymous_users: false,
          apple: false,
          email: true,
          github: false,
          google: googleStandInEnabled(c.var.deps.config),
          phone: false,
        },
        disable_signup: c.var.deps.config.AUTH_DISABLE_SIGNUP,
        mailer_autoconfirm: c.var.deps.config.AUTH_MAILER_AUTOCONFIRM,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
      200,
    ),
  );
}
