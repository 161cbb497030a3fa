import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/client';
import { memberKeys } from './keys';
import { groupMemberListSchema, groupMemberRoleListSchema, removedMembersSchema, type RemoveMembersBody, type UpdateMembersBody } from './schemas';

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
