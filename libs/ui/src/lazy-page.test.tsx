import { PendingBoundary, SHELL_CONTRACT } from '@bullion/shared';
import { fakeShellServices } from '@bullion/shared/testing';
import { createRemoteParcel } from './remote-parcel';
import { lazyPage } from './lazy-page';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
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
    expect(loads).toBe(2);
  });
});
