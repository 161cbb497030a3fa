// The local provider's price list: one monthly price per paid plan, under the configured lookup keys
// (the same keys a Stripe account would use), in US dollars.
import { PAID_PLANS, type PaidPlan } from '@bullion/contract';
import type { PlanLookupKeys } from '../plans';
import type { ProviderPrice } from '../provider';

const MONTHLY_USD: Readonly<Record<PaidPlan, string>> = { pro: '12.00', teams: '29.00' };
const PRODUCT_NAMES: Readonly<Record<PaidPlan, string>> = { pro: 'Bullion Desk Pro', teams: 'Bullion Desk Teams' };

export function localPrices(keys: PlanLookupKeys): ProviderPrice[] {
  return PAID_PLANS.map((plan) => ({
    id: `price_local_${plan}_monthly`,
    lookupKey: keys[plan],
    productId: `prod_local_${plan}`,
    productName: PRODUCT_NAMES[plan],
    amount: MONTHLY_USD[plan],
    currency: 'usd',
    interval: 'month',
    intervalCount: 1,
  }));
}

export function localPrice(keys: PlanLookupKeys, priceId: string): ProviderPrice | null {
  return localPrices(keys).find((price) => price.id === priceId) ?? null;
}

/** The same day of the next month (the 31st becomes the month's last day), as Stripe's monthly billing moves. */
export function addInterval(from: Date, price: Pick<ProviderPrice, 'interval' | 'intervalCount'>): Date {
  const next = new Date(from);
  const count = price.intervalCount;
  if (price.interval === 'day') next.setUTCDate(next.getUTCDate() + count);
  else if (price.interval === 'week') next.setUTCDate(next.getUTCDate() + 7 * count);
  else {
    const months = price.interval === 'year' ? 12 * count : count;
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + months);
    const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, lastDay));
  }
  return next;
}
