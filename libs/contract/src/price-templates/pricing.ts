// Pricing with a price template: the one function the API (preview, later orders), the mocks and the
// rule editor's live preview use, so a price is the same wherever it is shown. Pure and
// server-safe; decimal arithmetic throughout (decimal.js with 60 significant digits, so nothing is
// rounded before the template's own rounding). docs/price-templates.md explains the rules in words.
//
// Which rule applies: of the rules whose every criterion holds, the most specific —
//   1. the level of its most specific criterion: product > category > form > metal;
//   2. for category rules, the nearer category (the product's own before a parent category);
//   3. the rule with more criteria (gold coins before coins);
//   4. the earlier rule in the template.
// The unit price of a tier: melt (fine ozt × spot) + premium, rounded to the increment (up, down or
// nearest, halves up), then at least 0, then at least the minimum.
import Decimal from 'decimal.js';
import { declaredFineOzt, fineOztText } from '../inventory/fine-weight';
import { GRAMS_PER_TROY_OUNCE, spotOf } from '../inventory/valuation';
import type { SpotQuoteInput } from '../spots/schemas';
import type {
  PriceQuote,
  PriceRule,
  PriceRuleForm,
  PriceRuleMatch,
  PriceSide,
  PriceSideRule,
  PriceSlice,
  PricingProduct,
  RoundingIncrement,
  RoundingMode,
} from './schemas';
import { PRICE_MAX_QUANTITY } from './schemas';

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
type DecimalValue = string | number;

const ROUNDING: Record<RoundingMode, Decimal.Rounding> = { up: D.ROUND_CEIL, down: D.ROUND_FLOOR, nearest: D.ROUND_HALF_CEIL };

// ------------------------------------------------------------------ describing a product

/** Product types (dataset values) of each form; any other type has no form. */
export const PRODUCT_TYPES_OF_FORM: Readonly<Record<PriceRuleForm, readonly string[]>> = {
  coin: ['coin'],
  bar: ['bar', 'ingot'],
  round: ['round'],
};

export function formOfProductType(type: string | null | undefined): PriceRuleForm | null {
  const value = type?.trim().toLowerCase();
  if (!value) return null;
  for (const [form, types] of Object.entries(PRODUCT_TYPES_OF_FORM) as [PriceRuleForm, readonly string[]][]) {
    if (types.includes(value)) return form;
  }
  return null;
}

/** A category and its parents, nearest first (the datasets' categories); [] without a category. */
export function categoryPathOf(categoryId: number | null | undefined, categories: readonly { id: number; parentId: number | null }[]): number[] {
  const path: number[] = [];
  let current = categoryId ?? null;
  while (current !== null && !path.includes(current) && path.length < 16) {
    path.push(current);
    const id: number = current;
    current = categories.find((category) => category.id === id)?.parentId ?? null;
  }
  return path;
}

export interface ProductWeightFields {
  weight: DecimalValue | null;
  weightUnit: string | null;
  purity: DecimalValue | null;
  /** Fine metal content in weightUnit, as the mint states it; preferred to weight × purity. */
  metalContent: DecimalValue | null;
}

/**
 * Fine metal of one piece in troy ounces, as decimal text rounded to FINE_OZT_SCALE places: the
 * declared metal content (declaredFineOzt), or else gross weight × purity, converted with the unit's
 * grams (the datasets' weight units). Null when the unit is not one of them, or nothing is known.
 */
export function fineOztOf(product: ProductWeightFields, weightUnits: readonly { value: string; grams: string }[]): string | null {
  const gramsPerUnit = Object.fromEntries(weightUnits.map((unit) => [unit.value, unit.grams]));
  const grams = product.weightUnit ? gramsPerUnit[product.weightUnit] : undefined;
  if (!grams) return null;
  const declared = declaredFineOzt(product, gramsPerUnit);
  if (declared) return declared;
  const known = (value: DecimalValue | null) => value !== null && value !== '' && new D(value).isFinite();
  if (!known(product.weight) || !known(product.purity)) return null;
  return fineOztText(new D(product.weight as DecimalValue).times(product.purity as DecimalValue).times(grams).dividedBy(GRAMS_PER_TROY_OUNCE.toString()));
}

/** A catalog product as far as pricing and the preview need it. */
export interface CatalogProductFields extends ProductWeightFields {
  id: string;
  title: string;
  groupId: string | null;
  obverseImage: string | null;
  metal: string | null;
  type: string | null;
  categoryId: number | null;
}

/** What pricing knows of a catalog product, with the datasets' weight units and categories. */
export function pricingProductOf(
  product: CatalogProductFields,
  reference: { weightUnits: readonly { value: string; grams: string }[]; categories: readonly { id: number; parentId: number | null }[] },
): PricingProduct {
  return {
    productId: product.id,
    title: product.title,
    groupId: product.groupId,
    obverseImage: product.obverseImage,
    metal: product.metal,
    form: formOfProductType(product.type),
    categoryId: product.categoryId,
    categoryPath: categoryPathOf(product.categoryId, reference.categories),
    fineOzt: fineOztOf(product, reference.weightUnits),
  };
}

