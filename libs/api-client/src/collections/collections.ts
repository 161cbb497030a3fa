// Collection calls. Reads are query options; every write answers with the whole collection as it
// now is (owned counts and completion included), so its mutation options put that answer in the
// detail cache and refresh the lists (whose cards show the same totals). Inventory writes refresh
// collections too (inventory.ts), because owned counts are derived from what inventory holds.
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { ApiHttpError, apiRequest } from '../http/client';
import { collectionKeys } from './keys';
import { sortCollectionEntries, COLLECTION_LIST_DEFAULT_LIMIT, collectionEntriesAddedSchema, collectionPageSchema, collectionSchema, deletedCollectionSchema, publicCollectionSchema, type Collection, type CollectionEntriesAdd, type CollectionEntryPatch, type CollectionInput, type CollectionListQuery, type CollectionPatch, type PublicCollection } from '@bullion/contract';

const path = (id: string) => `/collections/${encodeURIComponent(id)}`;
const entryPath = (id: string, entryId: string) => `/collections/${encodeURIComponent(id)}/entries/${encodeURIComponent(entryId)}`;

/** A list query with defaults filled in and empty values left out, keys in order, so equal views share a cache entry. */
export function normalizeCollectionListQuery(query: CollectionListQuery = {}): CollectionListQuery {
  const entries = Object.entries({ offset: 0, limit: COLLECTION_LIST_DEFAULT_LIMIT, sort: '-updated', ...query })
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) as CollectionListQuery;
}

/** GET /collections: a page of the group's collections with the totals a card shows. */
export function collectionsQueryOptions(query: CollectionListQuery = {}) {
  const normalized = normalizeCollectionListQuery(query);
  return queryOptions({
    queryKey: collectionKeys.list(normalized),
    queryFn: ({ signal }) => apiRequest('/collections', { query: normalized as Record<string, string | number>, schema: collectionPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /collections/{id}; null for a collection that does not exist (or is another group's). */
export async function fetchCollection(id: string, signal?: AbortSignal): Promise<Collection | null> {
  try {
    return await apiRequest(path(id), { schema: collectionSchema, signal, reportErrors: false });
  } catch (error) {
    if (error instanceof ApiHttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function collectionQueryOptions(id: string) {
  return queryOptions({ queryKey: collectionKeys.detail(id), queryFn: ({ signal }) => fetchCollection(id, signal) });
}

/** GET /public/collections/{token} (no session needed); null when the link is off or unknown. */
export async function fetchSharedCollection(token: string, signal?: AbortSignal): Promise<PublicCollection | null> {
  try {
    return await apiRequest(`/public/collections/${encodeURIComponent(token)}`, { schema: publicCollectionSchema, signal, reportErrors: false });
  } catch (error) {
    if (error instanceof ApiHttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function sharedCollectionQueryOptions(token: string) {
  return queryOptions({ queryKey: collectionKeys.shared(token), queryFn: ({ signal }) => fetchSharedCollection(token, signal) });
}

export function createCollection(body: CollectionInput) {
  return apiRequest('/collections', { method: 'POST', body, schema: collectionSchema });
}

export function updateCollection(id: string, body: CollectionPatch) {
  return apiRequest(path(id), { method: 'PATCH', body, schema: collectionSchema });
}

export function deleteCollection(id: string) {
  return apiRequest(path(id), { method: 'DELETE', schema: deletedCollectionSchema });
}

/** POST /collections/{id}/duplicate: a copy "<title> (copy)" with the same entries, sharing off (rename it with PATCH). */
export function duplicateCollection(id: string) {
  return apiRequest(`/collections/${encodeURIComponent(id)}/duplicate`, { method: 'POST', schema: collectionSchema });
}

/** POST /collections/{id}/entries: adds products (a catalog search selection) in one request; products already in it are skipped. */
export function addCollectionEntries(id: string, body: CollectionEntriesAdd) {
  return apiRequest(`/collections/${encodeURIComponent(id)}/entries`, { method: 'POST', body, schema: collectionEntriesAddedSchema });
}

export function updateCollectionEntry(id: string, entryId: string, body: CollectionEntryPatch) {
  return apiRequest(entryPath(id, entryId), { method: 'PATCH', body, schema: collectionSchema });
}

export function removeCollectionEntry(id: string, entryId: string) {
  return apiRequest(entryPath(id, entryId), { method: 'DELETE', schema: collectionSchema });
}

/** PUT /collections/{id}/entries/order: every entry id, in the new order. */
export function reorderCollectionEntries(id: string, entryIds: readonly string[]) {
  return apiRequest(`/collections/${encodeURIComponent(id)}/entries/order`, { method: 'PUT', body: { entryIds }, schema: collectionSchema });
}

/** POST /collections/{id}/share (admins): turns the share link on (the token stays the same while it is on). */
export function shareCollection(id: string) {
  return apiRequest(`/collections/${encodeURIComponent(id)}/share`, { method: 'POST', schema: collectionSchema });
}

/** DELETE /collections/{id}/share (admins): turns the share link off; the old link answers 404 from now on. */
export function unshareCollection(id: string) {
  return apiRequest(`/collections/${encodeURIComponent(id)}/share`, { method: 'DELETE', schema: collectionSchema });
}

/** A write's answer is the collection as it now is: into the detail cache, and the lists refetched. */
function storeCollection(client: QueryClient, collection: Collection) {
  client.setQueryData(collectionKeys.detail(collection.id), collection);
  return invalidateKeys(client, collectionKeys.lists());
}

export function createCollectionMutationOptions() {
  return mutationOptions({
    mutationFn: (body: CollectionInput) => createCollection(body),
    onSuccess: (collection, _body, _context, { client }) => storeCollection(client, collection),
  });
}

export function updateCollectionMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: CollectionPatch) => updateCollection(id, body),
    onSuccess: (collection, _body, _context, { client }) => storeCollection(client, collection),
  });
}

export function deleteCollectionMutationOptions() {
  return mutationOptions({
    mutationFn: (id: string) => deleteCollection(id),
    onSuccess: (_result, id, _context, { client }) => {
      client.removeQueries({ queryKey: collectionKeys.detail(id) });
      return invalidateKeys(client, collectionKeys.lists());
    },
  });
}

export function duplicateCollectionMutationOptions() {
  return mutationOptions({
    mutationFn: (id: string) => duplicateCollection(id),
    onSuccess: (copy, _id, _context, { client }) => storeCollection(client, copy),
  });
}

export function addCollectionEntriesMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: CollectionEntriesAdd) => addCollectionEntries(id, body),
    onSuccess: (result, _body, _context, { client }) => storeCollection(client, result.collection),
  });
}

export function updateCollectionEntryMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: ({ entryId, patch }: { entryId: string; patch: CollectionEntryPatch }) => updateCollectionEntry(id, entryId, patch),
    onSuccess: (collection, _variables, _context, { client }) => storeCollection(client, collection),
  });
}

export function removeCollectionEntryMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (entryId: string) => removeCollectionEntry(id, entryId),
    onSuccess: (collection, _entryId, _context, { client }) => storeCollection(client, collection),
  });
}

