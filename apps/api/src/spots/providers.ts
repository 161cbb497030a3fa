// Where spot prices come from: a simulated feed (default; realistic levels with a small random walk)
// or an HTTP endpoint chosen by configuration.
import { z } from 'zod';

export const METALS = ['gold', 'silver', 'platinum', 'palladium', 'rhodium'] as const;
export type Metal = (typeof METALS)[number];
export type SpotQuote = Record<Metal, number>;

export interface SpotProvider {
  readonly name: string;
  readonly simulated: boolean;
  latest(previous: SpotQuote | null): Promise<SpotQuote>;
}

/** Approximate USD/ozt levels the simulation starts from. */
export const SIMULATION_START: SpotQuote = { gold: 4050, silver: 48.5, platinum: 1560, palladium: 1420, rhodium: 7600 };

/** Per-tick volatility (standard deviation of the log return) of the simulated walk. */
const TICK_VOLATILITY: SpotQuote = { gold: 0.0008, silver: 0.0014, platinum: 0.0012, palladium: 0.0016, rhodium: 0.002 };

function gaussian(random: () => number): number {
  // Box–Muller.
  const u = Math.max(random(), Number.EPSILON);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function simulatedProvider(random: () => number = Math.random): SpotProvider {
  return {
    name: 'simulated',
    simulated: true,
    async latest(previous) {
      const base = previous ?? SIMULATION_START;
      const next = {} as SpotQuote;
      for (const metal of METALS) {
        // Mean-revert gently towards the starting level so a long-running server stays realistic.
        const drift = 0.02 * Math.log(SIMULATION_START[metal] / base[metal]) * TICK_VOLATILITY[metal];
        next[metal] = round(base[metal] * Math.exp(drift + TICK_VOLATILITY[metal] * gaussian(random)), 2);
      }
      return next;
    },
  };
}

const numeric = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)]).pipe(z.number().positive());
export const httpQuoteSchema = z.object({ gold: numeric, silver: numeric, platinum: numeric, palladium: numeric, rhodium: numeric });

export function httpProvider(url: string, apiKey?: string, fetchImpl: typeof fetch = fetch): SpotProvider {
  return {
    name: new URL(url).host,
    simulated: false,
    async latest() {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`spot feed answered ${response.status}`);
      return httpQuoteSchema.parse(await response.json());
    },
  };
}
