// Free trials end on their date: days left count down, and once the date has passed the group is on
// the Free plan (status canceled, the trial's end kept) wherever its plan is read, whether or not the
// billing clock has run; everything the group created stays. Upgrading during a trial replaces it.
import { formatDate, groupListSchema, TRIAL_DAYS } from '@bullion/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTeam, signIn } from './api-fixtures';
import { adminOf, billingSubscription, startBillingWorld, startCheckout, subscribe, type Admin, type BillingWorld } from './billing-fixtures';

const DAY_MS = 24 * 3_600_000;

let world: BillingWorld;
beforeAll(async () => {
  world = await startBillingWorld('local');
});
afterEach(() => {
  world.api.deps.now = () => new Date();
});
afterAll(() => world.close());

/** Moves the API's clock to `days` after `from`. */
const travel = (from: number, days: number) => {
  world.api.deps.now = () => new Date(from + days * DAY_MS);
};

async function startTrial(admin: Admin, plan: 'pro' | 'teams') {
  const result = await call(world.api, 'POST', '/api/subscriptions', { as: admin.actor, token: admin.token, body: { plan } });
  expect(result.status, result.text).toBe(201);
}

async function trialingTeam(label: string) {
  const actor = await signIn(world.api, label);
  const admin = await adminOf(world.api, actor, await createTeam(world.api, actor, `${label} Team`));
  const started = Date.now();
  await startTrial(admin, 'teams');
  return { admin, started };
}

