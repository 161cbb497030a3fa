// Test and story data for the portfolio summary: an inventory summary, a two-day value history (with
// each day's closing spot) and spot quotes, with msw handlers that answer them (the inventory
// slice's own mocks are not used).
import type { InventorySummary, PortfolioHistory, SpotQuote } from '@bullion/contract';
import { MOCK_API_URL } from '@bullion/api-mocks';
import { delay, http, HttpResponse } from 'msw';

/** 12.5 ozt gold, 500 ozt silver, 2 ozt platinum and 100 ozt copper; one lot of gold has no cost. */
export const HOLDINGS_SUMMARY: InventorySummary = {
  metals: [
    { metal: 'gold', items: 5, pieces: 12, fineOzt: '12.5', costBasis: '25300.00', costedFineOzt: '11.5' },
    { metal: 'silver', items: 10, pieces: 500, fineOzt: '500', costBasis: '13500.00', costedFineOzt: '500' },
    { metal: 'platinum', items: 2, pieces: 2, fineOzt: '2', costBasis: '2100.00', costedFineOzt: '2' },
    { metal: 'copper', items: 1, pieces: 100, fineOzt: '100', costBasis: '150.00', costedFineOzt: '100' },
  ],
  items: 19,
  pieces: 615,
  costBasis: '41050.00',
  unvalued: 1,
  drawer: 2,
};

export const EMPTY_SUMMARY: InventorySummary = { metals: [], items: 0, pieces: 0, costBasis: '0', unvalued: 0, drawer: 0 };

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

type HistoryDay = PortfolioHistory['days'][number];

/**
 * Yesterday's closing spot: gold 2,376, silver 29.80, platinum 950. HOLDINGS_SUMMARY was worth
 * $46,500.00 at it, so at spotQuote() the day change is +$400.00 (+0.86%).
 */
export const YESTERDAY: HistoryDay = {
  date: isoDay(-1),
  meltValue: '46500.00',
  costBasis: '41050.00',
  spot: { gold: '2376.0000', silver: '29.8000', platinum: '950.0000', palladium: '1000.0000', rhodium: '4500.0000' },
};
export const TODAY: HistoryDay = {
  date: isoDay(0),
  meltValue: '46800.00',
  costBasis: '41050.00',
  spot: { gold: '2400.0000', silver: '29.8000', platinum: '950.0000', palladium: '1000.0000', rhodium: '4500.0000' },
};
export const TWO_DAY_HISTORY: PortfolioHistory = { days: [YESTERDAY, TODAY] };
/** The same holdings bought today: yesterday the group held a single ounce of silver. */
export const ADDED_TODAY_HISTORY: PortfolioHistory = { days: [{ ...YESTERDAY, meltValue: '29.80', costBasis: '28.00' }, TODAY] };

/** Fresh spot: gold 2,400, silver 30, platinum 950. Melt value of HOLDINGS_SUMMARY: $46,900.00. */
export function spotQuote(updatedAt = new Date().toISOString()): SpotQuote {
  return { gold: 2400, silver: 30, platinum: 950, palladium: 1000, rhodium: 4500, updatedAt };
}

export function portfolioHandlers({
  summary = HOLDINGS_SUMMARY,
  history = TWO_DAY_HISTORY,
  summaryStatus = 200,
  pending = false,
}: { summary?: InventorySummary; history?: PortfolioHistory; summaryStatus?: number; pending?: boolean } = {}) {
  return [
    http.get(`${MOCK_API_URL}/inventory/summary`, async () => {
      if (pending) await delay('infinite');
      if (summaryStatus !== 200) return HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: summaryStatus });
      return HttpResponse.json(summary);
    }),
    http.get(`${MOCK_API_URL}/inventory/history`, () => HttpResponse.json(history)),
  ];
}
