// The spot feed while the protected layout is shown: /spots fetched every 60 s (spotPricesQueryOptions),
// each answer kept in the app store, where every app reads it with useLiveSpot. The strip and the
// modal show the answer itself (it carries the feed's label, which the store does not keep); the
// stored quote stands in until it arrives, and the request's state adds loading and missing.
import { spotPricesQueryOptions } from '@bullion/api-client';
import type { SpotQuote } from '@bullion/contract';
import { useAppStore, useLiveSpot } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { quoteStatus, toStoredSpotPrices, type QuoteStatus } from './spot-quote';

export function useSpotFeed(): { quote: SpotQuote | null; status: QuoteStatus } {
  const query = useQuery(spotPricesQueryOptions());
  const setSpotPrices = useAppStore((state) => state.setSpotPrices);
  const live = useLiveSpot();

  useEffect(() => {
    if (query.data) setSpotPrices(toStoredSpotPrices(query.data));
  }, [query.data, setSpotPrices]);

  const quote = query.data ?? live.quote;
  return { quote, status: quoteStatus(quote, { now: live.now, failed: query.isError, loading: query.isPending }) };
}
