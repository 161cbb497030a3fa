import { describe, expect, it } from 'vitest';
import type { SpotQuoteInput } from './schemas';
import { isSpotStale, SPOT_STALE_AFTER_MS, spotState } from './spot-state';

const NOW = Date.parse('2026-11-02T09:00:00.000Z');
const quote = (overrides: Partial<SpotQuoteInput> = {}): SpotQuoteInput => ({
  gold: 2710.45,
  silver: '31.82',
  platinum: 968.1,
  palladium: 1012.6,
  rhodium: 4725,
  updatedAt: '2026-11-02T08:59:00.000Z',
  ...overrides,
});

describe('spot', () => {
  it('is fresh within five minutes, stale after, and unavailable without a quote', () => {
    expect(spotState(quote(), NOW)).toBe('fresh');
    expect(spotState(quote({ updatedAt: new Date(NOW - SPOT_STALE_AFTER_MS).toISOString() }), NOW)).toBe('fresh');
    expect(spotState(quote({ updatedAt: new Date(NOW - SPOT_STALE_AFTER_MS - 1).toISOString() }), NOW)).toBe('stale');
    expect(spotState(quote({ updatedAt: 'not a date' }), NOW)).toBe('stale');
    expect(spotState(null, NOW)).toBe('unavailable');
    expect(spotState(undefined, NOW)).toBe('unavailable');
  });

  it('calls a quote stale after five minutes or when its time cannot be read', () => {
    expect(isSpotStale(quote({ updatedAt: new Date(NOW - SPOT_STALE_AFTER_MS).toISOString() }), NOW)).toBe(false);
    expect(isSpotStale(quote({ updatedAt: new Date(NOW - SPOT_STALE_AFTER_MS - 1).toISOString() }), NOW)).toBe(true);
    expect(isSpotStale(quote({ updatedAt: 'not a date' }), NOW)).toBe(true);
  });
});
