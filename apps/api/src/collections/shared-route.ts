// GET /api/public/collections/{token}: a collection's read-only share link, without a session. The
// visitor belongs to no group, so the read runs in a scope of no group at all and reaches the one
// shared collection only through the security-definer function shared_collection() of migration
// 0011, which returns nothing but what a share link may show (no ids, notes, grades, costs or
// inventory). Any token that is not on (never made, turned off, malformed) is the same 404.
import { collectionTotals, publicCollectionSchema, shareTokenSchema, sortCollectionEntries } from '@bullion/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { scoped, type Scope } from '../db/database';
import { notFound } from '../http/errors';
import { errorResponses, jsonResponse, output } from '../http/openapi';
import type { Router } from '../http/router';
import { sharedCollection } from './collection-reads';

/** No user, no group: row-level security shows this transaction nothing of any group. */
const ANONYMOUS: Scope = { userId: '', groupIds: [] };

const sharedRoute = createRoute({
  method: 'get',
  path: '/api/public/collections/{token}',
  tags: ['collections'],
  summary: 'A shared collection, read-only (no session needed)',
  description:
    'Title, description, cover, and per entry the product’s title and images with owned and wanted counts, in the collection’s sort order; completion. Nothing else: no costs, values, notes, grades or ids. 404 when the link is unknown or sharing was turned off.',
  request: {
    params: z.object({
      token: z.string().max(200).openapi({ param: { name: 'token', in: 'path' }, example: 'q3x6yK2m1Z0bq8d7Jd2a7kQ9mF4s1e0p6rT5vW3uY2o' }),
    }),
  },
  responses: { 200: jsonResponse(publicCollectionSchema, 'The shared collection'), ...errorResponses(404) },
});

export function registerSharedCollectionRoute(app: Router) {
  app.openapi(sharedRoute, async (c) => {
    const { token } = c.req.valid('param');
    if (!shareTokenSchema.safeParse(token).success) throw notFound('Shared collection');
    const shared = await scoped(c.var.deps.db, ANONYMOUS, (tx) => sharedCollection(tx, token));
    if (!shared) throw notFound('Shared collection');
    const entries = sortCollectionEntries(
      shared.entries.map((entry) => ({ ...entry, wantedQuantity: entry.wanted, product: entry.title === null ? null : { title: entry.title, year: entry.year } })),
      shared.sortOrder,
    );
    const { completeEntries, completion } = collectionTotals(entries);
    // A link that was just turned off must stop working at once, and the page is nobody's to index.
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.json(
      output(publicCollectionSchema, {
        title: shared.title,
        description: shared.description,
        coverImage: shared.coverImage,
        entries: entries.map((entry) => ({
          title: entry.title ?? 'Unavailable product',
          obverseImage: entry.obverseImage,
          reverseImage: entry.reverseImage,
          owned: entry.owned,
          wanted: entry.wanted,
          complete: entry.owned >= entry.wanted,
        })),
        completeEntries,
        completion,
      }),
      200,
    );
  });
}