/** The spot of a product's metal in a quote (USD/ozt, as decimal text), or null (no quote, no spot for the metal). */
export function spotForMetal(quote: SpotQuoteInput | null | undefined, metal: string | null | undefined): string | null {
  const known = (['gold', 'silver', 'platinum', 'palladium', 'rhodium'] as const).find((value) => value === metal);
  return known ? (spotOf(quote, known)?.toString() ?? null) : null;
}

// ------------------------------------------------------------------ choosing the rule

type RuleTarget = Pick<PricingProduct, 'productId' | 'metal' | 'form' | 'categoryId'> & { categoryPath?: readonly number[] };

/** Where the rule's category is on the product's category path (0: its own), or -1. */
function categoryDistance(match: PriceRuleMatch, product: RuleTarget): number {
  if (match.categoryId === null) return 0;
  const path = product.categoryPath?.length ? product.categoryPath : product.categoryId === null ? [] : [product.categoryId];
  return path.indexOf(match.categoryId);
}

export function ruleMatches(match: PriceRuleMatch, product: RuleTarget): boolean {
  if (match.productId !== null && match.productId.toLowerCase() !== product.productId.toLowerCase()) return false;
  if (match.metal !== null && match.metal !== product.metal) return false;
  if (match.form !== null && match.form !== product.form) return false;
  return categoryDistance(match, product) >= 0;
}

/** 4 product, 3 category, 2 form, 1 metal: the most specific criterion a rule names. */
export function specificityLevel(match: PriceRuleMatch): number {
  if (match.productId !== null) return 4;
  if (match.categoryId !== null) return 3;
  if (match.form !== null) return 2;
  return match.metal !== null ? 1 : 0;
}

const criteriaCount = (match: PriceRuleMatch) => [match.metal, match.form, match.categoryId, match.productId].filter((value) => value !== null).length;

