import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/client';
import { accountKeys } from './keys';
import { profileSchema, type UpdateAccountBody } from './schemas';

export function accountQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => apiRequest('/account', { schema: profileSchema, signal }),
  });
}

export function updateAccount(body: UpdateAccountBody) {
  return apiRequest('/account', { method: 'PATCH', body, schema: profileSchema });
}
