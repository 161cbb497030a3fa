// The spot the order form prices with: the app store's spot prices, which the shell's header refreshes
// every 60 s (the standalone host stores the mock quote), so prices follow the spot without a
// reload; judged fresh, stale or unavailable against a ticking clock.
import { spotState, type SpotQuoteLike, type SpotState } from '@bullion/contract';
import { useAppStore, useNow } from '@bullion/shared';
import { useMemo } from 'react';

export interface LiveSpot {
  quote: SpotQuoteLike | null;
  state: SpotState;
}

export function useLiveSpot(): LiveSpot {
  const quote = useAppStore((state) => state.spotPrices);
  const now = useNow();
  return useMemo(() => ({ quote, state: spotState(quote, now) }), [quote, now]);
}
