import type { InventoryListQuery } from '@bullion/contract';

/** Query keys of inventory: lists, summaries, the value history, items and their ledgers. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  list: (query: InventoryListQuery) => [...inventoryKeys.lists(), query] as const,
  summaries: () => [...inventoryKeys.all, 'summary'] as const,
  summary: (filters: Omit<InventoryListQuery, 'offset' | 'limit' | 'sort'>) => [...inventoryKeys.summaries(), filters] as const,
  history: (days: number) => [...inventoryKeys.all, 'history', days] as const,
  details: () => [...inventoryKeys.all, 'detail'] as const,
  detail: (id: string) => [...inventoryKeys.details(), id] as const,
  ledger: (id: string) => [...inventoryKeys.detail(id), 'ledger'] as const,
};
