// POST /logout?scope=global|local|others: ends sessions; their refresh tokens stop working.
import { createRoute, z } from '@hono/zod-openapi';
import type { AuthRouter } from './auth-router';
import { authErrors } from './schemas';
import { requireSession } from './session-guard';
import { revokeSessions } from './users';

const route = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['auth'],
  summary: "Signs out: this session (local), all the user's sessions (global) or all but this one (others)",
  middleware: [requireSession] as const,
  security: [{ Bearer: [] }],
  request: { query: z.object({ scope: z.enum(['global', 'local', 'others']).default('global') }) },
  responses: { 204: { description: 'Signed out' }, ...authErrors(400, 401, 403) },
});

export function registerLogout(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const { db, now } = c.var.deps;
    const { id: userId, sessionId } = c.var.user;
    const { scope } = c.req.valid('query');
    if (scope === 'local') await revokeSessions(db, now(), { sessionId });
    else await revokeSessions(db, now(), { userId, ...(scope === 'others' ? { exceptSessionId: sessionId } : {}) });
    return c.body(null, 204);
  });
}
