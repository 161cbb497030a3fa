// "Day change" on the portfolio summary: how much the portfolio's melt value moved since the end
// of the previous day.
//
//   day change = melt value now − melt value at the previous day's close
//
// "Now" is today's holdings at the live spot (the same figure as the card's melt value, so the two
// always agree). The previous day's close is the server's portfolio history entry for that day:
// what the group held at the end of that day, valued at that day's last stored spot quote. The
// change therefore includes the value of items added or disposed of today, not only price moves;
// when the holdings changed (the cost basis moved between the two days) the card says so.
import Decimal from 'decimal.js';
import type { PortfolioHistory } from '@bullion/api-client';

/** Days of portfolio history the day change needs: the previous day and today. */
export const DAY_CHANGE_HISTORY_DAYS = 2;

export type DayChange =
  | { status: 'known'; amount: Decimal; percent: Decimal | null; previousClose: Decimal; since: string; holdingsChanged: boolean }
  /** No value now (no spot) or none for the previous day (no stored quote that day, or no history yet). */
  | { status: 'unknown'; reason: 'no-current-value' | 'no-previous-close' };

/**
 * The day change from the history's last two days (oldest first, the last one being the server's
 * today) and the melt value now.
 */
export function dayChange(days: PortfolioHistory['days'], meltNow: Decimal | null): DayChange {
  if (meltNow === null) return { status: 'unknown', reason: 'no-current-value' };
  const ordered = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const previous = ordered.at(-2);
  const today = ordered.at(-1);
  if (!previous || !today || previous.meltValue === null) return { status: 'unknown', reason: 'no-previous-close' };
  const previousClose = new Decimal(previous.meltValue);
  const amount = meltNow.minus(previousClose);
  return {
    status: 'known',
    amount,
    percent: previousClose.isZero() ? null : amount.dividedBy(previousClose).times(100),
    previousClose,
    since: previous.date,
    holdingsChanged: !new Decimal(previous.costBasis).equals(new Decimal(today.costBasis)),
  };
}
