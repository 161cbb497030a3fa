// The order the dashboard lists open quotes in: those whose prices still hold first, the soonest to
// expire at the top (they need confirming now), then the expired ones, the latest to expire first.
import { isQuoteExpired, type OrderSummary } from '@bullion/contract';

const expiry = (order: OrderSummary) => (order.quoteExpiresAt ? Date.parse(order.quoteExpiresAt) : 0);

export function isOpenQuoteExpired(order: OrderSummary, now: number): boolean {
  return isQuoteExpired(order.quoteExpiresAt ? { expiresAt: order.quoteExpiresAt } : null, now);
}

export function openQuotesBySoonestExpiry(orders: readonly OrderSummary[], now: number): OrderSummary[] {
  const live = orders.filter((order) => !isOpenQuoteExpired(order, now)).sort((a, b) => expiry(a) - expiry(b));
  const expired = orders.filter((order) => isOpenQuoteExpired(order, now)).sort((a, b) => expiry(b) - expiry(a));
  return [...live, ...expired];
}
