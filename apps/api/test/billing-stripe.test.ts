// What only the Stripe provider does, seen from the stand-in: the SDK's requests (secret key,
// checkout with the plan's price and the group in metadata, idempotency keys), a price missing at
// Stripe, Stripe failing, events Stripe sends that are not about billing, old signatures, and events
// arriving in any order.
import { billingInvoicePageSchema } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './api-fixtures';
import { adminOf, billingSubscription, postWebhook, startBillingWorld, startCheckout, startFreeTrial, type Admin, type BillingWorld } from './billing-fixtures';
import type { StripeStandIn } from './stripe-stand-in';

let world: BillingWorld;
let standIn: StripeStandIn;
beforeAll(async () => {
  world = await startBillingWorld('stripe');
  if (!world.standIn) throw new Error('no stand-in');
  standIn = world.standIn;
});
afterAll(() => world.close());

const newAdmin = async (label: string): Promise<Admin> => adminOf(world.api, await signIn(world.api, label));

describe('the Stripe provider', () => {
  it('creates the checkout at Stripe with the secret key, the plan’s price and the group, once per Idempotency-Key', async () => {
    const admin = await newAdmin('Sia Stripe');
    const send = () =>
      world.api.request('/api/billing/checkout-session', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.actor.accessToken}`, token: admin.token, 'content-type': 'application/json', 'idempotency-key': 'upgrade-1' },
        body: JSON.stringify({ plan: 'teams', successUrl: undefined }),
      });
    const before = standIn.requests.length;
    const first = await send();
    expect(first.status).toBe(400); // a personal group: Teams is for teams, refused before Stripe is asked
    expect(standIn.requests.length).toBe(before);

    const checkout = () =>
      world.api.request('/api/billing/checkout-session', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.actor.accessToken}`, token: admin.token, 'content-type': 'application/json', 'idempotency-key': 'upgrade-2' },
        body: JSON.stringify({ plan: 'pro' }),
      });
    const created = await checkout();
    expect(created.status).toBe(201);
    const session = (await created.json()) as { id: string; url: string };
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    const replay = await checkout();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as { id: string }).id).toBe(session.id);

    const creations = standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');
    expect(creations).toHaveLength(1);
    const [request] = creations;
    expect(request?.headers.authorization).toBe('Bearer sk_test_bullion_desk');
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f]{64}$/);
    expect(request?.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_pro_monthly', quantity: '1' }],
      metadata: { groupId: admin.groupId, userId: admin.actor.userId, plan: 'pro' },
      subscription_data: { metadata: { groupId: admin.groupId } },
      client_reference_id: admin.groupId,
    });
    expect(standIn.customers.size).toBeGreaterThan(0);
    expect([...standIn.customers.values()].some((customer) => customer.email === admin.actor.email)).toBe(true);
  });

  it('says so when the plan has no price at Stripe', async () => {
    const admin = await newAdmin('Mia Missing');
    standIn.activeLookupKeys.delete('pro_monthly');
    try {
      const result = await call(world.api, 'POST', '/api/billing/checkout-session', { as: admin.actor, token: admin.token, body: { plan: 'pro' } });
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({ error: { code: 'price_missing', message: expect.stringContaining('pro_monthly') } });
      const products = await call(world.api, 'GET', '/api/billing/products', { as: admin.actor });
      expect(products.body).toEqual(expect.arrayContaining([expect.objectContaining({ plan: expect.objectContaining({ id: 'pro' }), price: null })]));
    } finally {
      standIn.activeLookupKeys.add('pro_monthly');
    }
  });

  it('answers 502 when Stripe fails, and changes nothing', async () => {
    const admin = await newAdmin('Fay Fail');
    standIn.failing = true;
    try {
      const result = await call(world.api, 'POST', '/api/billing/checkout-session', { as: admin.actor, token: admin.token, body: { plan: 'pro' } });
      expect(result.status).toBe(502);
      expect(result.body).toMatchObject({ error: { code: 'billing_provider_error' } });
    } finally {
      standIn.failing = false;
    }
    expect(await billingSubscription(world.api, admin)).toMatchObject({ plan: { id: 'free' }, provider: null });
  });

  it('acknowledges events that are not about billing, and refuses signatures past Stripe’s tolerance', async () => {
    const other = standIn.event('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(await postWebhook(world.api, other.payload, { 'stripe-signature': other.signature })).toEqual({ status: 200, body: { received: true, duplicate: false } });

    const late = standIn.event('charge.refunded', { id: 'ch_2', object: 'charge' });
    world.api.deps.now = () => new Date(Date.now() + 10 * 60_000);
    try {
      const refused = await postWebhook(world.api, late.payload, { 'stripe-signature': late.signature });
      expect(refused).toMatchObject({ status: 400, body: { error: { code: 'invalid_signature', message: expect.stringContaining('tolerance') } } });
    } finally {
      world.api.deps.now = () => new Date();
    }
  });

  it('applies events in any order: an invoice first still lands in the group bought for', async () => {
    const admin = await newAdmin('Oz Order');
    const session = await startCheckout(world.api, admin, 'pro');
    const events = standIn.completeCheckout(session.id);
    for (const { payload, signature } of [...events].reverse()) {
      expect((await postWebhook(world.api, payload, { 'stripe-signature': signature })).status).toBe(200);
    }
    expect(await billingSubscription(world.api, admin)).toMatchObject({ status: 'active', plan: { id: 'pro' }, provider: 'stripe' });
    const invoices = billingInvoicePageSchema.parse((await call(world.api, 'GET', '/api/billing/invoices', { as: admin.actor, token: admin.token })).body);
    expect(invoices.items.map((invoice) => [invoice.status, invoice.amountPaid, invoice.payments.length])).toEqual([['paid', '12.00', 1]]);
  });

  it('carries a free trial to the checkout as subscription_data.trial_end, and only with at least 48 hours of it left', async () => {
    const admin = await newAdmin('Tao Trialend');
    const trial = await startFreeTrial(world.api, admin, 'pro');
    await startCheckout(world.api, admin, 'pro');
    const sent = standIn.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1);
    expect((sent?.params.subscription_data as { trial_end?: string }).trial_end).toBe(String(Math.floor(new Date(trial.trialEndsAt ?? 0).getTime() / 1000)));

    // Under 48 hours before the trial's end (Checkout's minimum): charged at checkout, no trial_end sent.
    world.api.deps.now = () => new Date(new Date(trial.trialEndsAt ?? 0).getTime() - 47 * 3_600_000);
    try {
      const late = await startCheckout(world.api, admin, 'pro');
      expect(late.firstChargeAt).toBe(world.api.deps.now().toISOString());
    } finally {
      world.api.deps.now = () => new Date();
    }
    const lateSent = standIn.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1);
    expect(lateSent?.params.subscription_data).not.toHaveProperty('trial_end');
  });

  it('deleting a paying account cancels at Stripe now with prorate and invoice_now, then refunds the credit against the paid invoice and zeroes the balance', async () => {
    const owner = await signIn(world.api, 'Del Stripe');
    const admin = await adminOf(world.api, owner);
    await world.completeCheckout(await startCheckout(world.api, admin, 'pro'));
    const subscription = await billingSubscription(world.api, admin);
    const requestsBefore = standIn.requests.length;
    const deleted = await call(world.api, 'DELETE', '/api/account', { as: owner, body: { email: owner.email } });
    expect(deleted.status, deleted.text).toBe(200);
    const sent = standIn.requests.slice(requestsBefore);
    const cancel = sent.find((request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscription.providerSubscriptionId}`);
    expect(cancel?.params).toMatchObject({ prorate: 'true', invoice_now: 'true' });
    const customer = String(standIn.subscriptions.get(subscription.providerSubscriptionId ?? '')?.customer);
    const paidIntent = [...standIn.intents.values()].find((intent) => intent.customer === customer && intent.status === 'succeeded');
    const finalInvoice = standIn.invoices.get(String(standIn.subscriptions.get(subscription.providerSubscriptionId ?? '')?.latest_invoice));
    const credit = String(-Number(finalInvoice?.total));
    const refund = sent.find((request) => request.method === 'POST' && request.path === '/v1/refunds');
    expect(refund?.params).toMatchObject({ payment_intent: paidIntent?.id, amount: credit });
    const balance = sent.find((request) => request.method === 'POST' && request.path === `/v1/customers/${customer}/balance_transactions`);
    expect(balance?.params).toMatchObject({ amount: credit, currency: 'usd' });
    // The refund comes after the cancel, and the balance is settled after the refund.
    const order = [cancel, refund, balance].map((request) => (request ? sent.indexOf(request) : -1));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(order[0]).toBeGreaterThanOrEqual(0);
    expect(standIn.customers.get(customer)?.balance).toBe(0);
  });
});
