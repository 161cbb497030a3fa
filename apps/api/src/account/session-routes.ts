// The caller's own open sessions (login & security): list them, sign one out, sign out all others.
import { createRoute } from '@hono/zod-openapi';
import { accountSessionListSchema, revokedSessionsSchema, revokeSessionsQuerySchema, sessionIdParamsSchema, type AccountSession } from '@bullion/contract';
import { forgetOpenSessions, requireUser } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import { iso } from '../http/mappers';
import { errorResponses, jsonResponse, output, SESSION } from '../http/openapi';
import type { Router } from '../http/router';
import { listOpenSessions } from './account-reads';
import { revokeOtherSessions, revokeSession } from './account-writes';

const listSessionsRoute = createRoute({
  method: 'get',
  path: '/api/account/sessions',
  tags: ['account'],
  summary: "Lists the caller's open sessions (device, last used, address), the current one first",
  security: SESSION,
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(accountSessionListSchema, 'The open sessions'),
    ...errorResponses(401),
  },
});

const revokeSessionRoute = createRoute({
  method: 'delete',
  path: '/api/account/sessions/{sessionId}',
  tags: ['account'],
  summary: 'Signs one of the caller’s sessions out',
  description:
    'Its refresh token stops working at once and its access token is refused by this API. Another user’s session is 404, like an unknown one. Signing out the current session is refused (400): sign out instead.',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { params: sessionIdParamsSchema },
  responses: {
    200: jsonResponse(revokedSessionsSchema, 'How many sessions ended (1)'),
    ...errorResponses(400, 401, 404),
  },
});

const revokeOtherSessionsRoute = createRoute({
  method: 'delete',
  path: '/api/account/sessions',
  tags: ['account'],
  summary: 'Signs out every session of the caller but the current one (`?scope=others`)',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { query: revokeSessionsQuerySchema },
  responses: {
    200: jsonResponse(revokedSessionsSchema, 'How many sessions ended'),
    ...errorResponses(400, 401),
  },
});

export function registerSessionRoutes(app: Router) {
  app.openapi(listSessionsRoute, async (c) => {
    const { id: userId, sessionId } = c.var.user;
    const rows = await listOpenSessions(c.var.deps.db, userId);
    const sessions: AccountSession[] = rows.map((row) => ({
      id: row.id,
      userAgent: row.user_agent,
      ip: row.ip,
      createdAt: iso(row.created_at),
      lastUsedAt: iso(row.refreshed_at ?? row.created_at),
      current: row.id === sessionId,
      twoStep: row.aal === 'aal2',
    }));
    sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
    return c.json(output(accountSessionListSchema, sessions), 200);
  });

  app.openapi(revokeSessionRoute, async (c) => {
    const { id: userId, sessionId: currentId } = c.var.user;
    const { sessionId } = c.req.valid('param');
    if (sessionId === currentId) throw badRequest('This is the session you are using: sign out instead.');
    const revoked = await revokeSession(c.var.deps.db, userId, sessionId, c.var.deps.now());
    if (revoked.length === 0) throw notFound('Session');
    forgetOpenSessions({ sessionId });
    return c.json(output(revokedSessionsSchema, { revoked: revoked.length }), 200);
  });

  app.openapi(revokeOtherSessionsRoute, async (c) => {
    const { id: userId, sessionId: currentId } = c.var.user;
    const revoked = await revokeOtherSessions(c.var.deps.db, userId, currentId, c.var.deps.now());
    for (const { id } of revoked) forgetOpenSessions({ sessionId: id });
    return c.json(output(revokedSessionsSchema, { revoked: revoked.length }), 200);
  });
}
