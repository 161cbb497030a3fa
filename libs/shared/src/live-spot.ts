// The live spot every app prices and values with: the quote in the app store (the shell's header
// fetches one every 60 s; a standalone remote or a story stores its own), judged fresh, stale or
// unavailable against a ticking clock, so it turns stale on screen without new data.
import { spotState, type SpotQuote, type SpotState } from '@bullion/contract';
import { useMemo } from 'react';
import { useAppStore } from './store';
import { useNow } from './use-now';

export interface LiveSpot {
  quote: SpotQuote | null;
  state: SpotState;
  /** The time the state was judged at (valuation functions take it too). */
  now: number;
}

export function useLiveSpot(): LiveSpot {
  const quote = useAppStore((state) => state.spotPrices);
  const now = useNow();
  // One object per quote and tick, so what is valued with it re-renders only when it changes.
  return useMemo(() => ({ quote, state: spotState(quote, now), now }), [quote, now]);
}
