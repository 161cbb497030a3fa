// Melt value of what a storage space (or a list of items) holds, from the live spot in the app store:
// Σ fine ozt × spot of each metal, exactly (the valuation helpers of @bullion/api-client). A missing
// spot gives no value at all (never $0); a metal without a spot price (copper) is named, not valued.
import { meltValue, spotOf, spotState, sumDecimals, type InventoryItem, type InventoryMetal, type SpotQuoteInput, type SpotState, type StorageSpace, type Valued } from '@bullion/contract';

export type DecimalValue = NonNullable<Valued['value']>;

export interface HoldingsValue {
  /** Σ melt value of the metals with a spot; null when the spot is unavailable. */
  value: DecimalValue | null;
  spot: SpotState;
  /** Metals held here that have no spot price, so are left out of `value`. */
  unvalued: InventoryMetal[];
}

/** Melt value of a space's holdings (per metal fine ozt, here and in its locations). */
export function valueSpaceHoldings(holdings: StorageSpace['holdings'], quote: SpotQuoteInput | null | undefined, now: number): HoldingsValue {
  const spot = spotState(quote, now);
  if (spot === 'unavailable') return { value: null, spot, unvalued: [] };
  const unvalued: InventoryMetal[] = [];
  const values: DecimalValue[] = [];
  for (const holding of holdings) {
    const price = spotOf(quote, holding.metal);
    if (price) values.push(price.times(holding.fineOzt));
    else if (!sumDecimals([holding.fineOzt]).isZero()) unvalued.push(holding.metal);
  }
  return { value: sumDecimals(values), spot, unvalued };
}

/** Melt value of a list of items (one section of the space inventory, the drawer). */
export function valueItems(items: readonly Pick<InventoryItem, 'fineWeightOzt' | 'quantity' | 'metal'>[], quote: SpotQuoteInput | null | undefined, now: number): HoldingsValue {
  const spot = spotState(quote, now);
  if (spot === 'unavailable') return { value: null, spot, unvalued: [] };
  const unvalued = new Set<InventoryMetal>();
  const values: DecimalValue[] = [];
  for (const item of items) {
    const { value } = meltValue(item, quote, now);
    if (value) values.push(value);
    else if (item.metal && item.fineWeightOzt !== null) unvalued.add(item.metal);
  }
  return { value: sumDecimals(values), spot, unvalued: [...unvalued] };
}

/** Σ fine ozt of the holdings of one metal, or of all of them. */
export function fineOztHeld(holdings: StorageSpace['holdings'], metal?: InventoryMetal): DecimalValue {
  return sumDecimals(holdings.filter((holding) => !metal || holding.metal === metal).map((holding) => holding.fineOzt));
}
