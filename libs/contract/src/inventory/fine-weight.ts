// One fine weight for a piece, wherever it is counted. A product's declared fine content (the metal
// content the mint states) is the fine weight of every item and order line made from it; gross
// weight × purity applies only where none is declared. A 1 oz American Silver Eagle (31.103 g at
// .999) declares 1 ozt, not 0.999; a 1/10 oz Maple Leaf (0.1007 ozt at .9999) declares 0.1, not
// 0.10069. The API's generated `fine_weight_ozt` column follows the same rule (migration 0023).
// Decimal arithmetic (decimal.js); server-safe.
import Decimal from 'decimal.js';
import { convertWeight, GRAMS_PER_TROY_OUNCE } from './valuation';
import type { ItemWeightUnit } from './schemas';

/** Decimal places of a fine weight in troy ounces (a 1 kg bar is 32.1507465686 ozt). */
export const FINE_OZT_SCALE = 10;

/** Grams in one unit of the units items take (the others come from the datasets' weight units). */
const ITEM_UNIT_GRAMS: Readonly<Record<ItemWeightUnit, Decimal.Value>> = { ozt: GRAMS_PER_TROY_OUNCE, g: 1, kg: 1000 };

type Value = Decimal.Value | null | undefined;

const decimalOrNull = (value: Value): Decimal | null => {
  if (value === null || value === undefined || value === '') return null;
  try {
    const parsed = new Decimal(value);
    return parsed.isFinite() ? parsed : null;
  } catch {
    return null;
  }
};

/** A fine weight in ozt as stored and sent: FINE_OZT_SCALE places, no trailing zeros; null when not above 0. */
export function fineOztText(value: Decimal | null): string | null {
  if (!value || value.lte(0)) return null;
  const rounded = value.toDecimalPlaces(FINE_OZT_SCALE, Decimal.ROUND_HALF_EVEN);
  return rounded.isZero() ? null : rounded.toFixed();
}

/**
 * The fine content a product declares, in troy ounces: its stated metal content (given in the
 * product's weight unit) converted with that unit's grams. Null when it declares none, or when the
 * unit's grams are unknown (`gramsPerUnit` holds the datasets' units beyond ozt, g and kg).
 */
export function declaredFineOzt(
  product: { metalContent: Value; weightUnit: string | null | undefined },
  gramsPerUnit: Readonly<Record<string, Decimal.Value>> = {},
): string | null {
  const content = decimalOrNull(product.metalContent);
  if (!content || !product.weightUnit) return null;
  const grams = ITEM_UNIT_GRAMS[product.weightUnit as ItemWeightUnit] ?? gramsPerUnit[product.weightUnit];
  if (grams === undefined) return null;
  return fineOztText(content.times(grams).dividedBy(GRAMS_PER_TROY_OUNCE));
}

/** What a piece says of its metal: its gross weight and purity, and the fine content it declares, if any. */
export interface PieceWeight {
  weight: Value;
  weightUnit: ItemWeightUnit;
  purity: Value;
  declaredFineOzt?: Value;
}

/** Fine metal of one piece in troy ounces: the declared content, else gross weight × purity; null when neither is known. */
export function pieceFineOzt(piece: PieceWeight): Decimal | null {
  const declared = decimalOrNull(piece.declaredFineOzt);
  if (declared && declared.gt(0)) return declared;
  const weight = decimalOrNull(piece.weight);
  const purity = decimalOrNull(piece.purity);
  if (!weight || !purity) return null;
  return convertWeight(weight, piece.weightUnit, 'ozt').times(purity);
}

const same = (a: Value, b: Value) => {
  const left = decimalOrNull(a);
  const right = decimalOrNull(b);
  return left === null || right === null ? left === right : left.eq(right);
};

/**
 * The declared fine content an item made from a product carries: the product's, as long as the
 * item's gross weight, unit and purity are the product's. An item whose weight or purity says
 * otherwise describes a different piece (a worn coin weighed, an assayed bar): then null, and its
 * fine weight is its own weight × purity.
 */
export function itemDeclaredFineOzt(
  item: Pick<PieceWeight, 'weight' | 'weightUnit' | 'purity'>,
  product: Pick<PieceWeight, 'weight' | 'weightUnit' | 'purity'> & { declaredFineOzt: string | null },
): string | null {
  if (!product.declaredFineOzt) return null;
  const sameWeight = item.weightUnit === product.weightUnit && same(item.weight, product.weight);
  return sameWeight && same(item.purity, product.purity) ? product.declaredFineOzt : null;
}

/**
 * The declared fine content an item bought with an order line keeps: the fine ozt per piece the
 * line priced, when its weight × purity says otherwise (its product declared its content); null
 * when they agree, so a later edit of the item's weight counts again.
 */
export function lineDeclaredFineOzt(line: Pick<PieceWeight, 'weight' | 'weightUnit' | 'purity'> & { fineOztPerUnit: Value }): string | null {
  const priced = fineOztText(decimalOrNull(line.fineOztPerUnit));
  if (!priced) return null;
  const computed = fineOztText(pieceFineOzt({ weight: line.weight, weightUnit: line.weightUnit, purity: line.purity }));
  return computed !== null && new Decimal(computed).eq(priced) ? null : priced;
}
