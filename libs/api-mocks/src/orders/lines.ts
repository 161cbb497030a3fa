// The mock API's order lines: a line body turned into the snapshot it is priced from (the catalog
// product's or the inventory item's title, metal, form, weights and category), as the API does, and
// the mock spot as the API stores it. Used by the fixtures and the handlers.
import { mockDatasets } from '../datasets/fixtures';
import type { InventoryItem, Product, OrderLineInputParsed, OrderSpot } from '@bullion/contract';
import { inventoryFieldsFromProduct, pricingProductOf, customLineFineOzt, type OrderLineSnapshot } from '@bullion/contract';
import { mockSpots } from '../spots/fixtures';

export interface LineSources {
  products: readonly Product[];
  inventory: readonly InventoryItem[];
}

export type SnapshotResult = { snapshot: OrderLineSnapshot } | { status: 400 | 409; code: string; message: string };

function reference() {
  const { weightUnits, categories } = mockDatasets().product;
  return { weightUnits, categories, gramsPerUnit: Object.fromEntries(weightUnits.map((unit) => [unit.value, unit.grams])) };
}

function productSnapshot(product: Product): Omit<OrderLineSnapshot, 'quantity' | 'manualUnitPrice' | 'overrideReason' | 'kind' | 'inventoryItemId'> {
  const { weightUnits, categories, gramsPerUnit } = reference();
  const fields = inventoryFieldsFromProduct(product, gramsPerUnit);
  const pricing = pricingProductOf(product, { weightUnits, categories });
  return {
    productId: product.id,
    title: fields.title,
    metal: fields.metal,
    form: fields.form,
    weight: fields.weight === null ? null : String(fields.weight),
    weightUnit: fields.weightUnit,
    purity: fields.purity === null ? null : String(fields.purity),
    fineOztPerUnit: pricing.fineOzt,
    categoryPath: pricing.categoryPath,
  };
}

/** The snapshot of a line body, or why the API would refuse it (index: the line's position, for the message). */
export function mockLineSnapshot(line: OrderLineInputParsed, index: number, sources: LineSources): SnapshotResult {
  const priced = { quantity: line.quantity, manualUnitPrice: line.unitPrice ?? null, overrideReason: line.overrideReason ?? null };
  if (line.productId !== undefined) {
    const product = sources.products.find((candidate) => candidate.id === line.productId && candidate.status !== 'deleted');
    if (!product) return { status: 400, code: 'validation_failed', message: `Line ${index + 1}: productId is not a product of the catalog.` };
    const snapshot = productSnapshot(product);
    return { snapshot: { ...snapshot, ...priced, kind: 'product', inventoryItemId: null, title: line.title ?? snapshot.title } };
  }
  if (line.inventoryItemId !== undefined) {
    const item = sources.inventory.find((candidate) => candidate.id === line.inventoryItemId);
    if (!item) return { status: 400, code: 'validation_failed', message: `Line ${index + 1}: inventoryItemId is not an inventory item of the group.` };
    if (item.status === 'disposed') return { status: 409, code: 'item_unavailable', message: `Line ${index + 1}: ${item.title} was disposed of and cannot be sold.` };
    if (line.quantity > item.quantity) {
      return { status: 409, code: 'item_unavailable', message: `Line ${index + 1}: the lot holds ${item.quantity} of ${item.title}, not ${line.quantity}.` };
    }
    const product = item.productId ? sources.products.find((candidate) => candidate.id === item.productId) : undefined;
    const categoryPath = product ? productSnapshot(product).categoryPath : [];
    return {
      snapshot: {
        ...priced,
        kind: 'item',
        productId: item.productId,
        inventoryItemId: item.id,
        title: line.title ?? item.title,
        metal: item.metal,
        form: item.form,
        weight: item.weight,
        weightUnit: item.weightUnit,
        purity: item.purity,
        fineOztPerUnit: item.fineWeightOzt,
        categoryPath,
      },
    };
  }
  const weightUnit = line.weightUnit ?? 'ozt';
  return {
    snapshot: {
      ...priced,
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
    },
  };
}

/** The mock spot as the API stores it (numeric(14, 4) text), stamped `at`. */
export function mockStoredSpot(at: string): OrderSpot {
  const { gold, silver, platinum, palladium, rhodium } = mockSpots();
  const text = (value: number) => value.toFixed(4);
  return { gold: text(gold), silver: text(silver), platinum: text(platinum), palladium: text(palladium), rhodium: text(rhodium), updatedAt: at };
}
