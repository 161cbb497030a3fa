// The Form 8300 "filed on" status of a flagged order: an admin records the day the group filed the
// form with the IRS (the app files nothing; docs/orders.md). Beside the orders' routes, registered
// after them; the flag itself is set by a cash payment (form-8300.ts).
import { createRoute, z } from '@hono/zod-openapi';
import { FORM_8300_FILING_ADMINS_ONLY, form8300FiledBodySchema, orderSchema } from '@bullion/contract';
import { scoped } from '../db/database';
import { acting } from '../http/acting';
import { requireGroup, requireRole, requireUser } from '../http/auth';
import { errorBodySchema } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { callerScope } from '../http/scope';
import { markForm8300Filed } from './form-8300';
import { readOrder } from './order-reads';

const idParamsSchema = z.object({
  id: z.uuid('id must be an order id (UUID).').openapi({ param: { name: 'id', in: 'path' }, example: 'e1000000-0000-4000-8000-000000000001' }),
});

const filedRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/form-8300/filed',
  tags: ['orders'],
  summary: 'Records the day the Form 8300 of a flagged order was filed; admins only',
  description:
    'filedOn: YYYY-MM-DD, not in the future and not before the order was made (400). Only a flagged order (409 not_flagged). A later call corrects the day; the same day again changes nothing. The order’s timeline records it (form8300_filed); form8300.filedOn answers it.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireRole('admin', FORM_8300_FILING_ADMINS_ONLY)] as const,
  request: { params: idParamsSchema, body: jsonBody(form8300FiledBodySchema) },
  responses: {
    200: jsonResponse(orderSchema, 'The order'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: { content: { 'application/json': { schema: errorBodySchema } }, description: 'Not flagged (not_flagged); a stale version (version_conflict)' },
  },
});

function registerForm8300Routes(app: Router) {
  app.openapi(filedRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { filedOn, version } = c.req.valid('json');
    const who = acting(c);
    const order = await scoped(c.var.deps.db, callerScope(c), async (tx) => {
      await markForm8300Filed(tx, who, id, filedOn, version);
      return readOrder(tx, who.groupId, id);
    });
    return c.json(output(orderSchema, order), 200);
  });
}

export const form8300Resource: Resource = { register: registerForm8300Routes };
