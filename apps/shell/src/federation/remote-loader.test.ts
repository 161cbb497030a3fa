import { localUrl, type RemoteName, type RemoteParcelModule } from '@bullion/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellConfig } from '../config/shell-config';
import type { PreviewOverrides } from './preview-overrides';
import { RemoteLoader, RemoteLoadError, type FederationRuntime } from './remote-loader';

const manifestOf = (remote: RemoteName) => `${localUrl(remote)}/mf-manifest.json`;
const CATALOG_MANIFEST = manifestOf('catalog');
const PREVIEWS = localUrl('preview');

function makeConfig(overrides: Partial<ShellConfig> = {}): ShellConfig {
  return {
    apiUrl: 'http://localhost:3000/api',
    authUrl: 'http://localhost:3000/auth',
    authPublicKey: 'pk_test',
    remoteTimeoutMs: 1000,
    previewOrigins: [],
    debug: false,
    remotes: {
      catalog: { manifestUrl: CATALOG_MANIFEST, version: '1.0.0' },
      inventory: { manifestUrl: manifestOf('inventory'), version: '1.0.0' },
      orders: { manifestUrl: manifestOf('orders'), version: '1.0.0' },
      settings: { manifestUrl: manifestOf('settings'), version: '1.0.0' },
    },
    ...overrides,
  };
}

function manifest(contractRange = '^1.0.0', remote: RemoteName = 'catalog') {
  return {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      bullion: { remote, version: '1.2.3', contractRange },
    },
  };
}

function parcelModule(contractRange = '^1.0.0', remote: RemoteName = 'catalog'): RemoteParcelModule {
  return {
    contract: { remote, contractRange, version: '1.2.3' },
    parcel: {
      bootstrap: async () => undefined,
      mount: async () => undefined,
      unmount: async () => undefined,
    },
  };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Setup {
  loader: RemoteLoader;
  fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  registerRemotes: ReturnType<typeof vi.fn<FederationRuntime['registerRemotes']>>;
  loadRemote: ReturnType<typeof vi.fn<(id: string) => Promise<unknown>>>;
}

function setup({
  fetchImpl = async () => jsonResponse(manifest()),
  loadImpl = async () => parcelModule(),
  config = makeConfig(),
  overrides = {},
}: {
  fetchImpl?: (input: string, init?: RequestInit) => Promise<Response>;
  loadImpl?: (id: string) => Promise<unknown>;
  config?: ShellConfig;
  overrides?: PreviewOverrides;
} = {}): Setup {
  const fetchMock = vi.fn(fetchImpl);
  const registerRemotes = vi.fn<FederationRuntime['registerRemotes']>();
  const loadRemote = vi.fn(loadImpl);
  const runtime: FederationRuntime = {
    registerRemotes,
    loadRemote: <T>(id: string) => loadRemote(id) as Promise<T | null>,
  };
  const loader = new RemoteLoader({ config, overrides, runtime, fetch: fetchMock as unknown as typeof fetch });
  return { loader, fetchMock, registerRemotes, loadRemote };
}

async function loadError(promise: Promise<unknown>): Promise<RemoteLoadError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RemoteLoadError);
    return error as RemoteLoadError;
  }
  throw new Error('expected the load to fail');
}

function registeredEntry(registerRemotes: Setup['registerRemotes'], call = 0): string | undefined {
  return registerRemotes.mock.calls[call]?.[0][0]?.entry;
}

