// What a desk refuses before a price is taken: nothing is bought or sold for $0.00 or less. Pure;
// decimal arithmetic. The line schema (API and order form alike) applies it to a typed-in price.
import Decimal from 'decimal.js';
import { formatUsd } from '../common/format';

export const PRICE_NOT_ABOVE_ZERO = 'A unit price must be more than $0.00.';

/** Why a typed-in unit price cannot be taken, or null when it can. */
export function unitPriceRefusal(price: Decimal.Value): string | null {
  let value: Decimal;
  try {
    value = new Decimal(price);
  } catch {
    return PRICE_NOT_ABOVE_ZERO;
  }
  return value.isFinite() && value.gt(0) ? null : PRICE_NOT_ABOVE_ZERO;
}

/** Why an order's priced lines cannot be quoted: a line without a price, or one at $0.00 or less. */
export interface QuoteRefusal {
  code: 'order_not_priced' | 'price_not_above_zero';
  message: string;
  details: { lines: { line: number; priceStatus?: string; unitPrice?: string }[] };
}

/** The first reason the lines cannot be quoted, or null (the API's quote and the mock's use it alike). */
export function quoteRefusal(lines: readonly { unitPrice: string | null; priceStatus: string }[]): QuoteRefusal | null {
  const unpriced = lines.flatMap((line, index) => (line.unitPrice === null ? [index] : []));
  if (unpriced.length) {
    const first = unpriced[0] ?? 0;
    return {
      code: 'order_not_priced',
      message: `${unpriced.length} line${unpriced.length === 1 ? ' has' : 's have'} no price (line ${first + 1}: ${lines[first]?.priceStatus}): give a manual price or choose another template.`,
      details: { lines: unpriced.map((index) => ({ line: index, priceStatus: lines[index]?.priceStatus })) },
    };
  }
  const free = lines.flatMap((line, index) => (line.unitPrice !== null && unitPriceRefusal(line.unitPrice) ? [index] : []));
  if (free.length) {
    const first = free[0] ?? 0;
    return {
      code: 'price_not_above_zero',
      message: `Line ${first + 1} is priced at ${formatUsd(lines[first]?.unitPrice ?? '0')}: give a manual price above $0.00 or choose another template.`,
      details: { lines: free.map((index) => ({ line: index, unitPrice: lines[index]?.unitPrice ?? undefined })) },
    };
  }
  return null;
}

/**
 * Whether a template's bid meets or exceeds its ask for the same piece and quantity: the desk would
 * buy for as much as it sells (a bid minimum above the ask, say). Both must be priced.
 */
export function bidMeetsAsk(bid: { status: string; unitPrice?: string } | null, ask: { status: string; unitPrice?: string } | null): boolean {
  if (bid?.status !== 'priced' || ask?.status !== 'priced' || bid.unitPrice === undefined || ask.unitPrice === undefined) return false;
  return new Decimal(bid.unitPrice).gte(ask.unitPrice);
}
