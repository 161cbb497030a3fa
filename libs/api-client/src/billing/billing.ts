// Billing calls for the billing-and-plans and purchase-history pages. Reads are query options;
// checkout and portal sessions answer a provider URL to send the browser to; writes refresh what
// they change (a group carries its subscription, so the group queries too).
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { groupKeys } from '../groups/keys';
import { apiRequest } from '../http/client';
import { billingKeys } from './keys';
import { BILLING_LIST_DEFAULT_LIMIT, billingCustomerSchema, billingInvoicePageSchema, billingPaymentPageSchema, billingProductListSchema, billingSubscriptionSchema, checkoutSessionSchema, paymentIntentSchema, portalSessionSchema, unassignedSubscriptionListSchema, type BillingCustomerBody, type BillingInvoiceListQuery, type BillingPaymentListQuery, type CheckoutSessionBody, type PaymentIntentBody, type PortalSessionBody } from '@bullion/contract';

const attachPath = (id: string) => `/billing/subscriptions/${encodeURIComponent(id)}/attach`;

/** A list query with defaults filled in and empty values dropped, in key order, so equal views share a cache entry. */
function normalizePageQuery<T extends object>(query: T): T {
  const entries = Object.entries({ offset: 0, limit: BILLING_LIST_DEFAULT_LIMIT, ...query }).filter(([, value]: [string, unknown]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) as T;
}

/** GET /billing/subscription: the group's plan, status, trial and period; every member may read it. */
export function billingSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: ({ signal }) => apiRequest('/billing/subscription', { schema: billingSubscriptionSchema, signal }),
  });
}

/** GET /billing/products: Free and the paid plans with their prices; `lookup` keeps only those price lookup keys. */
export function billingProductsQueryOptions(lookup: readonly string[] = []) {
  return queryOptions({
    queryKey: billingKeys.products(lookup),
    queryFn: ({ signal }) =>
      apiRequest('/billing/products', { query: { lookup: lookup.length ? [...lookup].sort().join(',') : undefined }, schema: billingProductListSchema, signal }),
  });
}

/** GET /billing/subscriptions/unassigned: the caller's paid subscriptions whose group is gone. */
export function unassignedSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.unassigned(),
    queryFn: ({ signal }) => apiRequest('/billing/subscriptions/unassigned', { schema: unassignedSubscriptionListSchema, signal }),
  });
}

/** GET /billing/invoices: the group's invoices with their payments and a signed receipt URL (admins). */
export function billingInvoicesQueryOptions(query: BillingInvoiceListQuery = {}) {
  const normalized = normalizePageQuery(query);
  return queryOptions({
    queryKey: billingKeys.invoices(normalized),
    queryFn: ({ signal }) => apiRequest('/billing/invoices', { query: normalized as Record<string, string | number>, schema: billingInvoicePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /billing/payments: the group's payments, of invoices and one-off (admins). */
export function billingPaymentsQueryOptions(query: BillingPaymentListQuery = {}) {
  const normalized = normalizePageQuery(query);
  return queryOptions({
    queryKey: billingKeys.payments(normalized),
    queryFn: ({ signal }) => apiRequest('/billing/payments', { query: normalized as Record<string, string | number>, schema: billingPaymentPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function createCheckoutSession(body: CheckoutSessionBody) {
  return apiRequest('/billing/checkout-session', { method: 'POST', body, schema: checkoutSessionSchema });
}

export function createPortalSession(body: PortalSessionBody) {
  return apiRequest('/billing/portal-session', { method: 'POST', body, schema: portalSessionSchema });
}

export function createBillingCustomer(body: BillingCustomerBody = {}) {
  return apiRequest('/billing/customers', { method: 'POST', body, schema: billingCustomerSchema });
}

export function createPaymentIntent(body: PaymentIntentBody) {
  return apiRequest('/billing/payment-intents', { method: 'POST', body, schema: paymentIntentSchema });
}

export function attachSubscription(id: string) {
  return apiRequest(attachPath(id), { method: 'POST', schema: billingSubscriptionSchema });
}

/** Answers the provider's checkout URL: send the browser there (`window.location.assign(url)`). */
export function createCheckoutSessionMutationOptions() {
  return mutationOptions({ mutationFn: (body: CheckoutSessionBody) => createCheckoutSession(body) });
}

/** Answers the provider's portal URL: send the browser there. */
export function createPortalSessionMutationOptions() {
  return mutationOptions({ mutationFn: (body: PortalSessionBody) => createPortalSession(body) });
}

export function createBillingCustomerMutationOptions() {
  return mutationOptions({ mutationFn: (body: BillingCustomerBody) => createBillingCustomer(body) });
}

export function createPaymentIntentMutationOptions() {
  return mutationOptions({
    mutationFn: (body: PaymentIntentBody) => createPaymentIntent(body),
    onSuccess: (_intent, _body, _context, { client }) => invalidateKeys(client, [...billingKeys.all, 'payments']),
  });
}

/** The subscription becomes the current group's: its plan, the unassigned list and the groups change. */
export function attachSubscriptionMutationOptions() {
  return mutationOptions({
    mutationFn: (id: string) => attachSubscription(id),
    onSuccess: (subscription, _id, _context, { client }) => {
      client.setQueryData(billingKeys.subscription(), subscription);
      return invalidateKeys(client, billingKeys.all, groupKeys.all);
    },
  });
}
