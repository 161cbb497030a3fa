// @vitest-environment node
// The billing mocks follow the API's rules, so a settings page built against them meets no surprise:
// no checkout or attach while the group pays for a plan, a checkout that completes at once (the
// answer's url is the successUrl), attach moving an unassigned subscription to the group, bodies
// refused as the API refuses them, and a payment intent showing in the payments.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockDb, mockDb } from '../db';
import { MOCK_API_URL } from '../http';
import { createMockHandlers } from '../index';
import { billingPaymentPageSchema, billingSubscriptionSchema, checkoutSessionSchema } from '@bullion/contract';
import { MOCK_UNASSIGNED_SUBSCRIPTION_ID, mockBillingSubscription, mockPlan } from './fixtures';

const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${MOCK_API_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as unknown };
}

/** The group back on Free, as after a cancelled subscription. */
function onFree() {
  mockDb.billing.subscription = mockBillingSubscription({ plan: mockPlan('free'), paidPlan: null, provider: null, providerSubscriptionId: null, currentPeriodEnd: null, trialAvailable: true });
}

describe('billing mocks', () => {
  it('refuse a checkout and an attach while the group pays for Teams', async () => {
    expect(await call('POST', '/billing/checkout-session', { plan: 'pro' })).toMatchObject({ status: 409, data: { error: { code: 'already_subscribed' } } });
    expect((await call('POST', `/billing/subscriptions/${MOCK_UNASSIGNED_SUBSCRIPTION_ID}/attach`)).status).toBe(409);
  });

  it('complete a checkout at once and send the browser to the successUrl', async () => {
    onFree();
    const successUrl = 'http://localhost/settings/billing-and-plans?checkout=success';
    const { status, data } = await call('POST', '/billing/checkout-session', { plan: 'pro', successUrl });
    expect(status).toBe(201);
    expect(checkoutSessionSchema.parse(data).url).toBe(successUrl);
    const subscription = billingSubscriptionSchema.parse((await call('GET', '/billing/subscription')).data);
    expect(subscription).toMatchObject({ plan: { id: 'pro' }, status: 'active', provider: 'local', trialAvailable: false });
  });

  it('attach an unassigned subscription to the group', async () => {
    onFree();
    const { status, data } = await call('POST', `/billing/subscriptions/${MOCK_UNASSIGNED_SUBSCRIPTION_ID}/attach`);
    expect(status).toBe(200);
    expect(billingSubscriptionSchema.parse(data)).toMatchObject({ id: MOCK_UNASSIGNED_SUBSCRIPTION_ID, plan: { id: 'pro' } });
    expect((await call('GET', '/billing/subscriptions/unassigned')).data).toEqual([]);
    expect((await call('POST', '/billing/subscriptions/00000000-0000-4000-8000-000000000000/attach')).status).toBe(404);
  });

  it('refuse bodies the API refuses', async () => {
    expect((await call('POST', '/billing/checkout-session', { plan: 'free' })).status).toBe(400);
    expect((await call('POST', '/billing/portal-session', {})).status).toBe(400);
    expect((await call('POST', '/billing/payment-intents', { amount: '0.10', description: 'x' })).status).toBe(400);
    expect((await call('GET', '/billing/invoices?status=late')).status).toBe(400);
  });

  it('filter products by lookup key and list a new payment intent first', async () => {
    expect(((await call('GET', '/billing/products?lookup=teams_monthly')).data as { plan: { id: string } }[]).map((product) => product.plan.id)).toEqual(['teams']);
    await call('POST', '/billing/payment-intents', { amount: '5', description: 'Credit' });
    const payments = billingPaymentPageSchema.parse((await call('GET', '/billing/payments')).data);
    expect(payments.items[0]).toMatchObject({ amount: '5.00', description: 'Credit', status: 'requires_payment_method' });
  });
});
