import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { dayChange } from './day-change';

const day = (date: string, meltValue: string | null, costBasis = '1000.00') => ({ date, meltValue, costBasis });

describe('dayChange', () => {
  it('is the melt value now against the previous day’s close, in dollars and percent', () => {
    const change = dayChange([day('2026-11-01', '2000.00'), day('2026-11-02', '2100.00')], new Decimal('2050'));
    expect(change).toMatchObject({ status: 'known', since: '2026-11-01', holdingsChanged: false });
    if (change.status !== 'known') throw new Error('expected a known change');
    expect(change.amount.toFixed(2)).toBe('50.00');
    expect(change.percent?.toFixed(2)).toBe('2.50');
  });

  it('uses the live value, not the value history’s figure for today', () => {
    const change = dayChange([day('2026-11-01', '2000.00'), day('2026-11-02', '9999.00')], new Decimal('1900'));
    expect(change.status === 'known' && change.amount.toFixed(2)).toBe('-100.00');
  });

  it('takes the two last days whatever order the server lists them in', () => {
    const change = dayChange([day('2026-11-02', '10.00'), day('2026-10-31', '1.00'), day('2026-11-01', '5.00')], new Decimal('6'));
    expect(change.status === 'known' && change.since).toBe('2026-11-01');
  });

  it('says when the holdings changed since the previous day (its cost basis moved)', () => {
    const change = dayChange([day('2026-11-01', '2000.00', '1500.00'), day('2026-11-02', '2100.00', '1800.00')], new Decimal('2100'));
    expect(change.status === 'known' && change.holdingsChanged).toBe(true);
  });

  it('is unknown without a value now, without a previous day, or without a quote on that day', () => {
    expect(dayChange([day('2026-11-01', '1.00'), day('2026-11-02', '1.00')], null)).toEqual({ status: 'unknown', reason: 'no-current-value' });
    expect(dayChange([day('2026-11-02', '1.00')], new Decimal(1))).toEqual({ status: 'unknown', reason: 'no-previous-close' });
    expect(dayChange([day('2026-11-01', null), day('2026-11-02', '1.00')], new Decimal(1))).toEqual({ status: 'unknown', reason: 'no-previous-close' });
  });

  it('has no percent against a previous close of $0', () => {
    const change = dayChange([day('2026-11-01', '0'), day('2026-11-02', '5.00')], new Decimal('5'));
    expect(change.status === 'known' && change.percent).toBeNull();
  });
});
