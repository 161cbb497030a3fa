// Storage spaces: where a group keeps its metal, nested up to three levels. Every route needs a
// session and the group's app access token; writes need inventory.write (admin, member).
import { createRoute, z } from '@hono/zod-openapi';
import { SPACE_MAX_DEPTH, SPACES_MAX, spaceDeleteResultSchema, spaceInputSchema, spaceListSchema, spacePatchSchema, spaceSchema } from '@bullion/contract';
import { scoped } from '../db/database';
import { acting } from '../http/acting';
import { requireGroup, requirePermission, requireUser } from '../http/auth';
import { errorBodySchema, notFound } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { callerScope } from '../http/scope';
import { findSpace, listSpaces } from './space-reads';
import { createSpace, deleteSpace, patchSpace } from './space-writes';

const TAGS = ['storage spaces'];

const conflict = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

const spaceParams = z.object({
  id: z.uuid('id must be a storage space id (UUID).').openapi({ param: { name: 'id', in: 'path' }, example: '0b9a7f0e-3c1d-4a52-8f7e-2d6c5b4a3e21' }),
});

const RULES = `At most ${SPACE_MAX_DEPTH} levels (409 space_too_deep); a top-level space needs a kind, a location has none (400); names are unique among siblings (409 space_name_taken).`;

const listRoute = createRoute({
  method: 'get',
  path: '/api/spaces',
  tags: TAGS,
  summary: 'Lists your group’s spaces and locations, parents before children',
  description: 'Each node counts the held items (drawer and stock) in it and in the locations below it: items, pieces and fine ozt per metal.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  responses: { 200: jsonResponse(spaceListSchema, 'The tree'), ...errorResponses(401, 403) },
});

const createSpaceRoute = createRoute({
  method: 'post',
  path: '/api/spaces',
  tags: TAGS,
  summary: 'Adds a space (or a location inside parentId); needs inventory.write',
  description: `${RULES} A group has at most ${SPACES_MAX} spaces and locations.`,
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { body: jsonBody(spaceInputSchema) },
  responses: {
    201: jsonResponse(spaceSchema, 'The new space'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: conflict('Too deep, a sibling has the name, or too many spaces'),
  },
});

const patchSpaceRoute = createRoute({
  method: 'patch',
  path: '/api/spaces/{id}',
  tags: TAGS,
  summary: 'Renames a space, changes its kind or notes, or moves it; needs inventory.write',
  description: `parentId moves the space with its locations (null: to the top level, which needs a kind). ${RULES} A space cannot go inside itself or its own locations (409 space_cycle). version, if given, must be the current one (409 version_conflict).`,
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: spaceParams, body: jsonBody(spacePatchSchema) },
  responses: {
    200: jsonResponse(spaceSchema, 'The space'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: conflict('Version conflict, too deep, a cycle, or a sibling has the name'),
  },
});

const deleteSpaceRoute = createRoute({
  method: 'delete',
  path: '/api/spaces/{id}',
  tags: TAGS,
  summary: 'Deletes an empty space; needs inventory.write',
  description: 'Only a space without locations and without held items can go (409 space_not_empty otherwise). Disposed items recorded there lose their space (ledger: moved).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('inventory.write')] as const,
  request: { params: spaceParams },
  responses: {
    200: jsonResponse(spaceDeleteResultSchema, 'The deleted space'),
    ...errorResponses(400, 401, 403, 404),
    409: conflict('The space still holds locations or items'),
  },
});

function registerSpaceRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const spaces = await scoped(c.var.deps.db, callerScope(c), (tx) => listSpaces(tx, c.var.group.id));
    return c.json(output(spaceListSchema, { spaces }), 200);
  });

  app.openapi(createSpaceRoute, async (c) => {
    const input = c.req.valid('json');
    const who = acting(c);
    const space = await scoped(c.var.deps.db, callerScope(c), async (tx) => findSpace(tx, who.groupId, await createSpace(tx, who, input)));
    if (!space) throw notFound('Storage space');
    return c.json(output(spaceSchema, space), 201);
  });

  app.openapi(patchSpaceRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const patch = c.req.valid('json');
    const who = acting(c);
    const space = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      await patchSpace(tx, who, id, patch);
      return findSpace(tx, who.groupId, id);
    });
    if (!space) throw notFound('Storage space');
    return c.json(output(spaceSchema, space), 200);
  });

  app.openapi(deleteSpaceRoute, async (c) => {
    const id = c.req.valid('param').id.toLowerCase();
    const who = acting(c);
    await scoped(c.var.deps.db, callerScope(c), (tx) => deleteSpace(tx, who, id));
    return c.json(output(spaceDeleteResultSchema, { id }), 200);
  });
}

export const spacesResource: Resource = { register: registerSpaceRoutes };
