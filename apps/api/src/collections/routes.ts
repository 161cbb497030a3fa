// Collections: named sets of catalog products, with what is owned derived from inventory on every
// read. Every route but the share link's view needs a session and the group's app access token;
// viewers read, writes need inventory.write (admin, member), turning the share link on or off needs
// the admin role. Reads and writes run inside `scoped` (row-level security), one transaction per
// request, and every write answers the whole collection as it now is.
import { createRoute, z } from '@hono/zod-openapi';
import { COLLECTION_LIST_DEFAULT_LIMIT, COLLECTION_LIST_MAX_LIMIT, COLLECTION_MAX_ENTRIES, collectionEntriesAddedSchema, collectionEntriesAddSchema, collectionEntryOrderSchema, collectionEntryPatchSchema, collectionInputSchema, collectionListQuerySchema, collectionPageSchema, collectionPatchSchema, collectionSchema, COLLECTION_MAX_ADD, deletedCollectionSchema } from '@bullion/contract';
import type { Context } from 'hono';
import { scoped, type Tx } from '../db/database';
import { acting } from '../http/acting';
import { requireGroup, requirePermission, requireRole, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { errorBodySchema, notFound } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { callerScope } from '../http/scope';
import { findCollection, listCollections } from './collection-reads';
import {
  addEntries,
  createCollection,
  deleteCollection,
  duplicateCollection,
  patchCollection,
  patchEntry,
  removeEntry,
  reorderEntries,
  shareCollection,
  unshareCollection,
} from './collection-writes';
import { registerSharedCollectionRoute } from './shared-route';

const TAGS = ['collections'];
/** Sharing shows the group's collection to anyone with the link: no permission of the list is that narrow, so the role decides. */
const requireAdmin = requireRole('admin', 'Only an admin of the group can turn a share link on or off.');

const conflict = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

const uuidParam = (name: string, what: string) =>
  z.uuid(`${name} must be ${what} id (UUID).`).openapi({ param: { name, in: 'path' }, example: 'c0000000-0000-4000-8000-000000000001' });
const idParams = z.object({ id: uuidParam('id', 'a collection') });
const entryParams = z.object({ id: uuidParam('id', 'a collection'), entryId: uuidParam('entryId', 'an entry') });

const listRoute = createRoute({
  method: 'get',
  path: '/api/collections',
  tags: TAGS,
  summary: 'Lists your group’s collections with the totals a card shows',
  description: [
    `Paged with offset (default 0) and limit (default ${COLLECTION_LIST_DEFAULT_LIMIT}, at most ${COLLECTION_LIST_MAX_LIMIT}); total is the number of matches.`,
    'q: every word must occur in the title, the description or the title of an entry’s product (any case).',
    'sort: -updated (default), title, -created, -completion. Owned counts, completion and owned fine ounces are derived from the held inventory at the time of the call; one statement for the whole page.',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { query: collectionListQuerySchema },
  responses: { 200: jsonResponse(collectionPageSchema, 'A page of collection summaries'), ...errorResponses(400, 401, 403) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/collections/{id}',
  tags: TAGS,
  summary: 'Returns one collection with its entries (in its sort order), owned and missing counts',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { params: idParams },
  responses: { 200: jsonResponse(collectionSchema, 'The collection'), ...errorResponses(400, 401, 403, 404) },
});

const createCollectionRoute = createRoute({
  method: 'post',
  path: '/api/collections',
  tags: TAGS,
  summary: 'Creates a collection; needs inventory.write (admin, member)',
  description: 'A title is required; description, coverImage (null: automatic) and sortOrder (default position) are optional. Sharing starts off. Products are added with POST /api/collections/{id}/entries.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { body: jsonBody(collectionInputSchema) },
  responses: { 201: jsonResponse(collectionSchema, 'The new collection'), ...errorResponses(400, 401, 403, 415) },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/collections/{id}',
  tags: TAGS,
  summary: 'Changes title, description, cover or sort order; needs inventory.write',
  description: 'Only the fields given change; null clears the description and makes the cover automatic. version, if given, must be the current version (409 version_conflict otherwise); it steps when one of these fields changes, not when entries do.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: idParams, body: jsonBody(collectionPatchSchema) },
  responses: { 200: jsonResponse(collectionSchema, 'The collection'), ...errorResponses(400, 401, 403, 404, 415), 409: conflict('Version conflict') },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/collections/{id}',
  tags: TAGS,
  summary: 'Deletes a collection and its entries; needs inventory.write',
  description: 'Inventory is not touched. A share link of the collection stops working.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: idParams },
  responses: { 200: jsonResponse(deletedCollectionSchema, 'The id of the deleted collection'), ...errorResponses(400, 401, 403, 404) },
});

const duplicateRoute = createRoute({
  method: 'post',
  path: '/api/collections/{id}/duplicate',
  tags: TAGS,
  summary: 'Copies a collection with its entries; needs inventory.write',
  description: 'The copy is titled "<title> (copy)", keeps description, cover, sort order and every entry (position, wanted, grade, notes), starts at version 1 and is not shared.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: idParams },
  responses: { 201: jsonResponse(collectionSchema, 'The copy'), ...errorResponses(400, 401, 403, 404) },
});

const addEntriesRoute = createRoute({
  method: 'post',
  path: '/api/collections/{id}/entries',
  tags: TAGS,
  summary: 'Adds catalog products (a search selection) in one request; needs inventory.write',
  description: [
    `Up to ${COLLECTION_MAX_ADD} products at once, appended in the order given; wantedQuantity defaults to 1.`,
    'A product already in the collection (or named twice) is skipped and listed in skipped, not an error.',
    'A product your group cannot see (another group’s, unpublished, unknown) refuses the whole request: 404 product_not_found with details.productIds, nothing added.',
    `More than ${COLLECTION_MAX_ENTRIES} entries in the collection: 409 collection_full, nothing added.`,
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: idParams, body: jsonBody(collectionEntriesAddSchema) },
  responses: {
    200: jsonResponse(collectionEntriesAddedSchema, 'The collection, the entries added and the products skipped'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: conflict('The collection would hold too many entries'),
  },
});

const orderRoute = createRoute({
  method: 'put',
  path: '/api/collections/{id}/entries/order',
  tags: TAGS,
  summary: 'Reorders the entries; needs inventory.write',
  description: 'entryIds: every entry id of the collection once, in the new order (positions become 0, 1, 2…). A list that is not exactly the collection’s entries is 409 entries_changed (details.entryIds: the current ones) and changes nothing.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: idParams, body: jsonBody(collectionEntryOrderSchema) },
  responses: { 200: jsonResponse(collectionSchema, 'The collection'), ...errorResponses(400, 401, 403, 404, 415), 409: conflict('Entries were added or removed meanwhile') },
});

const patchEntryRoute = createRoute({
  method: 'patch',
  path: '/api/collections/{id}/entries/{entryId}',
  tags: TAGS,
  summary: 'Changes an entry’s wanted quantity, target grade or notes; needs inventory.write',
  description: 'Only the fields given change; null clears grade and notes. With a target grade only held pieces of that grade (trimmed, any case) count as owned.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: entryParams, body: jsonBody(collectionEntryPatchSchema) },
  responses: { 200: jsonResponse(collectionSchema, 'The collection'), ...errorResponses(400, 401, 403, 404, 415) },
});

const removeEntryRoute = createRoute({
  method: 'delete',
  path: '/api/collections/{id}/entries/{entryId}',
  tags: TAGS,
  summary: 'Removes an entry; needs inventory.write',
  description: 'The entries after it move up one position. Inventory is not touched.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: entryParams },
  responses: { 200: jsonResponse(collectionSchema, 'The collection'), ...errorResponses(400, 401, 403, 404) },
});

const shareRoute = createRoute({
  method: 'post',
  path: '/api/collections/{id}/share',
  tags: TAGS,
  summary: 'Turns the read-only share link on; admins only',
  description: 'Creates an unguessable token (32 random bytes, base64url) unless sharing is on already (then the link stays the same). Anyone with GET /api/public/collections/{token} sees titles, images, owned and wanted counts and completion, nothing else.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write'), requireAdmin] as const,
  request: { params: idParams },
  responses: { 200: jsonResponse(collectionSchema, 'The collection with its shareToken'), ...errorResponses(400, 401, 403, 404) },
});

const unshareRoute = createRoute({
  method: 'delete',
  path: '/api/collections/{id}/share',
  tags: TAGS,
  summary: 'Turns the share link off; admins only',
  description: 'The token is forgotten: the old link answers 404 from now on, and turning sharing on again makes a new one.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write'), requireAdmin] as const,
  request: { params: idParams },
  responses: { 200: jsonResponse(collectionSchema, 'The collection, shareToken null'), ...errorResponses(400, 401, 403, 404) },
});