describe('trials', () => {
  it('counts the days left, rounding up, and knows a trial is no longer available', async () => {
    const { admin, started } = await trialingTeam('Tia Trial');
    expect(await billingSubscription(world.api, admin)).toMatchObject({ status: 'trialing', plan: { id: 'teams' }, trialDaysLeft: TRIAL_DAYS, trialAvailable: false });
    travel(started, TRIAL_DAYS - 0.5);
    expect((await billingSubscription(world.api, admin)).trialDaysLeft).toBe(1);
    travel(started, 3.2);
    expect((await billingSubscription(world.api, admin)).trialDaysLeft).toBe(TRIAL_DAYS - 3);
  });

  it('ends on its date: the group is Free with its data kept, in every read of its plan', async () => {
    const { admin, started } = await trialingTeam('Eve Expiry');
    const customer = await call(world.api, 'POST', '/api/customers', { as: admin.actor, token: admin.token, body: { name: 'Kept Customer' } });
    expect(customer.status).toBe(201);

    travel(started, TRIAL_DAYS + 0.01);
    const ended = await billingSubscription(world.api, admin);
    expect(ended).toMatchObject({ status: 'canceled', plan: { id: 'free' }, paidPlan: null, trialDaysLeft: null, trialAvailable: false });
    expect(new Date(ended.trialEndsAt ?? 0).getTime()).toBeGreaterThan(started + (TRIAL_DAYS - 1) * DAY_MS);
    expect(ended.canceledAt).toBe(ended.trialEndsAt);

    const groups = groupListSchema.parse((await call(world.api, 'GET', '/api/groups', { as: admin.actor })).body);
    expect(groups.find((group) => group.id === admin.groupId)?.subscription).toMatchObject({ subscriptionPlanId: 'free', status: 'canceled' });
    const claims = await call(world.api, 'POST', '/api/auth/token', { as: admin.actor, body: { groupId: admin.groupId } });
    expect(claims.body).toMatchObject({ plan: 'free', group: { plan: 'free' } });
    const customers = await call(world.api, 'GET', '/api/customers', { as: admin.actor, token: admin.token });
    expect(JSON.stringify(customers.body)).toContain('Kept Customer');

    const again = await call(world.api, 'POST', '/api/subscriptions', { as: admin.actor, token: admin.token, body: { plan: 'teams' } });
    expect(again.status).toBe(409);
  });

  it('the plan a group call acts with is Free from the trial’s date, before anything else has read it', async () => {
    const { admin, started } = await trialingTeam('Ray Request');
    travel(started, TRIAL_DAYS + 1);
    // Any group call passes requireGroup, which ends the trial on the spot.
    const anyCall = await call(world.api, 'GET', '/api/customers', { as: admin.actor, token: admin.token });
    expect(anyCall.status).toBe(200);
    const row = await world.api.database.db.selectFrom('subscriptions').selectAll().where('group_id', '=', admin.groupId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subscription_plan_id: 'free', status: 'canceled' });
  });

  it('the billing clock ends trials of groups nobody visits, and only those due', async () => {
    const due = await trialingTeam('Dee Due');
    const notYet = await trialingTeam('Nat Notyet');
    const rowOf = (groupId: string) => world.api.database.db.selectFrom('subscriptions').selectAll().where('group_id', '=', groupId).executeTakeFirstOrThrow();
    await world.api.database.db.updateTable('subscriptions').set({ trial_ends_at: new Date(Date.now() - 60_000) }).where('group_id', '=', due.admin.groupId).execute();
    expect(await rowOf(due.admin.groupId)).toMatchObject({ status: 'trialing' });

    await world.api.billingClock.tick();
    expect(await rowOf(due.admin.groupId)).toMatchObject({ status: 'canceled', subscription_plan_id: 'free' });
    expect(await rowOf(notYet.admin.groupId)).toMatchObject({ status: 'trialing', subscription_plan_id: 'teams' });
  });

  it('is not offered while a subscription at the provider still bills, even one that no longer grants the plan', async () => {
    const actor = await signIn(world.api, 'Una Unpaid');
    const admin = await adminOf(world.api, actor);
    await subscribe(world, admin, 'pro');
    // Stripe's dunning can leave a subscription unpaid: Free for the group, still billed by Stripe.
    await world.api.database.db.updateTable('subscriptions').set({ status: 'unpaid', subscription_plan_id: 'free' }).where('group_id', '=', admin.groupId).execute();
    expect(await billingSubscription(world.api, admin)).toMatchObject({ plan: { id: 'free' }, status: 'unpaid', trialAvailable: false });
    const trial = await call(world.api, 'POST', '/api/subscriptions', { as: actor, token: admin.token, body: { plan: 'pro' } });
    expect(trial.status).toBe(409);
  });

  it('buying the plan during a trial keeps the trial’s days: trialing at the provider, no second trial, charged when the trial ends', async () => {
    const { admin, started } = await trialingTeam('Uma Upgrade');
    const before = await billingSubscription(world.api, admin);
    const session = await startCheckout(world.api, admin, 'teams');
    // The local checkout page says what Stripe Checkout says of a trial: nothing today, the first charge on the trial's date.
    const page = await (await world.api.request(new URL(session.url).pathname)).text();
    expect(page).toContain(`Nothing is charged today. First charge on ${formatDate(before.trialEndsAt, { timeZone: 'UTC' })}.`);
    expect(page).toContain(`Start: 29.00 USD on ${formatDate(before.trialEndsAt, { timeZone: 'UTC' })}`);
    await world.completeCheckout(session);
    const kept = await billingSubscription(world.api, admin);
    expect(kept).toMatchObject({ id: before.id, status: 'trialing', plan: { id: 'teams' }, provider: 'local', trialEndsAt: before.trialEndsAt, trialDaysLeft: TRIAL_DAYS, trialAvailable: false });

    // Our own trial-ending does not touch it: the provider ends its trial, and charges then.
    travel(started, TRIAL_DAYS + 1);
    await world.api.billingClock.tick();
    expect(await billingSubscription(world.api, admin)).toMatchObject({ status: 'active', plan: { id: 'teams' }, currentPeriodStart: before.trialEndsAt });
    world.api.deps.now = () => new Date();
    expect((await call(world.api, 'POST', '/api/subscriptions', { as: admin.actor, token: admin.token, body: { plan: 'pro' } })).status).toBe(409);
  });

  it('buying a plan with under 48 hours of the trial left charges at once: the trial ends with the purchase', async () => {
    const { admin, started } = await trialingTeam('Lee Late');
    travel(started, TRIAL_DAYS - 1);
    const paid = await subscribe(world, admin, 'teams');
    expect(paid).toMatchObject({ status: 'active', plan: { id: 'teams' }, trialDaysLeft: null });
  });
});
