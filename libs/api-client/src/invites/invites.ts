import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/client';
import { inviteKeys } from './keys';
import { acceptedInviteSchema, inviteListSchema, invitePreviewSchema, inviteSchema, type CreateInviteBody } from './schemas';

/** The group an invite code leads to; works without a session. */
export function invitePreviewQueryOptions(code: string) {
  return queryOptions({
    queryKey: inviteKeys.preview(code),
    queryFn: ({ signal }) =>
      apiRequest(`/invites/${encodeURIComponent(code)}`, { schema: invitePreviewSchema, signal, reportErrors: false }),
    retry: false,
  });
}

export function invitesQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: inviteKeys.list(groupId),
    queryFn: ({ signal }) => apiRequest(`/groups/${encodeURIComponent(groupId)}/invites`, { schema: inviteListSchema, signal }),
  });
}

export function createInvite(groupId: string, body: CreateInviteBody) {
  return apiRequest(`/groups/${encodeURIComponent(groupId)}/invites`, { method: 'POST', body, schema: inviteSchema });
}

export function acceptInvite(code: string) {
  // The invite page explains a refused join (expired, revoked, used up) itself: no toast.
  return apiRequest(`/invites/${encodeURIComponent(code)}/accept`, { method: 'POST', schema: acceptedInviteSchema, reportErrors: false });
}
