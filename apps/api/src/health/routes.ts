import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';

const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number(), migration: z.string().nullable() }),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Reports the API version and whether the database answers',
  responses: {
    200: { content: { 'application/json': { schema: healthSchema } }, description: 'Healthy' },
    503: { content: { 'application/json': { schema: healthSchema } }, description: 'The database does not answer' },
  },
});

function registerHealthRoute(app: Router) {
  app.openapi(route, async (c) => {
    const { db, dbKind, config } = c.var.deps;
    const started = performance.now();
    try {
      const result = await sql<{ version: string | null }>`select max(version) as version from schema_migrations`.execute(db);
      const body = {
        status: 'ok' as const,
        version: config.version,
        database: { kind: dbKind, ok: true, latencyMs: Math.round(performance.now() - started), migration: result.rows[0]?.version ?? null },
      };
      return c.json(body, 200);
    } catch (error) {
      c.var.logger.error({ err: error }, 'health check failed');
      const body = {
        status: 'degraded' as const,
        version: config.version,
        database: { kind: dbKind, ok: false, latencyMs: Math.round(performance.now() - started), migration: null },
      };
      return c.json(body, 503);
    }
  });
}

export const healthResource: Resource = { register: registerHealthRoute };
