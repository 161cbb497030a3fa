import type { TelemetryBatch } from '@bullion/contract';
import { telemetryBatchSchema } from '@bullion/contract';
import type { RemoteName } from '@bullion/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellConfig } from '../config/shell-config';
import { ReleaseTelemetry, scriptUrlOfStack, TELEMETRY_INTERVAL_MS } from './release-telemetry';
import { reportRemoteFailure, startReleases, stopReleases } from './releases';

const REGISTRY = 'http://api.test/api/releases';
const CATALOG = 'http://api.test/api/releases/files/catalog/0.2.0-1a2b3c4d5e6f/mf-manifest.json';
const ORDERS = 'https://orders.example.test/mf-manifest.json';
/** The registry's release of the catalog, config.json's version of the orders; any other address is a preview. */
const releaseOf = (remote: RemoteName, manifestUrl: string): string | undefined =>
  remote === 'catalog' && manifestUrl === CATALOG ? '0.2.0-1a2b3c4d5e6f' : remote === 'orders' && manifestUrl === ORDERS ? '1.0.0' : undefined;

function setup({
  beacon = () => true,
  releases = releaseOf,
}: { beacon?: (url: string, data: Blob) => boolean; releases?: typeof releaseOf } = {}) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => new Response(JSON.stringify({ accepted: 1 }), { status: 202 }));
  const sendBeacon = vi.fn(beacon);
  const target = new EventTarget();
  const telemetry = new ReleaseTelemetry({
    releases: { url: REGISTRY, environment: 'production' },
    releaseOf: releases,
    target,
    sendBeacon,
    fetch: fetchMock as unknown as typeof fetch,
  });
  /** The batches sent by fetch, parsed by the registry's own schema. */
  const fetched = () =>
    fetchMock.mock.calls.map(([url, init]) => {
      expect(url).toBe(`${REGISTRY}/telemetry`);
      return telemetryBatchSchema.parse(JSON.parse(String(init?.body)));
    });
  const beaconed = async () =>
    Promise.all(
      sendBeacon.mock.calls.map(async ([url, data]) => {
        expect(url).toBe(`${REGISTRY}/telemetry`);
        expect(data.type).toBe('application/json');
        return telemetryBatchSchema.parse(JSON.parse(await data.text())) as TelemetryBatch;
      }),
    );
  return { telemetry, fetchMock, sendBeacon, target, fetched, beaconed };
}

const loaded = (remote: RemoteName = 'catalog', manifestUrl = CATALOG) => ({ remote, manifestUrl, outcome: 'loaded' as const });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await stopReleases();
  vi.useRealTimers();
});

