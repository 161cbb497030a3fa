import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { groupKeys } from '../groups/keys';
import { apiRequest } from '../http/client';
import { memberKeys } from './keys';
import { groupMemberListSchema, groupMemberRoleListSchema, removedMembersSchema, type RemoveMembersBody, type UpdateMembersBody } from '@bullion/contract';

const membersPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}/members`;

export function membersQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: memberKeys.list(groupId),
    queryFn: ({ signal }) => apiRequest(membersPath(groupId), { schema: groupMemberListSchema, signal }),
  });
}

export function memberRolesQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.roles(),
    queryFn: ({ signal }) => apiRequest('/group-member-roles', { schema: groupMemberRoleListSchema, signal }),
    staleTime: 60 * 60_000,
  });
}

export function updateMembers(groupId: string, body: UpdateMembersBody) {
  return apiRequest(membersPath(groupId), { method: 'PATCH', body, schema: groupMemberListSchema });
}

export function removeMembers(groupId: string, body: RemoveMembersBody) {
  return apiRequest(membersPath(groupId), { method: 'DELETE', body, schema: removedMembersSchema });
}

/** A role change shows in the group's member list. */
export function updateMembersMutationOptions(groupId: string) {
  return mutationOptions({
    mutationFn: (body: UpdateMembersBody) => updateMembers(groupId, body),
    onSuccess: (_members, _body, _onMutateResult, { client }) => invalidateKeys(client, memberKeys.list(groupId)),
  });
}

/**
 * Removed members leave the group's member list; removing yourself leaves the group, which changes
 * your group list too.
 */
export function removeMembersMutationOptions(groupId: string) {
  return mutationOptions({
    mutationFn: (body: RemoveMembersBody) => removeMembers(groupId, body),
    onSuccess: (_removed, _body, _onMutateResult, { client }) => invalidateKeys(client, memberKeys.list(groupId), groupKeys.all),
  });
}
