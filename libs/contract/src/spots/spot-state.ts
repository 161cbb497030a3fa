// When a spot quote is too old to trust: the one staleness rule of the app (the header's strip,
// valuation, the order form, the price preview). Type imports only, so @bullion/shared's useLiveSpot
// takes it without the schemas.
import type { SpotQuoteInput } from './schemas';

/** A spot quote older than this is stale (the feed refreshes every minute). */
export const SPOT_STALE_AFTER_MS = 5 * 60_000;

export type SpotState = 'fresh' | 'stale' | 'unavailable';

/** Whether a quote is stale at `now`: read more than SPOT_STALE_AFTER_MS before it, or undated (a time that cannot be read). */
export function isSpotStale(quote: Pick<SpotQuoteInput, 'updatedAt'>, now: number): boolean {
  const updated = Date.parse(quote.updatedAt);
  return !Number.isFinite(updated) || now - updated > SPOT_STALE_AFTER_MS;
}

/** Whether a quote can price or value holdings: none at all, stale (isSpotStale), or fresh. */
export function spotState(quote: Pick<SpotQuoteInput, 'updatedAt'> | null | undefined, now: number = Date.now()): SpotState {
  if (!quote) return 'unavailable';
  return isSpotStale(quote, now) ? 'stale' : 'fresh';
}