describe('release telemetry', () => {
  it('sends the loads in one batch 10 s after the first, without credentials, counting equal events once', async () => {
    const { telemetry, fetchMock, fetched } = setup();
    telemetry.record(loaded());
    telemetry.record(loaded());
    telemetry.record(loaded());
    telemetry.record(loaded('orders', ORDERS));
    telemetry.record({ remote: 'orders', manifestUrl: ORDERS, outcome: 'failed', reason: 'timeout' });

    vi.advanceTimersByTime(TELEMETRY_INTERVAL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);

    expect(fetched()).toEqual([
      {
        environment: 'production',
        events: [
          { remote: 'catalog', release: '0.2.0-1a2b3c4d5e6f', outcome: 'loaded', count: 3 },
          { remote: 'orders', release: '1.0.0', outcome: 'loaded' },
          { remote: 'orders', release: '1.0.0', outcome: 'failed', reason: 'timeout' },
        ],
      },
    ]);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true, headers: { 'content-type': 'application/json' } });
    // Nothing queued, nothing sent again.
    vi.advanceTimersByTime(5 * TELEMETRY_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not report a preview build: it is no release', () => {
    const { telemetry, fetchMock } = setup();
    telemetry.record(loaded('catalog', 'https://previews.example.test/catalog-pr-12/mf-manifest.json'));
    vi.advanceTimersByTime(TELEMETRY_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends what is queued as a JSON beacon when the page goes away', async () => {
    const { telemetry, target, fetchMock, beaconed } = setup();
    telemetry.record(loaded());
    target.dispatchEvent(new Event('pagehide'));
    expect(await beaconed()).toEqual([{ environment: 'production', events: [{ remote: 'catalog', release: '0.2.0-1a2b3c4d5e6f', outcome: 'loaded' }] }]);
    vi.advanceTimersByTime(TELEMETRY_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    const { telemetry, target, fetched } = setup({ beacon: () => false });
    telemetry.record(loaded());
    target.dispatchEvent(new Event('pagehide'));
    expect(fetched()).toEqual([{ environment: 'production', events: [{ remote: 'catalog', release: '0.2.0-1a2b3c4d5e6f', outcome: 'loaded' }] }]);
  });

  it('sends at most 100 events a batch: the rest 10 s later, or in further beacons when the page goes away', async () => {
    // 150 distinct events: each address is its own release here.
    const sent = setup({ releases: (remote, manifestUrl) => (remote === 'catalog' ? `r-${new URL(manifestUrl).searchParams.get('n')}` : undefined) });
    const { telemetry } = sent;
    const distinct = (count: number) => {
      for (let index = 0; index < count; index += 1) telemetry.record(loaded('catalog', `${CATALOG}?n=${index}`));
    };
    distinct(150);
    vi.advanceTimersByTime(TELEMETRY_INTERVAL_MS);
    expect(sent.fetched().map((batch) => batch.events.length)).toEqual([100]);
    vi.advanceTimersByTime(TELEMETRY_INTERVAL_MS);
    expect(sent.fetched().map((batch) => batch.events.length)).toEqual([100, 50]);

    distinct(150);
    sent.target.dispatchEvent(new Event('pagehide'));
    expect((await sent.beaconed()).map((batch) => batch.events.length)).toEqual([100, 50]);
  });

  it('drops a batch whose send failed, without trying it again', async () => {
    const { telemetry, fetchMock } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    telemetry.record(loaded());
    await vi.advanceTimersByTimeAsync(TELEMETRY_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * TELEMETRY_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("counts an uncaught error or rejection as the remote's when its script lies under that remote's manifest folder", () => {
    const { telemetry, target, fetched } = setup();
    const catalogChunk = 'http://api.test/api/releases/files/catalog/0.2.0-1a2b3c4d5e6f/assets/product-page-Ab12.js';
    // Before the catalog has loaded, its folder is nobody's.
    target.dispatchEvent(new ErrorEvent('error', { filename: catalogChunk }));
    telemetry.record(loaded());
    target.dispatchEvent(new ErrorEvent('error', { filename: catalogChunk, message: 'x is undefined' }));
    // The shell's own code and another release's folder are not the catalog's.
    target.dispatchEvent(new ErrorEvent('error', { filename: 'https://app.example.test/assets/bootstrap-Zz99.js' }));
    target.dispatchEvent(new ErrorEvent('error', { filename: 'http://api.test/api/releases/files/catalog/0.1.0-ffffffffffff/assets/a.js' }));
    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: Object.assign(new Error('boom'), { stack: `Error: boom\n    at save (${catalogChunk}:10:5)\n    at https://app.example.test/assets/x.js:1:1` }),
    });
    target.dispatchEvent(rejection);
    vi.advanceTimersByTime(TELEMETRY_INTERVAL_MS);
    expect(fetched()[0]?.events).toEqual([
      { remote: 'catalog', release: '0.2.0-1a2b3c4d5e6f', outcome: 'loaded' },
      { remote: 'catalog', release: '0.2.0-1a2b3c4d5e6f', outcome: 'failed', reason: 'error', count: 2 },
    ]);
  });

  it('reads the script address of Chrome and Firefox stacks', () => {
    expect(scriptUrlOfStack('TypeError: x\n    at f (https://cdn.test/catalog/a.js:1:2)')).toBe('https://cdn.test/catalog/a.js');
    expect(scriptUrlOfStack('TypeError: x\n    at https://cdn.test/catalog/a.js:1:2')).toBe('https://cdn.test/catalog/a.js');
    expect(scriptUrlOfStack('f@https://cdn.test/catalog/a.js:1:2\n')).toBe('https://cdn.test/catalog/a.js');
    expect(scriptUrlOfStack(undefined)).toBeUndefined();
  });

  it('never throws into the app, even when it cannot tell the release', () => {
    const { target } = setup();
    const telemetry = new ReleaseTelemetry({
      releases: { url: REGISTRY, environment: 'production' },
      releaseOf: () => {
        throw new Error('broken');
      },
      target,
      sendBeacon: () => {
        throw new Error('broken');
      },
      fetch: (() => {
        throw new Error('broken');
      }) as unknown as typeof fetch,
    });
    expect(() => telemetry.record(loaded())).not.toThrow();
    expect(() => telemetry.flush('beacon')).not.toThrow();
    telemetry.stop();
  });
});

describe('releases in config.json', () => {
  const config = (releases?: ShellConfig['releases']): ShellConfig => ({
    apiUrl: 'http://api.test/api',
    authUrl: 'http://api.test',
    authPublicKey: 'pk',
    remoteTimeoutMs: 1000,
    previewOrigins: [],
    debug: false,
    remoteIntegrity: 'required',
    remotes: {
      catalog: { manifestUrl: 'https://catalog.example.test/mf-manifest.json', version: '0.1.0' },
      inventory: { manifestUrl: 'https://inventory.example.test/mf-manifest.json', version: '0.1.0' },
      orders: { manifestUrl: ORDERS, version: '1.0.0' },
      settings: { manifestUrl: 'https://settings.example.test/mf-manifest.json', version: '0.1.0' },
    },
    ...(releases ? { releases } : {}),
  });

  it('without them, nothing is asked, heard or sent', () => {
    const fetchMock = vi.fn();
    const sendBeacon = vi.fn(() => true);
    const target = new EventTarget();
    expect(startReleases(config(), { fetch: fetchMock, target, sendBeacon })).toBeNull();
    reportRemoteFailure('orders', ORDERS, 'crashed');
    target.dispatchEvent(new ErrorEvent('error', { filename: 'https://orders.example.test/assets/a.js' }));
    target.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(10 * TELEMETRY_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("with them, an area's crash after its remote loaded is reported as the release's", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith(`${REGISTRY}/config`) ? new Response(JSON.stringify({ environment: 'staging', remotes: {} })) : new Response('{}', { status: 202 }),
    );
    const started = startReleases(config({ url: REGISTRY, environment: 'staging' }), { fetch: fetchMock as unknown as typeof fetch, target: new EventTarget() });
    await started?.registry.pending();
    reportRemoteFailure('orders', ORDERS, 'crashed');
    await started?.telemetry;
    await vi.advanceTimersByTimeAsync(TELEMETRY_INTERVAL_MS);
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(`${REGISTRY}/telemetry`);
    expect(JSON.parse(String(init.body))).toEqual({ environment: 'staging', events: [{ remote: 'orders', release: '1.0.0', outcome: 'failed', reason: 'crashed' }] });
  });
});
