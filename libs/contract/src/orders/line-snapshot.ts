// What an order line is priced from, kept with the line: its catalog product's, inventory lot's or
// own description (title, metal, form, weights, fine ounces, category path), so a later catalog or
// inventory change never reprices or retitles a saved line. The API (drafts, quotes, the price
// preview), the mocks and the order form all build lines with these functions. Pure; decimal arithmetic.
import Decimal from 'decimal.js';
import { inventoryFieldsFromProduct } from '../inventory/product-defaults';
import type { InventoryForm, InventoryMetal, InventoryStatus, ItemWeightUnit } from '../inventory/schemas';
import { fineWeightOzt } from '../inventory/valuation';
import { FINE_OZT_SCALE } from '../inventory/fine-weight';
import { categoryPathOf, pricingProductOf, type CatalogProductFields } from '../price-templates/pricing';
import type { PricingProduct } from '../price-templates/schemas';
import type { Product } from '../products/schemas';
import { ORDER_LINE_TITLE_MAX_LENGTH, type OrderLineKind } from './schemas';

/** What a line is priced from: its product's, lot's or own description. */
export interface OrderLineSource {
  kind: OrderLineKind;
  productId: string | null;
  inventoryItemId: string | null;
  title: string;
  metal: InventoryMetal | null;
  form: InventoryForm | null;
  weight: string | null;
  weightUnit: ItemWeightUnit;
  purity: string | null;
  fineOztPerUnit: string | null;
  /** The product's category and its parents, nearest first (category rules); [] without one. */
  categoryPath: number[];
}

/** What a line is priced from, as stored with it: its source and what the line itself says. */
export interface OrderLineSnapshot extends OrderLineSource {
  quantity: number;
  /** A typed-in unit price (with its reason), or null: the template prices the line. */
  manualUnitPrice: string | null;
  overrideReason: string | null;
  /** Why the line may sell below melt or buy above it; null: it may not (a quote refuses it). */
  meltReason: string | null;
}

/** What a line says it is, without the category path (a line as the API answers it carries none). */
export type OrderLineDescription = Omit<OrderLineSource, 'categoryPath'>;

/** The datasets' weight units (grams in one) and categories (with their parents), as a product's line needs them. */
export interface LineReference {
  weightUnits: readonly { value: string; grams: string }[];
  categories: readonly { id: number; parentId: number | null }[];
}

/** The description fields of a line, snapshot or priced line, and nothing else. */
export function orderLineDescription(line: OrderLineDescription): OrderLineDescription {
  return {
    kind: line.kind,
    productId: line.productId,
    inventoryItemId: line.inventoryItemId,
    title: line.title,
    metal: line.metal,
    form: line.form,
    weight: line.weight,
    weightUnit: line.weightUnit,
    purity: line.purity,
    fineOztPerUnit: line.fineOztPerUnit,
  };
}

/** Fine ozt of one piece from a custom line's weight, unit and purity (FINE_OZT_SCALE places), or null. */
export function customLineFineOzt(weight: string | null | undefined, weightUnit: ItemWeightUnit, purity: string | null | undefined): string | null {
  const fine = fineWeightOzt(weight, weightUnit, purity);
  if (!fine || fine.lte(0)) return null;
  const rounded = fine.toDecimalPlaces(FINE_OZT_SCALE, Decimal.ROUND_HALF_EVEN);
  return rounded.isZero() ? null : rounded.toFixed();
}

/** What a product's line takes from the product as an inventory item would (a weight in a unit items accept). */
export interface ProductLineFields {
  title: string;
  metal: InventoryMetal | null;
  weight: string | null;
  weightUnit: ItemWeightUnit;
  purity: string | null;
}

/**
 * A catalog product's line from the fields an item would take from the product and from what pricing
 * knows of it: its form (a type without a rule form, a medal or a set, is `other`), fine ounces and
 * category path. The API passes the fields it reads with the product; productLineSource derives them.
 */
export function productLineSourceFromFields(fields: ProductLineFields, pricing: Pick<PricingProduct, 'productId' | 'form' | 'fineOzt' | 'categoryPath'>): OrderLineSource {
  return {
    kind: 'product',
    productId: pricing.productId,
    inventoryItemId: null,
    title: fields.title,
    metal: fields.metal,
    form: pricing.form ?? 'other',
    weight: fields.weight,
    weightUnit: fields.weightUnit,
    purity: fields.purity,
    fineOztPerUnit: pricing.fineOzt,
    categoryPath: pricing.categoryPath,
  };
}

