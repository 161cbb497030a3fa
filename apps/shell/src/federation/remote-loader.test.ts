import { localUrl, type RemoteName, type RemoteParcelModule } from '@bullion/shared';
import { createHash } from 'node:crypto';
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
    remoteIntegrity: 'optional',
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
  preloadModule: ReturnType<typeof vi.fn<(url: string, integrity: string) => Promise<void>>>;
  hintModule: ReturnType<typeof vi.fn<(url: string, integrity?: string) => void>>;
  addImportMap: ReturnType<typeof vi.fn<(integrity: Record<string, string>) => void>>;
}

function setup({
  fetchImpl = async () => jsonResponse(manifest()),
  loadImpl = async () => parcelModule(),
  preloadImpl = async () => undefined,
  config = makeConfig(),
  overrides = {},
  subscribe,
  importMapIntegrity = true,
}: {
  fetchImpl?: (input: string, init?: RequestInit) => Promise<Response>;
  loadImpl?: (id: string) => Promise<unknown>;
  preloadImpl?: (url: string, integrity: string) => Promise<void>;
  config?: ShellConfig;
  overrides?: PreviewOverrides | (() => PreviewOverrides);
  subscribe?: (listener: () => void) => () => void;
  /** Whether the browser checks an import map's integrity. */
  importMapIntegrity?: boolean;
} = {}): Setup {
  const fetchMock = vi.fn(fetchImpl);
  const registerRemotes = vi.fn<FederationRuntime['registerRemotes']>();
  const loadRemote = vi.fn(loadImpl);
  const preloadModule = vi.fn(preloadImpl);
  const hintModule = vi.fn<(url: string, integrity?: string) => void>();
  const addImportMap = vi.fn<(integrity: Record<string, string>) => void>();
  const runtime: FederationRuntime = {
    registerRemotes,
    loadRemote: <T>(id: string) => loadRemote(id) as Promise<T | null>,
  };
  const loader = new RemoteLoader({
    config,
    overrides,
    subscribe,
    runtime,
    fetch: fetchMock as unknown as typeof fetch,
    preloadModule,
    hintModule,
    addImportMap,
    importMapIntegrity: async () => importMapIntegrity,
  });
  return { loader, fetchMock, registerRemotes, loadRemote, preloadModule, hintModule, addImportMap };
}

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A released catalog: its manifest and entry as served, and the config that pins them. */
function releasedCatalog(served: { manifest?: string; entry?: string } = {}) {
  const manifestText = JSON.stringify(manifest());
  const entryText = 'export function init() {}\nexport function get() {}\n';
  const config = makeConfig({ remoteIntegrity: 'required' });
  config.remotes.catalog.integrity = { manifest: sri(manifestText), entry: sri(entryText) };
  const fetchImpl = async (url: string) =>
    new URL(url).pathname.endsWith('/remoteEntry.js')
      ? new Response(served.entry ?? entryText, { headers: { 'content-type': 'text/javascript' } })
      : new Response(served.manifest ?? manifestText, { headers: { 'content-type': 'application/json' } });
  return { config, fetchImpl };
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

  it('follows the overrides in effect at each load: a preview applied later is loaded, and dropped again', async () => {
    const preview = `${PREVIEWS}/x/mf-manifest.json`;
    let current: PreviewOverrides = {};
    const listeners = new Set<() => void>();
    const { loader, fetchMock } = setup({
      overrides: () => current,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    const changed = vi.fn();
    const unsubscribe = loader.subscribe(changed);

    expect((await loader.load('catalog')).manifestUrl).toBe(CATALOG_MANIFEST);
    current = { catalog: preview };
    listeners.forEach((listener) => listener());
    expect(changed).toHaveBeenCalledTimes(1);
    expect(loader.manifestUrl('catalog')).toBe(preview);
    expect((await loader.load('catalog')).manifestUrl).toBe(preview);
    current = {};
    expect((await loader.load('catalog')).manifestUrl).toBe(CATALOG_MANIFEST);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CATALOG_MANIFEST, preview, CATALOG_MANIFEST]);

    unsubscribe();
    listeners.forEach((listener) => listener());
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load so a later visit reuses it, and swallows failures', async () => {
    const { loader, fetchMock } = setup();
    void loader.preload('catalog');
    await loader.load('catalog');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const failing = setup({ fetchImpl: async () => new Response('down', { status: 503 }) });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      void failing.loader.preload('catalog', '/catalog');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(failing.loader.preload('catalog', '/catalog')).resolves.toBeUndefined();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it("preload(remote, path) loads the remote, then has it load the path's page (contract 1.4)", async () => {
    const pagePreload = vi.fn(async (path: string) => {
      void path;
    });
    const { loader, loadRemote } = setup({ loadImpl: async () => ({ ...parcelModule('^1.4.0'), preload: pagePreload }) });
    await loader.preload('catalog', '/products/import');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(pagePreload.mock.calls).toEqual([['/products/import']]);
    // Hovering another link of the area: the remote is loaded once, each page preloaded.
    await loader.preload('catalog', '/catalog');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(pagePreload.mock.calls).toEqual([['/products/import'], ['/catalog']]);
    // Without a path (the remote's code only), no page is preloaded.
    await loader.preload('catalog');
    expect(pagePreload).toHaveBeenCalledTimes(2);
  });

  it('preload(remote, path) is fine with a remote built for 1.3, which has no page preload', async () => {
    const { loader } = setup({ loadImpl: async () => parcelModule('^1.3.0') });
    await expect(loader.preload('catalog', '/catalog')).resolves.toBeUndefined();
    expect((await loader.load('catalog')).module.preload).toBeUndefined();
  });

  it("swallows a page preload that rejects: the remote stays loaded and the visit goes on", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pagePreload = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/catalog-page-old.js');
    });
    const { loader, loadRemote } = setup({ loadImpl: async () => ({ ...parcelModule('^1.4.0'), preload: pagePreload }) });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await expect(loader.preload('catalog', '/catalog')).resolves.toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(pagePreload).toHaveBeenCalledWith('/catalog');
    expect(warn).toHaveBeenCalled();
    // The visit mounts the loaded remote (its own page load tries again).
    expect((await loader.load('catalog')).module.contract.contractRange).toBe('^1.4.0');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("has the browser fetch the parcel's own chunks, named in the manifest, before the entry runs", async () => {
    const exposes = [
      { name: 'parcel', assets: { js: { sync: ['assets/runtime-1.js', 'assets/parcel-2.js'], async: ['assets/page-3.js'] } } },
      { name: 'other', assets: { js: { sync: ['assets/other-4.js'], async: [] } } },
    ];
    const { loader, hintModule, loadRemote } = setup({ fetchImpl: async () => jsonResponse({ ...manifest(), exposes }) });
    await loader.load('catalog');
    const base = CATALOG_MANIFEST.replace(/mf-manifest\.json$/, '');
    // Only the parcel's chunks that run at once: not its pages, nor another exposed module.
    expect(hintModule.mock.calls).toEqual([
      [`${base}assets/runtime-1.js`, undefined],
      [`${base}assets/parcel-2.js`, undefined],
    ]);
    expect(hintModule.mock.invocationCallOrder[1]).toBeLessThan(loadRemote.mock.invocationCallOrder[0] ?? 0);
  });

  it('loads a remote whose manifest lists no chunks, or lists them in another shape, without hints', async () => {
    const bare = setup();
    await expect(bare.loader.load('catalog')).resolves.toBeDefined();
    expect(bare.hintModule).not.toHaveBeenCalled();
    const odd = setup({ fetchImpl: async () => jsonResponse({ ...manifest(), exposes: { parcel: 'assets/x.js' } }) });
    await expect(odd.loader.load('catalog')).resolves.toBeDefined();
    expect(odd.hintModule).not.toHaveBeenCalled();
  });

  it('fetches none of the chunks of a remote whose manifest declares a contract this shell does not provide', async () => {
    const exposes = [{ name: 'parcel', assets: { js: { sync: ['assets/parcel-2.js'], async: [] } } }];
    const { loader, hintModule } = setup({ fetchImpl: async () => jsonResponse({ ...manifest('^2.0.0'), exposes }) });
    await expect(loader.load('catalog')).rejects.toMatchObject({ reason: 'contract' });
    expect(hintModule).not.toHaveBeenCalled();
  });

  it('preloadWidget(remote, widget) loads the remote once, then has it load that widget’s code (contract 1.5)', async () => {
    const widgetPreload = vi.fn(async () => undefined);
    const { loader, loadRemote } = setup({ loadImpl: async () => ({ ...parcelModule('^1.5.0', 'inventory'), preloadWidget: widgetPreload }) });
    await Promise.all([loader.preload('inventory', '/'), loader.preloadWidget('inventory', 'portfolio-summary')]);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(widgetPreload.mock.calls).toEqual([['portfolio-summary']]);
  });

  it("has the browser fetch a wanted widget's chunks, as the manifest names them, before the entry runs", async () => {
    const inventoryManifest = manifest('^1.5.0', 'inventory');
    const widgets = { 'portfolio-summary': ['assets/portfolio-1.js', 'assets/table-2.js'], 'shared-collection': ['assets/shared-3.js'] };
    const withWidgets = { ...inventoryManifest, metaData: { ...inventoryManifest.metaData, bullion: { ...inventoryManifest.metaData.bullion, widgets } } };
    const { loader, hintModule, loadRemote } = setup({
      fetchImpl: async () => jsonResponse(withWidgets),
      loadImpl: async () => ({ ...parcelModule('^1.5.0', 'inventory'), preloadWidget: async () => undefined }),
    });
    // As the shell's start does: the remote, then its widget, before anything has answered.
    await Promise.all([loader.preload('inventory', '/'), loader.preloadWidget('inventory', 'portfolio-summary')]);
    const base = manifestOf('inventory').replace(/mf-manifest\.json$/, '');
    // Only the widget asked for: not the shared collection's.
    expect(hintModule.mock.calls).toEqual([
      [`${base}assets/portfolio-1.js`, undefined],
      [`${base}assets/table-2.js`, undefined],
    ]);
    expect(hintModule.mock.invocationCallOrder[0]).toBeLessThan(loadRemote.mock.invocationCallOrder[0] ?? 0);
    // Asked for once the manifest has been read: fetched at once.
    await loader.preloadWidget('inventory', 'shared-collection');
    expect(hintModule).toHaveBeenLastCalledWith(`${base}assets/shared-3.js`, undefined);
  });

  it('preloadWidget is fine with a remote built for 1.4 (none), a widget preload that rejects and a remote that is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const older = setup({ loadImpl: async () => parcelModule('^1.4.0', 'inventory') });
    await expect(older.loader.preloadWidget('inventory', 'portfolio-summary')).resolves.toBeUndefined();

    const rejecting = setup({
      loadImpl: async () => ({
        ...parcelModule('^1.5.0', 'inventory'),
        preloadWidget: async () => {
          throw new TypeError('Failed to fetch dynamically imported module: /assets/portfolio-summary-widget-old.js');
        },
      }),
    });
    await expect(rejecting.loader.preloadWidget('inventory', 'portfolio-summary')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    // The widget still mounts from the loaded remote (its own chunk load tries again).
    expect((await rejecting.loader.load('inventory')).module.contract.contractRange).toBe('^1.5.0');

    const down = setup({ fetchImpl: async () => new Response('no', { status: 503 }) });
    await expect(down.loader.preloadWidget('inventory', 'portfolio-summary')).resolves.toBeUndefined();
  });

  it("refuses a parcel module whose preloadWidget is not a function", async () => {
    const { loader } = setup({ loadImpl: async () => ({ ...parcelModule('^1.5.0'), preloadWidget: true }) });
    await expect(loader.load('catalog')).rejects.toMatchObject({ reason: 'invalid' });
  });

  it("refuses a parcel module whose preload is not a function", async () => {
    const { loader } = setup({ loadImpl: async () => ({ ...parcelModule('^1.4.0'), preload: 'soon' }) });
    await expect(loader.load('catalog')).rejects.toMatchObject({ reason: 'invalid' });
  });
});

