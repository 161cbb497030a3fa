// Health: /health/live (liveness, no database work; answered before the middleware by server.ts)
// and /health (readiness: version, whether the database answers, and whether this instance leads the
// spot feed). /health never waits behind a
// busy database: it answers from the latest probe and starts a fresh one in the background when
// that is older than a second; a probe still unanswered after 5 s counts as a database that does
// not answer.
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/database';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { latestMigration } from './health-reads';

const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      ok: z.boolean(),
      latencyMs: z.number(),
      migration: z.string().nullable(),
      /** When the reported probe finished. */
      checkedAt: z.string(),
    }),
    /** This instance's part in the jobs only one instance runs (the spot feed's leader polls the provider). */
    spotFeed: z.object({ leader: z.boolean() }),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Reports the API version and whether the database answers (from a probe at most about a second old)',
  responses: {
    200: { content: { 'application/json': { schema: healthSchema } }, description: 'Healthy' },
    503: { content: { 'application/json': { schema: healthSchema } }, description: 'The database does not answer' },
  },
});

const liveRoute = createRoute({
  method: 'get',
  path: '/health/live',
  tags: ['health'],
  summary: 'Liveness: answers as long as the process serves requests; does no database work',
  responses: { 200: { content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } }, description: 'Alive' } },
});

const FRESH_MS = 1000;
const UNANSWERED_MS = 5000;

interface Probe {
  ok: boolean;
  latencyMs: number;
  migration: string | null;
  checkedAt: Date;
}

interface ProbeState {
  last: Probe | null;
  running: Promise<Probe> | null;
  runningSince: number;
}

const states = new WeakMap<Db, ProbeState>();

async function probe(db: Db): Promise<Probe> {
  const started = performance.now();
  try {
    const migration = await latestMigration(db);
    return { ok: true, latencyMs: Math.round(performance.now() - started), migration, checkedAt: new Date() };
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - started), migration: null, checkedAt: new Date() };
  }
}

/** The latest probe; waits only when there has never been one. */
async function databaseHealth(db: Db): Promise<Probe> {
  let state = states.get(db);
  if (!state) {
    state = { last: null, running: null, runningSince: 0 };
    states.set(db, state);
  }
  const current = state;
  if (!current.running && (!current.last || Date.now() - current.last.checkedAt.getTime() > FRESH_MS)) {
    current.runningSince = Date.now();
    current.running = probe(db).then((result) => {
      current.last = result;
      current.running = null;
      return result;
    });
  }
  if (!current.last) return current.running as Promise<Probe>;
  const waited = current.running ? Date.now() - current.runningSince : 0;
  if (waited > UNANSWERED_MS) return { ok: false, latencyMs: waited, migration: null, checkedAt: new Date() };
  return current.last;
}

function registerHealthRoutes(app: Router) {
  app.openapi(liveRoute, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(route, async (c) => {
    const { db, dbKind, config, spotFeed } = c.var.deps;
    const health = await databaseHealth(db);
    if (!health.ok) c.var.logger.error({ latencyMs: health.latencyMs }, 'health check: the database does not answer');
    const body = {
      status: health.ok ? ('ok' as const) : ('degraded' as const),
      version: config.version,
      database: { kind: dbKind, ok: health.ok, latencyMs: health.latencyMs, migration: health.migration, checkedAt: health.checkedAt.toISOString() },
      spotFeed: { leader: spotFeed?.isLeader() ?? false },
    };
    return c.json(body, health.ok ? 200 : 503);
  });
}

export const healthResource: Resource = { register: registerHealthRoutes };
