// Spot prices: the one quote (GET /spots, the app store, pricing and valuation), the forms a quote is
// kept in at rest (derived from it: prices as exact decimal text), and the history of the chart.
import { z } from 'zod';
import { decimalTextSchema, isoDateTimeSchema } from '../common/schemas';

/** The metals with a spot price (every inventory metal but copper). */
export const SPOT_METALS = ['gold', 'silver', 'platinum', 'palladium', 'rhodium'] as const;
export type SpotMetal = (typeof SPOT_METALS)[number];

/** One price per spot metal, each checked by `price`. */
function spotPriceShape<P extends z.ZodType>(price: P): Record<SpotMetal, P> {
  return Object.fromEntries(SPOT_METALS.map((metal) => [metal, price])) as Record<SpotMetal, P>;
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
/**
 * USD per troy ounce: a number, or numeric text read as one. A preprocess rather than a transform,
 * so the API document gives the number the API sends.
 */
const quotedPrice = z.preprocess((value) => (typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value.trim()) : value), z.number().nonnegative());

const spotQuoteObject = z.object({
  ...spotPriceShape(quotedPrice),
  /** When the feed was read. */
  updatedAt: z.string().min(1).meta({ example: '2026-11-21T15:04:00.000Z' }),
  /** Where the prices come from; `simulated` feeds are labelled as such in the UI. */
  source: z.string().optional(),
  simulated: z.boolean().optional(),
});

/**
 * A spot quote: USD per troy ounce of each spot metal and when it was read. GET /spots answers with
 * it, the app store keeps it (without the feed's label), pricing and valuation take it. Judged fresh
 * or stale by spotState (spot-state.ts). Named SpotPrices in the API document.
 */
export const spotQuoteSchema = spotQuoteObject.meta({ id: 'SpotPrices' });
export type SpotQuote = z.output<typeof spotQuoteSchema>;

/** A quote kept at rest: each price as exact decimal text (spot_prices' numeric columns), read at an ISO time. */
const spotAtRestSchema = spotQuoteObject.omit({ source: true, simulated: true }).extend({ ...spotPriceShape(decimalTextSchema), updatedAt: isoDateTimeSchema });

/**
 * The spot a trade fixed: the stored quote an order's prices were computed at, kept on the order as a
 * snapshot (and the latest one, which a price-template preview prices at as a quote would now).
 */
export const orderSpotSchema = spotAtRestSchema.meta({ id: 'OrderSpot' });
export type OrderSpot = z.output<typeof orderSpotSchema>;

/**
 * A quote as pricing and valuation take it: live (SpotQuote) or kept at rest (OrderSpot), so each
 * price a number or decimal text.
 */
export type SpotQuoteInput = { [K in keyof OrderSpot]: SpotQuote[K] | OrderSpot[K] };

/** A stored quote without its time: a portfolio history day's closing quote (the day dates it). */
export const storedSpotSchema = spotAtRestSchema.omit({ updatedAt: true });
export type StoredSpot = z.output<typeof storedSpotSchema>;

export const spotHistoryRangeSchema = z.enum(['24h', '7d', '30d']);
export type SpotHistoryRange = z.infer<typeof spotHistoryRangeSchema>;

/** GET /spots/history: the stored quotes of a range, averaged into buckets, oldest first. */
export const spotHistorySchema = z
  .object({
    range: spotHistoryRangeSchema,
    points: z.array(z.object({ at: z.string(), ...spotPriceShape(quotedPrice) })),
  })
  .meta({ id: 'SpotHistory' });

export type SpotHistoryResponse = z.output<typeof spotHistorySchema>;
