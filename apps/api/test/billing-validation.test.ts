// Invalid input on every billing route is a 4xx in the error shape and changes nothing: bodies,
// queries and path parameters, return addresses outside the app, the local provider's pages. Without
// a provider (production without Stripe) payments are 503 and the local pages do not exist; Stripe
// without its webhook secret does not start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { call, signIn, snapshotTables } from './api-fixtures';
import { adminOf, APP_URL, startBillingWorld, startCheckout, submitLocalForm, type Admin, type BillingWorld } from './billing-fixtures';
import { SLOW, startTestApi } from './harness';

let world: BillingWorld;
let admin: Admin;
beforeAll(async () => {
  world = await startBillingWorld('local');
  admin = await adminOf(world.api, await signIn(world.api, 'Val Billing'));
});
afterAll(() => world.close());

const long = (length: number) => 'x'.repeat(length);

async function billingRows() {
  const { db } = world.api.database;
  return {
    ...(await snapshotTables(world.api)),
    customers: await db.selectFrom('billing_customers').selectAll().execute(),
    payments: await db.selectFrom('billing_payments').selectAll().execute(),
    local: await db.selectFrom('billing_local_objects').select('id').execute(),
  };
}

const INVALID: [string, string, [string, unknown][]][] = [
  [
    'POST',
    '/api/billing/checkout-session',
    [
      ['no plan', {}],
      ['the free plan', { plan: 'free' }],
      ['an unknown plan', { plan: 'gold' }],
      ['an unknown field', { plan: 'pro', price: 'price_1' }],
      ['a successUrl that is not a URL', { plan: 'pro', successUrl: 'settings' }],
      ['a javascript: cancelUrl', { plan: 'pro', cancelUrl: 'javascript:alert(1)' }],
      ['a successUrl of another site', { plan: 'pro', successUrl: 'https://evil.example/steal' }],
      ['an oversized cancelUrl', { plan: 'pro', cancelUrl: `${APP_URL}/${long(2100)}` }],
    ],
  ],
  [
    'POST',
    '/api/billing/portal-session',
    [
      ['no returnUrl', {}],
      ['a returnUrl of another site', { returnUrl: 'https://evil.example/' }],
      ['an unknown field', { returnUrl: `${APP_URL}/settings`, customer: 'cus_1' }],
    ],
  ],
  [
    'POST',
    '/api/billing/customers',
    [
      ['an empty name', { name: '  ' }],
      ['an oversized name', { name: long(121) }],
      ['an email that is not one', { email: 'nobody' }],
      ['an unknown field', { phone: '1' }],
    ],
  ],
  [
    'POST',
    '/api/billing/payment-intents',
    [
      ['no amount', { description: 'x' }],
      ['a negative amount', { amount: '-5', description: 'x' }],
      ['a zero amount', { amount: '0', description: 'x' }],
      ['below the minimum', { amount: '0.49', description: 'x' }],
      ['too many decimals', { amount: '1.005', description: 'x' }],
      ['too large', { amount: '1000000', description: 'x' }],
      ['an unknown currency', { amount: '5', currency: 'xyz', description: 'x' }],
      ['no description', { amount: '5' }],
      ['an unknown field', { amount: '5', description: 'x', customer: 'cus_1' }],
    ],
  ],
];

