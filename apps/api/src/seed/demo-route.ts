// Local mode only: the demo account's credentials, so the login page can offer them to a newcomer.
// Registered only when the demo is seeded and the API is not in production.
import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../http/router';
import { DEMO_ACCOUNT } from './demo';

const route = createRoute({
  method: 'get',
  path: '/api/local/demo-account',
  tags: ['local'],
  summary: 'The seeded demo account (local mode only; absent in production)',
  responses: {
    200: {
      content: { 'application/json': { schema: z.object({ email: z.string(), password: z.string() }).openapi('DemoAccount') } },
      description: 'Demo credentials',
    },
  },
});

export function registerDemoAccountRoute(app: Router) {
  app.openapi(route, (c) => c.json({ ...DEMO_ACCOUNT }, 200));
}
