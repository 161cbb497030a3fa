import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { apiRequest } from '../http/client';
import { accountKeys } from './keys';
import { accountSessionListSchema, revokedSessionsSchema } from '@bullion/contract';

/** The signed-in user's open sessions, the current one first. */
export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => apiRequest('/account/sessions', { schema: accountSessionListSchema, signal }),
  });
}

export function revokeAccountSession(sessionId: string) {
  return apiRequest(`/account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE', schema: revokedSessionsSchema });
}

export function revokeOtherAccountSessions() {
  return apiRequest('/account/sessions?scope=others', { method: 'DELETE', schema: revokedSessionsSchema });
}

/** Signs one of your other sessions out. */
export function revokeAccountSessionMutationOptions() {
  return mutationOptions({
    mutationFn: (sessionId: string) => revokeAccountSession(sessionId),
    onSuccess: (_result, _id, _onMutateResult, { client }) => invalidateKeys(client, accountKeys.sessions()),
  });
}

/** Signs out everywhere but here. */
export function revokeOtherAccountSessionsMutationOptions() {
  return mutationOptions({
    mutationFn: () => revokeOtherAccountSessions(),
    onSuccess: (_result, _vars, _onMutateResult, { client }) => invalidateKeys(client, accountKeys.sessions()),
  });
}
