import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/client';
import { spotKeys } from './keys';
import { spotHistorySchema, spotQuoteSchema, type SpotHistoryRange } from '@bullion/contract';

/** Spot prices refresh every 60 000 ms. */
export const SPOT_REFRESH_MS = 60_000;

export function spotPricesQueryOptions() {
  return queryOptions({
    queryKey: spotKeys.latest(),
    queryFn: ({ signal }) => apiRequest('/spots', { schema: spotQuoteSchema, signal }),
    refetchInterval: SPOT_REFRESH_MS,
  });
}

export function spotHistoryQueryOptions(range: SpotHistoryRange) {
  return queryOptions({
    queryKey: spotKeys.history(range),
    queryFn: ({ signal }) => apiRequest('/spots/history', { query: { range }, schema: spotHistorySchema, signal }),
    refetchInterval: SPOT_REFRESH_MS * 5,
  });
}
