// A stored product as the contract's pricing rules read it: its metal, form, category and fine
// weight, resolved against the reference data. Order lines and price template previews both price
// products this way.
import { pricingProductOf } from '@bullion/contract';
import { CATEGORIES, WEIGHT_UNITS } from '../datasets/reference-data';

export interface ProductPricingRow {
  id: string;
  title: string;
  group_id: string | null;
  obverse_image: string | null;
  metal: string | null;
  type: string | null;
  category_id: number | null;
  weight: string | null;
  weight_unit: string | null;
  purity: string | null;
  metal_content: string | null;
}

/** The reference data (weight units, categories) the contract's line and pricing rules resolve against. */
export const PRICING_REFERENCE = { weightUnits: WEIGHT_UNITS, categories: CATEGORIES };

export function pricingProductOfRow(row: ProductPricingRow) {
  return pricingProductOf(
    {
      id: row.id,
      title: row.title,
      groupId: row.group_id,
      obverseImage: row.obverse_image,
      metal: row.metal,
      type: row.type,
      categoryId: row.category_id,
      weight: row.weight,
      weightUnit: row.weight_unit,
      purity: row.purity,
      metalContent: row.metal_content,
    },
    PRICING_REFERENCE,
  );
}
