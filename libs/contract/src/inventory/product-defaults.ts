// What an inventory item takes from the catalog product it is identified as: title, metal, form,
// gross weight (in a unit items accept), purity and year. Decimal arithmetic (decimal.js), so a
// weight in pennyweights or grains becomes exact grams. Server-safe.
import Decimal from 'decimal.js';
import type { Product } from '../products/schemas';
import { INVENTORY_METALS, ITEM_WEIGHT_UNITS, type InventoryForm, type InventoryItemPatch, type InventoryMetal, type ItemWeightUnit } from './schemas';

/** Grams in one unit of each product weight unit (the datasets' `product.weightUnits[].grams`). */
export type GramsPerUnit = Readonly<Record<string, Decimal.Value>>;

export type ProductDefaults = Required<Pick<InventoryItemPatch, 'productId' | 'title' | 'metal' | 'form' | 'weight' | 'weightUnit' | 'purity' | 'year'>>;

const WEIGHT_SCALE = 6;
const PURITY_SCALE = 5;

const FORMS_BY_TYPE: Record<string, InventoryForm> = { coin: 'coin', bar: 'bar', ingot: 'bar', round: 'round' };

function formOf(type: string | null): InventoryForm {
  return FORMS_BY_TYPE[(type ?? '').trim().toLowerCase()] ?? 'other';
}

function metalOf(metal: string | null): InventoryMetal | null {
  return (INVENTORY_METALS as readonly string[]).includes(metal ?? '') ? (metal as InventoryMetal) : null;
}

/** The product's gross weight in ozt, g or kg as given, or in grams for any other unit whose grams are known. */
function weightOf(product: Pick<Product, 'weight' | 'weightUnit'>, gramsPerUnit: GramsPerUnit): { weight: string | null; weightUnit: ItemWeightUnit } {
  const { weight, weightUnit } = product;
  if (weight === null || !(weight > 0) || !weightUnit) return { weight: null, weightUnit: 'ozt' };
  const asItemUnit = (ITEM_WEIGHT_UNITS as readonly string[]).includes(weightUnit);
  const grams = gramsPerUnit[weightUnit];
  if (!asItemUnit && grams === undefined) return { weight: null, weightUnit: 'ozt' };
  const value = asItemUnit ? new Decimal(weight) : new Decimal(weight).times(grams as Decimal.Value);
  const rounded = value.toDecimalPlaces(WEIGHT_SCALE, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? { weight: null, weightUnit: 'ozt' } : { weight: rounded.toFixed(), weightUnit: asItemUnit ? (weightUnit as ItemWeightUnit) : 'g' };
}

/** Purity as a fraction of 1 (999.9 parts per thousand becomes 0.9999), or null when it is not one. */
function purityOf(purity: Product['purity']): string | null {
  if (purity === null || purity === '') return null;
  let value: Decimal;
  try {
    value = new Decimal(purity);
  } catch {
    return null;
  }
  if (value.greaterThan(1) && value.lessThanOrEqualTo(1000)) value = value.dividedBy(1000);
  const rounded = value.toDecimalPlaces(PURITY_SCALE, Decimal.ROUND_HALF_UP);
  return rounded.greaterThan(0) && rounded.lessThanOrEqualTo(1) ? rounded.toFixed() : null;
}

/**
 * The fields an item takes from `product` when it is identified as it. Every field is given (null
 * where the product has no value), so nothing of the item's earlier guess survives.
 */
export function inventoryFieldsFromProduct(
  product: Pick<Product, 'id' | 'title' | 'metal' | 'type' | 'weight' | 'weightUnit' | 'purity' | 'year'>,
  gramsPerUnit: GramsPerUnit = {},
): ProductDefaults {
  const year = product.year !== null && product.year >= 1 && product.year <= 9999 ? product.year : null;
  return {
    productId: product.id,
    title: product.title.trim().slice(0, 200),
    metal: metalOf(product.metal),
    form: formOf(product.type),
    ...weightOf(product, gramsPerUnit),
    purity: purityOf(product.purity),
    year,
  };
}
