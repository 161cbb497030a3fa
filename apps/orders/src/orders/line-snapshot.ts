// What a line of the order form is priced from, built in the browser the way the API builds it when
// the order is saved (the mocks' orders/mocks/lines.ts does the same): a catalog product's title,
// metal, form, weights, fine ounces and category path (the datasets' weight units and categories), or
// an inventory lot's own fields, or what a custom line says of itself. So the form's live prices are those the API will compute.
import { customLineFineOzt, inventoryFieldsFromProduct, pricingProductOf, type Datasets, type InventoryForm, type InventoryItem, type InventoryMetal, type ItemWeightUnit, type OrderLineSnapshot, type Product } from '@bullion/contract';

/** A line's snapshot without what the form sets on it (quantity, a manual price). */
export type LineSource = Omit<OrderLineSnapshot, 'quantity' | 'manualUnitPrice' | 'overrideReason'>;

type Reference = Pick<Datasets['product'], 'weightUnits' | 'categories'>;

/** The most a line's title holds (the API's line body). */
const LINE_TITLE_MAX_LENGTH = 200;

/**
 * A catalog product's line. `titleOf` titles it as the group reads products (useProductTitle, the
 * group's product title format): the line body sends that title, so the stored snapshot keeps what
 * the form showed when the order was made, and later format or catalog changes never alter it.
 */
export function productLineSource(product: Product, reference: Reference, titleOf?: (product: Product) => string): LineSource {
  const gramsPerUnit = Object.fromEntries(reference.weightUnits.map((unit) => [unit.value, unit.grams]));
  const fields = inventoryFieldsFromProduct(product, gramsPerUnit);
  const pricing = pricingProductOf(product, reference);
  return {
    kind: 'product',
    productId: product.id,
    inventoryItemId: null,
    title: titleOf ? titleOf(product).trim().slice(0, LINE_TITLE_MAX_LENGTH) || fields.title : fields.title,
    metal: fields.metal,
    form: fields.form,
    weight: fields.weight === null ? null : String(fields.weight),
    weightUnit: fields.weightUnit,
    purity: fields.purity === null ? null : String(fields.purity),
    fineOztPerUnit: pricing.fineOzt,
    categoryPath: pricing.categoryPath,
  };
}

/** An inventory lot sold from; its catalog product (when it names one and it is known) gives the category path category rules need. */
export function itemLineSource(item: InventoryItem, product: Product | null, reference: Reference): LineSource {
  return {
    kind: 'item',
    productId: item.productId,
    inventoryItemId: item.id,
    title: item.title,
    metal: item.metal,
    form: item.form,
    weight: item.weight,
    weightUnit: item.weightUnit,
    purity: item.purity,
    fineOztPerUnit: item.fineWeightOzt,
    categoryPath: product ? pricingProductOf(product, reference).categoryPath : [],
  };
}

export interface CustomLineFields {
  title: string;
  metal: InventoryMetal | null;
  form: InventoryForm | null;
  weight: string | null;
  weightUnit: ItemWeightUnit;
  purity: string | null;
}

/** Metal described on the line (scrap, flatware…): its fine ounces from its weight and purity, when both are given. */
export function customLineSource(fields: CustomLineFields): LineSource {
  return {
    kind: 'custom',
    productId: null,
    inventoryItemId: null,
    ...fields,
    fineOztPerUnit: customLineFineOzt(fields.weight, fields.weightUnit, fields.purity),
    categoryPath: [],
  };
}
