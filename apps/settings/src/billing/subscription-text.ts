// Plain words for the group's subscription and its money: what the status means for the group, when
// the period renews or ends, and amounts in their currency (decimal strings from the API).
import { type BillingSubscription, formatDate, formatUsd, type InvoiceStatus, type PaymentStatus } from '@bullion/contract';

/** "$12.00" for USD (the contract's formatUsd), "€12.00" etc. for other currencies; never through arithmetic. */
export function formatMoney(amount: string, currency = 'usd'): string {
  if (currency.toLowerCase() === 'usd') return formatUsd(amount);
  const value = Number(amount);
  if (!Number.isFinite(value)) return '—';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(value);
  } catch {
    return `${amount} ${currency.toUpperCase()}`;
  }
}

export type StatusTone = 'success' | 'processing' | 'warning' | 'error' | 'default';

export interface SubscriptionSummary {
  /** A short label for the status tag. */
  label: string;
  tone: StatusTone;
  /** One sentence: what the status means and what happens next. */
  detail: string;
}

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/**
 * The subscription's status in plain words; `price` (the paid plan's, when known) says how much the
 * first charge of a plan kept after its trial is.
 */
export function describeSubscription(subscription: BillingSubscription, price?: { amount: string; currency: string } | null): SubscriptionSummary {
  const plan = subscription.plan.name;
  const paidPlan = subscription.paidPlan?.name ?? plan;
  const periodEnd = formatDate(subscription.currentPeriodEnd);
  switch (subscription.status) {
    case 'trialing': {
      const left = subscription.trialDaysLeft ?? 0;
      if (subscription.provider !== null) {
        const amount = price ? ` of ${formatMoney(price.amount, price.currency)}` : '';
        const firstCharge = formatDate(subscription.trialEndsAt ?? subscription.currentPeriodEnd);
        return {
          label: `Trial · ${days(left)} left`,
          tone: 'processing',
          detail: subscription.cancelAtPeriodEnd
            ? `${plan} is canceled and ends with the trial on ${firstCharge}. Nothing will be charged.`
            : `You keep ${plan} after the trial. The first charge${amount} is on ${firstCharge}, then every month.`,
        };
      }
      return {
        label: `Trial · ${days(left)} left`,
        tone: 'processing',
        detail: `Your free trial of ${plan} ends on ${formatDate(subscription.trialEndsAt)}. Keep ${plan} before then and nothing is charged until that date; otherwise the group moves to Free and keeps everything it created.`,
      };
    }
    case 'active':
      if (subscription.plan.id === 'free') {
        return { label: 'Free', tone: 'default', detail: 'The Free plan has no end date. Upgrade whenever you need more.' };
      }
      if (subscription.cancelAtPeriodEnd) {
        return {
          label: `Ends on ${periodEnd}`,
          tone: 'warning',
          detail: `${plan} is canceled and stays active until ${periodEnd}. After that the group moves to Free. You can keep the subscription from the billing portal.`,
        };
      }
      return { label: 'Active', tone: 'success', detail: `${plan} renews on ${periodEnd}.` };
    case 'past_due':
      return {
        label: 'Payment past due',
        tone: 'error',
        detail: `The last payment for ${paidPlan} did not go through. Pay the open invoice in the billing portal to keep ${paidPlan}.`,
      };
    case 'canceled':
      if (subscription.provider === null && subscription.trialEndsAt) {
        return { label: 'Trial ended', tone: 'default', detail: `Your free trial ended on ${formatDate(subscription.trialEndsAt)}. The group is on Free and kept everything it created.` };
      }
      return {
        label: 'Canceled',
        tone: 'default',
        detail: `${paidPlan} ended on ${formatDate(subscription.canceledAt ?? subscription.currentPeriodEnd)}. The group is on Free and kept everything it created.`,
      };
    case 'incomplete':
      return { label: 'Waiting for payment', tone: 'warning', detail: `The first payment for ${paidPlan} has not gone through yet. Finish it in the billing portal.` };
    case 'incomplete_expired':
      return { label: 'Payment not completed', tone: 'default', detail: `The first payment for ${paidPlan} was never completed, so the group stayed on Free.` };
    case 'unpaid':
      return { label: 'Unpaid', tone: 'error', detail: `${paidPlan} is unpaid and the group is on Free. Pay the open invoice in the billing portal to get it back.` };
    case 'paused':
      return { label: 'Paused', tone: 'default', detail: `${paidPlan} is paused and the group is on Free until it resumes.` };
  }
}

/** Whether the group pays a provider for a plan right now (then plan changes go through the portal). */
export function paysForPlan(subscription: BillingSubscription): boolean {
  return subscription.provider !== null && ['trialing', 'active', 'past_due'].includes(subscription.status);
}

export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, { label: string; tone: StatusTone }> = {
  draft: { label: 'Draft', tone: 'default' },
  open: { label: 'Open', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  uncollectible: { label: 'Uncollectible', tone: 'error' },
  void: { label: 'Void', tone: 'default' },
};

export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, { label: string; tone: StatusTone }> = {
  requires_payment_method: { label: 'Failed', tone: 'error' },
  requires_confirmation: { label: 'Awaiting confirmation', tone: 'warning' },
  requires_action: { label: 'Needs action', tone: 'warning' },
  processing: { label: 'Processing', tone: 'processing' },
  requires_capture: { label: 'Authorized', tone: 'processing' },
  canceled: { label: 'Canceled', tone: 'default' },
  succeeded: { label: 'Paid', tone: 'success' },
};
