// Order calls. Reads are query options; every write answers the order and refreshes the orders
// (lists, the Form 8300 list and details: a cash payment may flag other orders of the customer)
// and the customers (their order counts). Completing and reversing move metal, so they refresh
// inventory and the storage spaces too.
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { customerKeys } from '../customers/keys';
import { ApiHttpError, apiRequest } from '../http/client';
import { refreshInventory } from '../inventory/inventory';
import { orderKeys } from './keys';
import { flaggedOrderPageSchema, ORDER_LIST_DEFAULT_LIMIT, orderPageSchema, orderPricePreviewSchema, orderSchema, type FlaggedOrderQuery, type Order, type OrderActionBody, type OrderCancelBody, type OrderInput, type OrderListQuery, type OrderPatch, type OrderPaymentInput, type OrderPriceBody, type OrderQuoteBody, type OrderRefundInput, type OrderReverseBody, type PaymentVoidBody } from '@bullion/contract';

type Query = Record<string, string | number | boolean | undefined>;

const path = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** Parameters in key order, list filters in their comma form, empty ones dropped: equal views share a cache entry. */
function canonicalQuery<T extends object>(query: T): T {
  const entries = Object.entries(query)
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value] as const)
    .filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) as T;
}

export function normalizeOrderListQuery(query: OrderListQuery): OrderListQuery {
  return canonicalQuery({ offset: 0, limit: ORDER_LIST_DEFAULT_LIMIT, ...query });
}

