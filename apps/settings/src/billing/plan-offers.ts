// What the billing page offers on each plan card, and what it says before the admin confirms: only
// moves that make sense for the group's state (no second checkout while a plan is paid or kept, no
// "upgrade" to a smaller plan during a larger trial, Teams only for teams), each with when the first
// charge falls and how much, or how a change is prorated. Pure, so every state is tested.
import { carriedTrialEnd, formatDate, onFreeTrial, PAID_PLANS, PLAN_IDS, type BillingProduct, type BillingSubscription, type PaidPlan } from '@bullion/contract';
import { formatMoney, paysForPlan } from './subscription-text';

/** Plans from the smallest up (the contract lists them in that order). */
const rank = (id: string) => (PLAN_IDS as readonly string[]).indexOf(id);
const paidPlanOf = (id: string): PaidPlan | null => PAID_PLANS.find((plan) => plan === id) ?? null;

export type PlanOffer =
  | { kind: 'current'; label: string }
  /** Buy a plan through the checkout; `confirm` is what the admin reads and accepts first. */
  | {
      kind: 'buy';
      plan: PaidPlan;
      button: string;
      ariaLabel: string;
      summary: string;
      confirm: { title: string; text: string };
      /** When the first charge falls: null when it is at checkout, else the trial's end (nothing charged today). */
      firstChargeAt: Date | null;
    }
  | { kind: 'trial'; plan: PaidPlan; buy: Extract<PlanOffer, { kind: 'buy' }> }
  /** A paid plan changes in the provider's portal; `proration` says how the change is billed. */
  | { kind: 'portal'; button: string; proration: string; confirm: { title: string; text: string } }
  | { kind: 'note'; text: string }
  | { kind: 'none' };

interface OfferContext {
  subscription: BillingSubscription;
  /** Every product, to find the price of the plan paid now. */
  products: readonly BillingProduct[];
  teamGroup: boolean;
  now: Date;
}

const priceOf = (products: readonly BillingProduct[], plan: string) => products.find((product) => product.plan.id === plan)?.price ?? null;

function amountText(product: BillingProduct): string {
  return product.price ? formatMoney(product.price.amount, product.price.currency) : 'the plan’s price';
}

/** Buying `product` now: charged today, or at the end of the free trial the group is on. */
function buyOffer(product: BillingProduct, plan: PaidPlan, context: OfferContext, button: string): Extract<PlanOffer, { kind: 'buy' }> {
  const name = product.plan.name;
  const amount = amountText(product);
  const firstCharge = carriedTrialEnd(context.subscription, context.now);
  const trialPlan = context.subscription.plan.name;
  if (firstCharge) {
    const replaces = context.subscription.plan.id === plan ? '' : `${name} replaces your ${trialPlan} trial now. `;
    const summary = `No charge today. First charge: ${amount} on ${formatDate(firstCharge)}, then every month.`;
    return {
      kind: 'buy',
      plan,
      button,
      ariaLabel: button,
      summary,
      firstChargeAt: firstCharge,
      confirm: {
        title: `${button}?`,
        text: `${replaces}You keep the ${context.subscription.trialDaysLeft ?? 0} days left of the trial: nothing is charged today, your card is charged ${amount} on ${formatDate(firstCharge)}, then every month until you cancel.`,
      },
    };
  }
  const trialEnding = onFreeTrial(context.subscription) ? ` Less than two days of the trial are left, so the trial ends with the purchase.` : '';
  return {
    kind: 'buy',
    plan,
    button,
    ariaLabel: button,
    summary: `${amount} today, then every month.`,
    firstChargeAt: null,
    confirm: { title: `${button}?`, text: `Your card is charged ${amount} today, then every month until you cancel.${trialEnding}` },
  };
}

/** How a change from the paid plan to `product` is billed, in the words of the provider's proration. */
function prorationText(context: OfferContext, product: BillingProduct): string {
  const { subscription } = context;
  const current = subscription.paidPlan ?? subscription.plan;
  const until = formatDate(subscription.currentPeriodEnd);
  if (subscription.status === 'trialing') {
    return `Nothing has been charged yet: the change applies to the first charge on ${until} (${amountText(product)}), with no proration.`;
  }
  const currentPrice = priceOf(context.products, current.id);
  const upgrade = rank(product.plan.id) > rank(current.id);
  const from = currentPrice ? formatMoney(currentPrice.amount, currentPrice.currency) : current.name;
  return upgrade
    ? `Prorated: you are charged the difference between ${from} and ${amountText(product)} for the rest of the period now, until ${until}.`
    : `Prorated: the unused part of ${current.name} until ${until} is credited to your next invoice; ${product.plan.name} costs ${amountText(product)} a month from then.`;
}

export function planOffer(product: BillingProduct, context: OfferContext): PlanOffer {
  const { subscription, teamGroup } = context;
  const id = product.plan.id;
  const name = product.plan.name;
  const paid = paidPlanOf(id);
  const current = subscription.plan.id === id;
  const freeTrial = onFreeTrial(subscription);

  if (current && paid && freeTrial && subscription.canManage) return buyOffer(product, paid, context, `Keep ${name} after the trial`);
  if (current) return { kind: 'current', label: subscription.status === 'trialing' ? 'Current plan · trial' : 'Current plan' };
  if (!subscription.canManage || !paid) return { kind: 'none' };
  if (id === 'teams' && !teamGroup) return { kind: 'note', text: 'Teams is for team groups: create a team first.' };
  if (freeTrial && rank(id) < rank(subscription.plan.id)) {
    return { kind: 'note', text: `Your ${subscription.plan.name} trial includes everything in ${name}. To pay for ${name} instead, choose it once the trial has ended.` };
  }
  if (paysForPlan(subscription)) {
    // The local billing simulation's portal cancels and resumes but does not switch plans.
    if (subscription.provider === 'local') {
      return { kind: 'note', text: `To move to ${name}, cancel ${subscription.paidPlan?.name ?? subscription.plan.name} in the billing portal; once it has ended, choose ${name} here.` };
    }
    const proration = prorationText(context, product);
    return { kind: 'portal', button: `Switch to ${name} in the portal`, proration, confirm: { title: `Switch to ${name}?`, text: `${proration} You confirm the change in the billing portal.` } };
  }
  const buy = buyOffer(product, paid, context, `Upgrade to ${name}`);
  return subscription.trialAvailable ? { kind: 'trial', plan: paid, buy } : buy;
}
