// As the API does when an account is deleted: the paid plan of a group that goes with the account (no
// other members) is cancelled now, the unused part of its paid period is credited (prorated; a plan
// still in its trial was not paid), and that credit is refunded to the card. A group with other
// members keeps its plan.
import type { DeletedAccount, PaidPlan } from '@bullion/contract';
import Decimal from 'decimal.js';
import { MOCK_USER_ID } from '../account/fixtures';
import { mockDb } from '../db';
import { now } from '../http';
import { mockBillingProducts, mockPlan } from './fixtures';

export function cancelPaidPlanWithAccount(): Pick<DeletedAccount, 'canceledSubscriptions' | 'refunded'> {
  const none = { canceledSubscriptions: [], refunded: [] };
  const subscription = mockDb.billing.subscription;
  const plan = subscription.paidPlan?.id;
  if (subscription.provider === null || !plan || plan === 'free' || !['trialing', 'active', 'past_due'].includes(subscription.status)) return none;
  if (mockDb.members.some((member) => member.userId !== MOCK_USER_ID)) return none;
  const price = mockBillingProducts().find((product) => product.plan.id === plan)?.price;
  const start = new Date(subscription.currentPeriodStart ?? 0).getTime();
  const end = new Date(subscription.currentPeriodEnd ?? 0).getTime();
  const at = now();
  const paid = subscription.status !== 'trialing' && price && end > start;
  const credit = paid ? new Decimal(price.amount).mul(Math.max(0, end - new Date(at).getTime())).div(end - start).toDecimalPlaces(2, Decimal.ROUND_DOWN) : new Decimal(0);
  mockDb.billing.subscription = { ...subscription, status: 'canceled', plan: mockPlan('free'), canceledAt: at, updatedAt: at };
  const currency = price?.currency ?? 'usd';
  return {
    canceledSubscriptions: [{ plan: plan as PaidPlan, credit: credit.toFixed(2), currency }],
    refunded: credit.isZero() ? [] : [{ amount: credit.toFixed(2), currency }],
  };
}
