// Orders of a group: buy and sell orders priced from price templates at the stored spot, quotes that
// lock prices for QUOTE_TTL_MINUTES, payments, fulfilment moving metal in inventory, Form 8300 review
// flags. Every call needs the app access token of the group; reading (and pricing lines) is open to
// every member; writes need orders.write (admin, member); refunds, voids and reversing a completed
// order need the admin role. A status change is mailed to the group's members who want order updates
// (order-mail.ts). docs/orders.md describes the flow.
import { createRoute, z } from '@hono/zod-openapi';
import { FORM_8300_CASH_THRESHOLD, FORM_8300_WINDOW_HOURS, flaggedOrderPageSchema, flaggedOrderQuerySchema, ORDER_LIST_DEFAULT_LIMIT, ORDER_LIST_MAX_LIMIT, ORDER_MAX_LINES, orderActionBodySchema, orderCancelBodySchema, orderInputSchema, orderListQuerySchema, orderPageSchema, orderPatchSchema, orderPaymentInputSchema, orderPriceBodySchema, orderQuoteBodySchema, orderRefundInputSchema, ORDER_ADMIN_REFUSALS, paymentVoidBodySchema, orderPricePreviewSchema, orderReverseBodySchema, orderSchema, QUOTE_TTL_MINUTES, type OrderStatus } from '@bullion/contract';
import type { Context } from 'hono';
import { scoped, type Tx } from '../db/database';
import { acting, type Acting } from '../http/acting';
import { requireGroup, requirePermission, requireRole, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { errorBodySchema } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { callerScope } from '../http/scope';
import { mailOrderStatus } from './order-mail';
import { addRefund, voidPayment } from './refunds';
import { listFlaggedOrders, listOrders, readOrder } from './order-reads';
import { addPayment, cancelOrder, completeOrder, confirmOrder, createOrder, fulfilOrder, patchOrder, previewOrderPrices, quoteOrder, reverseOrder } from './order-writes';

const TAGS = ['orders'];

/**
 * Money going back and records undone are the admin's: reversing a completed order rewrites realised
 * figures in inventory (as inventory's undo), a refund pays money out, a void erases a payment's effect.
 */
const requireAdmin = (action: keyof typeof ORDER_ADMIN_REFUSALS) => requireRole('admin', ORDER_ADMIN_REFUSALS[action]);

const conflict = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

const idParamsSchema = z.object({
  id: z.uuid('id must be an order id (UUID).').openapi({ param: { name: 'id', in: 'path' }, example: 'e1000000-0000-4000-8000-000000000001' }),
});

const paymentParamsSchema = idParamsSchema.extend({
  paymentId: z.uuid('paymentId must be a payment id (UUID).').openapi({ param: { name: 'paymentId', in: 'path' }, example: 'e2000000-0000-4000-8000-000000000001' }),
});


const listRoute = createRoute({
  method: 'get',
  path: '/api/orders',
  tags: TAGS,
  summary: 'Lists your group’s orders, newest first, with the money totals of every match',
  description: [
    `Paged with offset (default 0) and limit (default ${ORDER_LIST_DEFAULT_LIMIT}, at most ${ORDER_LIST_MAX_LIMIT}); total is the number of matches.`,
    'side and status take comma-separated values; customerId one customer; from and to are days (UTC) of creation, both included; flagged true or false (Form 8300 review);',
    'q: every word must occur in the number, the customer’s name, the notes or a line’s title. sort: -created (default), created, number, -number, total, -total.',
    'totals: per side, the number of matching orders and the sums of total, paid and balance due of those not cancelled or reversed.',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { query: orderListQuerySchema },
  responses: { 200: jsonResponse(orderPageSchema, 'A page of order summaries'), ...errorResponses(400, 401, 403) },
});

const flaggedRoute = createRoute({
  method: 'get',
  path: '/api/orders/form-8300',
  tags: TAGS,
  summary: 'Lists the orders flagged for Form 8300 review, the latest flag first',
  description: `An order is flagged when cash received reaches $${FORM_8300_CASH_THRESHOLD} in the order, or across one customer’s orders within ${FORM_8300_WINDOW_HOURS} hours.`,
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { query: flaggedOrderQuerySchema },
  responses: { 200: jsonResponse(flaggedOrderPageSchema, 'A page of flagged orders'), ...errorResponses(400, 401, 403) },
});

const priceRoute = createRoute({
  method: 'post',
  path: '/api/orders/price',
  tags: TAGS,
  summary: 'Prices order lines with a template at the latest stored spot, writing nothing',
  description:
    'priceTemplateId: the group’s default when left out, none when null. Lines as for POST /api/orders; each answers its price or why it has none (no_template, no_rule, weight_unknown, spot_unavailable).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { body: jsonBody(orderPriceBodySchema) },
  responses: { 200: jsonResponse(orderPricePreviewSchema, 'The priced lines'), ...errorResponses(400, 401, 403, 415), 409: conflict('An inventory item is no longer held or holds fewer pieces (item_unavailable)') },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/orders/{id}',
  tags: TAGS,
  summary: 'Returns one order of your group with its lines, payments and timeline',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(orderSchema, 'The order'), ...errorResponses(400, 401, 403, 404) },
});

const createOrderRoute = createRoute({
  method: 'post',
  path: '/api/orders',
  tags: TAGS,
  summary: 'Creates a draft order; needs orders.write (admin, member)',
  description: [
    `At most ${ORDER_MAX_LINES} lines: a catalog product (productId), inventory items of a sale (inventoryItemId; at most the lot’s pieces), or a custom line (title, with metal, form, weight, weightUnit, purity when known).`,
    'Lines are priced at once (indicative) with the template (the group’s default when priceTemplateId is left out) at the latest stored spot; a unitPrice with an overrideReason sets a manual price.',
    'The number is the next of the group’s sequence for the side (SO-000001 for sales, BO-000001 for purchases).',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { body: jsonBody(orderInputSchema) },
  responses: {
    201: jsonResponse(orderSchema, 'The new draft'),
    ...errorResponses(400, 401, 403, 415),
    409: conflict('An inventory item is no longer held or holds fewer pieces (item_unavailable)'),
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/orders/{id}',
  tags: TAGS,
  summary: 'Changes a draft order; needs orders.write (admin, member)',
  description: 'Drafts only (409 invalid_transition otherwise). lines replace every line; every line is priced again at the latest stored spot. version, if given, must be current (409 version_conflict).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema, body: jsonBody(orderPatchSchema) },
  responses: {
    200: jsonResponse(orderSchema, 'The draft'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: conflict('Not a draft (invalid_transition), a stale version (version_conflict), or an item no longer available (item_unavailable)'),
  },
});

/** The answers every action shares: the order, or why not. */
const actionConflicts = (what: string) => conflict(`${what}; a stale version (version_conflict); a status that does not allow it (invalid_transition)`);

const quoteRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/quote',
  tags: TAGS,
  summary: 'Quotes an order: locks its prices to the latest stored spot; needs orders.write (admin, member)',
  description: `A draft, or a quoted order whose quote has expired. Every line is priced again at the latest stored spot; the quote holds for ${QUOTE_TTL_MINUTES} minutes (quote.expiresAt). meltReasons gives, by line index, the reason for a line that now sells below melt or buys above it (409 melt_reason_required names them).`,
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema, body: jsonBody(orderQuoteBodySchema) },
  responses: { 200: jsonResponse(orderSchema, 'The order'), ...errorResponses(400, 401, 403, 404, 415), 409: actionConflicts('A quote still valid (quote_still_valid), no lines (order_empty), a line without a price (order_not_priced), a line priced at $0.00 or less (price_not_above_zero), a line below melt on a sale or above it on a purchase without a meltReason (melt_reason_required), no stored spot (spot_unavailable), an item no longer available (item_unavailable), a line above 999 999 999 999.99 (amount_too_large)') },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/confirm',
  tags: TAGS,
  summary: 'Confirms a quoted order at its quoted prices; needs orders.write (admin, member)',
  description: 'Refused once the quote has expired (quote_expired): quote the order again. An order with nothing to pay is paid at once.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema, body: jsonBody(orderActionBodySchema) },
  responses: { 200: jsonResponse(orderSchema, 'The order'), ...errorResponses(400, 401, 403, 404, 415), 409: actionConflicts('An expired quote (quote_expired)') },
});

const paymentRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/payments',
  tags: TAGS,
  summary: 'Records a payment of a confirmed order; needs orders.write (admin, member)',
  description: [
    'Partial payments are fine; at most the balance due (payment_exceeds_balance). Paid in full, the order is paid. receivedAt defaults to now and cannot be in the future.',
    `Cash received of $${FORM_8300_CASH_THRESHOLD} or more in a sale, or across one customer’s sales within ${FORM_8300_WINDOW_HOURS} hours, flags the orders for Form 8300 review.`,
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema, body: jsonBody(orderPaymentInputSchema) },
  responses: { 201: jsonResponse(orderSchema, 'The order'), ...errorResponses(400, 401, 403, 404, 415), 409: actionConflicts('More than the balance due (payment_exceeds_balance)') },
});

const refundRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/refunds',
  tags: TAGS,
  summary: 'Refunds money paid on an order, in part or in full; admins only',
  description: [
    'A refund is a payment going back (to the customer on a sale, from them on a purchase) with its method, reference and reason; refundedAt defaults to now and cannot be in the future.',
    'At most what was paid and not yet refunded (refund_exceeds_refundable). The status stays as it is; an order whose money is all refunded can be cancelled.',
    'Send an Idempotency-Key: a retry then refunds once.',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireAdmin('refund')] as const,
  request: { params: idParamsSchema, body: jsonBody(orderRefundInputSchema) },
  responses: {
    201: jsonResponse(orderSchema, 'The order, the refund in its payments and timeline'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: actionConflicts('Nothing left to refund (nothing_to_refund), more than is left (refund_exceeds_refundable)'),
  },
});

const voidRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/payments/{paymentId}/void',
  tags: TAGS,
  summary: 'Voids a payment or refund recorded in error; admins only',
  description: [
    'The payment stays on record, marked voided with the reason, and counts for nothing: a paid order that is short again goes back to confirmed.',
    'Only while the order is confirmed or paid (after fulfilment, refund instead); a payment is voided after the refunds that would exceed what is left paid (void_below_refunded).',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireAdmin('void')] as const,
  request: { params: paymentParamsSchema, body: jsonBody(paymentVoidBodySchema) },
  responses: {
    200: jsonResponse(orderSchema, 'The order'),
    ...errorResponses(400, 401, 403, 404, 415),
    409: actionConflicts('Already voided (payment_already_voided), refunds above what would be left paid (void_below_refunded)'),
  },
});

const fulfilRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/fulfil',
  tags: TAGS,
  summary: 'Marks a paid order fulfilled (metal handed over or received); needs orders.write (admin, member)',
  description: 'Inventory changes when the order is completed.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema, body: jsonBody(orderActionBodySchema) },
  responses: { 200: jsonResponse(orderSchema, 'The order'), ...errorResponses(400, 401, 403, 404, 415), 409: actionConflicts('Not paid yet') },
});

const completeRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/complete',
  tags: TAGS,
  summary: 'Completes a fulfilled order, moving its metal in inventory; needs orders.write (admin, member)',
  description: 'A purchase puts one drawer item per line in inventory (cost = the line total, acquired today); a sale disposes of its inventory item lines as sold (amount = the line total, realised gain stored, part of a lot split). One transaction: any failure leaves nothing changed.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema, body: jsonBody(orderActionBodySchema) },
  responses: { 200: jsonResponse(orderSchema, 'The order'), ...errorResponses(400, 401, 403, 404, 415), 409: actionConflicts('An item sold is no longer held or holds fewer pieces (item_unavailable)') },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/cancel',
  tags: TAGS,
  summary: 'Cancels a draft, quoted, confirmed or paid order once its payments are refunded; needs orders.write (admin, member)',
  description: 'The order stays on record as cancelled, with its payments and refunds. Money paid and not refunded must be refunded first (refund_first). A fulfilled order is completed then reversed instead (admins).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema, body: jsonBody(orderCancelBodySchema) },
  responses: { 200: jsonResponse(orderSchema, 'The order'), ...errorResponses(400, 401, 403, 404, 415), 409: actionConflicts('Money paid and not refunded (refund_first); fulfilled or later') },
});

const reverseRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/reverse',
  tags: TAGS,
  summary: 'Reverses a completed order in inventory; admins only',
  description: 'A reversing entry, never a deletion: a purchase’s items are disposed of as returned at what was paid (only while each is still held whole); a sale’s dispositions are undone (split lots merge back). The order stays on record as reversed.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireAdmin('reverse')] as const,
  request: { params: idParamsSchema, body: jsonBody(orderReverseBodySchema) },
  responses: { 200: jsonResponse(orderSchema, 'The order'), ...errorResponses(400, 401, 403, 404, 415), 409: actionConflicts('An item bought is no longer held whole (reversal_blocked)') },
});

/** A write answers the status the order had before it. */
type OrderWrite = (tx: Tx, who: Acting, id: string) => Promise<OrderStatus>;

/**
 * Runs one write and answers the order as it is after it, in the same transaction. A new status is
 * mailed to the group (order updates) once committed, in the background: the answer does not wait
 * for the mail, and a mail that fails is only logged.
 */
