import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/client';
import { accountKeys } from './keys';
import { messagePreferencesSchema, type UpdateMessagePreferencesBody } from '@bullion/contract';

export function messagePreferencesQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.messagePreferences(),
    queryFn: ({ signal }) => apiRequest('/account/message-preferences', { schema: messagePreferencesSchema, signal }),
  });
}

export function updateMessagePreferences(body: UpdateMessagePreferencesBody) {
  return apiRequest('/account/message-preferences', { method: 'PATCH', body, schema: messagePreferencesSchema });
}

export function updateMessagePreferencesMutationOptions() {
  return mutationOptions({
    mutationFn: (body: UpdateMessagePreferencesBody) => updateMessagePreferences(body),
    onSuccess: (preferences, _body, _onMutateResult, { client }) => client.setQueryData(accountKeys.messagePreferences(), preferences),
  });
}
