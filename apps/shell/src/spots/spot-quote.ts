// The metals of the header strip and the spots modal, with their colours, and how old a quote is.
import type { SpotPrices } from '@bullion/shared';

export type StripMetal = 'gold' | 'silver' | 'platinum' | 'palladium';

/** Gold, silver, platinum, palladium, in this order, each with its metal colour. */
export const STRIP_METALS: readonly { key: StripMetal; label: string; symbol: string; color: string }[] = [
  { key: 'gold', label: 'Gold', symbol: 'Au', color: '#FFD700' },
  { key: 'silver', label: 'Silver', symbol: 'Ag', color: '#C0C0C0' },
  { key: 'platinum', label: 'Platinum', symbol: 'Pt', color: '#2F80ED' },
  { key: 'palladium', label: 'Palladium', symbol: 'Pd', color: '#9B51E0' },
];

/** A quote older than this is shown as stale (the feed refreshes every minute). */
export const SPOT_STALE_AFTER_MS = 5 * 60_000;

export interface SpotQuote extends SpotPrices {
  simulated?: boolean;
  source?: string;
}

export type QuoteStatus = 'loading' | 'missing' | 'stale' | 'fresh';

/**
 * loading: nothing yet and the first request is under way; missing: nothing to show (the request
 * failed); stale: older than 5 minutes, undated, or the latest refresh failed; fresh otherwise.
 */
export function quoteStatus(quote: Pick<SpotQuote, 'updatedAt'> | null, { now, failed, loading }: { now: number; failed: boolean; loading: boolean }): QuoteStatus {
  if (!quote) return loading && !failed ? 'loading' : 'missing';
  const updated = Date.parse(quote.updatedAt);
  if (!Number.isFinite(updated) || failed) return 'stale';
  return now - updated > SPOT_STALE_AFTER_MS ? 'stale' : 'fresh';
}

/** The part of a response the app store keeps as the current spot prices. */
export function toStoredSpotPrices(quote: SpotQuote): SpotPrices {
  const { gold, silver, platinum, palladium, rhodium, updatedAt } = quote;
  return { gold, silver, platinum, palladium, rhodium, updatedAt };
}
