// The billing part of the mock API, answering from the in-memory mock state with the API's rules:
// bodies checked with the same schemas, no checkout while the group pays for a plan, no attaching a
// subscription to a group that pays for one. There is no provider behind it: a checkout completes at
// once (the plan is active and the answer's url is the successUrl), and the portal's url is the
// returnUrl, so a standalone page never leaves the app.
import { localUrl } from '@bullion/shared/remotes';
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, type MockSlice } from '../http';
import { billingCustomerBodySchema, billingCustomerSchema, billingInvoiceListQuerySchema, billingInvoicePageSchema, billingPaymentListQuerySchema, billingPaymentPageSchema, billingProductListSchema, billingProductsQuerySchema, billingSubscriptionSchema, carriedTrialEnd, checkoutSessionBodySchema, paymentIntentBodySchema, paymentIntentSchema, PLAN_GRANTING_STATUSES, portalSessionBodySchema, portalSessionSchema, unassignedSubscriptionListSchema, type BillingSubscription } from '@bullion/contract';
import { mockBillingProducts, mockPlan } from './fixtures';

const MOCK_APP_URL = localUrl('shell');

/** Whether the group pays for a plan at the provider (checkout and attach are refused then). */
const paysForPlan = (subscription: BillingSubscription) => subscription.provider !== null && PLAN_GRANTING_STATUSES.includes(subscription.status);

const alreadyPays = () =>
  apiError(409, 'already_subscribed', 'This group already pays for a plan: change or cancel it from the billing portal (POST /billing/portal-session).');

const page = <T>(items: T[], offset: number, limit: number) => ({ items: items.slice(offset, offset + limit), total: items.length, offset, limit });

