// The metals of the header strip and the spots modal, with their colours, and what the strip says
// about the quote (the staleness rule itself is the contract's).
import { isSpotStale, type SpotQuote } from '@bullion/contract';

export type StripMetal = 'gold' | 'silver' | 'platinum' | 'palladium';

/** Gold, silver, platinum, palladium, in this order, each with its metal colour. */
export const STRIP_METALS: readonly { key: StripMetal; label: string; symbol: string; color: string }[] = [
  { key: 'gold', label: 'Gold', symbol: 'Au', color: '#FFD700' },
  { key: 'silver', label: 'Silver', symbol: 'Ag', color: '#C0C0C0' },
  { key: 'platinum', label: 'Platinum', symbol: 'Pt', color: '#2F80ED' },
  { key: 'palladium', label: 'Palladium', symbol: 'Pd', color: '#9B51E0' },
];

export type QuoteStatus = 'loading' | 'missing' | 'stale' | 'fresh';

/**
 * loading: nothing yet and the first request is under way; missing: nothing to show (the request
 * failed); stale: stale by the contract's rule (isSpotStale), or the latest refresh failed; fresh otherwise.
 */
export function quoteStatus(quote: Pick<SpotQuote, 'updatedAt'> | null, { now, failed, loading }: { now: number; failed: boolean; loading: boolean }): QuoteStatus {
  if (!quote) return loading && !failed ? 'loading' : 'missing';
  return failed || isSpotStale(quote, now) ? 'stale' : 'fresh';
}

/** The part of an answer the app store keeps: the prices and their time, not the feed's label. */
export function toStoredSpotPrices(quote: SpotQuote): SpotQuote {
  const { gold, silver, platinum, palladium, rhodium, updatedAt } = quote;
  return { gold, silver, platinum, palladium, rhodium, updatedAt };
}
