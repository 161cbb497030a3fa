// GET /api/spots (latest quote) and GET /api/spots/history (for the dashboard chart).
import { createRoute, z } from '@hono/zod-openapi';
import { spotHistoryRangeSchema, spotHistorySchema, spotQuoteSchema } from '@bullion/contract';
import { requireUser } from '../http/auth';
import { errorBodySchema, notFound } from '../http/errors';
import { jsonResponse, output } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { latestSpotRow, spotHistoryRows } from './spot-reads';

const RANGES = { '24h': { span: '24 hours', bucket: '5 minutes' }, '7d': { span: '7 days', bucket: '1 hour' }, '30d': { span: '30 days', bucket: '4 hours' } } as const;

const latestRoute = createRoute({
  method: 'get',
  path: '/api/spots',
  tags: ['spot prices'],
  summary: 'Latest spot prices in USD per troy ounce (gold, silver, platinum, palladium, rhodium)',
  security: [{ Bearer: [] }],
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(spotQuoteSchema, 'Latest quote'),
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
    200: jsonResponse(spotHistorySchema, 'History'),
    400: { content: { 'application/json': { schema: errorBodySchema } }, description: 'Invalid range' },
    401: { content: { 'application/json': { schema: errorBodySchema } }, description: 'No session' },
  },
});

function registerSpotRoutes(app: Router) {
  app.openapi(latestRoute, async (c) => {
    const row = await latestSpotRow(c.var.deps.db);
    if (!row) throw notFound('Spot quote');
    const { gold, silver, platinum, palladium, rhodium, source, simulated } = row;
    const quote = output(spotQuoteSchema, { gold, silver, platinum, palladium, rhodium, updatedAt: new Date(row.fetched_at).toISOString(), source, simulated });
    return c.json(quote, 200);
  });

  app.openapi(historyRoute, async (c) => {
    const { range } = c.req.valid('query');
    const { span, bucket } = RANGES[range];
    const rows = await spotHistoryRows(c.var.deps.db, { until: c.var.deps.now(), span, bucket });
    const points = rows.map(({ at, gold, silver, platinum, palladium, rhodium }) => ({ at: new Date(at).toISOString(), gold, silver, platinum, palladium, rhodium }));
    return c.json(output(spotHistorySchema, { range, points }), 200);
  });
}

export const spotsResource: Resource = { register: registerSpotRoutes };