export const billingMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/billing/subscription`, () => HttpResponse.json(mockDb.billing.subscription)),
    http.get(`${api}/billing/products`, ({ request }) => {
      const query = billingProductsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const lookup = query.data.lookup;
      const products = mockBillingProducts();
      return HttpResponse.json(lookup ? products.filter((product) => product.price && lookup.includes(product.price.lookupKey)) : products);
    }),
    http.get(`${api}/billing/subscriptions/unassigned`, () => HttpResponse.json(mockDb.billing.unassigned)),
    http.post(`${api}/billing/subscriptions/:id/attach`, ({ params }) => {
      const found = mockDb.billing.unassigned.find((subscription) => subscription.id === params.id);
      if (!found) return notFound('Unassigned subscription');
      if (paysForPlan(mockDb.billing.subscription)) return alreadyPays();
      const attached = { ...found, groupId: mockDb.billing.subscription.groupId, trialAvailable: false, updatedAt: now() };
      mockDb.billing.unassigned = mockDb.billing.unassigned.filter((subscription) => subscription.id !== found.id);
      mockDb.billing.subscription = attached;
      return HttpResponse.json(attached);
    }),
    http.post(`${api}/billing/checkout-session`, async ({ request }) => {
      const body = checkoutSessionBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      if (paysForPlan(mockDb.billing.subscription)) return alreadyPays();
      const at = now();
      const plan = mockPlan(body.data.plan);
      // As the API: bought during a free trial (48 hours or more left), the plan trials until the trial's end and is charged then.
      const trialEnd = carriedTrialEnd(mockDb.billing.subscription, new Date(at));
      mockDb.billing.subscription = {
        ...mockDb.billing.subscription,
        plan,
        paidPlan: plan,
        status: trialEnd ? 'trialing' : 'active',
        provider: 'local',
        providerSubscriptionId: `sub_local_mock${mockDb.nextId}`,
        trialEndsAt: trialEnd ? trialEnd.toISOString() : mockDb.billing.subscription.trialEndsAt,
        trialDaysLeft: trialEnd ? mockDb.billing.subscription.trialDaysLeft : null,
        currentPeriodStart: at,
        currentPeriodEnd: trialEnd ? trialEnd.toISOString() : new Date(Date.now() + 30 * 86_400_000).toISOString(),
        cancelAtPeriodEnd: false,
        canceledAt: null,
        trialAvailable: false,
        updatedAt: at,
      };
      return HttpResponse.json(
        {
          id: `cs_local_mock${nextMockUuid().slice(-4)}`,
          url: body.data.successUrl ?? `${MOCK_APP_URL}/settings/billing-and-plans?checkout=success`,
          provider: 'local',
          plan: body.data.plan,
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          firstChargeAt: trialEnd ? trialEnd.toISOString() : at,
        },
        { status: 201 },
      );
    }),
    http.post(`${api}/billing/portal-session`, async ({ request }) => {
      const body = portalSessionBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      if (mockDb.billing.subscription.provider === null) {
        return apiError(409, 'no_billing_account', 'This group has no subscription at the billing provider yet: upgrade first.');
      }
      return HttpResponse.json({ id: `bps_local_mock${nextMockUuid().slice(-4)}`, url: body.data.returnUrl, provider: 'local' }, { status: 201 });
    }),
    http.post(`${api}/billing/customers`, async ({ request }) => {
      const body = billingCustomerBodySchema.safeParse((await jsonBody(request)) ?? {});
      if (!body.success) return invalid(body.error);
      const { account } = mockDb;
      return HttpResponse.json(
        {
          id: nextMockUuid(),
          provider: 'local',
          providerCustomerId: 'cus_local_mock',
          email: body.data.email ?? account.email,
          name: body.data.name ?? account.name,
          createdAt: now(),
        },
        { status: 201 },
      );
    }),
    http.post(`${api}/billing/payment-intents`, async ({ request }) => {
      const body = paymentIntentBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const id = nextMockUuid();
      const at = now();
      const providerPaymentId = `pi_local_mock${id.slice(-4)}`;
      // The API answers amounts with the currency's decimals.
      const fields = { ...body.data, amount: new Decimal(body.data.amount).toFixed(2), status: 'requires_payment_method' as const };
      mockDb.billing.payments.unshift({ id, providerPaymentId, invoiceId: null, ...fields, method: null, failureMessage: null, createdAt: at });
      return HttpResponse.json(
        { id, providerPaymentId, clientSecret: `${providerPaymentId}_secret_mock`, ...fields, url: null, createdAt: at },
        { status: 201 },
      );
    }),
    http.get(`${api}/billing/invoices`, ({ request }) => {
      const query = billingInvoiceListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { offset, limit, status } = query.data;
      return HttpResponse.json(page(mockDb.billing.invoices.filter((invoice) => !status || invoice.status === status), offset, limit));
    }),
    http.get(`${api}/billing/payments`, ({ request }) => {
      const query = billingPaymentListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      return HttpResponse.json(page(mockDb.billing.payments, query.data.offset, query.data.limit));
    }),
  ],
  calls: [
    { method: 'GET', path: '/billing/subscription', schema: billingSubscriptionSchema },
    { method: 'GET', path: '/billing/products', schema: billingProductListSchema },
    { method: 'GET', path: '/billing/products?lookup=pro_monthly', schema: billingProductListSchema },
    { method: 'GET', path: '/billing/subscriptions/unassigned', schema: unassignedSubscriptionListSchema },
    { method: 'POST', path: '/billing/portal-session', body: { returnUrl: `${MOCK_APP_URL}/settings/billing-and-plans` }, schema: portalSessionSchema },
    { method: 'POST', path: '/billing/customers', body: {}, schema: billingCustomerSchema },
    { method: 'POST', path: '/billing/payment-intents', body: { amount: '50.00', description: 'Account credit' }, schema: paymentIntentSchema },
    { method: 'GET', path: '/billing/invoices', schema: billingInvoicePageSchema },
    { method: 'GET', path: '/billing/invoices?status=paid&limit=2', schema: billingInvoicePageSchema },
    { method: 'GET', path: '/billing/payments', schema: billingPaymentPageSchema },
  ],
};

