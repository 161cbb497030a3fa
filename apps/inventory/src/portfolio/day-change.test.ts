import type { InventoryMetal, PortfolioHistory, SpotQuoteInput } from '@bullion/contract';
import { describe, expect, it } from 'vitest';
import { dayChange } from './day-change';

type Day = PortfolioHistory['days'][number];
type Spot = NonNullable<Day['spot']>;

const CLOSE: Spot = { gold: '2000.0000', silver: '25.0000', platinum: '900.0000', palladium: '1000.0000', rhodium: '4500.0000' };
const day = (date: string, spot: Partial<Spot> | null = {}, meltValue: string | null = '1.00'): Day => ({
  date,
  meltValue,
  costBasis: '1000.00',
  spot: spot === null ? null : { ...CLOSE, ...spot },
});
/** Yesterday with the given closing spot, and today (whose own figures the change never uses). */
const history = (close: Partial<Spot> | null = {}) => [day('2026-11-01', close), day('2026-11-02', { gold: '9999.0000' }, '999999.00')];
const quote = (prices: Partial<Record<keyof Spot, number | string>> = {}): SpotQuoteInput => ({
  ...CLOSE,
  ...prices,
  updatedAt: '2026-11-02T12:00:00Z',
});
const holding = (metal: InventoryMetal, fineOzt: string) => ({ metal, fineOzt });

const known = (change: ReturnType<typeof dayChange>) => {
  if (change.status !== 'known') throw new Error(`expected a known change, got ${change.reason}`);
  return change;
};

describe('dayChange', () => {
  it('is the fine ozt held now × the move of the spot since the previous day’s close, in dollars and percent', () => {
    const change = known(dayChange(history(), [holding('gold', '10')], quote({ gold: 2050 })));
    expect(change.amount.toString()).toBe('500');
    expect(change.valueAtPreviousClose.toString()).toBe('20000');
    expect(change.percent.toString()).toBe('2.5');
    expect(change.since).toBe('2026-11-01');
  });

  it('does not count metal added today as a gain: only the price move on it does', () => {
    // Yesterday the group held 0.1 ozt (worth $200 at the close); $50,000 of gold was added today.
    const yesterday = [day('2026-11-01', {}, '200.00'), day('2026-11-02', {}, '50200.00')];
    const unchanged = known(dayChange(yesterday, [holding('gold', '25.1')], quote()));
    expect(unchanged.amount.toString()).toBe('0');
    const moved = known(dayChange(yesterday, [holding('gold', '25.1')], quote({ gold: '2002' })));
    expect(moved.amount.toString()).toBe('50.2');
  });

  it('adds up each metal at its own move, and weighs the percent by the value at the close', () => {
    const change = known(
      dayChange(history(), [holding('gold', '2'), holding('silver', '100'), holding('platinum', '1')], quote({ gold: 2010, silver: '24.5', platinum: 900 })),
    );
    // 2 × 10 + 100 × −0.5 + 1 × 0 = −30 on 4000 + 2500 + 900 = 7400.
    expect(change.amount.toString()).toBe('-30');
    expect(change.valueAtPreviousClose.toString()).toBe('7400');
    expect(change.percent.toFixed(4)).toBe('-0.4054');
  });

  it('leaves out metals without a spot price (copper) and metals of which nothing is held', () => {
    const change = known(dayChange(history({ rhodium: '0' }), [holding('copper', '500'), holding('gold', '1'), holding('rhodium', '0')], quote({ gold: 2001 })));
    expect(change.amount.toString()).toBe('1');
    expect(change.valueAtPreviousClose.toString()).toBe('2000');
  });

  it('is exact in decimals where binary floats are not', () => {
    // In floats, 0.1 × (30.2 − 30.1) is 0.009999999999999787.
    const change = known(dayChange(history({ silver: '30.1000' }), [holding('silver', '0.1')], quote({ silver: 30.2 })));
    expect(change.amount.toString()).toBe('0.01');
    const many = known(dayChange(history({ gold: '2710.4500' }), [holding('gold', '516.16078746')], quote({ gold: '2710.4600' })));
    expect(many.amount.toString()).toBe('5.1616078746');
    expect(many.valueAtPreviousClose.toString()).toBe('1399028.006370957');
  });

  it('takes the day before the last one whatever order the server lists them in', () => {
    const days = [day('2026-11-02', { gold: '1.0000' }), day('2026-10-31', { gold: '1.0000' }), day('2026-11-01', { gold: '1999.0000' })];
    const change = known(dayChange(days, [holding('gold', '1')], quote()));
    expect(change).toMatchObject({ since: '2026-11-01' });
    expect(change.amount.toString()).toBe('1');
  });

  it('is unknown without a live spot for a held metal, or with nothing held that has a spot price', () => {
    expect(dayChange(history(), [holding('gold', '1')], null)).toEqual({ status: 'unknown', reason: 'no-current-value' });
    expect(dayChange(history(), [holding('gold', '1'), holding('silver', '1')], quote({ silver: '' }))).toEqual({ status: 'unknown', reason: 'no-current-value' });
    expect(dayChange(history(), [holding('copper', '100')], quote())).toEqual({ status: 'unknown', reason: 'no-current-value' });
    // Without a live spot it says so even when yesterday's close is missing too.
    expect(dayChange(history(null), [holding('gold', '1')], null)).toEqual({ status: 'unknown', reason: 'no-current-value' });
  });

  it('is unknown without the previous day’s closing spot for a held metal', () => {
    const noPreviousClose = { status: 'unknown', reason: 'no-previous-close' };
    // No quote stored that day.
    expect(dayChange(history(null), [holding('gold', '1')], quote())).toEqual(noPreviousClose);
    // No previous day at all (history begins today).
    expect(dayChange([day('2026-11-02')], [holding('gold', '1')], quote())).toEqual(noPreviousClose);
    // A server that sends no spot yet.
    const withoutSpot = { date: '2026-11-01', meltValue: '2000.00', costBasis: '1000.00' };
    expect(dayChange([withoutSpot, day('2026-11-02')], [holding('gold', '1')], quote())).toEqual(noPreviousClose);
    // The quote has no usable price for one of the held metals.
    expect(dayChange(history({ silver: '0' }), [holding('gold', '1'), holding('silver', '1')], quote())).toEqual(noPreviousClose);
  });
});
