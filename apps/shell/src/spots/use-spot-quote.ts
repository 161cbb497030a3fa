// The spot quote while the protected layout is shown: fetched every 60 s (spotPricesQueryOptions),
// each success stored as the current spot prices in the app store; the stored prices stand in until
// the first answer arrives.
import { spotPricesQueryOptions } from '@bullion/api-client';
import { useAppStore, useNow } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { quoteStatus, toStoredSpotPrices, type QuoteStatus, type SpotQuote } from './spot-quote';

export function useSpotQuote(): { quote: SpotQuote | null; status: QuoteStatus } {
  const query = useQuery(spotPricesQueryOptions());
  const stored = useAppStore((state) => state.spotPrices);
  const setSpotPrices = useAppStore((state) => state.setSpotPrices);
  const now = useNow();

  useEffect(() => {
    if (query.data) setSpotPrices(toStoredSpotPrices(query.data));
  }, [query.data, setSpotPrices]);

  const quote: SpotQuote | null = query.data ?? stored;
  return { quote, status: quoteStatus(quote, { now, failed: query.isError, loading: query.isPending }) };
}
