// Inventory: what a group holds. Every route needs a session and the group's app access token;
// writes need inventory.write (admin, member), undoing a disposition needs the admin role. Reads
// and writes run inside `scoped` (row-level security), one transaction per request.
import { createRoute, z } from '@hono/zod-openapi';
import { createdInventoryItemSchema, dispositionInputSchema, dispositionResultSchema, INVENTORY_IMPORT_MAX_ROWS, INVENTORY_LIST_DEFAULT_LIMIT, INVENTORY_LIST_MAX_LIMIT, INVENTORY_MOVE_MAX_IDS, inventoryImportBodySchema, inventoryImportResultSchema, inventoryItemInputSchema, inventoryItemPatchSchema, inventoryItemSchema, inventoryLedgerSchema, inventoryListFiltersSchema, inventoryListQuerySchema, inventoryMoveBodySchema, inventoryMoveResultSchema, inventoryPageSchema, inventorySummarySchema, PORTFOLIO_HISTORY_MAX_DAYS, portfolioHistoryQuerySchema, portfolioHistorySchema } from '@bullion/contract';
import { createMiddleware } from 'hono/factory';
import { scoped } from '../db/database';
import { acting } from '../http/acting';
import { requireGroup, requirePermission, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { errorBodySchema, forbidden, notFound } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { callerScope } from '../http/scope';
import { loadSpaceTree } from '../spaces/space-tree';
import { disposeItem, undoDisposition } from './dispositions';
import { portfolioHistory } from './history';
import { importItems } from './import';
import { findItem, findItemRow, itemRowExists, toInventoryItems } from './item-reads';
import { createItem, patchItem, scheduleItemStatisticsRefresh } from './item-writes';
import { readLedger } from './ledger';
import { listItems, summarise } from './list-query';
import { moveItems } from './moves';

/** An import of INVENTORY_IMPORT_MAX_ROWS full rows is a few megabytes of JSON. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
const IMPORT_PATH = '/api/inventory/import';
const TAGS = ['inventory'];


/** Undoing a disposition rewrites realised figures: no permission of the list is that narrow, so the role decides. */
const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.group.role !== 'admin') throw forbidden('Only an admin of the group can undo a disposition.');
  await next();
});

const conflict = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

const idParams = (what: string) =>
  z.object({
    id: z.uuid(`id must be ${what} id (UUID).`).openapi({ param: { name: 'id', in: 'path' }, example: '0b9a7f0e-3c1d-4a52-8f7e-2d6c5b4a3e21' }),
  });
const itemParams = idParams('an inventory item');

