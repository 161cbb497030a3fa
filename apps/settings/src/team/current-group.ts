// The group the held app token is for, the signed-in user, and what their role lets them do there.
import { groupQueryOptions } from '@bullion/api-client';
import { readAccessTokenClaims, selectGroupId, useAppStore, useGroupPermission } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';

export function useCurrentGroup() {
  const groupId = useAppStore(selectGroupId);
  const userId = useAppStore((state) => readAccessTokenClaims(state.accessToken)?.sub ?? null);
  const role = useAppStore((state) => readAccessTokenClaims(state.accessToken)?.group?.role ?? null);
  const canManageMembers = useGroupPermission('members.manage').allowed;
  const canInvite = useGroupPermission('invites.manage').allowed;
  const canUpdateGroup = useGroupPermission('group.update').allowed;
  const group = useQuery({ ...groupQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });
  return { groupId, userId, isAdmin: role === 'admin', canManageMembers, canInvite, canUpdateGroup, group };
}

/** The API's message for a failed call, or a plain fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
