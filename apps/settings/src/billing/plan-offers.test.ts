import { mockBillingProducts, mockBillingSubscription, mockPlan } from '@bullion/api-mocks';
import type { BillingSubscription } from '@bullion/contract';
import { describe, expect, it } from 'vitest';
import { planOffer } from './plan-offers';

const NOW = new Date('2026-11-29T12:00:00.000Z');
const products = mockBillingProducts();
const offers = (subscription: BillingSubscription, teamGroup = true) =>
  Object.fromEntries(products.map((entry) => [entry.plan.id, planOffer(entry, { subscription, products, teamGroup, now: NOW })]));
const freeTrial = (plan: 'pro' | 'teams', endsInHours: number) =>
  mockBillingSubscription({ plan: mockPlan(plan), paidPlan: null, status: 'trialing', provider: null, providerSubscriptionId: null, trialEndsAt: new Date(NOW.getTime() + endsInHours * 3_600_000).toISOString(), trialDaysLeft: Math.ceil(endsInHours / 24), currentPeriodStart: null, currentPeriodEnd: null });

describe('plan offers', () => {
  it('a Teams trial: keep Teams, first charged at the trial’s end; Pro is no upgrade and starts no checkout', () => {
    const offer = offers(freeTrial('teams', 14 * 24));
    expect(offer.teams).toMatchObject({ kind: 'buy', plan: 'teams', button: 'Keep Teams after the trial', summary: 'No charge today. First charge: $29.00 on 12/13/2026, then every month.' });
    expect(offer.pro).toMatchObject({ kind: 'note' });
    expect(offer.free).toEqual({ kind: 'none' });
  });

  it('a Pro trial of a personal group: keep Pro; Teams only for teams', () => {
    const offer = offers(freeTrial('pro', 5 * 24), false);
    expect(offer.pro).toMatchObject({ kind: 'buy', button: 'Keep Pro after the trial' });
    expect(offer.teams).toEqual({ kind: 'note', text: 'Teams is for team groups: create a team first.' });
  });

  it('under 48 hours of trial left: charged today, and the confirmation says the trial ends with it', () => {
    const offer = offers(freeTrial('pro', 47)).pro;
    expect(offer).toMatchObject({ kind: 'buy', summary: '$12.00 today, then every month.' });
    expect(offer?.kind === 'buy' && offer.confirm.text).toContain('the trial ends with the purchase');
  });

  it('a paid Stripe plan: the other plan changes in the portal, with its proration stated', () => {
    const pro = mockBillingSubscription({ plan: mockPlan('pro'), paidPlan: mockPlan('pro'), provider: 'stripe', currentPeriodEnd: '2026-12-20T10:00:00.000Z' });
    expect(offers(pro).teams).toMatchObject({ kind: 'portal', proration: 'Prorated: you are charged the difference between $12.00 and $29.00 for the rest of the period now, until 12/20/2026.' });
    const teams = mockBillingSubscription({ provider: 'stripe', currentPeriodEnd: '2026-12-20T10:00:00.000Z' });
    expect(offers(teams).pro).toMatchObject({ kind: 'portal', proration: 'Prorated: the unused part of Teams until 12/20/2026 is credited to your next invoice; Pro costs $12.00 a month from then.' });
  });

  it('Free with a trial available: upgrade (charged today) or try it', () => {
    const free = mockBillingSubscription({ plan: mockPlan('free'), paidPlan: null, status: 'active', provider: null, providerSubscriptionId: null, trialAvailable: true });
    expect(offers(free).pro).toMatchObject({ kind: 'trial', plan: 'pro', buy: { button: 'Upgrade to Pro', summary: '$12.00 today, then every month.' } });
  });

  it('offers nothing to a member', () => {
    const member = mockBillingSubscription({ plan: mockPlan('free'), paidPlan: null, provider: null, canManage: false, trialAvailable: true });
    expect(Object.values(offers(member)).map((offer) => offer.kind)).toEqual(['current', 'none', 'none']);
  });
});
