// POST /api/auth/token: the app access token that selects the group a client acts in. The token
// carries the member's role, permissions and plan for the client's convenience; the API itself
// re-reads the membership on every call (requireGroup), so a removed member's token stops at once.
import { createRoute } from '@hono/zod-openapi';
import { accessTokenRequestSchema, accessTokenSchema, type AccessTokenPayload } from '@bullion/contract';
import { SignJWT } from 'jose';
import { endDueTrials } from '../billing/trials';
import { scoped } from '../db/database';
import { APP_TOKEN_AUDIENCE, requireUser } from '../http/auth';
import { forbidden } from '../http/errors';
import { assertGroupMfa } from '../http/mfa-required';
import { errorResponses, jsonBody, jsonResponse, output, SESSION } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { findTokenMembership } from './app-token-reads';

const encoder = new TextEncoder();

const issueTokenRoute = createRoute({
  method: 'post',
  path: '/api/auth/token',
  tags: ['auth'],
  summary: 'Issues an app access token for one of your groups',
  description:
    'Returns the token claims (aud, sub, iat, exp, role, plan, permissions, group) and the signed token (HS256, audience `bullion-app`) to send in the `token` header. A group you are not a member of is 403; a group that requires two-factor sign-in is 403 `mfa_required` (details.enrolled) unless the session is aal2.',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { body: jsonBody(accessTokenRequestSchema) },
  responses: {
    200: jsonResponse(accessTokenSchema, 'The token and its claims'),
    ...errorResponses(400, 401, 403, 415),
  },
});

function registerAccessTokenRoutes(app: Router) {
  app.openapi(issueTokenRoute, async (c) => {
    const { groupId } = c.req.valid('json');
    const { config, db, now } = c.var.deps;
    const userId = c.var.user.id;
    // The token carries the plan: a trial past its date is Free from now (billing/trials.ts).
    await endDueTrials(db, now(), [groupId]);
    const membership = await scoped(db, { userId, groupIds: [groupId] }, (tx) => findTokenMembership(tx, groupId, userId));
    // Unknown group and someone else's group look the same: no hint that the id exists.
    if (!membership) throw forbidden('You are not a member of this group.');
    await assertGroupMfa(db, c.var.user, membership.require_mfa);

    const plan = membership.plan ?? 'free';
    const issuedAt = Math.floor(now().getTime() / 1000);
    const claims = {
      role: membership.role,
      plan,
      // User-level permissions: what the caller may do in the group the token selects (their role's map).
      permissions: membership.permissions,
      group: { id: groupId, role: membership.role, permissions: membership.permissions, plan },
    };
    const payload: AccessTokenPayload = {
      aud: APP_TOKEN_AUDIENCE,
      sub: userId,
      iat: issuedAt,
      exp: issuedAt + config.APP_TOKEN_TTL_SECONDS,
      ...claims,
    };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(APP_TOKEN_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt(payload.iat)
      .setExpirationTime(payload.exp)
      .sign(encoder.encode(config.APP_TOKEN_SECRET));
    return c.json(output(accessTokenSchema, { ...payload, token }), 200);
  });
}

export const appTokensResource: Resource = { register: registerAccessTokenRoutes };
