// Deleting an account ends the paid subscriptions it would leave without a group: each is cancelled
// now at its provider, prorated (the unused part of the paid period credited, as the provider credits
// it), and our row is brought up to date before the account goes. Then the customer's credit (that
// unused time, and any left by an earlier attempt) is refunded to the card: a departing customer could
// never spend it. A subscription billed through a provider this server does not reach cannot be
// cancelled from here: the deletion is then refused. Any provider failure stops the deletion before
// anything of the account is deleted; a retry finds what is left to do (a cancelled plan's credit
// still on the balance is refunded then).
import type { CanceledWithAccount, PaidPlan, RefundedWithAccount } from '@bullion/contract';
import { ApiError } from '../http/errors';
import { findUserBillingCustomer } from './billing-reads';
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

export interface EndedWithAccount {
  canceledSubscriptions: CanceledWithAccount[];
  refunded: RefundedWithAccount[];
}

const providerFailed = (what: string) =>
  new ApiError(502, 'billing_provider_error', `The billing provider did not ${what}. Nothing was deleted; try again in a moment.`);

/** Cancels each subscription now, prorated, then refunds the user's credit to the card; answers both. */
export async function cancelWithAccount(
  deps: SyncDeps,
  userId: string,
  subscriptions: readonly EndingSubscription[],
  idempotencyKey?: (what: string) => string | undefined,
): Promise<EndedWithAccount> {
  assertCancellable(deps, subscriptions);
  const provider = deps.billing.provider;
  if (!provider) return { canceledSubscriptions: [], refunded: [] };
  const canceledSubscriptions: CanceledWithAccount[] = [];
  for (const row of subscriptions) {
    const providerId = row.stripe_subscription_id ?? '';
    let answer;
    try {
      answer = await provider.cancelSubscriptionNow(providerId, { idempotencyKey: idempotencyKey?.(`cancel-with-account:${row.id}`) });
    } catch (error) {
      deps.logger.error({ err: error, subscriptionId: row.id }, 'billing: cancelling a subscription with its account failed');
      throw providerFailed('cancel your plan');
    }
    // Applied now rather than when the provider's event arrives: the account is about to go.
    await syncSubscription(deps, provider, providerId);
    if (answer) canceledSubscriptions.push({ plan: (row.paid_plan_id ?? 'pro') as PaidPlan, credit: answer.credit, currency: answer.currency });
  }
  if (canceledSubscriptions.length) deps.logger.info({ subscriptions: subscriptions.map((row) => row.id) }, 'billing: subscriptions cancelled with their account');

  const customer = await findUserBillingCustomer(deps.db, userId, provider.name);
  if (!customer) return { canceledSubscriptions, refunded: [] };
  let refund;
  try {
    refund = await provider.refundCreditBalance(customer.provider_customer_id, { idempotencyKey: idempotencyKey?.(`refund-with-account:${customer.id}`) });
  } catch (error) {
    // The plans are cancelled at the provider and our rows say so; the credit stays on the customer's
    // balance, and the deletion sent again refunds it.
    deps.logger.error({ err: error, customerId: customer.id }, 'billing: refunding the credit of a deleted account failed');
    throw providerFailed('refund the unused time of your plan');
  }
  const refunded = refund.refundIds.length ? [{ amount: refund.amount, currency: refund.currency }] : [];
  if (refunded.length) deps.logger.info({ customerId: customer.id, refundIds: refund.refundIds }, 'billing: credit refunded with its account');
  return { canceledSubscriptions, refunded };
}