async function writeAndRead(c: Context<AppEnv>, id: string, write: OrderWrite) {
  const who = acting(c);
  const { deps, logger } = c.var;
  const { order, before } = await scoped(deps.db, callerScope(c), async (tx) => {
    const status = await write(tx, who, id);
    return { order: await readOrder(tx, who.groupId, id), before: status };
  });
  if (order.status !== before) deps.background.run('order update mail', () => mailOrderStatus(deps, who, order), logger.child({ orderId: order.id, status: order.status }));
  return order;
}

function registerOrderRoutes(app: Router) {
  // Fixed paths first: /api/orders/form-8300 and /api/orders/price must not be taken for an order id.
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const page = await scoped(c.var.deps.db, callerScope(c), (tx) => listOrders(tx, c.var.group.id, query));
    return c.json(output(orderPageSchema, page), 200);
  });

  app.openapi(flaggedRoute, async (c) => {
    const query = c.req.valid('query');
    const page = await scoped(c.var.deps.db, callerScope(c), (tx) => listFlaggedOrders(tx, c.var.group.id, query));
    return c.json(output(flaggedOrderPageSchema, page), 200);
  });

  app.openapi(priceRoute, async (c) => {
    const body = c.req.valid('json');
    const preview = await scoped(c.var.deps.db, callerScope(c), (tx) => previewOrderPrices(tx, c.var.group.id, body));
    return c.json(output(orderPricePreviewSchema, preview), 200);
  });

  app.openapi(createOrderRoute, async (c) => {
    const input = c.req.valid('json');
    const who = acting(c);
    const order = await scoped(c.var.deps.db, callerScope(c), async (tx) => readOrder(tx, who.groupId, await createOrder(tx, who, input)));
    c.var.logger.info({ orderId: order.id, number: order.number, groupId: order.groupId }, 'order created');
    return c.json(output(orderSchema, order), 201);
  });

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const order = await scoped(c.var.deps.db, callerScope(c), (tx) => readOrder(tx, c.var.group.id, id));
    return c.json(output(orderSchema, order), 200);
  });

  app.openapi(patchRoute, async (c) => {
    const { id } = c.req.valid('param');
    const patch = c.req.valid('json');
    const order = await writeAndRead(c, id, (tx, who) => patchOrder(tx, who, id, patch));
    return c.json(output(orderSchema, order), 200);
  });

  app.openapi(quoteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    return c.json(output(orderSchema, await writeAndRead(c, id, (tx, who) => quoteOrder(tx, who, id, body, c.var.deps.config.ORDER_QUOTE_TTL_SECONDS * 1000))), 200);
  });

  app.openapi(confirmRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version } = c.req.valid('json');
    return c.json(output(orderSchema, await writeAndRead(c, id, (tx, who) => confirmOrder(tx, who, id, version))), 200);
  });

  app.openapi(paymentRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    return c.json(output(orderSchema, await writeAndRead(c, id, (tx, who) => addPayment(tx, who, id, input))), 201);
  });

  app.openapi(refundRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const order = await writeAndRead(c, id, (tx, who) => addRefund(tx, who, id, input));
    c.var.logger.info({ orderId: order.id, number: order.number, amount: input.amount }, 'order refunded');
    return c.json(output(orderSchema, order), 201);
  });

  app.openapi(voidRoute, async (c) => {
    const { id, paymentId } = c.req.valid('param');
    const body = c.req.valid('json');
    const order = await writeAndRead(c, id, (tx, who) => voidPayment(tx, who, id, paymentId, body));
    c.var.logger.info({ orderId: order.id, number: order.number, paymentId }, 'payment voided');
    return c.json(output(orderSchema, order), 200);
  });

  app.openapi(fulfilRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version } = c.req.valid('json');
    return c.json(output(orderSchema, await writeAndRead(c, id, (tx, who) => fulfilOrder(tx, who, id, version))), 200);
  });

  app.openapi(completeRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version } = c.req.valid('json');
    const order = await writeAndRead(c, id, (tx, who) => completeOrder(tx, who, id, version));
    c.var.logger.info({ orderId: order.id, number: order.number, side: order.side }, 'order completed');
    return c.json(output(orderSchema, order), 200);
  });

  app.openapi(cancelRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version, reason } = c.req.valid('json');
    return c.json(output(orderSchema, await writeAndRead(c, id, (tx, who) => cancelOrder(tx, who, id, version, reason))), 200);
  });

  app.openapi(reverseRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version, reason } = c.req.valid('json');
    const order = await writeAndRead(c, id, (tx, who) => reverseOrder(tx, who, id, version, reason));
    c.var.logger.info({ orderId: order.id, number: order.number }, 'order reversed');
    return c.json(output(orderSchema, order), 200);
  });
}

export const ordersResource: Resource = { register: registerOrderRoutes };
