// A saved draft order as the order form's state, to edit it: each line's source rebuilt as when it was
// added (the catalog product with the datasets, for its category path; the lot as it is now, for the
// pieces it holds), manual prices with their reasons, the template the order names (or none).
import { datasetsQueryOptions, inventoryItemQueryOptions, productQueryOptions } from '@bullion/api-client';
import { customLineSource, itemLineSource, orderLineDescription, productLineSource, type InventoryItem, type LineReference, type Order, type OrderLine, type OrderLineSource, type Product } from '@bullion/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { newLineKey, type DraftLine, type OrderDraft } from './order-draft';

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

/** The line's own snapshot, where its product or lot cannot be read any more (the API answers no category path). */
function snapshotSource(line: OrderLine): OrderLineSource {
  return { ...orderLineDescription(line), categoryPath: [] };
}

export function draftOfOrder(
  order: Order,
  { products, items, reference }: { products: ReadonlyMap<string, Product | null>; items: ReadonlyMap<string, InventoryItem | null>; reference: LineReference },
): OrderDraft {
  const lines = order.lines.map((line): DraftLine => {
    const product = line.productId ? (products.get(line.productId) ?? null) : null;
    const item = line.inventoryItemId ? (items.get(line.inventoryItemId) ?? null) : null;
    let source: OrderLineSource;
    if (line.kind === 'custom') {
      source = customLineSource(line);
    } else if (line.kind === 'item') {
      source = item ? { ...itemLineSource(item, product, reference), title: line.title } : snapshotSource(line);
    } else {
      source = product ? { ...productLineSource(product, reference), title: line.title } : snapshotSource(line);
    }
    return {
      key: newLineKey(),
      source,
      quantity: line.quantity,
      maxQuantity: line.kind === 'item' ? (item?.quantity ?? line.quantity) : null,
      override: line.priceSource === 'manual' ? { unitPrice: line.unitPrice ?? '', reason: line.overrideReason ?? '' } : null,
      meltReason: line.meltReason,
    };
  });
  return { side: order.side, customerId: order.customer.id, priceTemplateId: order.priceTemplateId, notes: order.notes ?? '', lines };
}

/** The draft of a saved order once its products, lots and the datasets are read; null meanwhile. `retry` asks again for what failed. */
export function useDraftOfOrder(order: Order): { draft: OrderDraft | null; failed: boolean; retry(): void } {
  const datasets = useQuery(datasetsQueryOptions());
  const productIds = useMemo(() => unique(order.lines.map((line) => line.productId)), [order.lines]);
  const itemIds = useMemo(() => unique(order.lines.map((line) => line.inventoryItemId)), [order.lines]);
  const products = useQueries({ queries: productIds.map((id) => productQueryOptions(id)) });
  const items = useQueries({ queries: itemIds.map((id) => inventoryItemQueryOptions(id)) });
  const pending = datasets.isPending || products.some((query) => query.isPending) || items.some((query) => query.isPending);
  const failed = datasets.isError || products.some((query) => query.isError) || items.some((query) => query.isError);
  // Built once, when everything is read (state set during render): later refetches must not reset
  // what is being edited.
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  if (!draft && !pending && !failed && datasets.data) {
    setDraft(
      draftOfOrder(order, {
        products: new Map(productIds.map((id, index) => [id, products[index]?.data ?? null])),
        items: new Map(itemIds.map((id, index) => [id, items[index]?.data ?? null])),
        reference: datasets.data.product,
      }),
    );
  }
  const retry = () => {
    for (const query of [datasets, ...products, ...items]) if (query.isError) void query.refetch();
  };
  return { draft, failed, retry };
}