/** Runs a write in the caller's scope, then reads the collection back in the same transaction. */
async function writeAndRead(c: Context<AppEnv>, id: string, write: (tx: Tx) => Promise<unknown>) {
  const collection = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
    await write(tx);
    return findCollection(tx, c.var.group.id, id);
  });
  if (!collection) throw notFound('Collection');
  return output(collectionSchema, collection);
}

function registerCollectionRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const page = await scoped(c.var.deps.db, callerScope(c), (tx) => listCollections(tx, c.var.group.id, query));
    return c.json(output(collectionPageSchema, { ...page, offset: query.offset, limit: query.limit }), 200);
  });

  app.openapi(createCollectionRoute, async (c) => {
    const input = c.req.valid('json');
    const who = acting(c);
    const collection = await scoped(c.var.deps.db, callerScope(c), async (tx) => findCollection(tx, who.groupId, await createCollection(tx, who, input)));
    if (!collection) throw notFound('Collection');
    return c.json(output(collectionSchema, collection), 201);
  });

  app.openapi(getRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const collection = await scoped(c.var.deps.db, callerScope(c), (tx) => findCollection(tx, c.var.group.id, id));
    if (!collection) throw notFound('Collection');
    return c.json(output(collectionSchema, collection), 200);
  });

  app.openapi(patchRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const patch = c.req.valid('json');
    return c.json(await writeAndRead(c, id, (tx) => patchCollection(tx, acting(c), id, patch)), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const deleted = await scoped(c.var.deps.db, callerScope(c), (tx) => deleteCollection(tx, c.var.group.id, id));
    if (!deleted) throw notFound('Collection');
    return c.json(output(deletedCollectionSchema, { id }), 200);
  });

  app.openapi(duplicateRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const who = acting(c);
    const copy = await scoped(c.var.deps.db, callerScope(c), async (tx) => findCollection(tx, who.groupId, await duplicateCollection(tx, who, id)));
    if (!copy) throw notFound('Collection');
    return c.json(output(collectionSchema, copy), 201);
  });

  app.openapi(addEntriesRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const body = c.req.valid('json');
    const who = acting(c);
    const result = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      const { added, skipped } = await addEntries(tx, who, id, body);
      return { collection: await findCollection(tx, who.groupId, id), added, skipped };
    });
    if (!result.collection) throw notFound('Collection');
    return c.json(output(collectionEntriesAddedSchema, { ...result, collection: result.collection }), 200);
  });

  app.openapi(orderRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const { entryIds } = c.req.valid('json');
    return c.json(await writeAndRead(c, id, (tx) => reorderEntries(tx, acting(c), id, entryIds)), 200);
  });

  app.openapi(patchEntryRoute, async (c) => {
    const { id, entryId } = c.req.valid('param');
    const patch = c.req.valid('json');
    const collectionId = id.toLowerCase();
    return c.json(await writeAndRead(c, collectionId, (tx) => patchEntry(tx, acting(c), collectionId, entryId.toLowerCase(), patch)), 200);
  });

  app.openapi(removeEntryRoute, async (c) => {
    const { id, entryId } = c.req.valid('param');
    const collectionId = id.toLowerCase();
    return c.json(await writeAndRead(c, collectionId, (tx) => removeEntry(tx, acting(c), collectionId, entryId.toLowerCase())), 200);
  });

  app.openapi(shareRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    return c.json(await writeAndRead(c, id, (tx) => shareCollection(tx, acting(c), id)), 200);
  });

  app.openapi(unshareRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    return c.json(await writeAndRead(c, id, (tx) => unshareCollection(tx, acting(c), id)), 200);
  });

  registerSharedCollectionRoute(app);
}

export const collectionsResource: Resource = { register: registerCollectionRoutes };
