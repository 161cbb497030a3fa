// Which price is which plan (by lookup key, the same at Stripe and in the local simulation), and
// which subscription statuses let a group use its paid plan.
import { PAID_PLANS, PLAN_GRANTING_STATUSES, type PaidPlan, type SubscriptionStatus } from '@bullion/contract';
import type { Config } from '../config';

export type PlanLookupKeys = Readonly<Record<PaidPlan, string>>;

export function planLookupKeys(config: Pick<Config, 'STRIPE_PRICE_LOOKUP_KEY_PRO' | 'STRIPE_PRICE_LOOKUP_KEY_TEAMS'>): PlanLookupKeys {
  return { pro: config.STRIPE_PRICE_LOOKUP_KEY_PRO, teams: config.STRIPE_PRICE_LOOKUP_KEY_TEAMS };
}

export function planOfLookupKey(keys: PlanLookupKeys, lookupKey: string | null): PaidPlan | null {
  return PAID_PLANS.find((plan) => keys[plan] === lookupKey) ?? null;
}

/** Trialing, active and past_due (Stripe's grace while it retries a payment) keep the paid plan; anything else is Free. */
export function grantsPlan(status: string): boolean {
  return (PLAN_GRANTING_STATUSES as readonly string[]).includes(status);
}

/** Statuses after which the provider bills no more. */
export const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

function hasEnded(status: string): boolean {
  return (ENDED_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether a subscription row stands for a paid plan not yet over: a paid plan now, or a provider
 * subscription still billing (unpaid, paused…). Such a group gets no free trial.
 */
export function holdsPaidSubscription(row: { subscription_plan_id: string; stripe_subscription_id: string | null; status: string }): boolean {
  return (row.subscription_plan_id !== 'free' || row.stripe_subscription_id !== null) && !hasEnded(row.status);
}