/** A catalog product as the API answers it, as far as its line needs it. */
export type LineProduct = CatalogProductFields & Pick<Product, 'weight' | 'purity' | 'year'>;

/**
 * A catalog product's line, from the product as the API answers it and the datasets. `titleOf` titles
 * it as the group reads products (the group's product title format): the stored snapshot then keeps
 * what the order form showed, and later format or catalog changes never alter it.
 */
export function productLineSource<P extends LineProduct>(product: P, reference: LineReference, titleOf?: (product: P) => string): OrderLineSource {
  const gramsPerUnit = Object.fromEntries(reference.weightUnits.map((unit) => [unit.value, unit.grams]));
  const fields = inventoryFieldsFromProduct(product, gramsPerUnit);
  const text = (value: string | number | null) => (value === null ? null : String(value));
  return productLineSourceFromFields(
    {
      title: titleOf ? titleOf(product).trim().slice(0, ORDER_LINE_TITLE_MAX_LENGTH) || fields.title : fields.title,
      metal: fields.metal,
      weight: text(fields.weight),
      weightUnit: fields.weightUnit,
      purity: text(fields.purity),
    },
    pricingProductOf(product, reference),
  );
}

/** An inventory lot as far as a line sold from it needs it. */
export interface LineItem {
  id: string;
  productId: string | null;
  title: string;
  metal: InventoryMetal | null;
  form: InventoryForm | null;
  weight: string | null;
  weightUnit: ItemWeightUnit;
  purity: string | null;
  fineWeightOzt: string | null;
}

/** An inventory lot sold from: its own fields; its catalog product (when it names one that is known) gives the category path category rules need. */
export function itemLineSource(item: LineItem, product: Pick<CatalogProductFields, 'categoryId'> | null | undefined, reference: Pick<LineReference, 'categories'>): OrderLineSource {
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
    categoryPath: product ? categoryPathOf(product.categoryId, reference.categories) : [],
  };
}

/** What a custom line says of itself; a field it leaves out is unknown (the unit: ozt). */
export interface CustomLineFields {
  title?: string;
  metal?: InventoryMetal | null;
  form?: InventoryForm | null;
  weight?: string | null;
  weightUnit?: ItemWeightUnit;
  purity?: string | null;
}

/** Metal described on the line (scrap, flatware…): its fine ounces from its weight and purity, when both are given. */
export function customLineSource(line: CustomLineFields): OrderLineSource {
  const weightUnit = line.weightUnit ?? 'ozt';
  return {
    kind: 'custom',
    productId: null,
    inventoryItemId: null,
    title: line.title ?? '',
    metal: line.metal ?? null,
    form: line.form ?? null,
    weight: line.weight ?? null,
    weightUnit,
    purity: line.purity ?? null,
    fineOztPerUnit: customLineFineOzt(line.weight, weightUnit, line.purity),
    categoryPath: [],
  };
}

/**
 * Why a lot cannot be sold on a line of `quantity` pieces (the API's 409 item_unavailable, after
 * "Line n: "), or null when it can: a lot disposed of, or one holding fewer pieces.
 */
export function itemLineRefusal(item: { title: string; status: InventoryStatus; quantity: number }, quantity: number): string | null {
  if (item.status === 'disposed') return `${item.title} was disposed of and cannot be sold.`;
  if (quantity > item.quantity) return `the lot of ${item.title} holds ${item.quantity} piece${item.quantity === 1 ? '' : 's'}, not ${quantity}.`;
  return null;
}

/** A line body's snapshot: its source, the title the line gives (else the source's), its quantity and manual price. */
export function orderLineSnapshot(
  line: { title?: string; quantity: number; unitPrice?: string; overrideReason?: string | null; meltReason?: string | null },
  source: OrderLineSource,
): OrderLineSnapshot {
  return {
    ...source,
    title: line.title ?? source.title,
    quantity: line.quantity,
    manualUnitPrice: line.unitPrice ?? null,
    overrideReason: line.overrideReason ?? null,
    meltReason: line.meltReason ?? null,
  };
}