describe('request validation', () => {
  it.each(INVALID.flatMap(([method, path, cases]) => cases.map(([label, body]) => [`${method} ${path}: ${label}`, method, path, body] as const)))(
    '%s is 400 and writes nothing',
    async (_label, method, path, body) => {
      const before = await billingRows();
      const result = await call(world.api, method, path, { as: admin.actor, token: admin.token, body });
      expect(result.status, result.text).toBe(400);
      expect(result.body).toMatchObject({ error: { code: expect.stringMatching(/^(validation_failed|bad_request)$/) } });
      expect(await billingRows()).toEqual(before);
    },
  );

  it('refuses a body that is not JSON', async () => {
    const result = await call(world.api, 'POST', '/api/billing/checkout-session', { as: admin.actor, token: admin.token, rawBody: 'plan=pro', contentType: 'text/plain' });
    expect(result.status).toBe(415);
  });

  it.each([
    ['/api/billing/products?lookup=', 200],
    ['/api/billing/products?lookup=a%20b', 400],
    ['/api/billing/products?lookup=pro_monthly&extra=1', 400],
    ['/api/billing/invoices?limit=0', 400],
    ['/api/billing/invoices?limit=101', 400],
    ['/api/billing/invoices?offset=-1', 400],
    ['/api/billing/invoices?status=late', 400],
    ['/api/billing/payments?limit=abc', 400],
    ['/api/billing/invoices/not-a-uuid/receipt?expires=1&signature=x', 400],
    ['/api/billing/invoices/00000000-0000-4000-8000-000000000000/receipt?expires=abc&signature=x', 400],
  ])('GET %s is %i', async (path, status) => {
    const result = await call(world.api, 'GET', path, { as: admin.actor, token: admin.token });
    expect(result.status, result.text).toBe(status);
    if (status >= 400) expect(result.body).toMatchObject({ error: { code: expect.any(String) } });
  });

  it('an attach of something that is not a subscription id is 400, of an unknown one 404', async () => {
    expect((await call(world.api, 'POST', '/api/billing/subscriptions/sub_1/attach', { as: admin.actor, token: admin.token })).status).toBe(400);
    expect((await call(world.api, 'POST', '/api/billing/subscriptions/00000000-0000-4000-8000-000000000000/attach', { as: admin.actor, token: admin.token })).status).toBe(404);
  });

  it('a webhook without a valid signature or body is 400', async () => {
    for (const body of ['', 'not json', '{}', JSON.stringify({ id: 'evt_1', type: 'customer.subscription.updated', object: { kind: 'subscription', id: 'sub_local_x' } })]) {
      const response = await world.api.request('/api/billing/webhooks', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    }
  });
});

describe('the local provider’s pages', () => {
  it('answer 400 for ids of the wrong shape and 404 for unknown ones, in JSON', async () => {
    for (const path of ['/api/billing/local/checkout/cs_1', '/api/billing/local/portal/cs_local_000000000000000000000000', '/api/billing/local/payments/x']) {
      const response = await world.api.request(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type')).toContain('json');
    }
    const unknown = await world.api.request('/api/billing/local/checkout/cs_local_000000000000000000000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('show a declined test card on the checkout page and change nothing', async () => {
    const session = await startCheckout(world.api, admin, 'pro');
    const before = await billingRows();
    const declined = await submitLocalForm(world.api, session.url, { action: 'pay', card: '4000 0000 0000 0002' });
    expect(declined.status).toBe(200);
    expect(declined.text).toContain('Your card was declined.');
    const unknownCard = await submitLocalForm(world.api, session.url, { action: 'pay', card: '1234' });
    expect(unknownCard.text).toContain('Use a test card');
    expect(await billingRows()).toEqual(before);

    const cancelled = await submitLocalForm(world.api, session.url, { action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(`${APP_URL}/settings/billing-and-plans?checkout=canceled`);
    expect((await submitLocalForm(world.api, session.url, { action: 'refund' })).status).toBe(400);
  });

  it('refuse an expired checkout', async () => {
    const session = await startCheckout(world.api, admin, 'pro');
    world.api.deps.now = () => new Date(Date.now() + 25 * 3_600_000);
    try {
      const page = await world.api.request(new URL(session.url).pathname);
      expect(await page.text()).toContain('This checkout has expired');
      const paid = await submitLocalForm(world.api, session.url, { action: 'pay', card: '4242 4242 4242 4242' });
      expect(paid.text).toContain('no longer open');
    } finally {
      world.api.deps.now = () => new Date();
    }
    expect((await call(world.api, 'GET', '/api/billing/subscription', { as: admin.actor, token: admin.token })).body).toMatchObject({ plan: { id: 'free' } });
  });
});

describe('configuration', () => {
  it('without Stripe in production, payments are 503 with the reason and the local pages do not exist', SLOW.startsAnApi, async () => {
    const api = await startTestApi({ NODE_ENV: 'production' });
    try {
      const owner = await adminOf(api, await signIn(api, 'Prod Person'));
      const checkout = await call(api, 'POST', '/api/billing/checkout-session', { as: owner.actor, token: owner.token, body: { plan: 'pro' } });
      expect(checkout.status).toBe(503);
      expect(checkout.body).toMatchObject({ error: { code: 'billing_unavailable', message: expect.stringContaining('STRIPE_SECRET_KEY') } });
      expect((await call(api, 'GET', '/api/billing/products', { as: owner.actor })).status).toBe(503);
      expect((await call(api, 'GET', '/api/billing/subscription', { as: owner.actor, token: owner.token })).body).toMatchObject({ plan: { id: 'free' } });
      expect((await api.request('/api/billing/local/checkout/cs_local_000000000000000000000000')).status).toBe(404);
      expect((await call(api, 'POST', '/api/billing/webhooks', { body: {} })).status).toBe(503);
    } finally {
      await api.close();
    }
  });

  it('Stripe needs its webhook secret, and lookup keys must tell the plans apart', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_1', BULLION_DATA_DIR: '/tmp/x', JWT_SECRET: long(40), APP_TOKEN_SECRET: long(40) })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_PRICE_LOOKUP_KEY_TEAMS: 'pro_monthly', JWT_SECRET: long(40), APP_TOKEN_SECRET: long(40), BULLION_DATA_DIR: '/tmp/x' })).toThrow(
      /must differ/,
    );
  });
});