describe('RemoteLoader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the manifest, registers the entry next to it and loads the parcel module', async () => {
    const { loader, fetchMock, registerRemotes, loadRemote } = setup();

    const loaded = await loader.load('catalog');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(CATALOG_MANIFEST);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: `${localUrl('catalog')}/remoteEntry.js`, type: 'module' }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledWith('catalog/parcel');
    expect(loaded.manifestUrl).toBe(CATALOG_MANIFEST);
    expect(loaded.version).toBe('1.2.3');
    expect(loaded.module.contract.remote).toBe('catalog');
    expect(typeof loaded.module.parcel.mount).toBe('function');
  });

  it('resolves the entry relative to a manifest that lives in a sub-folder', async () => {
    const config = makeConfig();
    config.remotes.orders.manifestUrl = 'https://cdn.example.com/orders/v7/mf-manifest.json';
    const { loader, registerRemotes } = setup({ config, loadImpl: async () => parcelModule('^1.0.0', 'orders') });

    await loader.load('orders');

    expect(registeredEntry(registerRemotes)).toBe('https://cdn.example.com/orders/v7/remoteEntry.js');
  });

  it('reads the manifest bypassing the HTTP cache', async () => {
    const { loader, fetchMock } = setup();
    await loader.load('catalog');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });
  });

  it("refuses a manifest declaring ^2.0.0 with reason 'contract' without running the remote's code", async () => {
    const { loader, registerRemotes, loadRemote } = setup({ fetchImpl: async () => jsonResponse(manifest('^2.0.0')) });

    const error = await loadError(loader.load('catalog'));

    expect(error.reason).toBe('contract');
    expect(error.message).toContain('^2.0.0');
    expect(error.message).toContain('1.2.3');
    expect(loadRemote).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it("refuses a module whose exported contract range is incompatible, with reason 'contract'", async () => {
    const { loader, loadRemote } = setup({ loadImpl: async () => parcelModule('^2.0.0') });

    const error = await loadError(loader.load('catalog'));

    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(error.reason).toBe('contract');
    expect(error.message).toContain('^2.0.0');
  });

  it("refuses a module that does not expose a parcel, with reason 'invalid'", async () => {
    const { loader } = setup({ loadImpl: async () => ({ default: () => null }) });
    expect((await loadError(loader.load('catalog'))).reason).toBe('invalid');
  });

  it("refuses a manifest that is not a federation manifest, with reason 'invalid'", async () => {
    const { loader, loadRemote } = setup({ fetchImpl: async () => jsonResponse({ hello: 'world' }) });
    expect((await loadError(loader.load('catalog'))).reason).toBe('invalid');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("reports 'unreachable' when the manifest cannot be fetched", async () => {
    const { loader } = setup({
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect((await loadError(loader.load('catalog'))).reason).toBe('unreachable');
  });

  it("reports 'unreachable' when the manifest answers HTTP 503", async () => {
    const { loader, loadRemote } = setup({ fetchImpl: async () => new Response('down', { status: 503 }) });

    const error = await loadError(loader.load('catalog'));

    expect(error.reason).toBe('unreachable');
    expect(error.message).toContain('503');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("reports 'unreachable' when the remote entry fails to load", async () => {
    const { loader } = setup({
      loadImpl: async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    });
    expect((await loadError(loader.load('catalog'))).reason).toBe('unreachable');
  });

  it("rejects with 'timeout' when loading the module never settles", async () => {
    const { loader } = setup({
      config: makeConfig({ remoteTimeoutMs: 50 }),
      loadImpl: () => new Promise(() => undefined),
    });
    expect((await loadError(loader.load('catalog'))).reason).toBe('timeout');
  });

  it("rejects with 'timeout' when the manifest request hangs", async () => {
    vi.useFakeTimers();
    const { loader } = setup({
      config: makeConfig({ remoteTimeoutMs: 15_000 }),
      fetchImpl: () => new Promise<Response>(() => undefined),
    });
    const result = loadError(loader.load('catalog'));
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await result;
    expect(error.reason).toBe('timeout');
    expect(error.message).toContain('15 s');
  });

  it('caches a successful load: a second load neither refetches nor reloads', async () => {
    const { loader, fetchMock, loadRemote } = setup();

    const first = await loader.load('catalog');
    const second = await loader.load('catalog');

    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shares one load between callers that ask at the same time', async () => {
    const { loader, fetchMock } = setup();
    const [first, second] = await Promise.all([loader.load('catalog'), loader.load('catalog')]);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so the next load tries again', async () => {
    let calls = 0;
    const { loader, fetchMock } = setup({
      fetchImpl: async () => (++calls === 1 ? new Response('down', { status: 503 }) : jsonResponse(manifest())),
    });

    await loadError(loader.load('catalog'));
    const loaded = await loader.load('catalog');

    expect(loaded.version).toBe('1.2.3');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('after reset, the next load refetches with a new attempt parameter on the manifest and the entry', async () => {
    const { loader, fetchMock, registerRemotes } = setup();

    await loader.load('catalog');
    expect(new URL(fetchMock.mock.calls[0]?.[0] ?? '').searchParams.has('attempt')).toBe(false);
    expect(registeredEntry(registerRemotes, 0)).toBe(`${localUrl('catalog')}/remoteEntry.js`);

    loader.reset('catalog');
    await loader.load('catalog');

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const secondManifest = new URL(fetchMock.mock.calls[1]?.[0] ?? '');
    expect(secondManifest.origin + secondManifest.pathname).toBe(CATALOG_MANIFEST);
    expect(secondManifest.searchParams.get('attempt')).toBe('1');
    const secondEntry = new URL(registeredEntry(registerRemotes, 1) ?? '');
    expect(secondEntry.origin + secondEntry.pathname).toBe(`${localUrl('catalog')}/remoteEntry.js`);
    expect(secondEntry.searchParams.get('attempt')).toBe('1');

    loader.reset('catalog');
    await loader.load('catalog');
    expect(new URL(fetchMock.mock.calls[2]?.[0] ?? '').searchParams.get('attempt')).toBe('2');
    expect(new URL(registeredEntry(registerRemotes, 2) ?? '').searchParams.get('attempt')).toBe('2');
  });

  it('resetting one remote does not bust the cache of another', async () => {
    const { loader, fetchMock } = setup({
      fetchImpl: async (url) => jsonResponse(manifest('^1.0.0', url.startsWith(localUrl('inventory')) ? 'inventory' : 'catalog')),
      loadImpl: async (id) => parcelModule('^1.0.0', id.startsWith('inventory') ? 'inventory' : 'catalog'),
    });

    await loader.load('catalog');
    await loader.load('inventory');
    loader.reset('catalog');
    await loader.load('inventory');

    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('loads a previewed remote from the override instead of the configured manifest', async () => {
    const preview = `${PREVIEWS}/x/mf-manifest.json`;
    const { loader, fetchMock, registerRemotes } = setup({ overrides: { catalog: preview } });

    expect(loader.manifestUrl('catalog')).toBe(preview);
    expect(loader.isOverridden('catalog')).toBe(true);
    expect(loader.isOverridden('orders')).toBe(false);

    const loaded = await loader.load('catalog');

    expect(fetchMock.mock.calls[0]?.[0]).toBe(preview);
    expect(registeredEntry(registerRemotes)).toBe(`${PREVIEWS}/x/remoteEntry.js`);
    expect(loaded.manifestUrl).toBe(preview);
  });

  it('preload starts the load so a later visit reuses it, and swallows failures', async () => {
    const { loader, fetchMock } = setup();
    loader.preload('catalog');
    await loader.load('catalog');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const failing = setup({ fetchImpl: async () => new Response('down', { status: 503 }) });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      failing.loader.preload('catalog');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
