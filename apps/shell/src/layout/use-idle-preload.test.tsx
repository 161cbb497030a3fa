import { localUrl, type RemoteName, type RemoteParcelModule } from '@bullion/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellConfig } from '../config/shell-config';
import { IDLE_QUIET_MS } from '../federation/idle-preloader';
import { RemoteLoader } from '../federation/remote-loader';
import { ShellContextProvider, type ShellContextValue } from '../shell-context';
import { sidebarAreas, sidebarRemotes, useIdlePreload } from './use-idle-preload';

const NO_COUNTS = { drawer: null };

function makeConfig(preload?: ShellConfig['preload']): ShellConfig {
  const remote = (name: RemoteName) => ({ manifestUrl: `${localUrl(name)}/mf-manifest.json`, version: '1.0.0' });
  return {
    apiUrl: 'http://localhost:3000/api',
    authUrl: 'http://localhost:3000/auth',
    authPublicKey: 'pk_test',
    remoteTimeoutMs: 60_000,
    previewOrigins: [],
    debug: false,
    remoteIntegrity: 'optional',
    ...(preload ? { preload } : {}),
    remotes: { catalog: remote('catalog'), inventory: remote('inventory'), orders: remote('orders'), settings: remote('settings') },
  };
}

function parcelModule(remote: RemoteName, preload?: (path: string) => Promise<void>): RemoteParcelModule {
  return {
    contract: { remote, contractRange: preload ? '^1.4.0' : '^1.0.0', version: '1.0.0' },
    parcel: { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined },
    ...(preload ? { preload } : {}),
  };
}

/**
 * A loader over a fake network whose module loads settle at once. With `pagePreload`, the remotes
 * are built for contract 1.4 and record the pages they are asked to preload (`remote:path`).
 */
function fakeLoader(config: ShellConfig, { failFirst = [] as RemoteName[], pagePreload }: { failFirst?: RemoteName[]; pagePreload?: (remote: RemoteName, path: string) => Promise<void> } = {}) {
  const failing = new Set(failFirst);
  const loadRemote = vi.fn(async (id: string) => {
    const remote = id.split('/')[0] as RemoteName;
    if (failing.delete(remote)) throw new Error(`${remote} unreachable`);
    return parcelModule(remote, pagePreload ? (path) => pagePreload(remote, path) : undefined);
  });
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };
  const registerRemotes = vi.fn<(remotes: { name: string; entry: string }[]) => void>();
  const loader = new RemoteLoader({
    config,
    overrides: {},
    runtime: { registerRemotes, loadRemote: loadRemote as <T>(id: string) => Promise<T | null> },
    fetch: async () => new Response(JSON.stringify(manifest), { status: 200 }),
  });
  const load = vi.spyOn(loader, 'load');
  // The remotes loaded, in order (a remote's page preloads ask the loader for it again: the same load).
  const loaded = () => [...new Set(load.mock.calls.map(([remote]) => remote))];
  const entries = (remote: RemoteName) => registerRemotes.mock.calls.flatMap(([remotes]) => remotes).filter((entry) => entry.name === remote).map((entry) => entry.entry);
  return { loader, loadRemote, loaded, entries };
}

let navigateTo: (to: string) => void = () => undefined;

function Harness() {
  useIdlePreload();
  const navigate = useNavigate();
  navigateTo = (to) => void navigate(to);
  return null;
}

