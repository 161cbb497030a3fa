// GET /api/spots (latest quote) and GET /api/spots/history (for the dashboard chart).
import { createRoute, z } from '@hono/zod-openapi';
import { spotHistoryRangeSchema } from '@bullion/contract';
import { sql } from 'kysely';
import { requireUser } from '../http/auth';
import { errorBodySchema, notFound } from '../http/errors';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { type METALS } from './providers';

const quoteSchema = z
  .object({
    gold: z.number(),
    silver: z.number(),
    platinum: z.number(),
    palladium: z.number(),
    rhodium: z.number(),
    updatedAt: z.string().openapi({ example: '2026-11-21T15:04:00.000Z' }),
    source: z.string(),
    simulated: z.boolean(),
  })
  .openapi('SpotPrices');

const historySchema = z
  .object({
    range: spotHistoryRangeSchema,
    points: z.array(
      z.object({ at: z.string(), gold: z.number(), silver: z.number(), platinum: z.number(), palladium: z.number(), rhodium: z.number() }),
    ),
  })
  .openapi('SpotHistory');

const RANGES = { '24h': { span: '24 hours', bucket: '5 minutes' }, '7d': { span: '7 days', bucket: '1 hour' }, '30d': { span: '30 days', bucket: '4 hours' } } as const;

const latestRoute = createRoute({
  method: 'get',
  path: '/api/spots',
  tags: ['spot prices'],
  summary: 'Latest spot prices in USD per troy ounce (gold, silver, platinum, palladium, rhodium)',
  security: [{ Bearer: [] }],
  middleware: [requireUser] as const,
  responses: {
    200: { content: { 'application/json': { schema: quoteSchema } }, description: 'Latest quote' },
    401: { content: { 'application/json': { schema: errorBodySchema } }, description: 'No session' },
    404: { content: { 'application/json': { schema: errorBodySchema } }, description: 'No quote stored yet' },
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/api/spots/history',
  tags: ['spot prices'],
  summary: 'Stored spot prices over a range, averaged into at most a few hundred points',
  security: [{ Bearer: [] }],
  middleware: [requireUser] as const,
  request: { query: z.object({ range: spotHistoryRangeSchema.default('24h') }) },
  responses: {
    200: { content: { 'application/json': { schema: historySchema } }, description: 'History' },
    400: { content: { 'application/json': { schema: errorBodySchema } }, description: 'Invalid range' },
    401: { content: { 'application/json': { schema: errorBodySchema } }, description: 'No session' },
  },
});

function registerSpotRoutes(app: Router) {
  app.openapi(latestRoute, async (c) => {
    const row = await c.var.deps.db.selectFrom('spot_prices').selectAll().orderBy('fetched_at', 'desc').limit(1).executeTakeFirst();
    if (!row) throw notFound('Spot quote');
    return c.json(
      {
        gold: Number(row.gold),
        silver: Number(row.silver),
        platinum: Number(row.platinum),
        palladium: Number(row.palladium),
        rhodium: Number(row.rhodium),
        updatedAt: new Date(row.fetched_at).toISOString(),
        source: row.source,
        simulated: row.simulated,
      },
      200,
    );
  });

  app.openapi(historyRoute, async (c) => {
    const { range } = c.req.valid('query');
    const { span, bucket } = RANGES[range];
    const since = new Date(c.var.deps.now().getTime());
    const result = await sql<Record<'at' | (typeof METALS)[number], string | Date>>`
      select date_bin(${bucket}::interval, fetched_at, timestamptz '2000-01-01') as at,
             avg(gold) as gold, avg(silver) as silver, avg(platinum) as platinum,
             avg(palladium) as palladium, avg(rhodium) as rhodium
      from spot_prices
      where fetched_at > ${since}::timestamptz - ${span}::interval
      group by 1 order by 1`.execute(c.var.deps.db);
    const points = result.rows.map((row) => ({
      at: new Date(row.at).toISOString(),
      gold: Number(row.gold),
      silver: Number(row.silver),
      platinum: Number(row.platinum),
      palladium: Number(row.palladium),
      rhodium: Number(row.rhodium),
    }));
    return c.json({ range, points }, 200);
  });
}

export const spotsResource: Resource = { register: registerSpotRoutes };
