import { spotQuoteSchema } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpProvider, SIMULATION_START, simulatedProvider } from '../src/spots/providers';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let accessToken: string;
beforeAll(async () => {
  api = await startTestApi();
  ({ accessToken } = await api.createSignedInUser());
});
afterAll(() => api.close());

const authed = (path: string) => api.request(path, { headers: { authorization: `Bearer ${accessToken}` } });

describe('spot prices', () => {
  it('serves the latest quote in the shape the client parses, labelled as simulated', async () => {
    const response = await authed('/api/spots');
    expect(response.status).toBe(200);
    const body = await response.json();
    const parsed = spotQuoteSchema.parse(body);
    expect(parsed.simulated).toBe(true);
    expect(parsed.gold).toBeGreaterThan(1000);
    expect(parsed.silver).toBeGreaterThan(5);
    expect(Date.now() - new Date(parsed.updatedAt).getTime()).toBeLessThan(60_000);
  });

  it('stores each poll as history and serves it for a range', async () => {
    await api.spotFeed.tick();
    await api.spotFeed.tick();
    const response = await authed('/api/spots/history?range=24h');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { range: string; points: { gold: number }[] };
    expect(body.range).toBe('24h');
    expect(body.points.length).toBeGreaterThanOrEqual(1);
    const rows = await api.deps.db.selectFrom('spot_prices').select('id').execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it('starts a simulated feed with 30 days of history, so every chart range has points', async () => {
    for (const range of ['24h', '7d', '30d']) {
      const body = (await (await authed(`/api/spots/history?range=${range}`)).json()) as { points: { at: string }[] };
      expect(body.points.length).toBeGreaterThan(20);
    }
  });

  it('refuses an unknown history range and calls without a session', async () => {
    expect((await authed('/api/spots/history?range=1y')).status).toBe(400);
    expect((await api.request('/api/spots')).status).toBe(401);
  });
});

describe('spot providers', () => {
  it('simulates a small random walk around realistic levels', async () => {
    const provider = simulatedProvider();
    let quote = await provider.latest(null);
    for (let index = 0; index < 500; index += 1) quote = await provider.latest(quote);
    expect(quote.gold / SIMULATION_START.gold).toBeGreaterThan(0.8);
    expect(quote.gold / SIMULATION_START.gold).toBeLessThan(1.2);
    expect(quote.silver).toBeGreaterThan(0);
  });

  it('reads an HTTP feed with numeric strings and rejects a malformed one', async () => {
    const good = httpProvider('https://feed.example/spot', 'key', async () =>
      Response.json({ gold: '4001.5', silver: 47.2, platinum: '1500', palladium: 1400, rhodium: '7000' }),
    );
    await expect(good.latest(null)).resolves.toEqual({ gold: 4001.5, silver: 47.2, platinum: 1500, palladium: 1400, rhodium: 7000 });
    const bad = httpProvider('https://feed.example/spot', undefined, async () => Response.json({ gold: 'lots' }));
    await expect(bad.latest(null)).rejects.toThrow();
  });
});
