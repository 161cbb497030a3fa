// Shared set-up of the billing tests: the API with one billing provider or the other, and what a
// customer does at that provider (pay a checkout, cancel in the portal, a renewal that fails...).
// With the local provider that means using its pages as a browser would; with Stripe, the test
// plays Stripe: it changes the stand-in's objects and posts the signed webhook events Stripe would.
import { localUrl } from '@bullion/shared/remotes';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { BillingSubscription, CheckoutSession, PaymentIntent } from '@bullion/contract';
import { billingSubscriptionSchema, checkoutSessionSchema, portalSessionSchema } from '@bullion/contract';
import { getLocal, listLocal } from '../src/billing/local/local-object-reads';
import { minorToDecimal } from '../src/billing/money';
import { LOCAL_SIGNATURE_HEADER, localWebhookKey, signLocalEvent } from '../src/billing/local/signature';
import type { BillingEventRef, BillingProvider } from '../src/billing/provider';
import { appToken, call, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { StripeStandIn, type SignedEvent } from './stripe-stand-in';

export type ProviderName = 'local' | 'stripe';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_bullion_desk_0123456789';
export const APP_URL = localUrl('shell');

export interface Admin {
  actor: Actor;
  groupId: string;
  token: string;
}

export interface BillingWorld {
  name: ProviderName;
  api: TestApi;
  /** Stripe's side, when the provider is Stripe. */
  standIn: StripeStandIn | null;
  signatureHeader: string;
  /** The customer pays on the provider's checkout page; the API has heard of it when this returns. */
  completeCheckout(session: CheckoutSession): Promise<void>;
  /** "Cancel plan" in the provider's portal. */
  cancelAtPeriodEnd(admin: Admin, providerSubscriptionId: string): Promise<void>;
  /** The renewal's payment fails (past_due, an open invoice). */
  failRenewal(admin: Admin, providerSubscriptionId: string): Promise<void>;
  payOpenInvoice(admin: Admin, providerSubscriptionId: string): Promise<void>;
  /** Time passes beyond the period's end of a subscription set to cancel. */
  endPeriod(subscription: BillingSubscription): Promise<void>;
  /** The trial of a subscription trialing at the provider reaches its end: the first charge. */
  endTrial(subscription: BillingSubscription): Promise<void>;
  payPaymentIntent(intent: PaymentIntent): Promise<void>;
  /** The refunds the provider made against the payments of a subscription's customer, as decimal strings. */
  providerRefunds(providerSubscriptionId: string): Promise<string[]>;
  /** The credit on the balance of a subscription's customer at the provider, a decimal string. */
  providerCreditBalance(providerSubscriptionId: string): Promise<string>;
  /** While on, the provider fails every refund (as when it is down). */
  failRefunds(on: boolean): void;
  /** The subscription's status as the provider itself has it. */
  providerSubscriptionStatus(providerSubscriptionId: string): Promise<string | null>;
  /** An event about one object, signed as the provider signs, not sent yet. */
  signedEvent(type: string, object: NonNullable<BillingEventRef['object']>): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function postWebhook(api: TestApi, payload: string, headers: Record<string, string>) {
  const response = await api.request('/api/billing/webhooks', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A form post to a local provider page, as the browser sends it; answers the redirect or the page. */
export async function submitLocalForm(api: TestApi, url: string, fields: Record<string, string>) {
  const response = await api.request(new URL(url, 'http://api').pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

async function openPortal(api: TestApi, admin: Admin): Promise<string> {
  const result = await call(api, 'POST', '/api/billing/portal-session', { as: admin.actor, token: admin.token, body: { returnUrl: `${APP_URL}/settings/billing-and-plans` } });
  expect(result.status, result.text).toBe(201);
  return portalSessionSchema.parse(result.body).url;
}

function localWorld(api: TestApi): BillingWorld {
  /** The billing clock runs once at `at`, then the API's time is now again. */
  const tickAt = async (at: number) => {
    api.deps.now = () => new Date(at);
    try {
      await api.billingClock.tick();
    } finally {
      api.deps.now = () => new Date();
    }
  };
  const portalAction = async (admin: Admin, subscription: string, action: string) => {
    const url = await openPortal(api, admin);
    const page = await api.request(new URL(url).pathname);
    expect(await page.text()).toContain('Local billing simulation');
    const result = await submitLocalForm(api, url, { subscription, action });
    expect(result.status, result.text).toBe(303);
  };
  let refundsWhileWorking: BillingProvider['refundCreditBalance'] | null = null;
  return {
    name: 'local',
    api,
    standIn: null,
    signatureHeader: LOCAL_SIGNATURE_HEADER,
    async completeCheckout(session) {
      const page = await api.request(new URL(session.url).pathname);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Local billing simulation');
      const paid = await submitLocalForm(api, session.url, { action: 'pay', card: '4242 4242 4242 4242' });
      expect(paid.status, paid.text).toBe(303);
    },
    cancelAtPeriodEnd: (admin, id) => portalAction(admin, id, 'cancel_at_period_end'),
    failRenewal: (admin, id) => portalAction(admin, id, 'fail_renewal'),
    payOpenInvoice: (admin, id) => portalAction(admin, id, 'pay_open_invoice'),
    async endPeriod(subscription) {
      await tickAt(new Date(subscription.currentPeriodEnd ?? 0).getTime() + 60_000);
    },
    async endTrial(subscription) {
      await tickAt(new Date(subscription.trialEndsAt ?? 0).getTime() + 60_000);
    },
    async payPaymentIntent(intent) {
      expect(intent.url).not.toBeNull();
      const paid = await submitLocalForm(api, intent.url ?? '', { action: 'pay', card: '4242424242424242' });
      expect(paid.status, paid.text).toBe(303);
    },
    async providerSubscriptionStatus(id) {
      return (await getLocal(api.database.db, 'subscription', id))?.status ?? null;
    },
    async providerRefunds(id) {
      const subscription = await getLocal(api.database.db, 'subscription', id);
      const payments = subscription ? await listLocal(api.database.db, 'payment_intent', subscription.customerId) : [];
      return payments.flatMap((payment) => (payment.refunds ?? []).map((refund) => refund.amount));
    },
    async providerCreditBalance(id) {
      const subscription = await getLocal(api.database.db, 'subscription', id);
      const customer = subscription ? await getLocal(api.database.db, 'customer', subscription.customerId) : null;
      return customer?.creditBalance ?? '0.00';
    },
    failRefunds(on) {
      const provider = api.deps.billing.provider;
      if (!provider) throw new Error('no billing provider');
      if (on) {
        refundsWhileWorking ??= provider.refundCreditBalance;
        provider.refundCreditBalance = () => Promise.reject(new Error('The local provider is down.'));
      } else if (refundsWhileWorking) {
        provider.refundCreditBalance = refundsWhileWorking;
        refundsWhileWorking = null;
      }
    },
    signedEvent(type, object) {
      const payload = JSON.stringify({ id: `evt_local_${randomBytes(8).toString('hex')}`, type, object });
      return { payload, headers: { [LOCAL_SIGNATURE_HEADER]: signLocalEvent(localWebhookKey(api.config.JWT_SECRET), payload, new Date()) } };
    },
    close: () => api.close(),
  };
}

function stripeWorld(api: TestApi, standIn: StripeStandIn): BillingWorld {
  const deliver = async (events: SignedEvent[]) => {
    for (const { payload, signature } of events) {
      const result = await postWebhook(api, payload, { 'stripe-signature': signature });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
    }
  };
  const objects = { checkout_session: standIn.sessions, subscription: standIn.subscriptions, invoice: standIn.invoices, payment: standIn.intents };
  return {
    name: 'stripe',
    api,
    standIn,
    signatureHeader: 'stripe-signature',
    completeCheckout: (session) => deliver(standIn.completeCheckout(session.id)),
    async cancelAtPeriodEnd(admin, id) {
      await openPortal(api, admin);
      await deliver(standIn.cancelAtPeriodEnd(id));
    },
    failRenewal: (_admin, id) => deliver(standIn.failRenewal(id)),
    payOpenInvoice: (_admin, id) => deliver(standIn.payOpenInvoice(id)),
    endPeriod: (subscription) => deliver(standIn.endSubscription(subscription.providerSubscriptionId ?? '')),
    endTrial: (subscription) => deliver(standIn.endTrial(subscription.providerSubscriptionId ?? '')),
    payPaymentIntent: (intent) => deliver(standIn.succeedPaymentIntent(intent.providerPaymentId)),
    providerSubscriptionStatus: (id) => Promise.resolve((standIn.subscriptions.get(id)?.status as string | undefined) ?? null),
    providerRefunds(id) {
      const customer = standIn.subscriptions.get(id)?.customer;
      const intents = new Set([...standIn.intents.values()].filter((intent) => intent.customer === customer).map((intent) => intent.id));
      const refunds = [...standIn.refunds.values()].filter((refund) => intents.has(String(refund.payment_intent)));
      return Promise.resolve(refunds.map((refund) => minorToDecimal(Number(refund.amount), 'usd')));
    },
    providerCreditBalance(id) {
      const balance = Number(standIn.customers.get(String(standIn.subscriptions.get(id)?.customer))?.balance ?? 0);
      return Promise.resolve(minorToDecimal(Math.max(0, -balance), 'usd'));
    },
    failRefunds(on) {
      standIn.failingRefunds = on;
    },
    signedEvent(type, object) {
      const found = objects[object.kind].get(object.id) ?? { id: object.id };
      const { payload, signature } = standIn.event(type, found);
      return { payload, headers: { 'stripe-signature': signature } };
    },
    async close() {
      await api.close();
      await standIn.close();
    },
  };
}

export async function startBillingWorld(name: ProviderName): Promise<BillingWorld> {
  if (name === 'local') return localWorld(await startTestApi());
  const standIn = new StripeStandIn(STRIPE_WEBHOOK_SECRET);
  const url = await standIn.start();
  const api = await startTestApi({ STRIPE_SECRET_KEY: 'sk_test_bullion_desk', STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: url });
  return stripeWorld(api, standIn);
}

/** The group's subscription as the API answers it. */
export async function billingSubscription(api: TestApi, admin: { actor: Actor; token: string }): Promise<BillingSubscription> {
  const result = await call(api, 'GET', '/api/billing/subscription', { as: admin.actor, token: admin.token });
  expect(result.status, result.text).toBe(200);
  return billingSubscriptionSchema.parse(result.body);
}

export async function startCheckout(api: TestApi, admin: Admin, plan: 'pro' | 'teams' = 'pro'): Promise<CheckoutSession> {
  const result = await call(api, 'POST', '/api/billing/checkout-session', { as: admin.actor, token: admin.token, body: { plan } });
  expect(result.status, result.text).toBe(201);
  return checkoutSessionSchema.parse(result.body);
}

/** Checkout and pay: the group is on `plan` afterwards. */
export async function subscribe(world: BillingWorld, admin: Admin, plan: 'pro' | 'teams' = 'pro'): Promise<BillingSubscription> {
  await world.completeCheckout(await startCheckout(world.api, admin, plan));
  return billingSubscription(world.api, admin);
}

/** POST /api/subscriptions: a free trial of `plan` for the admin's group. */
export async function startFreeTrial(api: TestApi, admin: Admin, plan: 'pro' | 'teams'): Promise<BillingSubscription> {
  const result = await call(api, 'POST', '/api/subscriptions', { as: admin.actor, token: admin.token, body: { plan } });
  expect(result.status, result.text).toBe(201);
  return billingSubscription(api, admin);
}

export async function adminOf(api: TestApi, actor: Actor, groupId = actor.personalGroupId): Promise<Admin> {
  return { actor, groupId, token: await appToken(api, actor, groupId) };
}
