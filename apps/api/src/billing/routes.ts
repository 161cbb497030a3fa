// Billing of the group of the app access token (docs/billing.md): its subscription (every member
// reads it), plans with prices, upgrade through the provider's checkout, manage and cancel through
// the provider's portal, the caller's customer, one-off payment intents, and the caller's paid
// subscriptions left without a group, to attach to this one. Writes need billing.manage (admins).
// The purchase history, the webhook and the local provider's pages have files of their own.
import { createRoute, z } from '@hono/zod-openapi';
import { billingCustomerBodySchema, carriedTrialEnd, billingCustomerSchema, billingProductListSchema, billingProductsQuerySchema, billingSubscriptionSchema, checkoutSessionBodySchema, checkoutSessionSchema, PAID_PLANS, paymentIntentBodySchema, paymentIntentSchema, PLAN_FEATURES, portalSessionBodySchema, portalSessionSchema, unassignedSubscriptionListSchema, type BillingProduct, type PlanId } from '@bullion/contract';
import type { Context } from 'hono';
import { scoped } from '../db/database';
import { grants, requireGroup, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { toPlan } from '../http/mappers';
import { errorResponses, jsonBody, jsonResponse, output, SESSION, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Router } from '../http/router';
import { lockGroup } from '../http/scope';
import { appReturnUrl, atProvider, providerIdempotencyKey, requireBillingManager, requireProvider } from './access';
import { providerFailedResponse, TAGS, unavailableResponse } from './openapi';
import { findBillingCustomer, findBillingGroup, findGroupSubscription, groupTypeOf, listGroupSubscriptions, listUnassignedSubscriptions } from './billing-reads';
import { adoptPurchaseHistory, assignSubscription, deleteGroupSubscriptions, lockUnassignedSubscription } from './billing-writes';
import { ensureCustomer, toBillingCustomer } from './customers';
import { grantsPlan, planOfLookupKey } from './plans';
import { recordPayment } from './sync';
import { plansById, toBillingSubscription } from './views';

export const TEAMS_PLAN_NEEDS_TEAM = 'The Teams plan is for team groups: create a team first (POST /api/groups) and upgrade it';

const idParamsSchema = z.object({
  id: z.uuid('id must be a subscription id (UUID).').openapi({ param: { name: 'id', in: 'path' }, example: '2d7f1b9e-5c3a-4e8d-9f1b-6a2c4e8d0f13' }),
});

const subscriptionRoute = createRoute({
  method: 'get',
  path: '/api/billing/subscription',
  tags: TAGS,
  summary: 'The group’s subscription: plan, status, trial and days left, current period, cancellation',
  description: [
    'Every member may read it; canManage says whether the caller may change it (billing.manage, admins).',
    'status is Stripe’s (trialing, active, past_due, canceled, incomplete, incomplete_expired, unpaid, paused) with either provider.',
    'plan is what the group has now (Free once a trial or a paid subscription has ended); paidPlan the plan the provider subscription is for.',
    'A free trial past its date has ended when this answers: status canceled on the Free plan, with trialEndsAt kept.',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  responses: { 200: jsonResponse(billingSubscriptionSchema, 'The group’s subscription'), ...errorResponses(401, 403, 404) },
});

const productsRoute = createRoute({
  method: 'get',
  path: '/api/billing/products',
  tags: TAGS,
  summary: 'The plans with what each enables and their prices at the billing provider',
  description:
    'Without lookup: Free (price null), then Pro and Teams with their prices (null when the provider has no active price under the plan’s lookup key). With lookup (comma-separated price lookup keys): only the paid plans whose price has one of those keys, so the first item is the one asked for.',
  security: SESSION,
  middleware: [requireUser] as const,
  request: { query: billingProductsQuerySchema },
  responses: { 200: jsonResponse(billingProductListSchema, 'Plans with prices'), ...errorResponses(400, 401), ...unavailableResponse, ...providerFailedResponse },
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/api/billing/checkout-session',
  tags: TAGS,
  summary: 'Starts an upgrade: answers the provider’s checkout page to send the browser to; needs billing.manage (admins)',
  description: [
    'After payment the provider sends the browser to successUrl (default SITE_URL/settings/billing-and-plans?checkout=success; Stripe fills in {CHECKOUT_SESSION_ID}), and tells the API by webhook: the group’s subscription becomes active on the plan, replacing Free or a free trial.',
    'Cancelling goes to cancelUrl (default …?checkout=canceled) and changes nothing. Both must be addresses of the app (SITE_URL, CORS_ORIGINS).',
    'Bought during a free trial with at least 48 hours left, the plan keeps the trial’s end: the subscription trials at the provider until then and its first charge is then (firstChargeAt); otherwise the first charge is at checkout.',
    `A group that already pays for a plan is 409 already_subscribed (change it in the portal). ${TEAMS_PLAN_NEEDS_TEAM} (400).`,
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireBillingManager('upgrade the plan')] as const,
  request: { body: jsonBody(checkoutSessionBodySchema) },
  responses: {
    201: jsonResponse(checkoutSessionSchema, 'The checkout session and its URL'),
    ...errorResponses(400, 401, 403, 409, 415),
    ...unavailableResponse,
    ...providerFailedResponse,
  },
});

const portalRoute = createRoute({
  method: 'post',
  path: '/api/billing/portal-session',
  tags: TAGS,
  summary: 'Answers the provider’s portal page to manage or cancel the group’s subscription; needs billing.manage (admins)',
  description:
    'The portal belongs to the customer who pays for the group’s subscription. Changes made there (cancel at period end, resume, payment method, paying an open invoice) reach the API by webhook. A group with no subscription at the provider is 409 no_billing_account: upgrade first. returnUrl must be an address of the app.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireBillingManager('manage the subscription')] as const,
  request: { body: jsonBody(portalSessionBodySchema) },
  responses: {
    201: jsonResponse(portalSessionSchema, 'The portal session and its URL'),
    ...errorResponses(400, 401, 403, 409, 415),
    ...unavailableResponse,
    ...providerFailedResponse,
  },
});

const customerRoute = createRoute({
  method: 'post',
  path: '/api/billing/customers',
  tags: TAGS,
  summary: 'Creates (or answers) the caller’s customer at the billing provider; needs billing.manage (admins)',
  description:
    'A user has one customer per provider; checkout and payment intents create it when needed, so calling this first is optional. name and email default to the profile’s. 201 when created, 200 with the existing one (whose name and email are not changed).',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireBillingManager('set up billing')] as const,
  request: { body: jsonBody(billingCustomerBodySchema) },
  responses: {
    200: jsonResponse(billingCustomerSchema, 'The existing customer'),
    201: jsonResponse(billingCustomerSchema, 'The new customer'),
    ...errorResponses(400, 401, 403, 415),
    ...unavailableResponse,
    ...providerFailedResponse,
  },
});

const paymentIntentRoute = createRoute({
  method: 'post',
  path: '/api/billing/payment-intents',
  tags: TAGS,
  summary: 'Creates a one-off payment by the caller for the group; needs billing.manage (admins)',
  description:
    'With Stripe, confirm it in the browser with Stripe.js and clientSecret (url is null); with the local provider, open url (its payment page). The outcome reaches the API by webhook and shows in GET /api/billing/payments.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireBillingManager('make a payment')] as const,
  request: { body: jsonBody(paymentIntentBodySchema) },
  responses: {
    201: jsonResponse(paymentIntentSchema, 'The payment intent'),
    ...errorResponses(400, 401, 403, 415),
    ...unavailableResponse,
    ...providerFailedResponse,
  },
});

const unassignedRoute = createRoute({
  method: 'get',
  path: '/api/billing/subscriptions/unassigned',
  tags: TAGS,
  summary: 'The caller’s paid subscriptions that belong to no group (their group was deleted)',
  description: 'Still billed by the provider: attach one to a group (POST /api/billing/subscriptions/{id}/attach) or cancel it in the portal. An empty list when there are none.',
  security: SESSION,
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse(unassignedSubscriptionListSchema, 'The unassigned subscriptions, newest first'), ...errorResponses(401) },
});

