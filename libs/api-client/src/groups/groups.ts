import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { apiRequest } from '../http/client';
import { groupKeys } from './keys';
import { createdGroupSchema, deletedGroupSchema, groupListSchema, groupSchema, type DeleteGroupBody, type UpdateGroupBody } from '@bullion/contract';

/** The caller's groups. A group list that fails to load counts as an empty list (no error toast). */
export async function fetchGroups(signal?: AbortSignal) {
  try {
    return await apiRequest('/groups', { schema: groupListSchema, signal, reportErrors: false });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('[api-client] group list failed; treating it as empty', error);
    return [];
  }
}

export function groupsQueryOptions() {
  return queryOptions({ queryKey: groupKeys.list(), queryFn: ({ signal }) => fetchGroups(signal) });
}

export function groupQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ signal }) => apiRequest(`/groups/${encodeURIComponent(groupId)}`, { schema: groupSchema, signal }),
    retry: false,
  });
}

export function createGroup(name: string) {
  return apiRequest('/groups', { method: 'POST', body: { name }, schema: createdGroupSchema });
}

/** `reportErrors: false` when the caller explains a refusal itself (e.g. 403 mfa_required): no toast. */
export function updateGroup(groupId: string, body: UpdateGroupBody, { reportErrors = true }: { reportErrors?: boolean } = {}) {
  return apiRequest(`/groups/${encodeURIComponent(groupId)}`, { method: 'PATCH', body, schema: groupSchema, reportErrors });
}

/** Creating a team changes the caller's group list. */
export function createGroupMutationOptions() {
  return mutationOptions({
    mutationFn: (name: string) => createGroup(name),
    onSuccess: (_created, _name, _onMutateResult, { client }) => invalidateKeys(client, groupKeys.all),
  });
}

/** A renamed group or new settings show in the group list and in the group itself. */
export function updateGroupMutationOptions(groupId: string, options: { reportErrors?: boolean } = {}) {
  return mutationOptions({
    mutationFn: (body: UpdateGroupBody) => updateGroup(groupId, body, options),
    onSuccess: (_group, _body, _onMutateResult, { client }) => invalidateKeys(client, groupKeys.all),
  });
}

/** Deletes a team; `name` is its current name, typed by the admin to confirm. */
export function deleteGroup(groupId: string, body: DeleteGroupBody) {
  return apiRequest(`/groups/${encodeURIComponent(groupId)}`, { method: 'DELETE', body, schema: deletedGroupSchema });
}

/** A deleted team leaves the caller's group list; its own queries are dropped, not refetched. */
export function deleteGroupMutationOptions(groupId: string) {
  return mutationOptions({
    mutationFn: (body: DeleteGroupBody) => deleteGroup(groupId, body),
    onSuccess: (_deleted, _body, _onMutateResult, { client }) => {
      client.removeQueries({ queryKey: groupKeys.detail(groupId) });
      return invalidateKeys(client, groupKeys.list());
    },
  });
}
