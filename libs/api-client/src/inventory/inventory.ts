// Inventory calls. Reads are query options; every write refreshes everything inventory (lists,
// summaries, history, items, ledgers), the storage spaces’ counts and the collections’ owned counts, whoever calls it.
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { collectionKeys } from '../collections/keys';
import { invalidateKeys } from '../common/mutations';
import { ApiHttpError, apiRequest } from '../http/client';
import { spaceKeys } from '../spaces/keys';
import { inventoryKeys } from './keys';
import { createdInventoryItemSchema, dispositionResultSchema, INVENTORY_LIST_DEFAULT_LIMIT, inventoryImportResultSchema, inventoryItemSchema, inventoryLedgerSchema, inventoryMoveResultSchema, inventoryPageSchema, inventorySummarySchema, portfolioHistorySchema, PORTFOLIO_HISTORY_DAYS, type DispositionInput, type InventoryImportBody, type InventoryItem, type InventoryItemInput, type InventoryItemPatch, type InventoryListQuery, type InventoryMoveBody } from '@bullion/contract';

type Query = Record<string, string | number | undefined>;

/** Parameters in key order, list filters in their comma form and empty ones dropped, so equal views share a cache entry. */
function canonicalQuery<T extends object>(query: T): T {
  const entries = Object.entries(query)
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value] as const)
    .filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) as T;
}

/** A list query with defaults filled in and list filters in their comma form, so equal views share a cache entry. */
export function normalizeInventoryListQuery(query: InventoryListQuery): InventoryListQuery {
  return canonicalQuery({ offset: 0, limit: INVENTORY_LIST_DEFAULT_LIMIT, ...query });
}

/** GET /inventory: a page of items matching the filters, and the total. */
export function inventoryListQueryOptions(query: InventoryListQuery) {
  const normalized = normalizeInventoryListQuery(query);
  return queryOptions({
    queryKey: inventoryKeys.list(normalized),
    queryFn: ({ signal }) => apiRequest('/inventory', { query: normalized as Query, schema: inventoryPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /inventory/summary: fine ozt, pieces and cost per metal for the filters (melt value comes from the live spot). */
export function inventorySummaryQueryOptions(filters: Omit<InventoryListQuery, 'offset' | 'limit' | 'sort'> = {}) {
  const normalized = canonicalQuery(filters);
  return queryOptions({
    queryKey: inventoryKeys.summary(normalized),
    queryFn: ({ signal }) => apiRequest('/inventory/summary', { query: normalized as Query, schema: inventorySummarySchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /inventory/history: the portfolio's melt value on each of the last `days` days. */
export function portfolioHistoryQueryOptions(days: number = PORTFOLIO_HISTORY_DAYS) {
  return queryOptions({
    queryKey: inventoryKeys.history(days),
    queryFn: ({ signal }) => apiRequest('/inventory/history', { query: { days }, schema: portfolioHistorySchema, signal }),
  });
}

/** GET /inventory/{id}; null for an item that does not exist (or is another group's). */
export async function fetchInventoryItem(id: string, signal?: AbortSignal): Promise<InventoryItem | null> {
  try {
    return await apiRequest(`/inventory/${encodeURIComponent(id)}`, { schema: inventoryItemSchema, signal, reportErrors: false });
  } catch (error) {
    if (error instanceof ApiHttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function inventoryItemQueryOptions(id: string) {
  return queryOptions({ queryKey: inventoryKeys.detail(id), queryFn: ({ signal }) => fetchInventoryItem(id, signal) });
}

/** GET /inventory/{id}/history: the item's ledger, newest first. */
export function inventoryLedgerQueryOptions(id: string) {
  return queryOptions({
    queryKey: inventoryKeys.ledger(id),
    queryFn: ({ signal }) => apiRequest(`/inventory/${encodeURIComponent(id)}/history`, { schema: inventoryLedgerSchema, signal }),
  });
}

export function createInventoryItem(body: InventoryItemInput) {
  return apiRequest('/inventory', { method: 'POST', body, schema: createdInventoryItemSchema });
}

export function updateInventoryItem(id: string, body: InventoryItemPatch) {
  return apiRequest(`/inventory/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: inventoryItemSchema });
}

export function moveInventoryItems(body: InventoryMoveBody) {
  return apiRequest('/inventory/move', { method: 'POST', body, schema: inventoryMoveResultSchema });
}

export function disposeInventoryItem(id: string, body: DispositionInput) {
  return apiRequest(`/inventory/${encodeURIComponent(id)}/dispositions`, { method: 'POST', body, schema: dispositionResultSchema });
}

/** DELETE /inventory/dispositions/{id} (admin): undoes a disposition; a split lot is merged back. */
export function undoDisposition(dispositionId: string) {
  return apiRequest(`/inventory/dispositions/${encodeURIComponent(dispositionId)}`, { method: 'DELETE', schema: inventoryItemSchema });
}

export function importInventory(body: InventoryImportBody) {
  return apiRequest('/inventory/import', { method: 'POST', body, schema: inventoryImportResultSchema });
}

/** Everything a write to inventory can change: inventory itself, the spaces' counts and holdings, and collections' owned counts. */
export function refreshInventory(client: QueryClient) {
  return invalidateKeys(client, inventoryKeys.all, spaceKeys.all, collectionKeys.all);
}

export function createInventoryItemMutationOptions() {
  return mutationOptions({
    mutationFn: (body: InventoryItemInput) => createInventoryItem(body),
    onSuccess: (_result, _body, _context, { client }) => refreshInventory(client),
  });
}

export function updateInventoryItemMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: InventoryItemPatch) => updateInventoryItem(id, body),
    onSuccess: (_result, _body, _context, { client }) => refreshInventory(client),
  });
}

export function moveInventoryItemsMutationOptions() {
  return mutationOptions({
    mutationFn: (body: InventoryMoveBody) => moveInventoryItems(body),
    onSuccess: (_result, _body, _context, { client }) => refreshInventory(client),
  });
}

export function disposeInventoryItemMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: DispositionInput) => disposeInventoryItem(id, body),
    onSuccess: (_result, _body, _context, { client }) => refreshInventory(client),
  });
}

export function undoDispositionMutationOptions() {
  return mutationOptions({
    mutationFn: (dispositionId: string) => undoDisposition(dispositionId),
    onSuccess: (_result, _id, _context, { client }) => refreshInventory(client),
  });
}

/** `mode: 'validate'` writes nothing, so it refreshes nothing. */
export function importInventoryMutationOptions() {
  return mutationOptions({
    mutationFn: (body: InventoryImportBody) => importInventory(body),
    onSuccess: (result, _body, _context, { client }) => (result.mode === 'commit' ? refreshInventory(client) : undefined),
  });
}