const attachRoute = createRoute({
  method: 'post',
  path: '/api/billing/subscriptions/{id}/attach',
  tags: TAGS,
  summary: 'Attaches one of the caller’s unassigned subscriptions to the group; needs billing.manage (admins)',
  description: `The group gets the subscription’s plan, replacing Free or a free trial; its invoices join the group’s purchase history. Only the buyer’s own unassigned subscriptions (404 otherwise). A group that already pays for a plan is 409 already_subscribed. ${TEAMS_PLAN_NEEDS_TEAM} (400).`,
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireBillingManager('attach a subscription to this group')] as const,
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(billingSubscriptionSchema, 'The group’s subscription now'), ...errorResponses(400, 401, 403, 404, 409) },
});

/** Whether a subscription row is a live paid subscription at a provider. */
const paysForPlan = (row: { provider: string | null; stripe_subscription_id: string | null; status: string }) =>
  row.provider !== null && row.stripe_subscription_id !== null && grantsPlan(row.status);

const alreadySubscribed = (planName: string) =>
  new ApiError(409, 'already_subscribed', `This group already pays for the ${planName} plan: change or cancel it in the billing portal (POST /api/billing/portal-session).`);

const teamsNeedsTeam = () => new ApiError(400, 'teams_plan_needs_team', TEAMS_PLAN_NEEDS_TEAM);

