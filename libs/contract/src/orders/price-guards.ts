// What a desk refuses before a price is taken: nothing is bought or sold for $0.00 or less, and a
// sale below melt or a purchase above it is quoted only with a reason on the line. Pure; decimal
// arithmetic. The line schema (API and order form alike) applies the first to a typed-in price; the
// API's quote and the mocks' refuse with quoteRefusal; the order form asks for the reasons first.
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
  code: 'order_not_priced' | 'price_not_above_zero' | 'melt_reason_required';
  message: string;
  details: { lines: { line: number; priceStatus?: string; unitPrice?: string; kind?: MeltCrossing['kind']; meltPerUnit?: string }[] };
}

/** The first reason the lines cannot be quoted, or null (the API's quote and the mock's use it alike). */
export function quoteRefusal(
  side: 'sell' | 'buy',
  lines: readonly { unitPrice: string | null; priceStatus: string; fineOztPerUnit: string | null; spot: string | null; meltReason: string | null }[],
): QuoteRefusal | null {
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
  const crossings = lines.flatMap((line, index) => {
    const crossing = line.meltReason ? null : meltGuard(side, line);
    return crossing ? [{ index, line, crossing }] : [];
  });
  const first = crossings[0];
  if (first) {
    return {
      code: 'melt_reason_required',
      message: `${meltCrossingText(first.index, first.line, first.crossing)}: confirm it with a reason on the line before it is quoted.`,
      details: { lines: crossings.map(({ index, line, crossing }) => ({ line: index, unitPrice: line.unitPrice ?? undefined, kind: crossing.kind, meltPerUnit: crossing.meltPerUnit })) },
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

/** A line that sells below its melt value or buys above it, with the melt value of one piece. */
export interface MeltCrossing {
  kind: 'below_melt' | 'above_melt';
  /** Melt value of one piece at the line's spot (fine ozt × spot), in cents. */
  meltPerUnit: string;
}

/**
 * Whether a priced line sells below melt (a sale under the metal's value) or buys above it (a
 * purchase over it): either needs a confirmation and a reason before it is quoted. Null when the line
 * has no price, no fine weight or no spot, or its price is on the right side of melt.
 */
export function meltGuard(side: 'sell' | 'buy', line: { unitPrice: string | null; fineOztPerUnit: string | null; spot: string | null }): MeltCrossing | null {
  const meltText = lineMeltPerUnit(line);
  if (line.unitPrice === null || meltText === null) return null;
  const melt = new Decimal(meltText);
  const price = new Decimal(line.unitPrice);
  if (side === 'sell' && price.lt(melt)) return { kind: 'below_melt', meltPerUnit: melt.toFixed(2) };
  if (side === 'buy' && price.gt(melt)) return { kind: 'above_melt', meltPerUnit: melt.toFixed(2) };
  return null;
}

/** Melt value of one piece of a line at the line's spot (fine ozt × spot), in cents; null without a fine weight or a spot. */
export function lineMeltPerUnit(line: { fineOztPerUnit: string | null; spot: string | null }): string | null {
  if (line.fineOztPerUnit === null || line.spot === null) return null;
  return new Decimal(line.fineOztPerUnit).times(line.spot).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** What one piece is priced over its melt value (negative: under it), in cents; null without a price, a fine weight or a spot. */
export function linePremiumPerUnit(line: { unitPrice: string | null; fineOztPerUnit: string | null; spot: string | null }): string | null {
  const melt = lineMeltPerUnit(line);
  if (line.unitPrice === null || melt === null) return null;
  return new Decimal(line.unitPrice).minus(melt).toFixed(2);
}

/** "Line 2 sells below melt ($58.00 a piece against a melt value of $59.22)". */
export function meltCrossingText(index: number, line: { unitPrice: string | null }, crossing: MeltCrossing): string {
  const side = crossing.kind === 'below_melt' ? 'sells below' : 'buys above';
  return `Line ${index + 1} ${side} melt (${formatUsd(line.unitPrice ?? '0')} a piece against a melt value of ${formatUsd(crossing.meltPerUnit)})`;
}