/** Lexicographic comparison of two rank keys (higher is more specific). */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let position = 0; position < a.length; position += 1) {
    const difference = (a[position] ?? 0) - (b[position] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The rule that prices a product (see the order at the top of this file), or null when none matches. */
export function selectRule<R extends Pick<PriceRule, 'match'>>(rules: readonly R[], product: RuleTarget): { rule: R; index: number } | null {
  let best: { rule: R; index: number; key: number[] } | null = null;
  for (const [index, rule] of rules.entries()) {
    if (!ruleMatches(rule.match, product)) continue;
    const key = [specificityLevel(rule.match), -categoryDistance(rule.match, product), criteriaCount(rule.match)];
    // Strictly better only: on a tie the earlier rule stays.
    if (best === null || compareKeys(key, best.key) > 0) best = { rule, index, key };
  }
  return best === null ? null : { rule: best.rule, index: best.index };
}

/**
 * Rules that can never apply: an earlier rule has exactly the same criteria, so it always wins the
 * tie. Each with the index of that earlier rule; the editor warns about them.
 */
export function shadowedRules(rules: readonly Pick<PriceRule, 'match'>[]): { index: number; by: number }[] {
  const key = (match: PriceRuleMatch) => JSON.stringify([match.metal, match.form, match.categoryId, match.productId?.toLowerCase() ?? null]);
  const first = new Map<string, number>();
  const shadowed: { index: number; by: number }[] = [];
  rules.forEach((rule, index) => {
    const own = key(rule.match);
    const earlier = first.get(own);
    if (earlier === undefined) first.set(own, index);
    else shadowed.push({ index, by: earlier });
  });
  return shadowed;
}

// ------------------------------------------------------------------ tiers and rounding

/** The tier a quantity reaches: the last whose first quantity is at most it. */
export function tierIndexFor(tiers: readonly { minQuantity: number }[], quantity: number): number {
  let reached = 0;
  tiers.forEach((tier, index) => {
    if (tier.minQuantity <= quantity) reached = index;
  });
  return reached;
}

/** Rounds to a multiple of the increment: up (towards +∞), down (towards −∞) or nearest (halves up). */
export function roundToIncrement(value: DecimalValue | Decimal, increment: RoundingIncrement, mode: RoundingMode): Decimal {
  const step = new D(increment);
  const rounded = new D(value).dividedBy(step).toDecimalPlaces(0, ROUNDING[mode]).times(step);
  // -0.004 rounds to −0, which would print as "-0.00".
  return rounded.isZero() ? new D(0) : rounded;
}

interface TierPrice {
  unit: Decimal;
  floor: 'minimum' | 'zero' | null;
}

function tierUnitPrice(side: PriceSideRule, tierIndex: number, melt: Decimal, fineOzt: Decimal): TierPrice {
  const tier = side.tiers[tierIndex];
  if (!tier) throw new RangeError(`No tier ${tierIndex}.`);
  const value = new D(tier.premium);
  const premium = side.premiumKind === 'per_unit' ? value : side.premiumKind === 'per_ozt' ? value.times(fineOzt) : melt.times(value).dividedBy(100);
  let unit = roundToIncrement(melt.plus(premium), side.rounding.increment, side.rounding.mode);
  let floor: TierPrice['floor'] = null;
  if (unit.lt(0)) {
    unit = new D(0);
    floor = 'zero';
  }
  if (side.minimumUnitPrice !== null && unit.lt(side.minimumUnitPrice)) {
    unit = new D(side.minimumUnitPrice);
    floor = 'minimum';
  }
  return { unit, floor };
}

/** Cents, halves up; never "-0.00". */
const money = (value: Decimal) => {
  const text = value.toFixed(2, D.ROUND_HALF_UP);
  return text === '-0.00' ? '0.00' : text;
};

// ------------------------------------------------------------------ the price

export interface PriceRequest {
  /** The template's rules, in order. */
  rules: readonly PriceRule[];
  product: RuleTarget & Pick<PricingProduct, 'fineOzt'>;
  /** Units to price: a whole number from 1 to PRICE_MAX_QUANTITY. */
  quantity: number;
  side: PriceSide;
  /** Spot of the product's metal in USD per troy ounce; null when there is none. */
  spot: DecimalValue | null | undefined;
}

/**
 * The price of `quantity` units of a product on one side: per unit, for the line, per fine ounce,
 * with the rule and tier that gave it; or no_rule, weight_unknown or spot_unavailable.
 */
export function priceProduct({ rules, product, quantity, side, spot }: PriceRequest): PriceQuote {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > PRICE_MAX_QUANTITY) {
    throw new RangeError(`quantity must be a whole number from 1 to ${PRICE_MAX_QUANTITY}, not ${quantity}.`);
  }
  const base = { side, quantity };
  const selected = selectRule(rules, product);
  if (!selected) return { status: 'no_rule', ...base };
  const { rule, index: ruleIndex } = selected;
  const fineOzt = product.fineOzt === null ? null : new D(product.fineOzt);
  if (!fineOzt || !fineOzt.isFinite() || fineOzt.lte(0)) return { status: 'weight_unknown', ...base, ruleId: rule.id };
  const spotValue = spot === null || spot === undefined || spot === '' ? null : new D(spot);
  if (!spotValue || !spotValue.isFinite() || spotValue.lte(0)) return { status: 'spot_unavailable', ...base, ruleId: rule.id };

  const sideRule = rule[side];
  const melt = fineOzt.times(spotValue);
  const reached = tierIndexFor(sideRule.tiers, quantity);
  const slices: PriceSlice[] = [];
  const floors = new Set<TierPrice['floor']>();
  let lineTotal = new D(0);

  const addSlice = (tierIndex: number, fromQuantity: number, toQuantity: number) => {
    const { unit, floor } = tierUnitPrice(sideRule, tierIndex, melt, fineOzt);
    const count = toQuantity - fromQuantity + 1;
    const total = unit.times(count);
    lineTotal = lineTotal.plus(total);
    floors.add(floor);
    slices.push({ tierIndex, fromQuantity, toQuantity, quantity: count, unitPrice: money(unit), total: money(total) });
  };

  if (sideRule.tierMode === 'volume') addSlice(reached, 1, quantity);
  else {
    for (let tierIndex = 0; tierIndex <= reached; tierIndex += 1) {
      const from = sideRule.tiers[tierIndex]?.minQuantity ?? 1;
      const nextStart = sideRule.tiers[tierIndex + 1]?.minQuantity;
      addSlice(tierIndex, from, tierIndex === reached || nextStart === undefined ? quantity : Math.min(quantity, nextStart - 1));
    }
  }

  const averaged = slices.length > 1 && new Set(slices.map((slice) => slice.unitPrice)).size > 1;
  const unitPrice = averaged ? lineTotal.dividedBy(quantity) : new D(slices[0]?.unitPrice ?? 0);
  return {
    status: 'priced',
    ...base,
    ruleId: rule.id,
    ruleIndex,
    tierIndex: reached,
    tierMode: sideRule.tierMode,
    premiumKind: sideRule.premiumKind,
    unitPrice: money(unitPrice),
    lineTotal: money(lineTotal),
    perOzt: money(unitPrice.dividedBy(fineOzt)),
    meltPerUnit: money(melt),
    averaged,
    floor: floors.has('minimum') ? 'minimum' : floors.has('zero') ? 'zero' : null,
    slices,
  };
}

/**
 * Both sides of a product (or one, with `only`) at a spot quote: what a row of the preview shows.
 * The side not asked for is null.
 */
export function quoteSides({
  rules,
  product,
  quantity,
  quote,
  only,
}: Omit<PriceRequest, 'side' | 'spot'> & { quote: SpotQuoteInput | null | undefined; only?: PriceSide }): Record<PriceSide, PriceQuote | null> {
  const spot = spotForMetal(quote, product.metal);
  const on = (side: PriceSide) => (only && only !== side ? null : priceProduct({ rules, product, quantity, side, spot }));
  return { ask: on('ask'), bid: on('bid') };
}