function renderLayout(config: ShellConfig, loader: RemoteLoader) {
  const shell: ShellContextValue = { config, loader, previews: { reset: vi.fn(), forget: vi.fn() } };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ShellContextProvider value={shell}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          <Harness />
        </MemoryRouter>
      </QueryClientProvider>
    </ShellContextProvider>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const markSpy = vi.fn<(name: string) => void>();
const marks = () => markSpy.mock.calls.map(([name]) => name);

beforeAll(async () => {
  // The loader imports its contract check with the first remote (its own chunk in the app); loaded
  // here ahead, so that the loads under fake timers settle in microtasks as a cached import does.
  await import('@bullion/shared/contract-range');
});

beforeEach(() => {
  vi.useFakeTimers();
  markSpy.mockClear();
  vi.spyOn(performance, 'mark').mockImplementation((name) => {
    markSpy(name);
    return undefined as unknown as PerformanceMark;
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sidebarRemotes', () => {
  it("names the remotes behind the sidebar's entries once each, in its order; none for areas outside the sidebar", () => {
    expect(sidebarRemotes(NO_COUNTS, '/')).toEqual(['inventory', 'orders', 'catalog']);
    expect(sidebarRemotes(NO_COUNTS, '/')).not.toContain('settings');
  });

  it("gives each remote the paths of its shown entries (the drawer's only while it counts something)", () => {
    expect(sidebarAreas(NO_COUNTS, '/')).toEqual([
      { remote: 'inventory', paths: ['/inventory', '/spaces', '/collections'] },
      { remote: 'orders', paths: ['/price-templates', '/orders', '/customers'] },
      { remote: 'catalog', paths: ['/catalog'] },
    ]);
    expect(sidebarAreas({ drawer: 2 }, '/')[0]).toEqual({ remote: 'inventory', paths: ['/inventory', '/drawer', '/spaces', '/collections'] });
  });
});

describe('useIdlePreload', () => {
  it("preloads the sidebar's remotes one after the other once the app has been idle for 2 s, and marks each", async () => {
    const config = makeConfig();
    const { loader, loaded } = fakeLoader(config);
    renderLayout(config, loader);
    await advance(IDLE_QUIET_MS - 100);
    expect(loaded()).toEqual([]);
    await advance(200);
    expect(loaded()).toEqual(['inventory', 'orders', 'catalog']);
    expect(marks()).toEqual([
      'bullion:idle-preload:inventory',
      'bullion:idle-preload:orders',
      'bullion:idle-preload:catalog',
      'bullion:idle-preload:done',
    ]);
  });

  it("has each remote preload the pages of its sidebar entries (contract 1.4), one after the other, before it is marked", async () => {
    const config = makeConfig();
    const pages: string[] = [];
    const pagePreload = vi.fn(async (remote: RemoteName, path: string) => {
      pages.push(`${remote}:${path}`);
      markSpy(`page ${path}`);
    });
    const { loader } = fakeLoader(config, { pagePreload });
    renderLayout(config, loader);
    await advance(IDLE_QUIET_MS + 100);
    expect(pages).toEqual(['inventory:/inventory', 'inventory:/spaces', 'inventory:/collections', 'orders:/price-templates', 'orders:/orders', 'orders:/customers', 'catalog:/catalog']);
    expect(marks()).toEqual([
      'page /inventory',
      'page /spaces',
      'page /collections',
      'bullion:idle-preload:inventory',
      'page /price-templates',
      'page /orders',
      'page /customers',
      'bullion:idle-preload:orders',
      'page /catalog',
      'bullion:idle-preload:catalog',
      'bullion:idle-preload:done',
    ]);
  });

  it("goes on when a remote's page preload fails: the remote counts as preloaded and the others follow", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = makeConfig();
    const pagePreload = vi.fn(async (remote: RemoteName, path: string) => {
      void path;
      if (remote === 'inventory') throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { loader } = fakeLoader(config, { pagePreload });
    renderLayout(config, loader);
    await advance(IDLE_QUIET_MS + 100);
    expect(pagePreload.mock.calls.map(([remote, path]) => `${remote}:${path}`)).toEqual(['inventory:/inventory', 'inventory:/spaces', 'inventory:/collections', 'orders:/price-templates', 'orders:/orders', 'orders:/customers', 'catalog:/catalog']);
    expect(marks()).toEqual(['bullion:idle-preload:inventory', 'bullion:idle-preload:orders', 'bullion:idle-preload:catalog', 'bullion:idle-preload:done']);
  });

  it('starts the quiet period over on a navigation and on a key press', async () => {
    const config = makeConfig();
    const { loader, loaded } = fakeLoader(config);
    renderLayout(config, loader);
    await advance(1500);
    act(() => navigateTo('/inventory'));
    await advance(1500);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await advance(1500);
    expect(loaded()).toEqual([]);
    await advance(600);
    expect(loaded()).toEqual(['inventory', 'orders', 'catalog']);
  });

  it("preloads nothing when config.json's preload.idle is false (the hover preload stays)", async () => {
    const config = makeConfig({ idle: false });
    const { loader, loaded } = fakeLoader(config);
    renderLayout(config, loader);
    await advance(10_000);
    expect(loaded()).toEqual([]);
  });

  it('preloads nothing while the tab is hidden', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const config = makeConfig();
      const { loader, loaded } = fakeLoader(config);
      renderLayout(config, loader);
      await advance(10_000);
      expect(loaded()).toEqual([]);

      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await advance(IDLE_QUIET_MS + 100);
      expect(loaded()).toEqual(['inventory', 'orders', 'catalog']);
    } finally {
      visibility.mockRestore();
    }
  });

  it('a failed preload goes on with the other remotes, and the real visit loads the area again', async () => {
    const config = makeConfig();
    const { loader, loadRemote, loaded, entries } = fakeLoader(config, { failFirst: ['inventory'] });
    renderLayout(config, loader);
    await advance(IDLE_QUIET_MS + 100);
    expect(loaded()).toEqual(['inventory', 'orders', 'catalog']);
    expect(marks()).toContain('bullion:idle-preload:inventory:failed');

    // The visit: a fresh load of the remote, which now succeeds.
    const visit = await loader.load('inventory');
    expect(visit.module.contract.remote).toBe('inventory');
    expect(loadRemote.mock.calls.filter(([id]) => id === 'inventory/parcel')).toHaveLength(2);
    // From a fresh entry address: the browser's failed import of the first one is not reused.
    expect(entries('inventory')).toEqual([`${localUrl('inventory')}/remoteEntry.js`, `${localUrl('inventory')}/remoteEntry.js?attempt=1`]);
  });
});
