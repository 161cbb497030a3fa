import type { ShellRemote, ShellRemotesConfig } from '@bullion/contract';
import { localUrl, type RemoteName, type RemoteParcelModule } from '@bullion/shared';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleasesConfig, ShellConfig } from '../config/shell-config';
import { overlayRegistryRemotes, REGISTRY_WAIT_MS, RegistryUnavailableError, ReleaseRegistry } from './release-registry';
import { fetchRegistryRemotes } from './release-registry-fetch';
import { startReleases, stopReleases } from './releases';
import { RemoteLoader, type FederationRuntime, type RemoteLoadReport } from './remote-loader';

const REGISTRY = 'http://api.test/api/releases';
const RELEASES: ReleasesConfig = { url: REGISTRY, environment: 'production' };
const manifestOf = (remote: RemoteName) => `${localUrl(remote)}/mf-manifest.json`;
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const MANIFEST = JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, bullion: { remote: 'catalog', version: '0.2.0', contractRange: '^1.0.0' } } });
const ENTRY = 'export function init() {}\n';
const CANARY_MANIFEST = `${REGISTRY}/files/catalog/0.2.0-1a2b3c4d5e6f/mf-manifest.json`;

function makeConfig(): ShellConfig {
  return {
    apiUrl: 'http://api.test/api',
    authUrl: 'http://api.test',
    authPublicKey: 'pk_test',
    remoteTimeoutMs: 10_000,
    previewOrigins: [],
    debug: false,
    remoteIntegrity: 'optional',
    releases: RELEASES,
    remotes: {
      catalog: { manifestUrl: manifestOf('catalog'), version: '0.1.0' },
      inventory: { manifestUrl: manifestOf('inventory'), version: '1.0.0' },
      orders: { manifestUrl: manifestOf('orders'), version: '1.0.0' },
      settings: { manifestUrl: manifestOf('settings'), version: '1.0.0' },
    },
  };
}

const CANARY_CATALOG: ShellRemote = {
  manifestUrl: CANARY_MANIFEST,
  version: '0.2.0',
  release: '0.2.0-1a2b3c4d5e6f',
  canary: true,
  integrity: { manifest: sri(MANIFEST), entry: sri(ENTRY) },
};
/** The registry puts this subject in the catalog's canary and names no other remote. */
const CANARY_ANSWER: ShellRemotesConfig = { environment: 'production', remotes: { catalog: CANARY_CATALOG } };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers the registry with `registry()` and serves the catalog's release files. */
function network(registry: (init?: RequestInit) => Promise<Response>) {
  return vi.fn(async (input: string, init?: RequestInit) => {
    if (input.startsWith(`${REGISTRY}/config`)) return registry(init);
    if (input.endsWith('/remoteEntry.js')) return new Response(ENTRY);
    return new Response(MANIFEST);
  });
}

/** What startReleases does, with the network given. */
function startReleaseRegistry(config: ShellConfig, releases: ReleasesConfig, { fetch }: { fetch: typeof globalThis.fetch }) {
  return new ReleaseRegistry(config, releases, fetchRegistryRemotes(releases, { fetch }));
}

