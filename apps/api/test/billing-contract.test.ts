// The billing provider contract, run against both providers: the local simulation (its own pages)
// and Stripe (the real SDK against a local stand-in, with signed webhooks). Whatever the provider,
// a client sees the same plans and prices, the same upgrade, the same subscription states in
// Stripe's vocabulary, the same purchase history with receipts, and the same webhook rules.
import { billingCustomerSchema, billingInvoicePageSchema, billingPaymentPageSchema, billingProductListSchema, deletedAccountSchema, groupListSchema, paymentIntentSchema, TRIAL_DAYS } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTeam, signIn } from './api-fixtures';
import {
  adminOf,
  billingSubscription,
  postWebhook,
  startBillingWorld,
  startCheckout,
  startFreeTrial,
  subscribe,
  type Admin,
  type BillingWorld,
  type ProviderName,
} from './billing-fixtures';

const MONTH_MS = 30 * 24 * 3_600_000;
/** A date to the second (Stripe keeps Unix seconds). */
const seconds = (iso: string | null) => Math.floor(new Date(iso ?? 0).getTime() / 1000);

describe.each<ProviderName>(['local', 'stripe'])('billing through the %s provider', (name) => {
  let world: BillingWorld;
  beforeAll(async () => {
    world = await startBillingWorld(name);
  });
  afterAll(() => world.close());

  const newAdmin = async (label: string): Promise<Admin> => adminOf(world.api, await signIn(world.api, label));
  const get = (admin: Admin, path: string) => call(world.api, 'GET', path, { as: admin.actor, token: admin.token });

  it('lists Free, Pro and Teams with what each enables and their monthly prices in decimals', async () => {
    const admin = await newAdmin('Price Reader');
    const all = billingProductListSchema.parse((await get(admin, '/api/billing/products')).body);
    expect(all.map((product) => [product.plan.id, product.price?.amount ?? null, product.price?.currency ?? null, product.price?.interval ?? null])).toEqual([
      ['free', null, null, null],
      ['pro', '12.00', 'usd', 'month'],
      ['teams', '29.00', 'usd', 'month'],
    ]);
    expect(all[1]?.plan.permissions).toEqual({ enableDomain: true, enableSubdomain: true, enableBranding: true });
    expect(all[0]?.plan.permissions?.enableDomain).toBe(false);
    expect(all.every((product) => product.features.length > 0)).toBe(true);

    const teams = billingProductListSchema.parse((await get(admin, '/api/billing/products?lookup=teams_monthly')).body);
    expect(teams.map((product) => product.plan.id)).toEqual(['teams']);
    expect(teams[0]?.price?.lookupKey).toBe('teams_monthly');
    expect((await get(admin, '/api/billing/products?lookup=gold_monthly')).body).toEqual([]);
  });

  it('upgrades through checkout: the group is Free until paid, then Pro, active, renewing in a month', async () => {
    const admin = await newAdmin('Una Upgrade');
    const session = await startCheckout(world.api, admin, 'pro');
    expect(session).toMatchObject({ provider: name, plan: 'pro' });
    expect(new URL(session.url).protocol).toMatch(/^https?:$/);
    // Nothing changes until the provider says the payment went through.
    expect(await billingSubscription(world.api, admin)).toMatchObject({ plan: { id: 'free' }, provider: null });

    const paidAt = Date.now();
    await world.completeCheckout(session);
    const subscription = await billingSubscription(world.api, admin);
    expect(subscription).toMatchObject({
      groupId: admin.groupId,
      plan: { id: 'pro', name: 'Pro' },
      paidPlan: { id: 'pro' },
      status: 'active',
      provider: name,
      cancelAtPeriodEnd: false,
      trialDaysLeft: null,
      canManage: true,
      trialAvailable: false,
    });
    const periodMs = new Date(subscription.currentPeriodEnd ?? 0).getTime() - paidAt;
    expect(periodMs).toBeGreaterThan(27 * 24 * 3_600_000);
    expect(periodMs).toBeLessThan(32 * 24 * 3_600_000);

    // The group list and a new app access token carry the plan.
    const groups = groupListSchema.parse((await call(world.api, 'GET', '/api/groups', { as: admin.actor })).body);
    expect(groups.find((group) => group.id === admin.groupId)?.subscription).toMatchObject({ subscriptionPlanId: 'pro', status: 'active' });
    const claims = await call(world.api, 'POST', '/api/auth/token', { as: admin.actor, body: { groupId: admin.groupId } });
    expect(claims.body).toMatchObject({ plan: 'pro' });
  });

  it('keeps the purchase history: a paid invoice in decimals with its payment and a printable receipt', async () => {
    const admin = await newAdmin('Hugo History');
    await subscribe(world, admin, 'pro');
    const invoices = billingInvoicePageSchema.parse((await get(admin, '/api/billing/invoices')).body);
    expect(invoices.total).toBe(1);
    const [invoice] = invoices.items;
    expect(invoice).toMatchObject({ status: 'paid', currency: 'usd', amountDue: '12.00', amountPaid: '12.00', planId: 'pro' });
    expect(invoice?.description).toContain('Bullion Desk Pro');
    expect(invoice?.payments).toEqual([expect.objectContaining({ status: 'succeeded', amount: '12.00', currency: 'usd', method: 'Visa •••• 4242', invoiceId: invoice?.id })]);

    const receipt = await world.api.request(`${new URL(invoice?.receiptUrl ?? '').pathname}${new URL(invoice?.receiptUrl ?? '').search}`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toContain('text/html');
    const html = await receipt.text();
    expect(html).toContain(invoice?.number ?? 'no number');
    expect(html).toContain('12.00 USD');
    expect(html).toContain('Visa •••• 4242');

    const payments = billingPaymentPageSchema.parse((await get(admin, '/api/billing/payments')).body);
    expect(payments.items.map((payment) => [payment.amount, payment.status])).toEqual([['12.00', 'succeeded']]);
  });

  it('refuses a second checkout while the group pays for a plan', async () => {
    const admin = await newAdmin('Dora Double');
    await subscribe(world, admin, 'pro');
    const again = await call(world.api, 'POST', '/api/billing/checkout-session', { as: admin.actor, token: admin.token, body: { plan: 'pro' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'already_subscribed' } });
    expect(JSON.stringify(again.body)).toContain('billing portal');
  });

  it('sells Teams to team groups only', async () => {
    const owner = await signIn(world.api, 'Tess Team');
    const personal = await adminOf(world.api, owner);
    const refused = await call(world.api, 'POST', '/api/billing/checkout-session', { as: owner, token: personal.token, body: { plan: 'teams' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'teams_plan_needs_team' } });
    const team = await adminOf(world.api, owner, await createTeam(world.api, owner, 'Tess & Co'));
    expect(await subscribe(world, team, 'teams')).toMatchObject({ plan: { id: 'teams' }, status: 'active' });
  });

  it('a failed renewal makes the subscription past_due with the plan kept; paying the open invoice makes it active', async () => {
    const admin = await newAdmin('Pat Pastdue');
    const subscription = await subscribe(world, admin, 'pro');
    await world.failRenewal(admin, subscription.providerSubscriptionId ?? '');
    expect(await billingSubscription(world.api, admin)).toMatchObject({ status: 'past_due', plan: { id: 'pro' } });
    const open = billingInvoicePageSchema.parse((await get(admin, '/api/billing/invoices?status=open')).body);
    expect(open.items).toHaveLength(1);
    expect(open.items[0]).toMatchObject({ amountDue: '12.00', amountPaid: '0.00' });
    expect(open.items[0]?.payments[0]).toMatchObject({ status: 'requires_payment_method', failureMessage: 'Your card was declined.' });

    await world.payOpenInvoice(admin, subscription.providerSubscriptionId ?? '');
    expect(await billingSubscription(world.api, admin)).toMatchObject({ status: 'active', plan: { id: 'pro' } });
    const invoices = billingInvoicePageSchema.parse((await get(admin, '/api/billing/invoices')).body);
    expect(invoices.items.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
  });

  it('a one-off payment intent shows in the payments once paid', async () => {
    const admin = await newAdmin('Penny Payment');
    const created = await call(world.api, 'POST', '/api/billing/payment-intents', { as: admin.actor, token: admin.token, body: { amount: '25.5', description: 'Account credit' } });
    expect(created.status, created.text).toBe(201);
    const intent = paymentIntentSchema.parse(created.body);
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: '25.50', currency: 'usd', description: 'Account credit' });
    expect(intent.clientSecret).toContain(intent.providerPaymentId);
    expect(intent.url === null).toBe(name === 'stripe');
    expect(billingPaymentPageSchema.parse((await get(admin, '/api/billing/payments')).body).items).toEqual([
      expect.objectContaining({ id: intent.id, status: 'requires_payment_method', invoiceId: null }),
    ]);

    await world.payPaymentIntent(intent);
    const payments = billingPaymentPageSchema.parse((await get(admin, '/api/billing/payments')).body);
    expect(payments.items).toEqual([expect.objectContaining({ id: intent.id, status: 'succeeded', amount: '25.50', method: 'Visa •••• 4242' })]);
  });

  it('creates the caller’s customer once', async () => {
    const admin = await newAdmin('Cora Customer');
    const first = await call(world.api, 'POST', '/api/billing/customers', { as: admin.actor, token: admin.token, body: { name: 'Cora C. Ltd' } });
    expect(first.status).toBe(201);
    const customer = billingCustomerSchema.parse(first.body);
    expect(customer).toMatchObject({ provider: name, name: 'Cora C. Ltd', email: admin.actor.email });
    const second = await call(world.api, 'POST', '/api/billing/customers', { as: admin.actor, token: admin.token, body: {} });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('refuses webhooks whose signature does not verify, and applies a repeated event once', async () => {
    const admin = await newAdmin('Wes Webhook');
    const subscription = await subscribe(world, admin, 'pro');
    const event = world.signedEvent('customer.subscription.updated', { kind: 'subscription', id: subscription.providerSubscriptionId ?? '' });

    for (const headers of [{}, { [world.signatureHeader]: 't=1,v1=00' }, { [world.signatureHeader]: event.headers[world.signatureHeader]?.replace(/.$/, (last) => (last === '0' ? '1' : '0')) ?? '' }]) {
      const refused = await postWebhook(world.api, event.payload, headers);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'invalid_signature' } });
    }
    const tampered = await postWebhook(world.api, event.payload.replace('customer.subscription.updated', 'customer.subscription.deleted'), event.headers);
    expect(tampered.status).toBe(400);

    expect(await postWebhook(world.api, event.payload, event.headers)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await postWebhook(world.api, event.payload, event.headers)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await billingSubscription(world.api, admin)).toMatchObject({ status: 'active', plan: { id: 'pro' } });
  });

  it('a subscription whose group is deleted stays the buyer’s, unassigned, to attach to another group', async () => {
    const buyer = await signIn(world.api, 'Bea Buyer');
    const doomed = await adminOf(world.api, buyer, await createTeam(world.api, buyer, 'Short-lived Team'));
    const bought = await subscribe(world, doomed, 'teams');
    await world.api.database.db.deleteFrom('groups').where('id', '=', doomed.groupId).execute();

    const listed = await call(world.api, 'GET', '/api/billing/subscriptions/unassigned', { as: buyer });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: bought.id, groupId: null, status: 'active', paidPlan: expect.objectContaining({ id: 'teams' }) })]);

    const next = await adminOf(world.api, buyer, await createTeam(world.api, buyer, 'Second Team'));
    const attached = await call(world.api, 'POST', `/api/billing/subscriptions/${bought.id}/attach`, { as: buyer, token: next.token });
    expect(attached.status, attached.text).toBe(200);
    expect(await billingSubscription(world.api, next)).toMatchObject({ id: bought.id, groupId: next.groupId, plan: { id: 'teams' }, status: 'active' });
    expect((await call(world.api, 'GET', '/api/billing/subscriptions/unassigned', { as: buyer })).body).toEqual([]);
    const history = billingInvoicePageSchema.parse((await get(next, '/api/billing/invoices')).body);
    expect(history.items.map((invoice) => invoice.planId)).toEqual(['teams']);
    // Later events about it still find it.
    const later = world.signedEvent('customer.subscription.updated', { kind: 'subscription', id: bought.providerSubscriptionId ?? '' });
    expect((await postWebhook(world.api, later.payload, later.headers)).status).toBe(200);
    expect(await billingSubscription(world.api, next)).toMatchObject({ groupId: next.groupId, plan: { id: 'teams' } });
  });

  it('keeping the plan during a free trial charges nothing now: the first charge is at the trial’s end, for a month from then', async () => {
    const owner = await signIn(world.api, 'Kim Keep');
    const team = await adminOf(world.api, owner, await createTeam(world.api, owner, 'Keepers'));
    const trial = await startFreeTrial(world.api, team, 'teams');
    const trialEnd = seconds(trial.trialEndsAt);

    const session = await startCheckout(world.api, team, 'teams');
    expect(session.firstChargeAt).toBe(trial.trialEndsAt);
    await world.completeCheckout(session);
    const kept = await billingSubscription(world.api, team);
    expect(kept).toMatchObject({ id: trial.id, plan: { id: 'teams' }, paidPlan: { id: 'teams' }, status: 'trialing', provider: name, trialDaysLeft: TRIAL_DAYS, trialAvailable: false });
    expect(seconds(kept.trialEndsAt)).toBe(trialEnd);
    expect(seconds(kept.currentPeriodEnd)).toBe(trialEnd);
    // The card is on file, nothing is charged: a zero invoice for the trial, no payment.
    const during = billingInvoicePageSchema.parse((await get(team, '/api/billing/invoices')).body);
    expect(during.items.map((invoice) => [invoice.amountDue, invoice.amountPaid])).toEqual([['0.00', '0.00']]);
    expect(billingPaymentPageSchema.parse((await get(team, '/api/billing/payments')).body).items).toEqual([]);

    await world.endTrial(kept);
    const charged = await billingSubscription(world.api, team);
    expect(charged).toMatchObject({ status: 'active', plan: { id: 'teams' }, trialDaysLeft: null });
    expect(seconds(charged.currentPeriodStart)).toBe(trialEnd);
    const [first] = billingInvoicePageSchema.parse((await get(team, '/api/billing/invoices')).body).items;
    expect(first).toMatchObject({ status: 'paid', amountDue: '29.00', amountPaid: '29.00', planId: 'teams' });
    expect(seconds(first?.createdAt ?? null)).toBe(trialEnd);
    expect(seconds(first?.periodStart ?? null)).toBe(trialEnd);
    const monthMs = new Date(first?.periodEnd ?? 0).getTime() - trialEnd * 1000;
    expect(monthMs).toBeGreaterThan(27 * 24 * 3_600_000);
    expect(monthMs).toBeLessThan(32 * 24 * 3_600_000);
    const payments = billingPaymentPageSchema.parse((await get(team, '/api/billing/payments')).body);
    expect(payments.items.map((payment) => [payment.amount, payment.status])).toEqual([['29.00', 'succeeded']]);
  });

  it('deleting the account of a paying owner cancels the plan now at the provider, refunds the unused time to the card, and the account is gone', async () => {
    const owner = await signIn(world.api, 'Dana Delete');
    const admin = await adminOf(world.api, owner);
    const paid = await subscribe(world, admin, 'pro');
    const subscriptionId = paid.providerSubscriptionId ?? '';

    const deleted = await call(world.api, 'DELETE', '/api/account', { as: owner, body: { email: owner.email } });
    expect(deleted.status, deleted.text).toBe(200);
    const answer = deletedAccountSchema.parse(deleted.body);
    expect(answer.canceledSubscriptions).toEqual([{ plan: 'pro', credit: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'usd' }]);
    const credit = answer.canceledSubscriptions[0]?.credit ?? '';
    // Paid a moment ago: nearly the whole month comes back, to the card, to the cent.
    expect(Number(credit)).toBeGreaterThan(11.9);
    expect(Number(credit)).toBeLessThanOrEqual(12);
    expect(answer.refunded).toEqual([{ amount: credit, currency: 'usd' }]);
    expect(await world.providerRefunds(subscriptionId)).toEqual([credit]);
    expect(await world.providerCreditBalance(subscriptionId)).toBe('0.00');

    expect(await world.providerSubscriptionStatus(subscriptionId)).toBe('canceled');
    expect((await call(world.api, 'GET', '/api/account', { as: owner })).status).toBe(401);
  });

  it('a refund the provider fails answers 502 and deletes nothing; sent again, the deletion refunds the credit of the cancelled plan', async () => {
    const owner = await signIn(world.api, 'Ray Refund');
    const admin = await adminOf(world.api, owner);
    const paid = await subscribe(world, admin, 'pro');
    const subscriptionId = paid.providerSubscriptionId ?? '';

    world.failRefunds(true);
    let failed;
    try {
      failed = await call(world.api, 'DELETE', '/api/account', { as: owner, body: { email: owner.email } });
    } finally {
      world.failRefunds(false);
    }
    expect(failed.status, failed.text).toBe(502);
    expect(failed.body).toMatchObject({ error: { code: 'billing_provider_error' } });
    expect((await call(world.api, 'GET', '/api/account', { as: owner })).status).toBe(200);
    // The plan was cancelled at the provider before the refund failed: the group is on Free, the credit waits on the balance.
    expect(await world.providerSubscriptionStatus(subscriptionId)).toBe('canceled');
    expect(await billingSubscription(world.api, admin)).toMatchObject({ status: 'canceled', plan: { id: 'free' } });
    const credit = await world.providerCreditBalance(subscriptionId);
    expect(Number(credit)).toBeGreaterThan(11.9);
    expect(await world.providerRefunds(subscriptionId)).toEqual([]);

    const deleted = await call(world.api, 'DELETE', '/api/account', { as: owner, body: { email: owner.email } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deletedAccountSchema.parse(deleted.body)).toMatchObject({ canceledSubscriptions: [], refunded: [{ amount: credit, currency: 'usd' }] });
    expect(await world.providerRefunds(subscriptionId)).toEqual([credit]);
    expect(await world.providerCreditBalance(subscriptionId)).toBe('0.00');
    expect((await call(world.api, 'GET', '/api/account', { as: owner })).status).toBe(401);
  });

  // Last: with the local provider, time passing renews every other subscription of this API too.
  it('cancel at period end keeps the plan until the period ends, then the group is Free', async () => {
    const admin = await newAdmin('Cal Cancel');
    const subscription = await subscribe(world, admin, 'pro');
    await world.cancelAtPeriodEnd(admin, subscription.providerSubscriptionId ?? '');
    const ending = await billingSubscription(world.api, admin);
    expect(ending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, plan: { id: 'pro' } });
    expect(new Date(ending.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(Date.now() + MONTH_MS - 4 * 24 * 3_600_000);

    await world.endPeriod(ending);
    const ended = await billingSubscription(world.api, admin);
    expect(ended).toMatchObject({ status: 'canceled', plan: { id: 'free' }, paidPlan: { id: 'pro' }, provider: name });
    expect(ended.canceledAt).not.toBeNull();
    const claims = await call(world.api, 'POST', '/api/auth/token', { as: admin.actor, body: { groupId: admin.groupId } });
    expect(claims.body).toMatchObject({ plan: 'free' });
    // The history stays; a new checkout is possible again.
    expect(billingInvoicePageSchema.parse((await get(admin, '/api/billing/invoices')).body).total).toBeGreaterThanOrEqual(1);
    await startCheckout(world.api, admin, 'pro');
  });
});
