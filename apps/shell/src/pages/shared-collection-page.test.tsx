// The public share-link page: served signed out (no trip to /login), the inventory remote's
// shared-collection widget mounted with the link's token, its title as the browser title, and a
// fallback with Retry when the remote cannot show it.
import { localUrl, type RemoteParcelModule, type RemoteWidgetProps } from '@bullion/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { mountRootParcel, Parcel } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellRoutes } from '../app';
import { useSessionStore } from '../auth/session-store';
import type { ShellConfig } from '../config/shell-config';
import { RemoteLoadError, type LoadedRemote, type RemoteLoader } from '../federation/remote-loader';
import { ShellContextProvider } from '../shell-context';
import { SharedCollectionFrame } from './shared-collection-page';

type MountedProps = RemoteWidgetProps<'shared-collection'> & { domElement: HTMLElement };

const TOKEN = 'mockShareToken_gold-coins-of-the-world_0001';
const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

function inventoryRemote(widgets: RemoteParcelModule['widgets']): LoadedRemote {
  return {
    module: { contract: { remote: 'inventory', contractRange: '^1.3.0', version: '0.1.0' }, parcel: lifecycles, widgets },
    manifestUrl: `${localUrl('inventory')}/mf-manifest.json`,
    version: '0.1.0',
  };
}

function fakeLoader(load: () => Promise<LoadedRemote>) {
  return {
    load: vi.fn(load),
    reset: vi.fn(),
    preload: vi.fn(),
    timeoutMs: 500,
    subscribe: () => () => undefined,
    manifestUrl: () => 'http://remote.test/mf-manifest.json',
    explainChunkFailure: () => null,
  } as unknown as RemoteLoader;
}

function fakeMountParcel() {
  const mounted: MountedProps[] = [];
  const mountParcel = vi.fn((_config: unknown, props: MountedProps) => {
    mounted.push(props);
    props.domElement.textContent = `mounted ${props.widget}`;
    return {
      loadPromise: Promise.resolve(null),
      bootstrapPromise: Promise.resolve(null),
      mountPromise: Promise.resolve(null),
      unmountPromise: new Promise<null>(() => undefined),
      mount: vi.fn(async () => null),
      unmount: vi.fn(async () => null),
      getStatus: () => 'MOUNTED',
    } satisfies Parcel;
  });
  return { mountParcel: mountParcel as unknown as typeof mountRootParcel, mounted };
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

describe('the shared collection page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    useSessionStore.setState({ status: 'loading', session: null });
  });

  it('is served signed out, at its own address, with the brand and the loading card (no redirect to log in)', async () => {
    useSessionStore.setState({ status: 'signed-out', session: null });
    const loader = fakeLoader(() => new Promise<LoadedRemote>(() => undefined));
    render(
      <ShellContextProvider value={{ config: {} as ShellConfig, loader, previews: { reset: vi.fn(), forget: vi.fn() } }}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[`/shared/collections/${TOKEN}`]}>
            <ShellRoutes />
            <Location />
          </MemoryRouter>
        </QueryClientProvider>
      </ShellContextProvider>,
    );
    // The page is its own chunk: it shows once loaded.
    expect(await screen.findByRole('link', { name: 'Bullion Desk home' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/shared/collections/${TOKEN}`);
    expect(screen.getByLabelText('Loading the shared collection')).toBeTruthy();
    // The widget asks for its remote in an effect, which React may run after the page has painted.
    await waitFor(() => expect(loader.load).toHaveBeenCalledWith('inventory'));
  });

  it('mounts the inventory remote’s shared-collection widget with the token; its title names the browser tab', async () => {
    const { mountParcel, mounted } = fakeMountParcel();
    const services = { navigation: { navigate: vi.fn() } } as unknown as RemoteWidgetProps['services'];
    render(
      <MemoryRouter>
        <SharedCollectionFrame token={TOKEN} loader={fakeLoader(async () => inventoryRemote({ 'shared-collection': lifecycles }))} services={services} mountParcel={mountParcel} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('mounted shared-collection')).toBeTruthy();
    expect(mounted[0]).toMatchObject({ widget: 'shared-collection', remote: 'inventory', input: { token: TOKEN } });
    expect(document.title).toBe('Shared collection · Bullion Desk');
    mounted[0]?.emit({ type: 'title', title: 'Gold bullion coins of the world' });
    expect(document.title).toBe('Gold bullion coins of the world · Bullion Desk');
  });

  it('says the collection cannot be shown, with Retry, when the inventory build is older than the widget', async () => {
    const { mountParcel } = fakeMountParcel();
    const services = { navigation: { navigate: vi.fn() } } as unknown as RemoteWidgetProps['services'];
    render(
      <MemoryRouter>
        <SharedCollectionFrame token={TOKEN} loader={fakeLoader(async () => inventoryRemote({}))} services={services} mountParcel={mountParcel} />
      </MemoryRouter>,
    );
    const fallback = within(await screen.findByTestId('shared-collection-fallback'));
    expect(fallback.getByText('Shared collection could not be started')).toBeTruthy();
    expect(fallback.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says so when the inventory remote cannot be reached', async () => {
    const { mountParcel } = fakeMountParcel();
    const services = { navigation: { navigate: vi.fn() } } as unknown as RemoteWidgetProps['services'];
    const loader = fakeLoader(() => Promise.reject(new RemoteLoadError('unreachable', 'The inventory area could not be reached.')));
    render(
      <MemoryRouter>
        <SharedCollectionFrame token={TOKEN} loader={loader} services={services} mountParcel={mountParcel} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('Shared collection is unavailable right now')).toBeTruthy());
  });
});
