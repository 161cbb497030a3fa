// Spot prices of the mock API: today's prices and a deterministic history around them.
import type { SpotHistoryRange, SpotQuote } from '@bullion/contract';
import { MOCK_NOW } from '../http';

const SPOT_BASE = { gold: 2710.45, silver: 31.82, platinum: 968.1, palladium: 1012.6, rhodium: 4725 };

export function mockSpots() {
  return { ...SPOT_BASE, updatedAt: MOCK_NOW, source: 'mock', simulated: true } satisfies SpotQuote;
}

/** The mock quote as the app store keeps it (the shell stores each quote it fetches), dated `updatedAt`. */
export function mockStoredSpot(updatedAt: string): SpotQuote {
  return { ...SPOT_BASE, updatedAt };
}

const HISTORY_SHAPE: Record<SpotHistoryRange, { points: number; stepMs: number }> = {
  '24h': { points: 24, stepMs: 60 * 60_000 },
  '7d': { points: 28, stepMs: 6 * 60 * 60_000 },
  '30d': { points: 30, stepMs: 24 * 60 * 60_000 },
};

/** A gentle deterministic wave around today's prices, oldest point first. */
export function mockSpotHistory(range: SpotHistoryRange) {
  const { points, stepMs } = HISTORY_SHAPE[range];
  const end = Date.parse(MOCK_NOW);
  return {
    range,
    points: Array.from({ length: points }, (_, index) => {
      const drift = 1 + Math.sin(index / 3) * 0.01 - (points - index) * 0.0004;
      const prices = Object.entries(SPOT_BASE).map(([metal, base]) => [metal, Math.round(base * drift * 100) / 100]);
      return { at: new Date(end - (points - 1 - index) * stepMs).toISOString(), ...(Object.fromEntries(prices) as typeof SPOT_BASE) };
    }),
  };
}