describe('RemoteLoader integrity (config.json pins what was released)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('checks the manifest and the entry against their hashes, has the browser load the entry with that hash, then imports it', async () => {
    const { config, fetchImpl } = releasedCatalog();
    const { loader, fetchMock, preloadModule, loadRemote } = setup({ config, fetchImpl });

    const loaded = await loader.load('catalog');

    expect(loaded.version).toBe('1.2.3');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CATALOG_MANIFEST, `${localUrl('catalog')}/remoteEntry.js`]);
    expect(preloadModule).toHaveBeenCalledWith(`${localUrl('catalog')}/remoteEntry.js`, config.remotes.catalog.integrity?.entry);
    expect(preloadModule.mock.invocationCallOrder[0]).toBeLessThan(loadRemote.mock.invocationCallOrder[0] ?? 0);
  });

  it("refuses a tampered remoteEntry.js with reason 'integrity', runs none of it, and names the remote in the console", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { config, fetchImpl } = releasedCatalog({ entry: 'export function init() { steal(); }\n' });
    const { loader, registerRemotes, loadRemote, preloadModule } = setup({ config, fetchImpl });

    const error = await loadError(loader.load('catalog'));

    expect(error.reason).toBe('integrity');
    expect(error.message).toBe(
      "The catalog area's code does not match the release deployed for it (remoteEntry.js failed its integrity check), so none of it was run. Ask whoever deploys it to publish and point it again.",
    );
    expect(preloadModule).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/refused the catalog remote: its remoteEntry\.js at .*remoteEntry\.js does not match the integrity in config\.json \(expected sha384-.+, got sha384-.+\)/);
  });

  it("refuses a tampered mf-manifest.json (e.g. naming another entry) before fetching any entry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tampered = JSON.stringify({ metaData: { remoteEntry: { name: 'evil.js', path: 'https://evil.example/' } } });
    const { config, fetchImpl } = releasedCatalog({ manifest: tampered });
    const { loader, fetchMock, loadRemote } = setup({ config, fetchImpl });

    const error = await loadError(loader.load('catalog'));

    expect(error.reason).toBe('integrity');
    expect(error.message).toContain('mf-manifest.json failed its integrity check');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("refuses the remote when the browser's own integrity check of the entry fails (the server changed it meanwhile)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { config, fetchImpl } = releasedCatalog();
    const { loader, loadRemote } = setup({
      config,
      fetchImpl,
      preloadImpl: async () => {
        throw new Error('integrity mismatch');
      },
    });

    expect((await loadError(loader.load('catalog'))).reason).toBe('integrity');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('checks the entry again at its new address after a reset (same bytes, same hash)', async () => {
    const { config, fetchImpl } = releasedCatalog();
    const { loader, preloadModule } = setup({ config, fetchImpl });

    await loader.load('catalog');
    loader.reset('catalog');
    await loader.load('catalog');

    expect(preloadModule.mock.calls[1]?.[0]).toBe(`${localUrl('catalog')}/remoteEntry.js?attempt=1`);
    expect(preloadModule.mock.calls[1]?.[1]).toBe(config.remotes.catalog.integrity?.entry);
  });

  it("with remoteIntegrity required, refuses a remote that config.json does not pin, without fetching anything", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader, fetchMock, loadRemote } = setup({ config: makeConfig({ remoteIntegrity: 'required' }) });

    const error = await loadError(loader.load('catalog'));

    expect(error.reason).toBe('integrity');
    expect(error.message).toContain('config.json records no integrity for it');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('with remoteIntegrity optional (npm run dev), loads an unpinned remote unchecked', async () => {
    const { loader, preloadModule, fetchMock } = setup({ config: makeConfig({ remoteIntegrity: 'optional' }) });
    await loader.load('catalog');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloadModule).not.toHaveBeenCalled();
  });

  it("loads a preview in effect without the released remote's pin (it is another build)", async () => {
    const preview = `${PREVIEWS}/x/mf-manifest.json`;
    const { config } = releasedCatalog();
    const { loader, fetchMock, preloadModule } = setup({ config, overrides: { catalog: preview } });

    expect((await loader.load('catalog')).manifestUrl).toBe(preview);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([preview]);
    expect(preloadModule).not.toHaveBeenCalled();
  });
});

