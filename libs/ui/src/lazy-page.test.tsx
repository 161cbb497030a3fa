import { PendingBoundary, SHELL_CONTRACT } from '@bullion/shared';
import { fakeShellServices } from '@bullion/shared/testing';
import { createRemoteParcel } from './remote-parcel';
import { lazyPage } from './lazy-page';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The parcel's lifecycles as single-spa calls them.
type Lifecycle = (props: object) => Promise<unknown>;
type Lifecycles = { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle };

const contract = { remote: 'catalog', contractRange: '^1.0.0', version: '0.0.0-test' } as const;

describe('a page in its own chunk', () => {
  afterEach(cleanup);

  it('reports a chunk that fails to load (a redeploy replaced it) to the shell, and draws nothing further', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/page-old.js');
    const Page = lazyPage(() => Promise.reject(failure), () => () => null);
    const parcel = createRemoteParcel({
      contract,
      App: () => (
        <PendingBoundary>
          <Page />
        </PendingBoundary>
      ),
    }).parcel as unknown as Lifecycles;
    const emit = vi.fn();
    const domElement = document.createElement('div');
    const props = { name: 'catalog-area-test', domElement, contractVersion: SHELL_CONTRACT, remote: 'catalog', services: fakeShellServices(), emit } as const;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await parcel.bootstrap(props);
    await parcel.mount(props);
    // The shell shows the area's fallback with Retry on this event (remote-area.tsx).
    await waitFor(() => expect(emit).toHaveBeenCalledWith({ type: 'error', error: failure }));
    expect(domElement.querySelector('.remote-area')).toBeNull();
    await parcel.unmount(props);
    vi.restoreAllMocks();
  });

  it('shows the page once loaded, and at once after preload()', async () => {
    let loads = 0;
    const Page = lazyPage(
      async () => {
        loads += 1;
        return { ThePage: () => <h1>The page</h1> };
      },
      (module) => module.ThePage,
    );
    render(
      <PendingBoundary>
        <Page />
      </PendingBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    cleanup();
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    // Loaded once: the preload finds the chunk the first showing loaded.
    expect(loads).toBe(1);
  });

  it('renders a page whose chunk is loaded on the first render, never showing the fallback (preloaded by the shell)', async () => {
    const Page = lazyPage(async () => ({ ThePage: ({ name }: { name: string }) => <h1>{name}</h1> }), (module) => module.ThePage);
    await Page.preload();
    const fallback = vi.fn(() => null);
    function Fallback() {
      fallback();
      return <p>Loading</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Page name="Preloaded" />
      </Suspense>,
    );
    // Synchronously, in the first commit: no suspension, so no frame of the fallback.
    expect(screen.getByRole('heading', { name: 'Preloaded' })).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('loads the chunk once however often it is preloaded or shown', async () => {
    let loads = 0;
    const Page = lazyPage(
      async () => {
        loads += 1;
        return { ThePage: () => <h1>The page</h1> };
      },
      (module) => module.ThePage,
    );
    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page />);
    await Page.preload();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it("forgets a chunk that failed to load when the parcel is mounted again (the shell's Retry), which then shows the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    let loads = 0;
    const Page = lazyPage(
      async () => {
        loads += 1;
        if (fail) throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
        return { ThePage: () => <h1>The page</h1> };
      },
      (module) => module.ThePage,
    );
    const parcel = createRemoteParcel({
      contract,
      App: () => (
        <PendingBoundary>
          <Page />
        </PendingBoundary>
      ),
    }).parcel as unknown as Lifecycles;
    const emit = vi.fn();
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'catalog-area-retry', domElement, contractVersion: SHELL_CONTRACT, remote: 'catalog', services: fakeShellServices(), emit } as const;
    await parcel.bootstrap(props);
    await parcel.mount(props);
    await waitFor(() => expect(emit).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' })));
    // One import, even though React renders a second time after an error.
    expect(loads).toBe(1);
    await parcel.unmount(props);

    // Retry: the shell mounts the parcel again, and the chunk is imported again.
    fail = false;
    await parcel.mount(props);
    await waitFor(() => expect(within(domElement).getByRole('heading', { name: 'The page' })).toBeTruthy());
    expect(loads).toBe(2);
    expect(emit).toHaveBeenCalledTimes(1);
    await parcel.unmount(props);
    domElement.remove();
    vi.restoreAllMocks();
  });

  it('forgets a failed preload too: the next preload imports again', async () => {
    let loads = 0;
    const Page = lazyPage(
      async () => {
        loads += 1;
        if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
        return { ThePage: () => <h1>The page</h1> };
      },
      (module) => module.ThePage,
    );
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(loads).toBe(2);
  });
});
