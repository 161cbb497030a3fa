import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/client';
import { localKeys } from './keys';
import { demoAccountSchema } from '@bullion/contract';

/** The seeded demo account; only a local API offers it (null elsewhere). */
export function demoAccountQueryOptions() {
  return queryOptions({
    queryKey: localKeys.demoAccount(),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('/local/demo-account', { schema: demoAccountSchema, signal, reportErrors: false });
      } catch {
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}
