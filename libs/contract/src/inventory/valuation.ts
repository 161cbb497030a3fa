// Valuation of holdings from the live spot: melt value, unrealised gain/loss, premium paid, weights in
// every unit. Decimal arithmetic throughout (decimal.js); nothing here is ever stored. A spot that is
// missing or stale is reported as such, never as a value of 0. Server-safe (no browser code).
import Decimal from 'decimal.js';
import type { SpotMetal, SpotQuoteInput } from '../spots/schemas';
import { spotState, type SpotState } from '../spots/spot-state';
import type { ItemWeightUnit, InventoryMetal, MetalHolding } from './schemas';

/** Grams in one troy ounce (exact, by definition). */
export const GRAMS_PER_TROY_OUNCE = new Decimal('31.1034768');
const GRAMS_PER_UNIT: Record<ItemWeightUnit, Decimal> = {
  ozt: GRAMS_PER_TROY_OUNCE,
  g: new Decimal(1),
  kg: new Decimal(1000),
};

type DecimalInput = Decimal.Value;

const dec = (value: DecimalInput) => new Decimal(value);

/** A weight in another unit. */
export function convertWeight(weight: DecimalInput, from: ItemWeightUnit, to: ItemWeightUnit): Decimal {
  return dec(weight).times(GRAMS_PER_UNIT[from]).dividedBy(GRAMS_PER_UNIT[to]);
}

/** Fine metal of one piece in troy ounces: gross weight in ozt × purity; null when either is unknown. */
export function fineWeightOzt(weight: DecimalInput | null | undefined, unit: ItemWeightUnit, purity: DecimalInput | null | undefined): Decimal | null {
  if (weight === null || weight === undefined || weight === '' || purity === null || purity === undefined || purity === '') return null;
  return convertWeight(weight, unit, 'ozt').times(dec(purity));
}

/** Fine metal of a whole lot in troy ounces: fine ozt per piece × quantity; null without a fine weight. */
export function lotFineOzt(item: { fineWeightOzt: DecimalInput | null; quantity: number }): Decimal | null {
  return item.fineWeightOzt === null || item.fineWeightOzt === '' ? null : dec(item.fineWeightOzt).times(item.quantity);
}

/** Fine troy ounces in grams. */
export function troyOuncesToGrams(ozt: DecimalInput): Decimal {
  return dec(ozt).times(GRAMS_PER_TROY_OUNCE);
}

/** The spot of a metal (USD/ozt) in a quote, live or stored (a history day's StoredSpot); null for a metal without a spot price (copper). */
export function spotOf(quote: Pick<SpotQuoteInput, SpotMetal> | null | undefined, metal: InventoryMetal | null | undefined): Decimal | null {
  if (!quote || !metal || metal === 'copper') return null;
  const price = quote[metal];
  if (price === null || price === undefined || price === '') return null;
  const value = dec(price);
  return value.isFinite() && value.greaterThan(0) ? value : null;
}

/** A value with the state of the spot it came from; `value` is null when it cannot be computed. */
export interface Valued {
  value: Decimal | null;
  spot: SpotState;
}

/** Melt value: fine ozt per piece × quantity × spot of the metal. */
export function meltValue(
  item: { fineWeightOzt: DecimalInput | null; quantity: number; metal: InventoryMetal | null },
  quote: SpotQuoteInput | null | undefined,
  now: number = Date.now(),
): Valued {
  const state = spotState(quote, now);
  const spot = spotOf(quote, item.metal);
  if (item.fineWeightOzt === null || spot === null) return { value: null, spot: state };
  return { value: dec(item.fineWeightOzt).times(item.quantity).times(spot), spot: state };
}

export interface GainLoss {
  amount: Decimal;
  /** Of the cost basis, in percent; null when the cost basis is 0. */
  percent: Decimal | null;
}

/** Unrealised gain (positive) or loss (negative) of a value against its cost basis. */
export function gainLoss(value: DecimalInput | null | undefined, costBasis: DecimalInput | null | undefined): GainLoss | null {
  if (value === null || value === undefined || costBasis === null || costBasis === undefined) return null;
  const amount = dec(value).minus(dec(costBasis));
  const basis = dec(costBasis);
  return { amount, percent: basis.isZero() ? null : amount.dividedBy(basis).times(100) };
}

/**
 * Premium paid per fine troy ounce over the spot on the acquisition date: cost basis ÷ fine ozt of
 * the lot − spot at acquisition. Null when any of them is unknown or the lot has no fine weight.
 */
export function premiumPerOzt(
  costBasis: DecimalInput | null | undefined,
  fineOztPerPiece: DecimalInput | null | undefined,
  quantity: number,
  spotAtAcquisition: DecimalInput | null | undefined,
): Decimal | null {
  if (costBasis === null || costBasis === undefined || fineOztPerPiece === null || fineOztPerPiece === undefined) return null;
  if (spotAtAcquisition === null || spotAtAcquisition === undefined) return null;
  const fine = dec(fineOztPerPiece).times(quantity);
  if (fine.isZero()) return null;
  return dec(costBasis).dividedBy(fine).minus(dec(spotAtAcquisition));
}

/** Σ of decimal strings, exactly. */
export function sumDecimals(values: Iterable<DecimalInput | null | undefined>): Decimal {
  let total = new Decimal(0);
  for (const value of values) if (value !== null && value !== undefined && value !== '') total = total.plus(dec(value));
  return total;
}

export interface MetalValuation {
  metal: InventoryMetal;
  fineOzt: Decimal;
  costBasis: Decimal;
  meltValue: Decimal | null;
  /** Melt value of the costed part against its cost basis. */
  gainLoss: GainLoss | null;
}

export interface PortfolioValuation {
  metals: MetalValuation[];
  /** Σ melt value of the metals with a spot; null when no metal has one. */
  meltValue: Decimal | null;
  costBasis: Decimal;
  gainLoss: GainLoss | null;
  spot: SpotState;
}

/** Values the per-metal holdings of a summary with a quote. */
export function valueHoldings(holdings: readonly MetalHolding[], quote: SpotQuoteInput | null | undefined, now: number = Date.now()): PortfolioValuation {
  const state = spotState(quote, now);
  let melt: Decimal | null = null;
  let costedMelt = new Decimal(0);
  let costed = new Decimal(0);
  const metals = holdings.map((holding): MetalValuation => {
    const spot = spotOf(quote, holding.metal);
    const value = spot ? dec(holding.fineOzt).times(spot) : null;
    if (value) melt = (melt ?? new Decimal(0)).plus(value);
    const costedValue = spot ? dec(holding.costedFineOzt).times(spot) : null;
    if (costedValue) {
      costedMelt = costedMelt.plus(costedValue);
      costed = costed.plus(dec(holding.costBasis));
    }
    return { metal: holding.metal, fineOzt: dec(holding.fineOzt), costBasis: dec(holding.costBasis), meltValue: value, gainLoss: costedValue ? gainLoss(costedValue, holding.costBasis) : null };
  });
  return {
    metals,
    meltValue: melt,
    costBasis: sumDecimals(holdings.map((holding) => holding.costBasis)),
    gainLoss: costed.isZero() && costedMelt.isZero() ? null : gainLoss(costedMelt, costed),
    spot: state,
  };
}

/** Money for display: two decimals, rounded half up (not for storage; stored money stays exact). */
export function moneyText(value: Decimal | null): string | null {
  return value === null ? null : value.toFixed(2, Decimal.ROUND_HALF_UP);
}
