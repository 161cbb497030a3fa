// Storage space calls. The whole tree comes in one list (a group has at most SPACES_MAX nodes).
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { apiRequest } from '../http/client';
import { inventoryKeys } from '../inventory/keys';
import { spaceKeys } from './keys';
import { spaceDeleteResultSchema, spaceListSchema, spaceSchema, type StorageSpaceInput, type StorageSpacePatch } from '@bullion/contract';

export function spacesQueryOptions() {
  return queryOptions({
    queryKey: spaceKeys.list(),
    queryFn: ({ signal }) => apiRequest('/spaces', { schema: spaceListSchema, signal }),
  });
}

export function createSpace(body: StorageSpaceInput) {
  return apiRequest('/spaces', { method: 'POST', body, schema: spaceSchema });
}

export function updateSpace(id: string, body: StorageSpacePatch) {
  return apiRequest(`/spaces/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: spaceSchema });
}

export function deleteSpace(id: string) {
  return apiRequest(`/spaces/${encodeURIComponent(id)}`, { method: 'DELETE', schema: spaceDeleteResultSchema });
}

/** Space names and paths show on inventory items too. */
function refreshSpaces(client: QueryClient) {
  return invalidateKeys(client, spaceKeys.all, inventoryKeys.all);
}

export function createSpaceMutationOptions() {
  return mutationOptions({ mutationFn: (body: StorageSpaceInput) => createSpace(body), onSuccess: (_r, _b, _c, { client }) => refreshSpaces(client) });
}

export function updateSpaceMutationOptions(id: string) {
  return mutationOptions({ mutationFn: (body: StorageSpacePatch) => updateSpace(id, body), onSuccess: (_r, _b, _c, { client }) => refreshSpaces(client) });
}

export function deleteSpaceMutationOptions() {
  return mutationOptions({ mutationFn: (id: string) => deleteSpace(id), onSuccess: (_r, _id, _c, { client }) => refreshSpaces(client) });
}
