// Deleting an account ends the paid subscriptions it would leave without a group: each is cancelled
// now at its provider, prorated (the unused part of the paid period credited, as the provider credits
// it), and our row is brought up to date before the account goes. A subscription billed through a
// provider this server does not reach cannot be cancelled from here: the deletion is then refused.
import type { CanceledWithAccount, PaidPlan } from '@bullion/contract';
import { ApiError } from '../http/errors';
import { syncSubscription, type SyncDeps } from './sync';

export interface EndingSubscription {
  id: string;
  provider: string | null;
  stripe_subscription_id: string | null;
  paid_plan_id: string | null;
}

const unreachable = (provider: string | null) =>
  new ApiError(
    409,
    'subscription_active',
    `You pay for a plan through ${provider ?? 'a billing provider'}, which this server cannot reach to cancel it. Cancel it in Billing & plans first, then delete your account.`,
  );

/** Checks that every subscription can be cancelled here, before anything changes. */
export function assertCancellable(deps: SyncDeps, subscriptions: readonly EndingSubscription[]): void {
  const provider = deps.billing.provider;
  const stranded = subscriptions.find((row) => !provider || row.provider !== provider.name || !row.stripe_subscription_id);
  if (stranded) throw unreachable(stranded.provider);
}

/** Cancels each subscription now, prorated; answers what ended and the credit of each. */
export async function cancelWithAccount(deps: SyncDeps, subscriptions: readonly EndingSubscription[], idempotencyKey?: (id: string) => string | undefined): Promise<CanceledWithAccount[]> {
  assertCancellable(deps, subscriptions);
  const provider = deps.billing.provider;
  if (!provider) return [];
  const canceled: CanceledWithAccount[] = [];
  for (const row of subscriptions) {
    const providerId = row.stripe_subscription_id ?? '';
    let answer;
    try {
      answer = await provider.cancelSubscriptionNow(providerId, { idempotencyKey: idempotencyKey?.(row.id) });
    } catch (error) {
      deps.logger.error({ err: error, subscriptionId: row.id }, 'billing: cancelling a subscription with its account failed');
      throw new ApiError(502, 'billing_provider_error', 'The billing provider did not cancel your plan. Nothing was deleted; try again in a moment.');
    }
    // Applied now rather than when the provider's event arrives: the account is about to go.
    await syncSubscription(deps, provider, providerId);
    if (answer) canceled.push({ plan: (row.paid_plan_id ?? 'pro') as PaidPlan, credit: answer.credit, currency: answer.currency });
  }
  if (canceled.length) deps.logger.info({ subscriptions: subscriptions.map((row) => row.id) }, 'billing: subscriptions cancelled with their account');
  return canceled;
}