/** The group's one subscription row and its type, in the caller's scope. */
async function groupBilling(c: Context<AppEnv>) {
  const { db } = c.var.deps;
  const groupId = c.var.group.id;
  return scoped(db, { userId: c.var.user.id, groupIds: [groupId] }, async (tx) => {
    const group = await findBillingGroup(tx, groupId);
    const subscription = await findGroupSubscription(tx, groupId);
    if (!group || !subscription) throw notFound('Subscription');
    const plans = await plansById(tx);
    return { group, subscription, plans };
  });
}

function defaultReturnUrl(c: Context<AppEnv>, outcome: 'success' | 'canceled'): string {
  return new URL(`/settings/billing-and-plans?checkout=${outcome}`, c.var.deps.config.SITE_URL).href;
}

function registerCheckoutRoutes(app: Router) {
  app.openapi(subscriptionRoute, async (c) => {
    const { subscription, plans } = await groupBilling(c);
    const view = toBillingSubscription(subscription, plans, { now: c.var.deps.now(), canManage: grants(c.var.group.permissions, 'billing.manage') });
    return c.json(output(billingSubscriptionSchema, view), 200);
  });

  app.openapi(productsRoute, async (c) => {
    const { lookup } = c.req.valid('query');
    const provider = requireProvider(c);
    const { db, billing } = c.var.deps;
    const keys = lookup ?? PAID_PLANS.map((plan) => billing.lookupKeys[plan]);
    const prices = await atProvider(c, () => provider.findPrices(keys));
    const plans = await scoped(db, { userId: c.var.user.id, groupIds: [] }, plansById);
    const product = (plan: PlanId, price: BillingProduct['price']): BillingProduct[] => {
      const row = plans.get(plan);
      return row ? [{ plan: toPlan(row), features: [...PLAN_FEATURES[plan]], price }] : [];
    };
    const priced = prices.flatMap((price) => {
      const plan = planOfLookupKey(billing.lookupKeys, price.lookupKey);
      const { id, lookupKey, amount, currency, interval, intervalCount } = price;
      return plan ? product(plan, { id, lookupKey, amount, currency, interval, intervalCount }) : [];
    });
    const products = lookup
      ? priced
      : [...product('free', null), ...PAID_PLANS.flatMap((plan) => priced.find((entry) => entry.plan.id === plan) ?? product(plan, null))];
    return c.json(output(billingProductListSchema, products), 200);
  });

  app.openapi(checkoutRoute, async (c) => {
    const body = c.req.valid('json');
    const { config, db, billing } = c.var.deps;
    const provider = requireProvider(c);
    const successUrl = appReturnUrl(config, 'successUrl', body.successUrl ?? defaultReturnUrl(c, 'success'));
    const cancelUrl = appReturnUrl(config, 'cancelUrl', body.cancelUrl ?? defaultReturnUrl(c, 'canceled'));
    const { group, subscription, plans } = await groupBilling(c);
    if (body.plan === 'teams' && group.type === 'personal') throw teamsNeedsTeam();
    if (paysForPlan(subscription)) throw alreadySubscribed(plans.get(subscription.subscription_plan_id)?.name ?? subscription.subscription_plan_id);

    const lookupKey = billing.lookupKeys[body.plan];
    const [price] = await atProvider(c, () => provider.findPrices([lookupKey]));
    if (!price) {
      throw new ApiError(503, 'price_missing', `The ${plans.get(body.plan)?.name ?? body.plan} plan has no price at the billing provider (lookup key ${lookupKey}).`);
    }
    const user = c.var.user;
    // Bought during a free trial: the plan keeps the trial's end, and is first charged then.
    const now = c.var.deps.now();
    const trialEnd = carriedTrialEnd(toBillingSubscription(subscription, plans, { now, canManage: true }), now);
    const session = await atProvider(c, async () => {
      const { customer } = await ensureCustomer(db, provider, user, {}, { idempotencyKey: providerIdempotencyKey(c, 'customer') });
      return provider.createCheckoutSession(
        { customerId: customer.provider_customer_id, priceId: price.id, successUrl, cancelUrl, metadata: { groupId: group.id, userId: user.id, plan: body.plan }, trialEnd },
        { idempotencyKey: providerIdempotencyKey(c, 'checkout') },
      );
    });
    c.var.logger.info({ groupId: group.id, plan: body.plan, provider: provider.name, trialEnd }, 'billing: checkout started');
    const answer = {
      id: session.id,
      url: session.url,
      provider: provider.name,
      plan: body.plan,
      expiresAt: session.expiresAt.toISOString(),
      firstChargeAt: (trialEnd ?? now).toISOString(),
    };
    return c.json(output(checkoutSessionSchema, answer), 201);
  });

  app.openapi(portalRoute, async (c) => {
    const { returnUrl } = c.req.valid('json');
    const { config, db } = c.var.deps;
    const provider = requireProvider(c);
    appReturnUrl(config, 'returnUrl', returnUrl);
    const { subscription } = await groupBilling(c);
    const customer = subscription.billing_customer_id ? await findBillingCustomer(db, subscription.billing_customer_id) : undefined;
    if (!customer || customer.provider !== provider.name) {
      throw new ApiError(409, 'no_billing_account', 'This group has no subscription at the billing provider yet: upgrade first (POST /api/billing/checkout-session).');
    }
    const session = await atProvider(c, () =>
      provider.createPortalSession({ customerId: customer.provider_customer_id, returnUrl }, { idempotencyKey: providerIdempotencyKey(c, 'portal') }),
    );
    return c.json(output(portalSessionSchema, { id: session.id, url: session.url, provider: provider.name }), 201);
  });

  app.openapi(customerRoute, async (c) => {
    const body = c.req.valid('json');
    const provider = requireProvider(c);
    const { customer, created } = await atProvider(c, () =>
      ensureCustomer(c.var.deps.db, provider, c.var.user, body, { idempotencyKey: providerIdempotencyKey(c, 'customer') }),
    );
    return c.json(output(billingCustomerSchema, toBillingCustomer(customer)), created ? 201 : 200);
  });

  app.openapi(paymentIntentRoute, async (c) => {
    const body = c.req.valid('json');
    const provider = requireProvider(c);
    const user = c.var.user;
    const groupId = c.var.group.id;
    const intent = await atProvider(c, async () => {
      const { customer } = await ensureCustomer(c.var.deps.db, provider, user, {}, { idempotencyKey: providerIdempotencyKey(c, 'customer') });
      return provider.createPaymentIntent(
        { customerId: customer.provider_customer_id, ...body, metadata: { groupId, userId: user.id } },
        { idempotencyKey: providerIdempotencyKey(c, 'payment-intent') },
      );
    });
    const row = await recordPayment(c.var.deps, provider, intent.payment, { userId: user.id, groupId, invoiceId: null });
    const answer = {
      id: row.id,
      providerPaymentId: intent.payment.id,
      clientSecret: intent.clientSecret,
      status: intent.payment.status,
      amount: row.amount,
      currency: row.currency,
      description: row.description,
      url: intent.url,
      createdAt: intent.payment.created.toISOString(),
    };
    return c.json(output(paymentIntentSchema, answer), 201);
  });
}

