// Every item of a filtered view, page by page (the API's largest page), for the CSV export and the
// products already held. Pages go through the query cache, so pages the list already has are reused.
import { INVENTORY_LIST_MAX_LIMIT, type InventoryItem, type InventoryListQuery } from '@bullion/contract';
import { inventoryListQueryOptions } from '@bullion/api-client';
import type { QueryClient } from '@tanstack/react-query';

export async function fetchAllInventory(client: QueryClient, query: InventoryListQuery, onProgress?: (loaded: number, total: number) => void): Promise<InventoryItem[]> {
  const page = (offset: number) => client.fetchQuery({ ...inventoryListQueryOptions({ ...query, offset, limit: INVENTORY_LIST_MAX_LIMIT }), staleTime: 30_000 });
  const first = await page(0);
  const items = [...first.items];
  onProgress?.(items.length, first.total);
  for (let offset = INVENTORY_LIST_MAX_LIMIT; offset < first.total; offset += INVENTORY_LIST_MAX_LIMIT) {
    const next = await page(offset);
    items.push(...next.items);
    onProgress?.(items.length, first.total);
  }
  return items;
}
