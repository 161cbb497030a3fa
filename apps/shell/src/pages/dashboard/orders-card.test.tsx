import type { RemoteParcelModule, RemoteWidgetProps, ShellServices } from '@bullion/shared';
import { localUrl } from '@bullion/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { mountRootParcel, Parcel } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteLoadError, type LoadedRemote, type RemoteLoader } from '../../federation/remote-loader';
import { OrdersCard } from './orders-card';

type MountedProps = RemoteWidgetProps<'orders-summary'> & { domElement: HTMLElement };

const services = {
  toast: { show: vi.fn(), dismiss: vi.fn() },
  dialog: {},
  navigation: { navigate: vi.fn() },
  theme: { get: vi.fn(), set: vi.fn(), resolved: vi.fn(), subscribe: vi.fn() },
} as unknown as ShellServices;

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

function ordersRemote(widgets: RemoteParcelModule['widgets']): LoadedRemote {
  return {
    module: { contract: { remote: 'orders', contractRange: '^1.6.0', version: '0.1.0' }, parcel: lifecycles, widgets },
    manifestUrl: `${localUrl('orders')}/mf-manifest.json`,
    version: '0.1.0',
  };
}

/** A loader whose loads answer in turn, the last one from then on. */
function fakeLoader(first: () => Promise<LoadedRemote>, ...then: (() => Promise<LoadedRemote>)[]) {
  let next = first;
  const load = vi.fn(() => {
    const current = next;
    next = then.shift() ?? current;
    return current();
  });
  const fake = { load, reset: vi.fn(), preload: vi.fn(), timeoutMs: 500, subscribe: () => () => undefined, manifestUrl: () => 'http://remote.test/mf-manifest.json', explainChunkFailure: () => null };
  return { loader: fake as unknown as RemoteLoader, fake };
}

/** Mounts "parcels" by writing the widget's name into its element, so the test sees what was mounted. */
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

const unreachable = () => Promise.reject(new RemoteLoadError('unreachable', 'The orders area could not be reached.'));

describe('the dashboard’s orders card', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks for nothing until the page starts it, then mounts the orders remote’s orders-summary widget inline; its links navigate', async () => {
    const { loader, fake } = fakeLoader(async () => ordersRemote({ 'orders-summary': lifecycles }));
    const { mountParcel, mounted } = fakeMountParcel();
    const { rerender } = render(<OrdersCard start={false} loader={loader} services={services} mountParcel={mountParcel} />);
    expect(screen.getByText('Orders')).toBeTruthy();
    expect(fake.load).not.toHaveBeenCalled();

    // jsdom has no IntersectionObserver: the card's place counts as on screen.
    rerender(<OrdersCard start loader={loader} services={services} mountParcel={mountParcel} />);
    expect(await screen.findByText('mounted orders-summary')).toBeTruthy();
    expect(mounted[0]).toMatchObject({ widget: 'orders-summary', remote: 'orders', input: {}, services });
    mounted[0]?.closeTo('/orders/e1');
    expect(services.navigation.navigate).toHaveBeenCalledWith('/orders/e1');
  });

  it('waits until its place has been on screen', async () => {
    let reveal: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof reveal) {
          reveal = callback;
        }
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    const { loader, fake } = fakeLoader(async () => ordersRemote({ 'orders-summary': lifecycles }));
    render(<OrdersCard start loader={loader} services={services} mountParcel={fakeMountParcel().mountParcel} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.load).not.toHaveBeenCalled();
    act(() => reveal([{ isIntersecting: true }]));
    expect(await screen.findByText('mounted orders-summary')).toBeTruthy();
  });

  it('says the summary is unavailable, with Retry, when the orders remote is down; Retry loads it afresh', async () => {
    const { loader, fake } = fakeLoader(unreachable, unreachable, async () => ordersRemote({ 'orders-summary': lifecycles }));
    const { mountParcel } = fakeMountParcel();
    render(<OrdersCard start loader={loader} services={services} mountParcel={mountParcel} />);

    const card = within(await screen.findByTestId('orders-fallback'));
    expect(card.getByText('Orders summary is unavailable right now')).toBeTruthy();
    expect(card.getByText('The orders area could not be reached.')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('mounted orders-summary')).toBeTruthy();
    expect(fake.reset).toHaveBeenCalledWith('orders');
  });

  it('falls back when the orders build is older than the widget (contract 1.5)', async () => {
    const { loader } = fakeLoader(async () => ordersRemote(undefined));
    render(<OrdersCard start loader={loader} services={services} mountParcel={fakeMountParcel().mountParcel} />);
    const card = within(await screen.findByTestId('orders-fallback'));
    expect(card.getByText('Orders summary could not be started')).toBeTruthy();
    expect(card.getByText(/does not offer the orders-summary widget/)).toBeTruthy();
  });

  it('falls back when the widget crashes after mounting', async () => {
    const { loader } = fakeLoader(async () => ordersRemote({ 'orders-summary': lifecycles }));
    const { mountParcel, mounted } = fakeMountParcel();
    render(<OrdersCard start loader={loader} services={services} mountParcel={mountParcel} />);
    await screen.findByText('mounted orders-summary');
    mounted[0]?.emit({ type: 'error', error: new Error('render failed') });
    await waitFor(() => expect(screen.getByText('Orders summary stopped working')).toBeTruthy());
  });
});
