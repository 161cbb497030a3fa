import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { apiRequest } from '../http/client';
import { memberKeys } from '../members/keys';
import { accountKeys } from './keys';
import { profileSchema, type UpdateAccountBody } from '@bullion/contract';

export function accountQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => apiRequest('/account', { schema: profileSchema, signal }),
  });
}

export function updateAccount(body: UpdateAccountBody) {
  return apiRequest('/account', { method: 'PATCH', body, schema: profileSchema });
}

/** The profile changes, and member lists show your name and avatar too. */
export function updateAccountMutationOptions() {
  return mutationOptions({
    mutationFn: (body: UpdateAccountBody) => updateAccount(body),
    onSuccess: (_profile, _body, _onMutateResult, { client }) => invalidateKeys(client, accountKeys.all, memberKeys.all),
  });
}
