// The mock API's order lines: a line body turned into the snapshot it is priced from by the
// contract's line-snapshot functions (as the API does), after the mock's own lookups of the product
// or lot it names, and the mock spot as the API stores it. Used by the fixtures and the handlers.
import { mockDatasets } from '../datasets/fixtures';
import type { InventoryItem, Product, OrderLineInputParsed, OrderSpot } from '@bullion/contract';
import { customLineSource, itemLineRefusal, itemLineSource, orderLineSnapshot, productLineSource, type OrderLineSnapshot } from '@bullion/contract';
import { mockSpots } from '../spots/fixtures';

export interface LineSources {
  products: readonly Product[];
  inventory: readonly InventoryItem[];
}

export type SnapshotResult = { snapshot: OrderLineSnapshot } | { status: 400 | 409; code: string; message: string };

/** The snapshot of a line body, or why the API would refuse it (index: the line's position, for the message). */
export function mockLineSnapshot(line: OrderLineInputParsed, index: number, sources: LineSources): SnapshotResult {
  const reference = mockDatasets().product;
  if (line.productId !== undefined) {
    const product = sources.products.find((candidate) => candidate.id === line.productId && candidate.status !== 'deleted');
    if (!product) return { status: 400, code: 'validation_failed', message: `Line ${index + 1}: productId is not a product of the catalog.` };
    return { snapshot: orderLineSnapshot(line, productLineSource(product, reference)) };
  }
  if (line.inventoryItemId !== undefined) {
    const item = sources.inventory.find((candidate) => candidate.id === line.inventoryItemId);
    if (!item) return { status: 400, code: 'validation_failed', message: `Line ${index + 1}: inventoryItemId is not an inventory item of the group.` };
    const refused = itemLineRefusal(item, line.quantity);
    if (refused) return { status: 409, code: 'item_unavailable', message: `Line ${index + 1}: ${refused}` };
    const product = item.productId ? sources.products.find((candidate) => candidate.id === item.productId) : undefined;
    return { snapshot: orderLineSnapshot(line, itemLineSource(item, product, reference)) };
  }
  return { snapshot: orderLineSnapshot(line, customLineSource(line)) };
}

/** The mock spot as the API stores it (numeric(14, 4) text), stamped `at`. */
export function mockStoredSpot(at: string): OrderSpot {
  const { gold, silver, platinum, palladium, rhodium } = mockSpots();
  const text = (value: number) => value.toFixed(4);
  return { gold: text(gold), silver: text(silver), platinum: text(platinum), palladium: text(palladium), rhodium: text(rhodium), updatedAt: at };
}
