// When the first charge of a plan bought during a free trial falls: at the trial's end, so the group
// keeps the days it has left (Stripe's `trial_end`). Stripe Checkout takes a trial end only at least
// 48 hours ahead, so a trial closer to its end than that is charged at checkout, by both providers.
import type { BillingSubscription } from './schemas';

/** The shortest trial remainder that is carried over to a bought plan (Stripe Checkout's minimum). */
export const TRIAL_CARRY_MIN_MS = 48 * 3_600_000;

type TrialState = Pick<BillingSubscription, 'status' | 'provider' | 'trialEndsAt'>;

/** Whether the group is on one of our own free trials (not yet paying a provider). */
export function onFreeTrial(subscription: TrialState): boolean {
  return subscription.status === 'trialing' && subscription.provider === null && subscription.trialEndsAt !== null;
}

/**
 * The trial end a plan bought now keeps (its first charge is then), or null when it is charged at
 * once: no free trial, or fewer than 48 hours of it left.
 */
export function carriedTrialEnd(subscription: TrialState, now: Date): Date | null {
  if (!onFreeTrial(subscription)) return null;
  const end = new Date(subscription.trialEndsAt ?? 0);
  return end.getTime() - now.getTime() >= TRIAL_CARRY_MIN_MS ? end : null;
}
