// The spot quote inventory is valued with: the app store's current spot prices, which the shell's
// header refreshes every 60 s, so values follow the spot without a reload. Where no shell keeps the
// store (a remote on its own, a story), the same spot query fills in: same key and client as the
// header's, so inside the shell it never adds a request.
import { spotPricesQueryOptions } from '@bullion/api-client';
import { spotState, type SpotQuoteLike, type SpotState } from '@bullion/contract';
import { useAppStore, useNow } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export interface LiveSpot {
  quote: SpotQuoteLike | null;
  state: SpotState;
  /** The time the state was judged at (valuation functions take it too). */
  now: number;
}

export function useLiveSpot(): LiveSpot {
  const stored = useAppStore((state) => state.spotPrices);
  const fallback = useQuery({ ...spotPricesQueryOptions(), enabled: stored === null });
  const now = useNow();
  const quote = stored ?? fallback.data ?? null;
  // One object per quote and tick, so the rows valued with it re-render only when it changes.
  return useMemo(() => ({ quote, state: spotState(quote, now), now }), [quote, now]);
}