function loaderFor(registry: ReleaseRegistry, fetchMock: ReturnType<typeof network>, reports: RemoteLoadReport[] = []) {
  const parcel: RemoteParcelModule = {
    contract: { remote: 'catalog', contractRange: '^1.0.0', version: '0.2.0' },
    parcel: { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined },
  };
  const runtime: FederationRuntime = { registerRemotes: vi.fn(), loadRemote: async <T,>() => parcel as T };
  return new RemoteLoader({
    config: registry.config,
    overrides: {},
    subscribe: registry.subscribe,
    runtime,
    fetch: fetchMock as unknown as typeof fetch,
    preloadModule: async () => undefined,
    hintModule: () => undefined,
    remotesPending: registry.pending,
    report: (report) => reports.push(report),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await stopReleases();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('overlayRegistryRemotes', () => {
  it("takes the address, version and integrity of each remote the registry names, and keeps config.json's for the others", () => {
    const config = makeConfig();
    const { remotes, releases } = overlayRegistryRemotes(config.remotes, CANARY_ANSWER, REGISTRY);
    expect(remotes.catalog).toEqual({ manifestUrl: CANARY_MANIFEST, version: '0.2.0', integrity: CANARY_CATALOG.integrity });
    expect(remotes.orders).toEqual(config.remotes.orders);
    expect(releases.catalog).toMatchObject({ release: '0.2.0-1a2b3c4d5e6f', source: 'registry', canary: true });
    expect(releases.orders).toMatchObject({ release: '1.0.0', source: 'config.json', canary: false });
    // config.json's own object is left as it was.
    expect(config.remotes.catalog.manifestUrl).toBe(manifestOf('catalog'));
  });

  it("reads a manifest address given relative against the registry's address", () => {
    const answer = { ...CANARY_ANSWER, remotes: { catalog: { ...CANARY_CATALOG, manifestUrl: 'files/catalog/0.2.0-1a2b3c4d5e6f/mf-manifest.json' } } };
    expect(overlayRegistryRemotes(makeConfig().remotes, answer, REGISTRY).remotes.catalog.manifestUrl).toBe(CANARY_MANIFEST);
  });
});

describe('fetchRegistryRemotes', () => {
  it('asks for the environment and the subject, without credentials', async () => {
    const fetchMock = vi.fn(async () => json(CANARY_ANSWER));
    await expect(fetchRegistryRemotes(RELEASES, { subject: 'abc123', fetch: fetchMock as unknown as typeof fetch })).resolves.toEqual(CANARY_ANSWER);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${REGISTRY}/config?env=production&subject=abc123`);
    expect(init).toMatchObject({ credentials: 'omit' });
  });

  it('says why it refuses an answer: an HTTP error, an invalid answer, another environment', async () => {
    const refusal = (body: unknown, status = 200) =>
      fetchRegistryRemotes(RELEASES, { subject: 's', fetch: (async () => json(body, status)) as unknown as typeof fetch }).catch((error: unknown) => error);
    expect(await refusal({}, 503)).toEqual(new RegistryUnavailableError('it answered HTTP 503'));
    const invalid = await refusal({ environment: 'production', remotes: { catalog: { manifestUrl: CANARY_MANIFEST } } });
    expect(invalid).toBeInstanceOf(RegistryUnavailableError);
    expect((invalid as Error).message).toMatch(/^its answer is not a release configuration: .*remotes\.catalog/s);
    expect(await refusal({ ...CANARY_ANSWER, environment: 'staging' })).toEqual(
      new RegistryUnavailableError('it answered for environment "staging" instead of "production"'),
    );
  });

  it('gives up on a registry that has not answered within 3 s', async () => {
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const answer = fetchRegistryRemotes(RELEASES, { subject: 's', fetch: hanging as unknown as typeof fetch }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REGISTRY_WAIT_MS - 1);
    expect(hanging.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual(new RegistryUnavailableError('it did not answer within 3 s'));
  });
});

describe('a shell with a release registry', () => {
  it("loads the registry's release of a remote it names, once the registry has answered, with the registry's pin", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = network(() => new Promise((resolve) => (answer = resolve)));
    const registry = startReleaseRegistry(makeConfig(), RELEASES, { fetch: fetchMock as unknown as typeof fetch });
    const reports: RemoteLoadReport[] = [];
    const loader = loaderFor(registry, fetchMock, reports);
    const changed = vi.fn();
    loader.subscribe(changed);

    // Asked for before the registry has answered: the load waits for it rather than loading config.json's catalog.
    const load = loader.load('catalog');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(json(CANARY_ANSWER));

    await expect(load).resolves.toMatchObject({ manifestUrl: CANARY_MANIFEST });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      expect.stringContaining(`${REGISTRY}/config?env=production&subject=`),
      CANARY_MANIFEST,
      CANARY_MANIFEST.replace('mf-manifest.json', 'remoteEntry.js'),
    ]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(loader.manifestUrl('orders')).toBe(manifestOf('orders'));
    expect(registry.releaseOf('catalog', CANARY_MANIFEST)).toBe('0.2.0-1a2b3c4d5e6f');
    expect(registry.releaseOf('orders', manifestOf('orders'))).toBe('1.0.0');
    expect(registry.releaseOf('catalog', 'https://previews.example.test/catalog/mf-manifest.json')).toBeUndefined();
    expect(reports).toEqual([{ remote: 'catalog', manifestUrl: CANARY_MANIFEST, outcome: 'loaded' }]);
    expect(registry.describe()).toMatchObject({ environment: 'production', registry: { status: 'answered' }, remotes: { catalog: { canary: true } } });
  });

  it("refuses a registry release whose manifest does not match the registry's pin", async () => {
    const tampered = { ...CANARY_ANSWER, remotes: { catalog: { ...CANARY_CATALOG, integrity: { manifest: sri('other'), entry: sri(ENTRY) } } } };
    const fetchMock = network(async () => json(tampered));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports: RemoteLoadReport[] = [];
    const loader = loaderFor(startReleaseRegistry(makeConfig(), RELEASES, { fetch: fetchMock as unknown as typeof fetch }), fetchMock, reports);
    await expect(loader.load('catalog')).rejects.toMatchObject({ reason: 'integrity' });
    expect(reports).toEqual([{ remote: 'catalog', manifestUrl: CANARY_MANIFEST, outcome: 'failed', reason: 'integrity' }]);
  });

  it.each([
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch')), /could not be reached \(TypeError: Failed to fetch\)/],
    ['invalid', () => Promise.resolve(json({ environment: 'production', remotes: { catalog: { release: 7 } } })), /its answer is not a release configuration/],
  ])("keeps config.json's remotes when the registry is %s, and says why in the console", async (_case, registryAnswer, why) => {
    const fetchMock = network(registryAnswer);
    const registry = startReleaseRegistry(makeConfig(), RELEASES, { fetch: fetchMock as unknown as typeof fetch });
    const loader = loaderFor(registry, fetchMock);

    await expect(loader.load('catalog')).resolves.toMatchObject({ manifestUrl: manifestOf('catalog') });
    expect(fetchMock.mock.calls[1]?.[0]).toBe(manifestOf('catalog'));
    expect(registry.status).toMatchObject({ status: 'unavailable', why: expect.stringMatching(why) });
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^\\[shell\\] the release registry at ${REGISTRY} was not used \\(.*\\): the remotes of config.json are loaded\\.$`, 's')),
    );
    expect(registry.releaseOf('catalog', manifestOf('catalog'))).toBe('0.1.0');
  });

  it("loads config.json's remote after 3 s when the registry is slow", async () => {
    vi.useFakeTimers();
    const fetchMock = network(
      (init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const registry = startReleaseRegistry(makeConfig(), RELEASES, { fetch: fetchMock as unknown as typeof fetch });
    const loaded = loaderFor(registry, fetchMock).load('catalog');
    await vi.advanceTimersByTimeAsync(REGISTRY_WAIT_MS - 100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registry.pending()).toBeDefined();
    await vi.advanceTimersByTimeAsync(100);
    await expect(loaded).resolves.toMatchObject({ manifestUrl: manifestOf('catalog') });
    expect(registry.pending()).toBeUndefined();
    expect(registry.status).toEqual({ status: 'unavailable', why: 'it did not answer within 3 s' });
  });
});

/** What the shell starts (releases.ts) for a config.json whose registry is waited for `waitMs`. */
function startWaiting(waitMs: number, fetchMock: ReturnType<typeof network>) {
  const started = startReleases({ ...makeConfig(), releases: { ...RELEASES, waitMs } }, { fetch: fetchMock as unknown as typeof fetch, target: new EventTarget() });
  if (!started) throw new Error('a config.json with releases starts them');
  return started.registry;
}

describe('the wait for the registry', () => {
  it('is bounded from the start, whatever holds the answer up (the code that asks, too)', async () => {
    vi.useFakeTimers();
    const registry = new ReleaseRegistry(makeConfig(), RELEASES, new Promise<ShellRemotesConfig>(() => undefined));
    await vi.advanceTimersByTimeAsync(REGISTRY_WAIT_MS - 1);
    expect(registry.status).toEqual({ status: 'waiting' });
    await vi.advanceTimersByTimeAsync(1);
    expect(registry.pending()).toBeUndefined();
    expect(registry.status).toEqual({ status: 'unavailable', why: 'it did not answer within 3 s' });
    expect(registry.config.remotes).toEqual(makeConfig().remotes);
  });

  it("is config.json's releases.waitMs when set: a registry that answers after 10 s of 15 is used", async () => {
    vi.useFakeTimers();
    const fetchMock = network(() => new Promise((resolve) => setTimeout(() => resolve(json(CANARY_ANSWER)), 10_000)));
    const registry = startWaiting(15_000, fetchMock);
    const loaded = loaderFor(registry, fetchMock).load('catalog');
    await vi.advanceTimersByTimeAsync(REGISTRY_WAIT_MS + 1);
    expect(registry.status).toEqual({ status: 'waiting' });
    await vi.advanceTimersByTimeAsync(10_000 - REGISTRY_WAIT_MS);
    await expect(loaded).resolves.toMatchObject({ manifestUrl: CANARY_MANIFEST });
    expect(registry.status).toEqual({ status: 'answered' });
  });

  it("gives up after config.json's releases.waitMs, aborting the request then too", async () => {
    vi.useFakeTimers();
    const fetchMock = network(
      (init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const registry = startWaiting(15_000, fetchMock);
    await vi.advanceTimersByTimeAsync(14_900);
    expect(registry.status).toEqual({ status: 'waiting' });
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(registry.status).toEqual({ status: 'unavailable', why: 'it did not answer within 15 s' });
    expect(registry.config.remotes).toEqual(makeConfig().remotes);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(signal?.aborted).toBe(true);
  });
});