const listRoute = createRoute({
  method: 'get',
  path: '/api/inventory',
  tags: TAGS,
  summary: 'Lists your group’s items (held ones by default)',
  description: [
    `Paged with offset (default 0) and limit (default ${INVENTORY_LIST_DEFAULT_LIMIT}, at most ${INVENTORY_LIST_MAX_LIMIT}); total is the number of matches.`,
    'status defaults to drawer,stock (what is held); disposed lists what left.',
    'q: every word must occur in the title, grade, certificate number, serial numbers, tags or notes (any case).',
    'space includes the locations below it; space=none lists items in no space. metal, form, tag and status take comma-separated values (any of them).',
    'sort: -acquired (default; items without a date last), title, updated, metal, weight (fine ozt per piece), cost (cost basis); a leading - reverses.',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { query: inventoryListQuerySchema },
  responses: { 200: jsonResponse(inventoryPageSchema, 'A page of items'), ...errorResponses(400, 401, 403) },
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/api/inventory/summary',
  tags: TAGS,
  summary: 'Totals of the items matching the list filters: per metal fine ozt, pieces and cost basis',
  description: 'Exact decimal sums. Melt value is not here: it is fine ozt × the live spot, computed by the client. Items without a metal or fine weight are counted in unvalued.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { query: inventoryListFiltersSchema },
  responses: { 200: jsonResponse(inventorySummarySchema, 'The totals'), ...errorResponses(400, 401, 403) },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/api/inventory/history',
  tags: TAGS,
  summary: 'The portfolio’s melt value on each of the last days',
  description: `days: 1 to ${PORTFOLIO_HISTORY_MAX_DAYS} (default 30), today included, in UTC. Each day: the day’s last stored spot quote × what was held at the end of the day; meltValue is null on a day without a stored quote.`,
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { query: portfolioHistoryQuerySchema },
  responses: { 200: jsonResponse(portfolioHistorySchema, 'One entry per day, oldest first'), ...errorResponses(400, 401, 403) },
});

const moveRoute = createRoute({
  method: 'post',
  path: '/api/inventory/move',
  tags: TAGS,
  summary: 'Moves items into a space (or out of every space); needs inventory.write',
  description: `At most ${INVENTORY_MOVE_MAX_IDS} ids. All or nothing: an id that is not an item of your group is 404 and a disposed item is 409, before anything changes. Drawer items moved into a space are put away (status stock). moved lists the items that changed.`,
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { body: jsonBody(inventoryMoveBodySchema) },
  responses: {
    200: jsonResponse(inventoryMoveResultSchema, 'The items moved'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: conflict('An item was disposed of'),
  },
});

const importRoute = createRoute({
  method: 'post',
  path: IMPORT_PATH,
  tags: TAGS,
  summary: `Imports items (up to ${INVENTORY_IMPORT_MAX_ROWS} rows); needs inventory.write`,
  description:
    'Every row is an item as for POST /api/inventory. mode=validate checks every row and writes nothing; mode=commit writes every valid row in one transaction. Invalid rows are reported (row is the 1-based position) and not written.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { body: jsonBody(inventoryImportBodySchema) },
  responses: {
    200: jsonResponse(inventoryImportResultSchema, 'What was (or would be) added, and the rows that failed'),
    ...errorResponses(400, 401, 403, 415),
    413: conflict('The body is larger than 32 MB'),
  },
});

const undoRoute = createRoute({
  method: 'delete',
  path: '/api/inventory/dispositions/{id}',
  tags: TAGS,
  summary: 'Undoes a disposition; admins only',
  description:
    'A split-off lot is merged back into the lot it came from while that lot is still held; otherwise the item returns to stock. The disposition stays on record, marked undone. Answers the item that holds the pieces again.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write'), requireAdmin] as const,
  request: { params: idParams('a disposition') },
  responses: {
    200: jsonResponse(inventoryItemSchema, 'The item holding the pieces again'),
    ...errorResponses(400, 401, 403, 404),
    409: conflict('The disposition was already undone'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/inventory/{id}',
  tags: TAGS,
  summary: 'Returns one item of your group',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { params: itemParams },
  responses: { 200: jsonResponse(inventoryItemSchema, 'The item'), ...errorResponses(400, 401, 403, 404) },
});

const ledgerRoute = createRoute({
  method: 'get',
  path: '/api/inventory/{id}/history',
  tags: TAGS,
  summary: 'The item’s ledger, newest first',
  description: 'Every change to the item (acquired, edited with the changed fields, moved, quantity changed, split, disposed, undone…) with its actor and time.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { params: itemParams },
  responses: { 200: jsonResponse(inventoryLedgerSchema, 'The entries'), ...errorResponses(400, 401, 403, 404) },
});

const createItemRoute = createRoute({
  method: 'post',
  path: '/api/inventory',
  tags: TAGS,
  summary: 'Adds an item to your group; needs inventory.write (admin, member)',
  description: [
    'With productId, title, metal, form, weight, weightUnit, purity, year and images not given are taken from the catalog product.',
    'status defaults to drawer without a space and stock with one. The spot at acquisition is the last stored quote on or before the end of acquiredOn (UTC), kept as a snapshot.',
    'A productId or spaceId your group cannot see is 404.',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { body: jsonBody(inventoryItemInputSchema) },
  responses: { 201: jsonResponse(createdInventoryItemSchema, 'The new item'), ...errorResponses(400, 401, 403, 404, 415) },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/inventory/{id}',
  tags: TAGS,
  summary: 'Changes an item of your group; needs inventory.write (admin, member)',
  description: [
    'Only the fields given change; null clears. version, if given, must be the current version (409 version_conflict otherwise).',
    'A new productId identifies the item: the product fills the fields the patch leaves out (ledger: identified).',
    'Status is changed by moving and disposing, not here; a disposed item cannot be changed (409 item_disposed); a drawer item is put away with POST /api/inventory/move.',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: itemParams, body: jsonBody(inventoryItemPatchSchema) },
  responses: {
    200: jsonResponse(inventoryItemSchema, 'The item'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: conflict('Version conflict, or the item was disposed of'),
  },
});

const disposeRoute = createRoute({
  method: 'post',
  path: '/api/inventory/{id}/dispositions',
  tags: TAGS,
  summary: 'Disposes of an item or part of a lot; needs inventory.write (admin, member)',
  description: [
    'quantity defaults to the whole lot; fewer pieces split the lot: a new disposed item takes them with their share of cost, shipping, fees and tax (the shares add up to the original exactly).',
    'amount is required for sold, traded, returned and melted, and refused for lost and gifted. realisedGain = amount − cost basis of the disposed pieces (− cost basis when lost or gifted), null without a cost basis; stored once.',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: itemParams, body: jsonBody(dispositionInputSchema) },
  responses: {
    201: jsonResponse(dispositionResultSchema, 'The disposed item and what remains of the lot'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: conflict('Version conflict, or the item was already disposed of'),
  },
});

function registerInventoryRoutes(app: Router) {
  // Fixed paths first: /api/inventory/summary must not be taken for an item id.
  app.openapi(listRoute, async (c) => {
    const { offset, limit, ...filters } = c.req.valid('query');
    const groupId = c.var.group.id;
    const page = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      const spaces = await loadSpaceTree(tx, groupId);
      const { rows, total } = await listItems(tx, groupId, filters, { offset, limit }, spaces);
      return { items: await toInventoryItems(tx, groupId, rows, spaces), total, offset, limit };
    });
    return c.json(output(inventoryPageSchema, page), 200);
  });

  app.openapi(summaryRoute, async (c) => {
    const filters = c.req.valid('query');
    const groupId = c.var.group.id;
    const summary = await scoped(c.var.deps.db, callerScope(c), async (tx) => summarise(tx, groupId, filters, await loadSpaceTree(tx, groupId)));
    return c.json(output(inventorySummarySchema, summary), 200);
  });

  app.openapi(historyRoute, async (c) => {
    const { days } = c.req.valid('query');
    const history = await scoped(c.var.deps.db, callerScope(c), (tx) => portfolioHistory(tx, c.var.group.id, days, c.var.deps.now()));
    return c.json(output(portfolioHistorySchema, history), 200);
  });

  app.openapi(moveRoute, async (c) => {
    const { ids, spaceId } = c.req.valid('json');
    const who = acting(c);
    const moved = await scoped(c.var.deps.db, callerScope(c), async (tx) => moveItems(tx, who, ids, spaceId, await loadSpaceTree(tx, who.groupId)));
    return c.json(output(inventoryMoveResultSchema, { moved }), 200);
  });

  app.openapi(importRoute, async (c) => {
    const { mode, rows } = c.req.valid('json');
    const { deps } = c.var;
    const started = performance.now();
    const result = await scoped(deps.db, callerScope(c), (tx) => importItems(tx, acting(c), mode, rows));
    // PGlite has no autovacuum: after a large import, refresh the planner's statistics as Postgres would by itself.
    if (mode === 'commit' && result.added >= 1000 && deps.dbKind === 'pglite') scheduleItemStatisticsRefresh(deps.db, deps.logger);
    c.var.logger.info({ mode, added: result.added, failed: result.errors.length, ms: Math.round(performance.now() - started) }, 'inventory imported');
    return c.json(output(inventoryImportResultSchema, result), 200);
  });

  app.openapi(undoRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const who = acting(c);
    const item = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      const itemId = await undoDisposition(tx, who, id);
      return findItem(tx, who.groupId, itemId);
    });
    if (!item) throw notFound('Inventory item');
    return c.json(output(inventoryItemSchema, item), 200);
  });

  app.openapi(getRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const item = await scoped(c.var.deps.db, callerScope(c), (tx) => findItem(tx, c.var.group.id, id));
    if (!item) throw notFound('Inventory item');
    return c.json(output(inventoryItemSchema, item), 200);
  });

  app.openapi(ledgerRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const groupId = c.var.group.id;
    const entries = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      // The ledger of a lot merged back into its origin stays readable: it is the record of what happened.
      return (await itemRowExists(tx, groupId, id)) ? readLedger(tx, groupId, id) : undefined;
    });
    if (!entries) throw notFound('Inventory item');
    return c.json(output(inventoryLedgerSchema, { entries }), 200);
  });

  app.openapi(createItemRoute, async (c) => {
    const input = c.req.valid('json');
    const who = acting(c);
    const item = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      const id = await createItem(tx, who, input);
      return findItem(tx, who.groupId, id);
    });
    if (!item) throw notFound('Inventory item');
    return c.json(output(createdInventoryItemSchema, { id: item.id, item }), 201);
  });

  app.openapi(patchRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const body = c.req.valid('json');
    const who = acting(c);
    const item = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      const spaces = await loadSpaceTree(tx, who.groupId);
      await patchItem(tx, who, id, body, spaces);
      const row = await findItemRow(tx, who.groupId, id);
      return row ? (await toInventoryItems(tx, who.groupId, [row], spaces))[0] : undefined;
    });
    if (!item) throw notFound('Inventory item');
    return c.json(output(inventoryItemSchema, item), 200);
  });

  app.openapi(disposeRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const input = c.req.valid('json');
    const who = acting(c);
    const result = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      const { disposedId, remainingId } = await disposeItem(tx, who, id, input);
      const spaces = await loadSpaceTree(tx, who.groupId);
      const rows = await Promise.all([findItemRow(tx, who.groupId, disposedId), remainingId ? findItemRow(tx, who.groupId, remainingId) : undefined]);
      const [disposed, remaining] = await toInventoryItems(tx, who.groupId, rows.filter((row) => row !== undefined), spaces);
      if (!disposed) throw notFound('Inventory item');
      return { disposed, remaining: remaining ?? null };
    });
    return c.json(output(dispositionResultSchema, result), 201);
  });
}

export const inventoryResource: Resource = {
  register: registerInventoryRoutes,
  bodyLimits: { [IMPORT_PATH]: IMPORT_BODY_LIMIT },
};
