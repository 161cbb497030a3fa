// "Day change" on the portfolio summary: the price move since the previous day's close on what is
// held now.
//
//   day change = Σ over held metals of fine ozt held now × (spot now − the previous day's closing spot)
//   percent    = day change ÷ Σ fine ozt held now × the previous day's closing spot
//
// The previous day's closing spot is the last quote the server stored that day (the history's
// `spot`). Holdings are today's on both sides, so items added or disposed of today move the melt
// value but not the day change: a purchase is not a gain. Metals without a spot price (copper) are
// left out, as from the melt value. Decimal arithmetic throughout.
import Decimal from 'decimal.js';
import { spotOf, type MetalHolding, type PortfolioHistory, type SpotQuoteInput } from '@bullion/contract';

/** Days of portfolio history the day change needs: the previous day and today. */
export const DAY_CHANGE_HISTORY_DAYS = 2;

export type DayChange =
  | { status: 'known'; amount: Decimal; percent: Decimal; valueAtPreviousClose: Decimal; since: string }
  /**
   * No live spot for a held metal (or nothing held has a spot price), or no stored quote for a held
   * metal on the previous day (none that day, no history yet, or a server that sends no `spot`).
   */
  | { status: 'unknown'; reason: 'no-current-value' | 'no-previous-close' };

/**
 * The day change of the holdings (the summary's per-metal fine ozt) at the live quote, against the
 * history's second-to-last day (oldest first, the last one being the server's today).
 */
export function dayChange(
  days: PortfolioHistory['days'],
  holdings: readonly Pick<MetalHolding, 'metal' | 'fineOzt'>[],
  quote: SpotQuoteInput | null | undefined,
): DayChange {
  const held = holdings.filter((holding) => holding.metal !== 'copper' && new Decimal(holding.fineOzt).greaterThan(0));
  if (held.length === 0) return { status: 'unknown', reason: 'no-current-value' };
  const priced = [];
  for (const holding of held) {
    const now = spotOf(quote, holding.metal);
    if (now === null) return { status: 'unknown', reason: 'no-current-value' };
    priced.push({ metal: holding.metal, fine: new Decimal(holding.fineOzt), now });
  }

  const previous = [...days].sort((a, b) => a.date.localeCompare(b.date)).at(-2);
  if (!previous) return { status: 'unknown', reason: 'no-previous-close' };
  let amount = new Decimal(0);
  let valueAtPreviousClose = new Decimal(0);
  for (const { metal, fine, now } of priced) {
    const close = spotOf(previous.spot, metal);
    if (close === null) return { status: 'unknown', reason: 'no-previous-close' };
    amount = amount.plus(fine.times(now.minus(close)));
    valueAtPreviousClose = valueAtPreviousClose.plus(fine.times(close));
  }
  // Every spot is positive (spotOf), so the value at the close is too.
  return { status: 'known', amount, percent: amount.dividedBy(valueAtPreviousClose).times(100), valueAtPreviousClose, since: previous.date };
}
