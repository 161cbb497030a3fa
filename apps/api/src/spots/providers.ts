// Where spot prices come from: a simulated feed (default; realistic levels with a small random walk)
// or an HTTP endpoint chosen by configuration.
import { SPOT_METALS, type SpotMetal, type SpotQuote } from '@bullion/contract';
import { z } from 'zod';

/** What a provider answers: the prices of a quote (the feed stamps the time and the provider's name). */
export type QuotedPrices = Pick<SpotQuote, SpotMetal>;

export interface SpotProvider {
  readonly name: string;
  readonly simulated: boolean;
  latest(previous: QuotedPrices | null): Promise<QuotedPrices>;
}

/** Approximate USD/ozt levels the simulation starts from. */
export const SIMULATION_START: QuotedPrices = { gold: 4050, silver: 48.5, platinum: 1560, palladium: 1420, rhodium: 7600 };

/** Per-tick volatility (standard deviation of the log return) of the simulated walk. */
const TICK_VOLATILITY: Record<SpotMetal, number> = { gold: 0.0008, silver: 0.0014, platinum: 0.0012, palladium: 0.0016, rhodium: 0.002 };

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
      const next = {} as QuotedPrices;
      for (const metal of SPOT_METALS) {
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
