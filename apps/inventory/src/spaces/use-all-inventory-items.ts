// Every inventory item matching some filters, in as many pages of INVENTORY_LIST_MAX_LIMIT as it takes
// (the space inventory and the drawer show whole lists, grouped or as cards, not one page).
import { INVENTORY_LIST_MAX_LIMIT, inventoryListQueryOptions, type InventoryItem, type InventoryListQuery } from '@bullion/api-client';
import { useQueries, useQuery } from '@tanstack/react-query';

export type InventoryFilters = Omit<InventoryListQuery, 'offset' | 'limit'>;

export interface AllInventoryItems {
  items: InventoryItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): void;
}

export function useAllInventoryItems(filters: InventoryFilters): AllInventoryItems {
  const first = useQuery(inventoryListQueryOptions({ ...filters, offset: 0, limit: INVENTORY_LIST_MAX_LIMIT }));
  const pages = Math.ceil((first.data?.total ?? 0) / INVENTORY_LIST_MAX_LIMIT);
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      inventoryListQueryOptions({ ...filters, offset: (index + 1) * INVENTORY_LIST_MAX_LIMIT, limit: INVENTORY_LIST_MAX_LIMIT }),
    ),
  });
  const complete = first.data && rest.every((page) => page.data);
  return {
    items: complete ? [first.data, ...rest.map((page) => page.data)].flatMap((page) => page?.items ?? []) : undefined,
    isPending: !first.isError && !complete,
    isError: first.isError || rest.some((page) => page.isError),
    refetch: () => {
      void first.refetch();
      for (const page of rest) void page.refetch();
    },
  };
}
