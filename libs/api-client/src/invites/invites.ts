import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { groupKeys } from '../groups/keys';
import { apiRequest } from '../http/client';
import { memberKeys } from '../members/keys';
import { inviteKeys } from './keys';
import { acceptedInviteSchema, inviteListSchema, invitePreviewSchema, inviteSchema, type CreateInviteBody } from '@bullion/contract';

const invitesPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}/invites`;

/** The group an invite code leads to; works without a session. `viewerId`: the signed-in user, if any. */
export function invitePreviewQueryOptions(code: string, viewerId: string | null = null) {
  return queryOptions({
    queryKey: inviteKeys.preview(code, viewerId),
    queryFn: ({ signal }) =>
      apiRequest(`/invites/${encodeURIComponent(code)}`, { schema: invitePreviewSchema, signal, reportErrors: false }),
    retry: false,
  });
}

export function invitesQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: inviteKeys.list(groupId),
    queryFn: ({ signal }) => apiRequest(invitesPath(groupId), { schema: inviteListSchema, signal }),
  });
}

export function createInvite(groupId: string, body: CreateInviteBody) {
  return apiRequest(invitesPath(groupId), { method: 'POST', body, schema: inviteSchema });
}

const invitePath = (groupId: string, code: string) => `/groups/${encodeURIComponent(groupId)}/invites/${encodeURIComponent(code)}`;

export function revokeInvite(groupId: string, code: string) {
  return apiRequest(invitePath(groupId, code), { method: 'DELETE', schema: inviteSchema });
}

/** E-mails an active invite for an address again. */
export function resendInvite(groupId: string, code: string) {
  return apiRequest(`/groups/${encodeURIComponent(groupId)}/invites/${encodeURIComponent(code)}/resend`, { method: 'POST', schema: inviteSchema });
}

export function acceptInvite(code: string) {
  // The invite page explains a refused join (expired, revoked, used up) itself: no toast.
  return apiRequest(`/invites/${encodeURIComponent(code)}/accept`, { method: 'POST', schema: acceptedInviteSchema, reportErrors: false });
}

/** A new invite shows in the group's invite list. */
export function createInviteMutationOptions(groupId: string) {
  return mutationOptions({
    mutationFn: (body: CreateInviteBody) => createInvite(groupId, body),
    onSuccess: (_invite, _body, _onMutateResult, { client }) => invalidateKeys(client, inviteKeys.list(groupId)),
  });
}

/** A revoked invite shows as revoked in the group's invite list. */
export function revokeInviteMutationOptions(groupId: string) {
  return mutationOptions({
    mutationFn: (code: string) => revokeInvite(groupId, code),
    onSuccess: (_invite, _code, _onMutateResult, { client }) => invalidateKeys(client, inviteKeys.list(groupId)),
  });
}

/** Resending changes nothing stored: no list to refresh. */
export function resendInviteMutationOptions(groupId: string) {
  return mutationOptions({ mutationFn: (code: string) => resendInvite(groupId, code) });
}

/**
 * Joining adds a group to your group list and you to its members, and uses the invite up by one
 * (its preview and the group's invite list show the count).
 */
export function acceptInviteMutationOptions() {
  return mutationOptions({
    mutationFn: (code: string) => acceptInvite(code),
    onSuccess: ({ groupId }, _code, _onMutateResult, { client }) =>
      invalidateKeys(client, groupKeys.all, memberKeys.list(groupId), inviteKeys.all),
  });
}