/** GET /orders: a page of orders matching the filters, the total, and per-side money totals of every match. */
export function ordersQueryOptions(query: OrderListQuery = {}) {
  const normalized = normalizeOrderListQuery(query);
  return queryOptions({
    queryKey: orderKeys.list(normalized),
    queryFn: ({ signal }) => apiRequest('/orders', { query: normalized as Query, schema: orderPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /orders/form-8300: orders flagged for Form 8300 review, the latest flag first. */
export function flaggedOrdersQueryOptions(query: FlaggedOrderQuery = {}) {
  const normalized = canonicalQuery({ offset: 0, limit: ORDER_LIST_DEFAULT_LIMIT, ...query });
  return queryOptions({
    queryKey: orderKeys.flagged(normalized),
    queryFn: ({ signal }) => apiRequest('/orders/form-8300', { query: normalized as Query, schema: flaggedOrderPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /orders/{id}; null for an order that does not exist (or is another group's). */
export async function fetchOrder(id: string, signal?: AbortSignal): Promise<Order | null> {
  try {
    return await apiRequest(path(id), { schema: orderSchema, signal, reportErrors: false });
  } catch (error) {
    if (error instanceof ApiHttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function orderQueryOptions(id: string) {
  return queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => fetchOrder(id, signal) });
}

/** POST /orders/price: the lines priced as a draft would be now (latest stored spot); writes nothing. */
export function priceOrderLines(body: OrderPriceBody, signal?: AbortSignal) {
  return apiRequest('/orders/price', { method: 'POST', body, schema: orderPricePreviewSchema, signal, reportErrors: false });
}

/** The price preview of an order form's lines as a query (it writes nothing), kept while new lines are priced. */
export function orderPricePreviewQueryOptions(body: OrderPriceBody) {
  return queryOptions({
    queryKey: orderKeys.pricePreview(body),
    queryFn: ({ signal }) => priceOrderLines(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function createOrder(body: OrderInput) {
  return apiRequest('/orders', { method: 'POST', body, schema: orderSchema });
}

/** PATCH /orders/{id}: drafts only (409 invalid_transition otherwise). */
export function updateOrder(id: string, body: OrderPatch) {
  return apiRequest(path(id), { method: 'PATCH', body, schema: orderSchema });
}

/** POST /orders/{id}/quote: locks the prices to the latest stored spot for QUOTE_TTL_MINUTES. */
export function quoteOrder(id: string, body: OrderQuoteBody = {}, { reportErrors = true }: { reportErrors?: boolean } = {}) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/quote`, { method: 'POST', body, schema: orderSchema, reportErrors });
}

/** POST /orders/{id}/confirm: 409 quote_expired once the quote has expired (quote again). */
export function confirmOrder(id: string, body: OrderActionBody = {}) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/confirm`, { method: 'POST', body, schema: orderSchema });
}

/** POST /orders/{id}/payments: a payment of a confirmed order; paid in full, the order is paid. */
export function addOrderPayment(id: string, body: OrderPaymentInput) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/payments`, { method: 'POST', body, schema: orderSchema });
}

export function fulfilOrder(id: string, body: OrderActionBody = {}) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/fulfil`, { method: 'POST', body, schema: orderSchema });
}

/** POST /orders/{id}/complete: bought lines become drawer items; sold item lines are disposed. One transaction. */
export function completeOrder(id: string, body: OrderActionBody = {}) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/complete`, { method: 'POST', body, schema: orderSchema });
}

export function cancelOrder(id: string, body: OrderCancelBody = {}) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', body, schema: orderSchema });
}

/** POST /orders/{id}/refunds (admins): money going back, at most what was paid and not yet refunded. */
export function refundOrder(id: string, body: OrderRefundInput) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/refunds`, { method: 'POST', body, schema: orderSchema });
}

/** POST /orders/{id}/payments/{paymentId}/void (admins): a payment or refund recorded in error counts for nothing. */
export function voidOrderPayment(id: string, paymentId: string, body: PaymentVoidBody) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/payments/${encodeURIComponent(paymentId)}/void`, { method: 'POST', body, schema: orderSchema });
}

/** POST /orders/{id}/reverse (admins): reverses a completed order in inventory; the order is kept, marked reversed. */
export function reverseOrder(id: string, body: OrderReverseBody) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/reverse`, { method: 'POST', body, schema: orderSchema });
}

/** What any order write can change: every order view (a payment may flag the customer's other orders) and the customers' counts. */
export function refreshOrders(client: QueryClient) {
  return invalidateKeys(client, orderKeys.all, customerKeys.all);
}

/** The written order goes into its detail entry at once, then everything it may have changed is refreshed. */
function orderWritten(client: QueryClient, order: Order, { movesMetal = false } = {}) {
  client.setQueryData(orderKeys.detail(order.id), order);
  return Promise.all([refreshOrders(client), movesMetal ? refreshInventory(client) : undefined]).then(() => undefined);
}

export function createOrderMutationOptions() {
  return mutationOptions({
    mutationFn: (body: OrderInput) => createOrder(body),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order),
  });
}

export function updateOrderMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: OrderPatch) => updateOrder(id, body),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order),
  });
}

export function quoteOrderMutationOptions(id: string) {
  return mutationOptions({
    /** quiet: the caller handles a refusal (the order page asks for melt reasons on melt_reason_required). */
    mutationFn: ({ quiet = false, ...body }: OrderQuoteBody & { quiet?: boolean } = {}) => quoteOrder(id, body, { reportErrors: !quiet }),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order),
  });
}

export function confirmOrderMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: OrderActionBody = {}) => confirmOrder(id, body),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order),
  });
}

export function addOrderPaymentMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: OrderPaymentInput) => addOrderPayment(id, body),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order),
  });
}

export function fulfilOrderMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: OrderActionBody = {}) => fulfilOrder(id, body),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order),
  });
}

export function completeOrderMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: OrderActionBody = {}) => completeOrder(id, body),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order, { movesMetal: true }),
  });
}

export function cancelOrderMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: OrderCancelBody = {}) => cancelOrder(id, body),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order),
  });
}

export function refundOrderMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: OrderRefundInput) => refundOrder(id, body),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order),
  });
}

export function voidOrderPaymentMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: ({ paymentId, ...body }: PaymentVoidBody & { paymentId: string }) => voidOrderPayment(id, paymentId, body),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order),
  });
}

export function reverseOrderMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: OrderReverseBody) => reverseOrder(id, body),
    onSuccess: (order, _body, _context, { client }) => orderWritten(client, order, { movesMetal: true }),
  });
}
