// The local billing simulation's clock runs in every API instance (billing/jobs.ts). Two clocks
// passing a subscription's period end at the same moment renew it once: one invoice and one payment
// for the new period, not one per instance (the renewal locks the subscription's row). On Postgres
// (scripts/test-api-postgres.sh) the two passes really run at once, on two connections.
import { billingInvoicePageSchema } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverLocalEvents } from '../src/billing/local/delivery';
import { advanceLocalClock } from '../src/billing/local/simulation';
import { call, signIn } from './api-fixtures';
import { adminOf, billingSubscription, startBillingWorld, subscribe, type BillingWorld } from './billing-fixtures';

let world: BillingWorld;
beforeAll(async () => {
  world = await startBillingWorld('local');
});
afterAll(() => world.close());

describe('the local billing clock in two instances at once', () => {
  it('renews a subscription whose period ended once, not once per clock', async () => {
    const { api } = world;
    const admin = await adminOf(api, await signIn(api, 'Rena Renew'));
    const bought = await subscribe(world, admin, 'pro');
    const local = api.deps.billing.local;
    if (!local) throw new Error('the local billing provider is not in use');

    const after = new Date(new Date(bought.currentPeriodEnd ?? 0).getTime() + 60_000);
    api.deps.now = () => after;
    try {
      const [first, second] = await Promise.all([advanceLocalClock(local), advanceLocalClock(local)]);
      const renewed = [...first, ...second].filter((event) => event.type === 'customer.subscription.updated');
      expect(renewed).toHaveLength(1);
      await deliverLocalEvents(api.deps, [...first, ...second]);
    } finally {
      api.deps.now = () => new Date();
    }
    const invoices = billingInvoicePageSchema.parse((await call(api, 'GET', '/api/billing/invoices', { as: admin.actor, token: admin.token })).body);
    // The first period's invoice and the renewal's.
    expect(invoices.total).toBe(2);
    expect((await billingSubscription(api, admin)).status).toBe('active');
  });
});