function registerUnassignedRoutes(app: Router) {
  app.openapi(unassignedRoute, async (c) => {
    const userId = c.var.user.id;
    const now = c.var.deps.now();
    const views = await scoped(c.var.deps.db, { userId, groupIds: [] }, async (tx) => {
      const rows = await listUnassignedSubscriptions(tx, userId);
      const plans = await plansById(tx);
      return rows.map((row) => toBillingSubscription(row, plans, { now, canManage: true }));
    });
    return c.json(output(unassignedSubscriptionListSchema, views), 200);
  });

  app.openapi(attachRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db, now } = c.var.deps;
    const userId = c.var.user.id;
    const groupId = c.var.group.id;
    const attached = await scoped(db, { userId, groupIds: [groupId] }, async (tx) => {
      await lockGroup(tx, groupId);
      const row = await lockUnassignedSubscription(tx, id, userId);
      if (!row) throw notFound('Unassigned subscription');
      const group = await groupTypeOf(tx, groupId);
      if (row.paid_plan_id === 'teams' && group.type === 'personal') throw teamsNeedsTeam();
      const current = await listGroupSubscriptions(tx, groupId);
      const paying = current.find(paysForPlan);
      const plans = await plansById(tx);
      if (paying) throw alreadySubscribed(plans.get(paying.subscription_plan_id)?.name ?? paying.subscription_plan_id);
      // The group keeps one row: the attached one, remembering a trial the group had.
      const trialEndsAt = row.trial_ends_at ?? current.find((other) => other.trial_ends_at !== null)?.trial_ends_at ?? null;
      if (current.length) await deleteGroupSubscriptions(tx, groupId);
      const updated = await assignSubscription(tx, row.id, { groupId, trialEndsAt, now: now() });
      return { row: updated, plans };
    });
    await adoptPurchaseHistory(db, attached.row.id, groupId);
    const provider = c.var.deps.billing.provider;
    if (provider?.name === attached.row.provider && attached.row.stripe_subscription_id) {
      // The provider's copy of the group id is for people reading its dashboard; ours is what counts.
      await provider.updateSubscriptionMetadata(attached.row.stripe_subscription_id, { groupId }).catch((error: unknown) => {
        c.var.logger.warn({ err: error, subscriptionId: attached.row.id }, 'billing: could not update the provider subscription’s group');
      });
    }
    c.var.logger.info({ groupId, subscriptionId: attached.row.id }, 'billing: subscription attached');
    const view = toBillingSubscription(attached.row, attached.plans, { now: now(), canManage: true });
    return c.json(output(billingSubscriptionSchema, view), 200);
  });
}

export function registerBillingRoutes(app: Router) {
  registerCheckoutRoutes(app);
  registerUnassignedRoutes(app);
}
