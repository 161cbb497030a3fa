// Story and test helpers for the billing pages: the subscription in a given state, and a member
// (not an admin) signed in.
import { MOCK_API_URL, mockBillingSubscription, mockPlan } from '@bullion/api-mocks';
import type { BillingSubscription } from '@bullion/contract';
import { permissionMap } from '@bullion/contract';
import { useAppStore } from '@bullion/shared';
import { http, HttpResponse } from 'msw';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Subscriptions the billing page shows differently. */
export const SUBSCRIPTION_STATES = {
  free: { plan: mockPlan('free'), paidPlan: null, provider: null, providerSubscriptionId: null, currentPeriodStart: null, currentPeriodEnd: null, trialAvailable: true },
  trialing: {
    plan: mockPlan('pro'),
    paidPlan: null,
    status: 'trialing',
    provider: null,
    providerSubscriptionId: null,
    trialEndsAt: inDays(5),
    trialDaysLeft: 5,
    currentPeriodStart: null,
    currentPeriodEnd: null,
  },
  /** "Keep Pro after the trial" done: trialing at the provider until the trial's end, charged then. */
  trialKept: {
    plan: mockPlan('pro'),
    paidPlan: mockPlan('pro'),
    status: 'trialing',
    provider: 'stripe',
    providerSubscriptionId: 'sub_kept_trial',
    trialEndsAt: inDays(5),
    trialDaysLeft: 5,
    currentPeriodStart: inDays(-9),
    currentPeriodEnd: inDays(5),
  },
  pastDue: { status: 'past_due' },
  cancelAtPeriodEnd: { cancelAtPeriodEnd: true },
  canceled: { plan: mockPlan('free'), status: 'canceled', canceledAt: '2026-10-30T10:00:00.000Z', currentPeriodEnd: '2026-10-30T10:00:00.000Z' },
  trialEnded: {
    plan: mockPlan('free'),
    paidPlan: null,
    status: 'canceled',
    provider: null,
    providerSubscriptionId: null,
    trialEndsAt: '2026-10-20T10:00:00.000Z',
    currentPeriodStart: null,
    currentPeriodEnd: null,
  },
} satisfies Record<string, Partial<BillingSubscription>>;

export function subscriptionHandler(overrides: Partial<BillingSubscription>) {
  return http.get(`${MOCK_API_URL}/billing/subscription`, () => HttpResponse.json(mockBillingSubscription(overrides)));
}

/** The signed-in user becomes a member of the mock team: no billing.manage. */
export function asMember(): void {
  useAppStore.setState({ groupPermissions: permissionMap('member') });
}
