import { mockBillingSubscription, mockPlan } from '@bullion/api-mocks';
import { describe, expect, it } from 'vitest';
import { describeSubscription, formatMoney, paysForPlan } from './subscription-text';

describe('subscription in plain words', () => {
  it('names each state', () => {
    expect(describeSubscription(mockBillingSubscription({ status: 'trialing', trialDaysLeft: 1, trialEndsAt: '2026-11-10T12:00:00.000Z' })).label).toBe('Trial · 1 day left');
    expect(describeSubscription(mockBillingSubscription()).detail).toBe('Teams renews on 12/05/2026.');
    expect(describeSubscription(mockBillingSubscription({ cancelAtPeriodEnd: true })).label).toBe('Ends on 12/05/2026');
    expect(describeSubscription(mockBillingSubscription({ status: 'past_due' })).detail).toContain('Pay the open invoice');
    expect(describeSubscription(mockBillingSubscription({ plan: mockPlan('free'), paidPlan: null, provider: null })).label).toBe('Free');
    expect(describeSubscription(mockBillingSubscription({ plan: mockPlan('free'), status: 'canceled', canceledAt: '2026-10-30T12:00:00.000Z' })).detail).toBe(
      'Teams ended on 10/30/2026. The group is on Free and kept everything it created.',
    );
  });

  it('tells whether the group pays a provider', () => {
    expect(paysForPlan(mockBillingSubscription())).toBe(true);
    expect(paysForPlan(mockBillingSubscription({ status: 'canceled' }))).toBe(false);
    expect(paysForPlan(mockBillingSubscription({ provider: null, status: 'trialing' }))).toBe(false);
  });

  it('formats decimal strings in their currency', () => {
    expect(formatMoney('12.00')).toBe('$12.00');
    expect(formatMoney('1234.5', 'eur')).toBe('€1,234.50');
  });
});
