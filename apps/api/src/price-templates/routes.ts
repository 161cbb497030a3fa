// Price templates of a group: how it prices bullion over spot when it sells (ask) and buys (bid).
// Every call needs the app access token of the group; reading is open to every member, writing needs
// orders.write (admin, member). docs/price-templates.md describes the pricing rules.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deletedPriceTemplateSchema, PRICE_TEMPLATE_MAX_RULES, PRICE_TEMPLATES_MAX_PER_GROUP, priceTemplateInputSchema, priceTemplateListSchema, priceTemplatePatchSchema, priceTemplatePreviewQuerySchema, priceTemplatePreviewSchema, priceTemplateSchema } from '@bullion/contract';
import { scoped } from '../db/database';
import { requireGroup, requirePermission, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { errorBodySchema } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { callerScope } from '../http/scope';
import { previewTemplate } from './preview';
import { listTemplates, requireTemplate, toPriceTemplate } from './template-reads';
import { createTemplate, deleteTemplate, duplicateTemplate, patchTemplate, setDefaultTemplate, type TemplateWriteContext } from './template-writes';

const TAGS = ['price templates'];

const conflict = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

const idParamsSchema = z.object({
  id: z.uuid('id must be a price template id (UUID).').openapi({ param: { name: 'id', in: 'path' }, example: '20000000-0000-4000-8000-000000000001' }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/price-templates',
  tags: TAGS,
  summary: 'Lists your group’s price templates, the default first, then by name',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  responses: { 200: jsonResponse(priceTemplateListSchema, 'Every template of the group'), ...errorResponses(401, 403) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/price-templates/{id}',
  tags: TAGS,
  summary: 'Returns one price template of your group',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(priceTemplateSchema, 'The template'), ...errorResponses(400, 401, 403, 404) },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/price-templates',
  tags: TAGS,
  summary: 'Adds a price template to your group; needs orders.write (admin, member)',
  description: [
    `At most ${PRICE_TEMPLATE_MAX_RULES} rules and ${PRICE_TEMPLATES_MAX_PER_GROUP} templates per group; names are unique in the group whatever their case.`,
    'The group’s first template becomes its default unless isDefault is false; isDefault true moves the default to the new template.',
    'A rule’s categoryId must be a category of GET /api/datasets.',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { body: jsonBody(priceTemplateInputSchema) },
  responses: {
    201: jsonResponse(priceTemplateSchema, 'The new template'),
    ...errorResponses(400, 401, 403, 415),
    409: conflict('The name is already used in the group (name_taken), or the group has the most templates it may have'),
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/price-templates/{id}',
  tags: TAGS,
  summary: 'Changes the name or the rules of a price template; needs orders.write (admin, member)',
  description:
    'rules replace the template’s rules as a whole. version, if given, must be the current version (409 version_conflict otherwise); every change adds 1 to it. The default is set with POST /api/price-templates/{id}/default.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema, body: jsonBody(priceTemplatePatchSchema) },
  responses: {
    200: jsonResponse(priceTemplateSchema, 'The changed template'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: conflict('A stale version (version_conflict) or a name already used (name_taken)'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/price-templates/{id}',
  tags: TAGS,
  summary: 'Deletes a price template; needs orders.write (admin, member)',
  description: 'Deleting the default leaves the group without one until another is made the default.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(deletedPriceTemplateSchema, 'The id of the deleted template'), ...errorResponses(400, 401, 403, 404) },
});

const duplicateRoute = createRoute({
  method: 'post',
  path: '/api/price-templates/{id}/duplicate',
  tags: TAGS,
  summary: 'Copies a price template with its rules; needs orders.write (admin, member)',
  description: 'The copy is named "<name> (copy)" (or "(copy 2)", … when that is used), starts at version 1 and is not the default.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema },
  responses: {
    201: jsonResponse(priceTemplateSchema, 'The copy'),
    ...errorResponses(400, 401, 403, 404),
    409: conflict('The group has the most templates it may have'),
  },
});

const defaultRoute = createRoute({
  method: 'post',
  path: '/api/price-templates/{id}/default',
  tags: TAGS,
  summary: 'Makes a price template the group’s default; needs orders.write (admin, member)',
  description: 'The template that was the default stops being it. Neither template’s version changes (the default is the group’s choice, not an edit of a template).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(priceTemplateSchema, 'The template, now the default'), ...errorResponses(400, 401, 403, 404) },
});

const previewRoute = createRoute({
  method: 'get',
  path: '/api/price-templates/{id}/preview',
  tags: TAGS,
  summary: 'Prices the first catalog products matching the filters with a template at the latest spot',
  description: [
    'Products as GET /api/products lists them (the public catalog and your group’s), filtered by q, metal and form (coin, bar, round), best match first;',
    'the first limit are priced for quantity units on both sides, or on side only, with the template’s stored rules and the latest stored spot.',
    'A price that cannot be given says why: no_rule, weight_unknown (no fine weight) or spot_unavailable (never a price of 0).',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { params: idParamsSchema, query: priceTemplatePreviewQuerySchema },
  responses: { 200: jsonResponse(priceTemplatePreviewSchema, 'The priced products'), ...errorResponses(400, 401, 403, 404) },
});

function writeContext(c: Context<AppEnv>): TemplateWriteContext {
  return { groupId: c.var.group.id, now: c.var.deps.now() };
}

function registerPriceTemplateRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const items = await scoped(c.var.deps.db, callerScope(c), (tx) => listTemplates(tx, c.var.group.id));
    return c.json(output(priceTemplateListSchema, { items }), 200);
  });

  app.openapi(createRouteDef, async (c) => {
    const input = c.req.valid('json');
    const template = await scoped(c.var.deps.db, callerScope(c), (tx) => createTemplate(tx, writeContext(c), input));
    c.var.logger.info({ priceTemplateId: template.id, groupId: template.groupId }, 'price template created');
    return c.json(output(priceTemplateSchema, template), 201);
  });

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const row = await scoped(c.var.deps.db, callerScope(c), (tx) => requireTemplate(tx, c.var.group.id, id));
    return c.json(output(priceTemplateSchema, toPriceTemplate(row)), 200);
  });

  app.openapi(patchRoute, async (c) => {
    const { id } = c.req.valid('param');
    const change = c.req.valid('json');
    const template = await scoped(c.var.deps.db, callerScope(c), (tx) => patchTemplate(tx, writeContext(c), id, change));
    return c.json(output(priceTemplateSchema, template), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    await scoped(c.var.deps.db, callerScope(c), (tx) => deleteTemplate(tx, writeContext(c), id));
    c.var.logger.info({ priceTemplateId: id, groupId: c.var.group.id }, 'price template deleted');
    return c.json(output(deletedPriceTemplateSchema, { id }), 200);
  });

  app.openapi(duplicateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const copy = await scoped(c.var.deps.db, callerScope(c), (tx) => duplicateTemplate(tx, writeContext(c), id));
    return c.json(output(priceTemplateSchema, copy), 201);
  });

  app.openapi(defaultRoute, async (c) => {
    const { id } = c.req.valid('param');
    const template = await scoped(c.var.deps.db, callerScope(c), (tx) => setDefaultTemplate(tx, writeContext(c), id));
    return c.json(output(priceTemplateSchema, template), 200);
  });

  app.openapi(previewRoute, async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const groupId = c.var.group.id;
    const preview = await scoped(c.var.deps.db, callerScope(c), async (tx) =>
      previewTemplate(tx, toPriceTemplate(await requireTemplate(tx, groupId, id)), query, groupId),
    );
    return c.json(output(priceTemplatePreviewSchema, preview), 200);
  });
}

export const priceTemplatesResource: Resource = { register: registerPriceTemplateRoutes };
