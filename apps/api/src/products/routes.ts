// Products: the public catalog and each group's own products. Reads need a session, and see the
// caller's group too when the app access token is sent; writes need the token of the group and
// catalog.write (admin, member). Public catalog products are read-only.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createdProductSchema, PRODUCT_EXPORT_MAX_IDS, PRODUCT_IMPORT_MAX_ROWS, PRODUCT_LIST_DEFAULT_LIMIT, PRODUCT_LIST_MAX_LIMIT, PRODUCT_STATUS_TRANSITIONS, productDeleteBodySchema, productDeleteResultSchema, productExportBodySchema, productExportSchema, productImportBodySchema, productImportResultSchema, productInputSchema, productListQuerySchema, partialProductPageSchema, productPageSchema, productPatchSchema, productSchema } from '@bullion/contract';
import { scoped } from '../db/database';
import { optionalGroup, requireGroup, requirePermission, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { badRequest, errorBodySchema, notFound } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { callerScope, tokenGroup } from '../http/scope';
import { registerCatalogArtRoute } from './catalog-art-route';
import { listProducts, RELEVANCE_RANKED_MAX_MATCHES, RELEVANCE_SIMILARITY_MAX_MATCHES } from './list-query';
import { toPartialProduct } from './mappers';
import { importProducts } from './product-import';
import { findVisibleProduct, findVisibleProducts, isProductId, toFullProduct, toProducts } from './product-reads';
import { createProduct, deleteProducts, patchProduct, refreshProductStatistics, type WriteContext } from './product-writes';

/** Products an export with filters returns at most (an export with ids is capped by the schema). */
export const PRODUCT_EXPORT_MAX_ROWS = PRODUCT_IMPORT_MAX_ROWS;
/** An import of PRODUCT_IMPORT_MAX_ROWS full rows is a few megabytes of JSON. */
const PRODUCT_IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
const PRODUCT_IMPORT_PATH = '/api/products/import';

const TAGS = ['products'];

/** The status table of @bullion/contract as text for the route descriptions. */
export const STATUS_TRANSITIONS_TEXT = Object.entries(PRODUCT_STATUS_TRANSITIONS)
  .map(([from, to]) => `${from} → ${to.join(', ')}`)
  .join('; ');

const productError = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

const productIdParamsSchema = z.object({
  id: z.uuid('id must be a product id (UUID).').openapi({ param: { name: 'id', in: 'path' }, example: '0b9a7f0e-3c1d-4a52-8f7e-2d6c5b4a3e21' }),
});

/** A session, optionally with the app access token of the group to include. */
const READ_SECURITY: Record<string, string[]>[] = [{ Bearer: [] }, { Bearer: [], AppToken: [] }];

const listProductsRoute = createRoute({
  method: 'get',
  path: '/api/products',
  tags: TAGS,
  summary: 'Lists and searches products: the public catalog and, with the app access token, your group’s products',
  description: [
    `Paged with offset (default 0) and limit (default ${PRODUCT_LIST_DEFAULT_LIMIT}, at most ${PRODUCT_LIST_MAX_LIMIT}); total is the number of matches.`,
    'returnType=partial returns {id, title, groupId, obverseImage, year, weight, weightUnit, metal} rows (enough for a list row and the group\'s product title format); full (default) returns whole products.',
    'q: every word must occur in the title, name, metal, country, type, strike, year or face value (any case).',
    `sort=relevance (the default) orders by trigram similarity to q; with more than ${RELEVANCE_SIMILARITY_MAX_MATCHES} matches shorter texts come first, with more than ${RELEVANCE_RANKED_MAX_MATCHES} (or without q) by title.`,
    'metal, country, type and status take comma-separated values. categoryId includes its sub-categories.',
    'scope: all (default), public (the catalog) or group (needs the token). The public catalog holds published products only;',
    'your group’s deleted products are listed only when status asks for them.',
  ].join(' '),
  security: READ_SECURITY,
  middleware: [requireUser, optionalGroup] as const,
  request: { query: productListQuerySchema },
  responses: {
    200: jsonResponse(z.union([productPageSchema, partialProductPageSchema]), 'A page of products'),
    ...errorResponses(400, 401, 403),
  },
});

const getProductRoute = createRoute({
  method: 'get',
  path: '/api/products/{id}',
  tags: TAGS,
  summary: 'Returns one product',
  description: 'A published public product, or any product of your group (with the app access token). Anything else is 404, whether or not it exists.',
  security: READ_SECURITY,
  middleware: [requireUser, optionalGroup] as const,
  request: { params: productIdParamsSchema },
  responses: {
    200: jsonResponse(productSchema, 'The product'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const createProductRoute = createRoute({
  method: 'post',
  path: '/api/products',
  tags: TAGS,
  summary: 'Adds a product to your group; needs catalog.write (admin, member)',
  description:
    'Status defaults to draft (deleted is not allowed). Without a slug one is made from the title, unique in the group; a slug already used in the group is 409. Category, packaging, theme and series ids must exist in GET /api/datasets.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('catalog.write')] as const,
  request: { body: jsonBody(productInputSchema) },
  responses: {
    201: jsonResponse(createdProductSchema, 'The new product id'),
    ...errorResponses(400, 401, 403, 415),
    409: productError('The slug is already used by another product of the group'),
  },
});

const patchProductRoute = createRoute({
  method: 'patch',
  path: '/api/products/{id}',
  tags: TAGS,
  summary: 'Changes a product of your group; needs catalog.write (admin, member)',
  description: [
    'Only the fields given change; null clears a field (a null slug makes a new one from the title). id in the body, if given, must be the id in the path.',
    'version, if given, must be the current version (409 version_conflict otherwise); every change adds 1 to the version.',
    `Status changes allowed: ${STATUS_TRANSITIONS_TEXT} (anything else is 409 invalid_status_change).`,
    'The changed product is checked as a whole (e.g. metal content against weight × purity). Public catalog products are read-only (403).',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('catalog.write')] as const,
  request: { params: productIdParamsSchema, body: jsonBody(productPatchSchema) },
  responses: {
    200: jsonResponse(productSchema, 'The changed product'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: productError('Version conflict, a status change the status table does not allow, or a slug already used'),
  },
});

const deleteProductsRoute = createRoute({
  method: 'delete',
  path: '/api/products',
  tags: TAGS,
  summary: 'Marks products of your group deleted; needs catalog.write (admin, member)',
  description:
    'All or nothing: an id that is not a product of your group is 404 and a public catalog product is 403, before anything changes. deleted lists the products that were not deleted yet (a deleted product can be restored to draft with PATCH).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('catalog.write')] as const,
  request: { body: jsonBody(productDeleteBodySchema) },
  responses: {
    200: jsonResponse(productDeleteResultSchema, 'The ids deleted now'),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

const exportProductsRoute = createRoute({
  method: 'post',
  path: '/api/products/export',
  tags: TAGS,
  summary: 'Exports whole products: by ids, or every match of the filters',
  description: `With ids (at most ${PRODUCT_EXPORT_MAX_IDS}) the products come in that order and an id you cannot see is 404. Without ids, the filters of GET /api/products apply and at most ${PRODUCT_EXPORT_MAX_ROWS} products come back.`,
  security: READ_SECURITY,
  middleware: [requireUser, optionalGroup] as const,
  request: { body: jsonBody(productExportBodySchema) },
  responses: {
    200: jsonResponse(productExportSchema, 'The products'),
    ...errorResponses(400, 401, 403, 404, 415),
  },
});

const importProductsRoute = createRoute({
  method: 'post',
  path: PRODUCT_IMPORT_PATH,
  tags: TAGS,
  summary: 'Imports products into your group (up to 10 000 rows); needs catalog.write (admin, member)',
  description: [
    'Every row is a product as for POST /api/products. A row with the id of a product of your group, or with the slug of one, updates it (onExisting=update, the default; only the fields in the row change) or is skipped (onExisting=skip).',
    `Updates follow the status table: ${STATUS_TRANSITIONS_TEXT}.`,
    'mode=validate checks every row and reports what a commit would do, writing nothing. mode=commit writes every valid row in one transaction: invalid rows are reported (row is the 1-based position) and not written; if writing fails, nothing is written.',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('catalog.write')] as const,
  request: { body: jsonBody(productImportBodySchema) },
  responses: {
    200: jsonResponse(productImportResultSchema, 'What was (or would be) added, updated, skipped, and the rows that failed'),
    ...errorResponses(400, 401, 403, 415),
    413: productError('The body is larger than 32 MB'),
  },
});

function writeContext(c: Context<AppEnv>): WriteContext {
  return { groupId: c.var.group.id, userId: c.var.user.id, now: c.var.deps.now() };
}

function registerProductRoutes(app: Router) {
  app.openapi(listProductsRoute, async (c) => {
    const { returnType, offset, limit, ...filters } = c.req.valid('query');
    const visibility = { groupId: tokenGroup(c)?.id ?? null };
    const page = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      if (returnType === 'partial') {
        const { rows, total } = await listProducts(tx, filters, { offset, limit }, visibility, 'partial');
        return output(partialProductPageSchema, { items: rows.map(toPartialProduct), total, offset, limit });
      }
      const { rows, total } = await listProducts(tx, filters, { offset, limit }, visibility, 'full');
      return output(productPageSchema, { items: await toProducts(tx, rows), total, offset, limit });
    });
    return c.json(page, 200);
  });

  app.openapi(exportProductsRoute, async (c) => {
    const { ids, filters } = c.req.valid('json');
    const visibility = { groupId: tokenGroup(c)?.id ?? null };
    const products = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      if (!ids) {
        const { rows } = await listProducts(tx, filters ?? {}, { offset: 0, limit: PRODUCT_EXPORT_MAX_ROWS }, visibility, 'full');
        return toProducts(tx, rows);
      }
      const wanted = [...new Set(ids)];
      const valid = wanted.filter(isProductId);
      const rows = await findVisibleProducts(tx, valid);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const missing = wanted.filter((id) => !byId.has(id));
      if (missing.length) throw notFound(`Product ${missing.slice(0, 5).join(', ')}`);
      return toProducts(
        tx,
        wanted.map((id) => byId.get(id) as (typeof rows)[number]),
      );
    });
    return c.json(output(productExportSchema, products), 200);
  });

  app.openapi(importProductsRoute, async (c) => {
    const body = c.req.valid('json');
    const { deps } = c.var;
    const started = performance.now();
    const result = await scoped(deps.db, callerScope(c), (tx) => importProducts(tx, body, writeContext(c)));
    // PGlite has no autovacuum: after a large import, refresh the planner's statistics and the
    // visibility map (index-only scans of the list depend on it) as Postgres would by itself.
    if (body.mode === 'commit' && result.added + result.updated >= 1000 && deps.dbKind === 'pglite') await refreshProductStatistics(deps.db);
    c.var.logger.info({ ...result, errors: undefined, ms: Math.round(performance.now() - started) }, 'products imported');
    return c.json(output(productImportResultSchema, result), 200);
  });

  app.openapi(getProductRoute, async (c) => {
    const { id } = c.req.valid('param');
    const product = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      const row = await findVisibleProduct(tx, id);
      return row ? toFullProduct(tx, row) : undefined;
    });
    if (!product) throw notFound('Product');
    return c.json(output(productSchema, product), 200);
  });

  app.openapi(createProductRoute, async (c) => {
    const input = c.req.valid('json');
    const id = await scoped(c.var.deps.db, callerScope(c), (tx) => createProduct(tx, input, writeContext(c)));
    c.var.logger.info({ productId: id, groupId: c.var.group.id }, 'product created');
    return c.json(output(createdProductSchema, { id }), 201);
  });

  app.openapi(patchProductRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { id: bodyId, ...change } = c.req.valid('json');
    if (bodyId !== undefined && bodyId.toLowerCase() !== id.toLowerCase()) {
      throw badRequest('The id in the body is not the id in the path.', [{ path: 'id', message: 'id must match the product id in the path.' }]);
    }
    const product = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      await patchProduct(tx, id, change, writeContext(c));
      const row = await findVisibleProduct(tx, id);
      if (!row) throw notFound('Product');
      return toFullProduct(tx, row);
    });
    return c.json(output(productSchema, product), 200);
  });

  app.openapi(deleteProductsRoute, async (c) => {
    const { ids } = c.req.valid('json');
    const deleted = await scoped(c.var.deps.db, callerScope(c), (tx) => deleteProducts(tx, ids, writeContext(c)));
    if (deleted.length) c.var.logger.info({ groupId: c.var.group.id, count: deleted.length }, 'products deleted');
    return c.json(output(productDeleteResultSchema, { deleted }), 200);
  });

  registerCatalogArtRoute(app);
}

export const productsResource: Resource = {
  register: registerProductRoutes,
  bodyLimits: { [PRODUCT_IMPORT_PATH]: PRODUCT_IMPORT_BODY_LIMIT },
};