/** The collection with its entries at the positions of `entryIds`, listed in its sort order. */
function withOrder(collection: Collection, entryIds: readonly string[]): Collection {
  const place = new Map(entryIds.map((entryId, index) => [entryId, index]));
  const entries = collection.entries.map((entry) => ({ ...entry, position: place.get(entry.id) ?? entry.position }));
  return { ...collection, entries: sortCollectionEntries(entries, collection.sortOrder) };
}

/**
 * Reordering shows at once: the cached collection takes the new positions (shown in its sort order) before the
 * request, and goes back to what it was if the request fails.
 */
export function reorderCollectionEntriesMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (entryIds: readonly string[]) => reorderCollectionEntries(id, entryIds),
    onMutate: async (entryIds, { client }) => {
      const { queryKey } = collectionQueryOptions(id);
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData(queryKey);
      if (previous) client.setQueryData(queryKey, withOrder(previous, entryIds));
      return { previous };
    },
    onError: (_error, _entryIds, onMutateResult, { client }) => {
      if (onMutateResult?.previous) client.setQueryData(collectionKeys.detail(id), onMutateResult.previous);
    },
    onSuccess: (collection, _entryIds, _context, { client }) => storeCollection(client, collection),
  });
}

export function shareCollectionMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: () => shareCollection(id),
    onSuccess: (collection, _variables, _context, { client }) => storeCollection(client, collection),
  });
}

export function unshareCollectionMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: () => unshareCollection(id),
    onSuccess: (collection, _variables, _context, { client }) => storeCollection(client, collection),
  });
}