/** A released catalog at a CDN whose build lists its chunks' hashes, and what the server serves now. */
function releasedCatalogWithChunks(served: Partial<Record<string, string | 'down'>> = {}) {
  const base = 'https://cdn.example.com/catalog/0.2.0-abc/';
  const chunks: Record<string, string> = {
    'assets/parcel-1.js': 'export const parcel = {};\n',
    'assets/catalog-page-2.js': 'export const CatalogPage = () => null;\n',
    'assets/theme-3.css': '.catalog { color: gold; }\n',
  };
  const integrity = Object.fromEntries(Object.entries(chunks).map(([path, text]) => [path, sri(text)]));
  const released = manifest();
  const manifestText = JSON.stringify({
    ...released,
    metaData: { ...released.metaData, bullion: { ...released.metaData.bullion, integrity } },
    exposes: [{ name: 'parcel', assets: { js: { sync: ['assets/parcel-1.js'], async: ['assets/catalog-page-2.js'] } } }],
  });
  const entryText = 'export function init() {}\nexport function get() {}\n';
  const config = makeConfig({ remoteIntegrity: 'required' });
  config.remotes.catalog = { manifestUrl: `${base}mf-manifest.json`, version: '0.2.0', integrity: { manifest: sri(manifestText), entry: sri(entryText) } };
  const fetchImpl = async (url: string) => {
    const path = new URL(url).pathname.slice(new URL(base).pathname.length);
    if (path === 'mf-manifest.json') return new Response(manifestText);
    if (path === 'remoteEntry.js') return new Response(entryText);
    const body = served[path] ?? chunks[path];
    if (body === 'down') throw new TypeError('Failed to fetch');
    return body === undefined ? new Response('missing', { status: 404 }) : new Response(body);
  };
  const absolute = (path: string) => `${base}${path}`;
  return { config, fetchImpl, integrity, absolute, base };
}

