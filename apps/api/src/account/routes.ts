// The signed-in user's own account: profile read and update, and whether their e-mail is verified.
import { createRoute } from '@hono/zod-openapi';
import { emailVerifiedQuerySchema, emailVerifiedSchema, profileSchema, updateAccountBodySchema } from '@bullion/contract';
import { scoped } from '../db/database';
import { requireUser } from '../http/auth';
import { forbidden, notFound } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { findEmailVerification, findProfile } from './account-reads';
import { setAuthFullName, updateProfile } from './account-writes';
import { toProfile } from './mappers';
import { registerMessagePreferenceRoutes } from './message-preference-routes';
import { registerPrivacyRoutes } from './privacy-routes';
import { registerSessionRoutes } from './session-routes';

const getAccountRoute = createRoute({
  method: 'get',
  path: '/api/account',
  tags: ['account'],
  summary: "Returns the caller's profile",
  security: SESSION,
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(profileSchema, 'The profile'),
    ...errorResponses(401, 404),
  },
});

const updateAccountRoute = createRoute({
  method: 'patch',
  path: '/api/account',
  tags: ['account'],
  summary: "Updates the caller's profile (name, displayName, avatarUrl, metadata, settings)",
  description:
    'Partial update. `metadata` and `settings` are merged key by key into the stored objects. The e-mail address cannot be changed here.',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { body: jsonBody(updateAccountBodySchema) },
  responses: {
    200: jsonResponse(profileSchema, 'The updated profile'),
    ...errorResponses(400, 401, 404, 415),
  },
});

const verifiedRoute = createRoute({
  method: 'get',
  path: '/api/user/verified',
  tags: ['account'],
  summary: "Tells whether the caller's own e-mail address is verified",
  description:
    "Answers only for the caller's own address (any other address is 403), so it cannot be used to find out which addresses have accounts.",
  security: SESSION,
  middleware: [requireUser] as const,
  request: { query: emailVerifiedQuerySchema },
  responses: {
    200: jsonResponse(emailVerifiedSchema, 'Whether the address is verified'),
    ...errorResponses(400, 401, 403),
  },
});

function registerAccountRoutes(app: Router) {
  app.openapi(getAccountRoute, async (c) => {
    const userId = c.var.user.id;
    const profile = await scoped(c.var.deps.db, { userId, groupIds: [] }, (tx) => findProfile(tx, userId));
    if (!profile) throw notFound('Profile');
    return c.json(output(profileSchema, toProfile(profile)), 200);
  });

  app.openapi(updateAccountRoute, async (c) => {
    const userId = c.var.user.id;
    const body = c.req.valid('json');
    const profile = await scoped(c.var.deps.db, { userId, groupIds: [] }, (tx) => updateProfile(tx, userId, body, c.var.deps.now()));
    if (!profile) throw notFound('Profile');
    if (body.name !== undefined) await setAuthFullName(c.var.deps.db, userId, profile.name, c.var.deps.now());
    return c.json(output(profileSchema, toProfile(profile)), 200);
  });

  app.openapi(verifiedRoute, async (c) => {
    const { email } = c.req.valid('query');
    const user = await findEmailVerification(c.var.deps.db, c.var.user.id);
    if (!user || user.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw forbidden('You can only ask about your own e-mail address.');
    }
    return c.json(output(emailVerifiedSchema, { email: user.email, verified: user.email_confirmed_at !== null }), 200);
  });

  registerSessionRoutes(app);
  registerPrivacyRoutes(app);
  registerMessagePreferenceRoutes(app);
}

export const accountResource: Resource = { register: registerAccountRoutes };
