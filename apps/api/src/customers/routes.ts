// Customers of a group: the counterparties of its orders. Every call needs the app access token of
// the group; reading is open to every member, writing needs orders.write (admin, member). The Form
// 8300 identification is answered to admins only (others get null and whether it is on file), and
// only admins may send it.
import { createRoute, z } from '@hono/zod-openapi';
import { CUSTOMER_LIST_DEFAULT_LIMIT, CUSTOMER_LIST_MAX_LIMIT, customerInputSchema, customerListQuerySchema, customerPageSchema, customerPatchSchema, customerSchema, deletedCustomerSchema, IDENTIFICATION_ADMINS_ONLY } from '@bullion/contract';
import type { Context } from 'hono';
import { scoped } from '../db/database';
import { acting } from '../http/acting';
import { requireGroup, requirePermission, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { errorBodySchema, forbidden } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { callerScope } from '../http/scope';
import { listCustomers, readCustomer, type CustomerViewer } from './customer-reads';
import { createCustomer, deleteCustomer, patchCustomer } from './customer-writes';

const TAGS = ['customers'];

/** Identification is the admins' alone (it holds a TIN and an ID number). */
const viewerOf = (c: Context<AppEnv>): CustomerViewer => ({ admin: c.var.group.role === 'admin' });

/** 403 in words when a member who is not an admin sends identification. */
function refuseIdentificationUnlessAdmin(c: Context<AppEnv>, body: { identification?: unknown }) {
  if (body.identification !== undefined && !viewerOf(c).admin) throw forbidden(IDENTIFICATION_ADMINS_ONLY);
}

const IDENTIFICATION_NOTE =
  'identification (Form 8300: date of birth, occupation, ID type, number and issuer, TIN) is answered to the group’s admins only; everyone else gets null and identificationOnFile.';

const conflict = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

const idParamsSchema = z.object({
  id: z.uuid('id must be a customer id (UUID).').openapi({ param: { name: 'id', in: 'path' }, example: 'c1000000-0000-4000-8000-000000000001' }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/customers',
  tags: TAGS,
  summary: 'Lists your group’s customers by name',
  description: `q: every word must occur in the name, e-mail or phone (any case). Paged with offset (default 0) and limit (default ${CUSTOMER_LIST_DEFAULT_LIMIT}, at most ${CUSTOMER_LIST_MAX_LIMIT}). Each customer has its order count, latest order and lifetime figures. A customer’s orders: GET /api/orders?customerId=…. ${IDENTIFICATION_NOTE}`,
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { query: customerListQuerySchema },
  responses: { 200: jsonResponse(customerPageSchema, 'A page of customers'), ...errorResponses(400, 401, 403) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/customers/{id}',
  tags: TAGS,
  summary: 'Returns one customer of your group, with its lifetime figures',
  description: `lifetime: bought from and sold to add up the confirmed orders and later ones never cancelled or reversed; cashReceived and cashPaidOut the cash of every order, less cash refunds, voided payments left out. ${IDENTIFICATION_NOTE}`,
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(customerSchema, 'The customer'), ...errorResponses(400, 401, 403, 404) },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/customers',
  tags: TAGS,
  summary: 'Adds a customer to your group; needs orders.write (admin, member)',
  description: 'identification: admins only (403 otherwise). An ID needs its type, number and issuer together; the TIN is 9 digits (dashes are fine).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { body: jsonBody(customerInputSchema) },
  responses: { 201: jsonResponse(customerSchema, 'The new customer'), ...errorResponses(400, 401, 403, 415) },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/customers/{id}',
  tags: TAGS,
  summary: 'Changes a customer; needs orders.write (admin, member)',
  description:
    'Only the fields given change; null or blank clears. identification (admins only, 403 otherwise) is replaced whole; null clears it. version, if given, must be the current version (409 version_conflict otherwise). Orders keep the name they were made with.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema, body: jsonBody(customerPatchSchema) },
  responses: { 200: jsonResponse(customerSchema, 'The customer'), ...errorResponses(400, 401, 403, 404, 415), 409: conflict('A stale version (version_conflict)') },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/customers/{id}',
  tags: TAGS,
  summary: 'Deletes a customer without orders; needs orders.write (admin, member)',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(deletedCustomerSchema, 'The id of the deleted customer'),
    ...errorResponses(400, 401, 403, 404),
    409: conflict('The customer has orders (customer_has_orders)'),
  },
});

function registerCustomerRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const page = await scoped(c.var.deps.db, callerScope(c), (tx) => listCustomers(tx, c.var.group.id, query, viewerOf(c)));
    return c.json(output(customerPageSchema, page), 200);
  });

  app.openapi(createRouteDef, async (c) => {
    const input = c.req.valid('json');
    refuseIdentificationUnlessAdmin(c, input);
    const customer = await scoped(c.var.deps.db, callerScope(c), (tx) => createCustomer(tx, acting(c), input, viewerOf(c)));
    return c.json(output(customerSchema, customer), 201);
  });

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const customer = await scoped(c.var.deps.db, callerScope(c), (tx) => readCustomer(tx, c.var.group.id, id, viewerOf(c)));
    return c.json(output(customerSchema, customer), 200);
  });

  app.openapi(patchRoute, async (c) => {
    const { id } = c.req.valid('param');
    const patch = c.req.valid('json');
    refuseIdentificationUnlessAdmin(c, patch);
    const customer = await scoped(c.var.deps.db, callerScope(c), (tx) => patchCustomer(tx, acting(c), id, patch, viewerOf(c)));
    return c.json(output(customerSchema, customer), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    await scoped(c.var.deps.db, callerScope(c), (tx) => deleteCustomer(tx, acting(c), id));
    return c.json(output(deletedCustomerSchema, { id: id.toLowerCase() }), 200);
  });
}

export const customersResource: Resource = { register: registerCustomerRoutes };
