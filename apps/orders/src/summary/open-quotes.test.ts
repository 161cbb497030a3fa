import type { OrderSummary } from '@bullion/contract';
import { describe, expect, it } from 'vitest';
import { isOpenQuoteExpired, openQuotesBySoonestExpiry } from './open-quotes';

const NOW = Date.parse('2026-11-02T12:00:00.000Z');
const quote = (number: string, minutesLeft: number) =>
  ({ id: number, number, status: 'quoted', quoteExpiresAt: new Date(NOW + minutesLeft * 60_000).toISOString() }) as OrderSummary;

describe('open quotes on the dashboard', () => {
  it('lists the quotes that still hold first, the soonest to expire on top, then the expired ones, the latest expired first', () => {
    const orders = [quote('A', 12), quote('B', -30), quote('C', 2), quote('D', -1), quote('E', 14)];
    expect(openQuotesBySoonestExpiry(orders, NOW).map((order) => order.number)).toEqual(['C', 'A', 'E', 'D', 'B']);
  });

  it('calls a quote expired from the moment its expiry is reached', () => {
    expect(isOpenQuoteExpired(quote('A', 0), NOW)).toBe(true);
    expect(isOpenQuoteExpired(quote('A', 0.01), NOW)).toBe(false);
  });
});