const refusedImport = (url: string) => async () => {
  throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
};

describe('RemoteLoader chunk integrity (the pinned manifest lists every chunk’s hash)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives the browser exactly the manifest’s chunks, by absolute URL, in an import map before the entry is imported', async () => {
    const { config, fetchImpl, integrity, absolute } = releasedCatalogWithChunks();
    const { loader, addImportMap, loadRemote, preloadModule, hintModule } = setup({ config, fetchImpl });

    await loader.load('catalog');

    expect(addImportMap).toHaveBeenCalledTimes(1);
    expect(addImportMap.mock.calls[0]?.[0]).toEqual({
      [absolute('assets/parcel-1.js')]: integrity['assets/parcel-1.js'],
      [absolute('assets/catalog-page-2.js')]: integrity['assets/catalog-page-2.js'],
      [absolute('assets/theme-3.css')]: integrity['assets/theme-3.css'],
    });
    expect(addImportMap.mock.invocationCallOrder[0]).toBeLessThan(loadRemote.mock.invocationCallOrder[0] ?? 0);
    // The entry's own preload comes after the map too, and the parcel's hint carries its hash.
    expect(addImportMap.mock.invocationCallOrder[0]).toBeLessThan(preloadModule.mock.invocationCallOrder[0] ?? 0);
    expect(preloadModule.mock.calls.map(([url]) => url)).toEqual([absolute('remoteEntry.js')]);
    expect(hintModule.mock.calls).toEqual([[absolute('assets/parcel-1.js'), integrity['assets/parcel-1.js']]]);
  });

  it('gives the same map again on a retry (the page adds only addresses it has not pinned yet)', async () => {
    const { config, fetchImpl } = releasedCatalogWithChunks();
    const { loader, addImportMap } = setup({ config, fetchImpl });

    await loader.load('catalog');
    loader.reset('catalog');
    await loader.load('catalog');

    expect(addImportMap).toHaveBeenCalledTimes(2);
    expect(addImportMap.mock.calls[1]?.[0]).toEqual(addImportMap.mock.calls[0]?.[0]);
  });

  it('loads a pinned build whose manifest lists no chunk hashes (built before them) as before', async () => {
    const { config, fetchImpl } = releasedCatalog();
    const { loader, addImportMap, preloadModule, fetchMock } = setup({ config, fetchImpl, importMapIntegrity: false });

    await expect(loader.load('catalog')).resolves.toMatchObject({ version: '1.2.3' });

    expect(addImportMap).not.toHaveBeenCalled();
    expect(preloadModule).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("refuses with 'integrity' when the import fails and a chunk no longer matches its hash, naming the chunk in the console", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { config, fetchImpl, absolute } = releasedCatalogWithChunks({ 'assets/parcel-1.js': 'export const parcel = steal();\n' });
    const { loader, fetchMock } = setup({ config, fetchImpl, loadImpl: refusedImport(absolute('assets/parcel-1.js')) });

    const error = await loadError(loader.load('catalog'));

    expect(error.reason).toBe('integrity');
    expect(error.message).toBe(
      "The catalog area's code does not match the release deployed for it (assets/parcel-1.js failed its integrity check), so the browser did not run it. Ask whoever deploys it to publish and point it again.",
    );
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /refused the catalog remote: its assets\/parcel-1\.js at https:\/\/cdn\.example\.com\/catalog\/0\.2\.0-abc\/assets\/parcel-1\.js does not match the integrity its pinned mf-manifest\.json records \(expected sha384-.+, got sha384-.+\)/,
    );
    // The chunk the error names was checked first: found changed, the rest of the remote is not fetched
    // (the area's time-out runs meanwhile).
    const fetched = fetchMock.mock.calls.map(([url]) => url);
    expect(fetched).toContain(absolute('assets/parcel-1.js'));
    expect(fetched).not.toContain(absolute('assets/theme-3.css'));
  });

  it("refuses with 'integrity' when the federation runtime answers no parcel because the browser refused a changed chunk", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { config, fetchImpl } = releasedCatalogWithChunks({ 'assets/parcel-1.js': 'export const parcel = steal();\n' });
    // What @module-federation's runtime answers when the exposed module's import failed: no module.
    const { loader } = setup({ config, fetchImpl, loadImpl: async () => undefined });

    const error = await loadError(loader.load('catalog'));

    expect(error.reason).toBe('integrity');
    expect(error.message).toContain('assets/parcel-1.js failed its integrity check');
  });

  it("refuses with 'integrity' for a changed stylesheet, which no browser checks through the import map", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { config, fetchImpl, absolute } = releasedCatalogWithChunks({ 'assets/theme-3.css': 'body { display: none; }\n' });
    const { loader } = setup({ config, fetchImpl, loadImpl: refusedImport(absolute('assets/parcel-1.js')) });

    expect((await loadError(loader.load('catalog'))).message).toContain('assets/theme-3.css failed its integrity check');
  });

  it("stays 'unreachable' when the import fails because a chunk cannot be fetched, not because it changed", async () => {
    const { config, fetchImpl, absolute } = releasedCatalogWithChunks({ 'assets/parcel-1.js': 'down' });
    const { loader } = setup({ config, fetchImpl, loadImpl: refusedImport(absolute('assets/parcel-1.js')) });

    const error = await loadError(loader.load('catalog'));

    expect(error.reason).toBe('unreachable');
    expect(error.message).toBe("The catalog area's code could not be loaded.");
  });

  it('without import-map integrity, preloads every script chunk with its hash before the entry, and imports only then', async () => {
    const { config, fetchImpl, integrity, absolute } = releasedCatalogWithChunks();
    const { loader, addImportMap, preloadModule, loadRemote } = setup({ config, fetchImpl, importMapIntegrity: false });

    await loader.load('catalog');

    expect(addImportMap).not.toHaveBeenCalled();
    // Stylesheets are not modules: not preloaded (a failure re-checks them).
    expect(preloadModule.mock.calls).toEqual([
      [absolute('assets/parcel-1.js'), integrity['assets/parcel-1.js']],
      [absolute('assets/catalog-page-2.js'), integrity['assets/catalog-page-2.js']],
      [absolute('remoteEntry.js'), config.remotes.catalog.integrity?.entry],
    ]);
    expect(Math.max(...preloadModule.mock.invocationCallOrder)).toBeLessThan(loadRemote.mock.invocationCallOrder[0] ?? 0);
  });

  it("without import-map integrity, refuses with 'integrity' when the browser refuses a chunk's preload, before importing anything", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { config, fetchImpl, absolute } = releasedCatalogWithChunks({ 'assets/catalog-page-2.js': 'export const CatalogPage = steal;\n' });
    const { loader, loadRemote, registerRemotes } = setup({
      config,
      fetchImpl,
      importMapIntegrity: false,
      preloadImpl: async (url) => {
        if (url === absolute('assets/catalog-page-2.js')) throw new Error('integrity mismatch');
      },
    });

    const error = await loadError(loader.load('catalog'));

    expect(error.reason).toBe('integrity');
    expect(error.message).toContain('assets/catalog-page-2.js failed its integrity check');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('gives a preview (not pinned) no import map and no preloads, whatever its manifest lists', async () => {
    const preview = `${PREVIEWS}/x/mf-manifest.json`;
    const { config, fetchImpl } = releasedCatalogWithChunks();
    const { loader, addImportMap, preloadModule, hintModule } = setup({
      config,
      fetchImpl: async (url) => fetchImpl(url.replace(`${PREVIEWS}/x/`, 'https://cdn.example.com/catalog/0.2.0-abc/')),
      overrides: { catalog: preview },
    });

    await loader.load('catalog');

    expect(addImportMap).not.toHaveBeenCalled();
    expect(preloadModule).not.toHaveBeenCalled();
    expect(hintModule.mock.calls).toEqual([[`${PREVIEWS}/x/assets/parcel-1.js`, undefined]]);
  });

  it("refuses a pinned manifest whose chunk list is malformed as 'invalid'", async () => {
    const released = manifest();
    const manifestText = JSON.stringify({ ...released, metaData: { ...released.metaData, bullion: { ...released.metaData.bullion, integrity: { 'assets/a.js': 'md5-x' } } } });
    const { config } = releasedCatalog();
    config.remotes.catalog.integrity = { manifest: sri(manifestText), entry: config.remotes.catalog.integrity?.entry ?? '' };
    const { loader, loadRemote } = setup({ config, fetchImpl: async () => new Response(manifestText) });

    expect((await loadError(loader.load('catalog'))).reason).toBe('invalid');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("explains a page chunk refused after the remote loaded as 'integrity' when it changed, and answers null for anything else", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const served: Partial<Record<string, string>> = {};
    const { config, fetchImpl, absolute } = releasedCatalogWithChunks(served);
    const { loader } = setup({ config, fetchImpl });
    await loader.load('catalog');

    const refused = new TypeError(`Failed to fetch dynamically imported module: ${absolute('assets/catalog-page-2.js')}`);
    // Not changed (a network failure): null, the area shows its usual failure.
    expect(await loader.explainChunkFailure('catalog', refused)).toBeNull();
    served['assets/catalog-page-2.js'] = 'export const CatalogPage = steal;\n';
    const explained = await loader.explainChunkFailure('catalog', refused);
    expect(explained?.reason).toBe('integrity');
    expect(explained?.message).toContain('assets/catalog-page-2.js failed its integrity check');
    // An error naming no chunk of the remote, or a remote loaded unpinned: no check at all.
    expect(loader.explainChunkFailure('catalog', new Error('Cannot read properties of undefined'))).toBeNull();
    expect(loader.explainChunkFailure('catalog', new TypeError('Failed to fetch dynamically imported module: https://elsewhere.example/a.js'))).toBeNull();
    expect(loader.explainChunkFailure('orders', refused)).toBeNull();
  });
});
