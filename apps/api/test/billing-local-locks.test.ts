// The local provider changes its objects under row locks: two portal actions sent at once take turns,
// and the second sees the first one's change, so exactly one change is made and the other is refused
// with the reason, as at Stripe. Deleting a paying account cancels the plan prorated to the second
// the account goes, refunds it once however many deletions are sent at once, and cancels nothing
// when the deletion is refused.
import { deletedAccountSchema, portalSessionSchema } from '@bullion/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMember, call, createTeam, signIn } from './api-fixtures';
import { adminOf, APP_URL, billingSubscription, startBillingWorld, submitLocalForm, subscribe, type Admin, type BillingWorld } from './billing-fixtures';

let world: BillingWorld;
beforeAll(async () => {
  world = await startBillingWorld('local');
});
afterEach(() => {
  world.api.deps.now = () => new Date();
});
afterAll(() => world.close());

async function portalUrl(admin: Admin): Promise<string> {
  const result = await call(world.api, 'POST', '/api/billing/portal-session', { as: admin.actor, token: admin.token, body: { returnUrl: `${APP_URL}/settings/billing-and-plans` } });
  expect(result.status, result.text).toBe(201);
  return portalSessionSchema.parse(result.body).url;
}

/** Two posts of one portal action sent at once; answers the statuses and pages, redirect first. */
async function twiceAtOnce(admin: Admin, subscription: string, action: string) {
  const url = await portalUrl(admin);
  const results = await Promise.all([submitLocalForm(world.api, url, { subscription, action }), submitLocalForm(world.api, url, { subscription, action })]);
  return results.sort((a, b) => b.status - a.status);
}

const eventsOf = (type: string) =>
  world.api.database.db.selectFrom('billing_events').select((eb) => eb.fn.countAll<string>().as('n')).where('type', '=', type).executeTakeFirstOrThrow().then((row) => Number(row.n));

describe('the local provider under concurrent portal actions', () => {
  it('two cancels at the end of the period sent at once make one change; the other is refused', async () => {
    const admin = await adminOf(world.api, await signIn(world.api, 'Cy Concurrent'));
    const subscription = await subscribe(world, admin, 'pro');
    const updatesBefore = await eventsOf('customer.subscription.updated');
    const [done, refused] = await twiceAtOnce(admin, subscription.providerSubscriptionId ?? '', 'cancel_at_period_end');
    expect(done?.status).toBe(303);
    expect(refused?.status).toBe(200);
    expect(refused?.text).toContain('already ends at the end of its period');
    expect(await eventsOf('customer.subscription.updated')).toBe(updatesBefore + 1);
    expect(await billingSubscription(world.api, admin)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('two cancels now sent at once end the subscription once', async () => {
    const admin = await adminOf(world.api, await signIn(world.api, 'Noe Now'));
    const subscription = await subscribe(world, admin, 'pro');
    const deletionsBefore = await eventsOf('customer.subscription.deleted');
    const [done, refused] = await twiceAtOnce(admin, subscription.providerSubscriptionId ?? '', 'cancel_now');
    expect(done?.status).toBe(303);
    expect(refused?.text).toContain('This subscription has ended.');
    expect(await eventsOf('customer.subscription.deleted')).toBe(deletionsBefore + 1);
  });

  it('paying the open invoice twice at once pays it once', async () => {
    const admin = await adminOf(world.api, await signIn(world.api, 'Poe Payer'));
    const subscription = await subscribe(world, admin, 'pro');
    const id = subscription.providerSubscriptionId ?? '';
    expect((await submitLocalForm(world.api, await portalUrl(admin), { subscription: id, action: 'fail_renewal' })).status).toBe(303);
    const [done, refused] = await twiceAtOnce(admin, id, 'pay_open_invoice');
    expect(done?.status).toBe(303);
    expect(refused?.text).toContain('There is no open invoice to pay.');
    const payments = await call(world.api, 'GET', '/api/billing/payments', { as: admin.actor, token: admin.token });
    const succeeded = (payments.body as { items: { status: string }[] }).items.filter((payment) => payment.status === 'succeeded');
    expect(succeeded).toHaveLength(2); // the first month and the open invoice, not the open invoice twice
  });
});

describe('deleting a paying account with the local provider', () => {
  it('credits exactly the unused part of the period', async () => {
    const owner = await signIn(world.api, 'Hal Halfway');
    const admin = await adminOf(world.api, owner);
    const paid = await subscribe(world, admin, 'pro');
    const start = new Date(paid.currentPeriodStart ?? 0).getTime();
    const end = new Date(paid.currentPeriodEnd ?? 0).getTime();
    world.api.deps.now = () => new Date(start + (end - start) / 2);
    const deleted = await call(world.api, 'DELETE', '/api/account', { as: owner, body: { email: owner.email } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deletedAccountSchema.parse(deleted.body).canceledSubscriptions).toEqual([{ plan: 'pro', credit: '6.00', currency: 'usd' }]);
  });

  it('two deletions sent at once refund the unused time to the card once', async () => {
    const owner = await signIn(world.api, 'Twyla Twice');
    const paid = await subscribe(world, await adminOf(world.api, owner), 'pro');
    const id = paid.providerSubscriptionId ?? '';
    const deletions = await Promise.all([1, 2].map(() => call(world.api, 'DELETE', '/api/account', { as: owner, body: { email: owner.email } })));
    expect(deletions.map((deletion) => deletion.status)).toContain(200);
    const refunded = deletions.flatMap((deletion) => (deletion.status === 200 ? deletedAccountSchema.parse(deletion.body).refunded : []));
    expect(refunded).toHaveLength(1);
    expect(await world.providerRefunds(id)).toEqual([refunded[0]?.amount]);
    expect(await world.providerCreditBalance(id)).toBe('0.00');
  });

  it('cancels nothing when the deletion is refused, and leaves a team with other members its plan', async () => {
    const owner = await signIn(world.api, 'Sol Sole');
    const team = await adminOf(world.api, owner, await createTeam(world.api, owner, 'Sole Admin Co'));
    await subscribe(world, team, 'teams');
    await addMember(world.api, team.groupId, await signIn(world.api, 'Mo Member'), 'member');

    const refused = await call(world.api, 'DELETE', '/api/account', { as: owner, body: { email: owner.email } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'last_admin' } });
    expect(await billingSubscription(world.api, team)).toMatchObject({ status: 'active', plan: { id: 'teams' } });
  });
});
