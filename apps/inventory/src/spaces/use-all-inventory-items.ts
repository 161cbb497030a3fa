// Every inventory item matching some filters, in as many pages of INVENTORY_LIST_MAX_LIMIT as it takes
// (the space inventory and the drawer show whole lists, grouped or as cards, not one page). The list
// keeps its identity until a page changes, so what is derived from it (sections, memoised tables)
// is not redone on every render.
import { INVENTORY_LIST_MAX_LIMIT, type InventoryItem, type InventoryListQuery, type InventoryPage } from '@bullion/contract';
import { inventoryListQueryOptions } from '@bullion/api-client';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

export type InventoryFilters = Omit<InventoryListQuery, 'offset' | 'limit'>;

export interface AllInventoryItems {
  items: InventoryItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): void;
}

/** The pages after the first, as one result (structurally shared by react-query, so stable while unchanged). */
function combinePages(pages: UseQueryResult<InventoryPage>[]) {
  return {
    items: pages.flatMap((page) => page.data?.items ?? []),
    complete: pages.every((page) => page.data),
    isError: pages.some((page) => page.isError),
    refetch: () => pages.forEach((page) => void page.refetch()),
  };
}

export function useAllInventoryItems(filters: InventoryFilters): AllInventoryItems {
  const first = useQuery(inventoryListQueryOptions({ ...filters, offset: 0, limit: INVENTORY_LIST_MAX_LIMIT }));
  const pages = Math.ceil((first.data?.total ?? 0) / INVENTORY_LIST_MAX_LIMIT);
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      inventoryListQueryOptions({ ...filters, offset: (index + 1) * INVENTORY_LIST_MAX_LIMIT, limit: INVENTORY_LIST_MAX_LIMIT }),
    ),
    combine: combinePages,
  });
  const complete = first.data !== undefined && rest.complete;
  const items = useMemo(() => (complete && first.data ? [...first.data.items, ...rest.items] : undefined), [complete, first.data, rest.items]);
  return {
    items,
    isPending: !first.isError && !complete,
    isError: first.isError || rest.isError,
    refetch: () => {
      void first.refetch();
      rest.refetch();
    },
  };
}
