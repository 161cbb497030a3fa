import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/client';
import { datasetKeys } from './keys';
import { datasetsSchema } from '@bullion/contract';

/** Datasets change rarely: they stay fresh and cached for 24 hours. */
export const DATASETS_CACHE_MS = 24 * 60 * 60_000;

export function datasetsQueryOptions() {
  return queryOptions({
    queryKey: datasetKeys.all,
    queryFn: ({ signal }) => apiRequest('/datasets', { schema: datasetsSchema, signal }),
    staleTime: DATASETS_CACHE_MS,
    gcTime: DATASETS_CACHE_MS,
  });
}
