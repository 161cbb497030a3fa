import type { ParcelProps, RemoteParcelModule, ShellServices } from '@bullion/shared';
import { localUrl, REMOTE_NAMES, SHELL_CONTRACT } from '@bullion/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { mountRootParcel, Parcel } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReleases, stopReleases } from './releases';
import { RemoteArea } from './remote-area';
import type { ShellConfig } from '../config/shell-config';
import { contractRefusalMessage, integrityRefusalMessage, RemoteLoadError, type LoadedRemote, type RemoteLoader } from './remote-loader';

type MountParcel = typeof mountRootParcel;
type MountedProps = ParcelProps & { domElement: HTMLElement };
type Status = ReturnType<Parcel['getStatus']>;

const services = {
  toast: { show: vi.fn(), dismiss: vi.fn() },
  dialog: { confirm: vi.fn(), info: vi.fn(), prompt: vi.fn(), openHash: vi.fn() },
  navigation: { navigate: vi.fn() },
  theme: { get: vi.fn(), set: vi.fn(), resolved: vi.fn(), subscribe: vi.fn() },
} as unknown as ShellServices;

const parcelModule: RemoteParcelModule = {
  contract: { remote: 'orders', contractRange: '^1.0.0', version: '2.0.1' },
  parcel: { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined },
};

const loaded: LoadedRemote = {
  module: parcelModule,
  manifestUrl: `${localUrl('orders')}/mf-manifest.json`,
  version: '2.0.1',
};

interface FakeParcel {
  parcel: Parcel<ParcelProps>;
  props: MountedProps;
  unmount: ReturnType<typeof vi.fn<() => Promise<null>>>;
  status: Status;
}

/** A mountParcel stand-in that records each mounted parcel; `mountResult` decides how mounting ends. */
function fakeMountParcel(mountResult: () => Promise<null> = () => Promise.resolve(null)) {
  const mounted: FakeParcel[] = [];
  const mountParcel = vi.fn((_config: unknown, props: MountedProps) => {
    const fake = { props, status: 'MOUNTING' } as FakeParcel;
    const mountPromise = mountResult().then((value) => {
      fake.status = 'MOUNTED';
      return value;
    });
    fake.unmount = vi.fn(async () => {
      fake.status = 'NOT_MOUNTED';
      return null;
    });
    fake.parcel = {
      loadPromise: Promise.resolve(null),
      bootstrapPromise: Promise.resolve(null),
      mountPromise,
      unmountPromise: new Promise<null>(() => undefined),
      mount: vi.fn(async () => null),
      unmount: fake.unmount,
      getStatus: () => fake.status,
    };
    mounted.push(fake);
    return fake.parcel;
  });
  return { mountParcel: mountParcel as unknown as MountParcel, calls: mountParcel, mounted };
}

function fakeLoader(load: () => Promise<LoadedRemote>, explainChunkFailure: RemoteLoader['explainChunkFailure'] = () => null) {
  const fake = {
    load: vi.fn(load),
    reset: vi.fn(),
    preload: vi.fn(),
    timeoutMs: 200,
    subscribe: () => () => undefined,
    manifestUrl: () => 'http://remote.test/mf-manifest.json',
    explainChunkFailure: vi.fn(explainChunkFailure),
  };
  return { loader: fake as unknown as RemoteLoader, fake };
}

function area() {
  return document.querySelector('[data-remote-area="orders"]');
}

describe('RemoteArea', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('mounts the remote parcel into the area with the shell services and contract version', async () => {
    const { loader, fake } = fakeLoader(async () => loaded);
    const { mountParcel, calls, mounted } = fakeMountParcel();

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);

    await waitFor(() => expect(area()?.getAttribute('data-status')).toBe('mounted'));
    expect(fake.load).toHaveBeenCalledWith('orders');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls.mock.calls[0]?.[0]).toBe(parcelModule.parcel);
    const props = mounted[0]?.props;
    expect(props).toMatchObject({ remote: 'orders', services, contractVersion: SHELL_CONTRACT });
    expect(area()?.contains(props?.domElement ?? null)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a busy loading state while the remote is still loading', async () => {
    const { loader } = fakeLoader(() => new Promise<LoadedRemote>(() => undefined));
    const { mountParcel, calls } = fakeMountParcel();

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} pendingTimings={{ delayMs: 0 }} />);

    expect(area()?.getAttribute('data-status')).toBe('loading');
    expect(area()?.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Loading Orders…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows the loading message only after 1000 ms, then keeps it at least 500 ms', async () => {
    vi.useFakeTimers();
    try {
      let finishLoad: (value: LoadedRemote) => void = () => undefined;
      const { loader } = fakeLoader(() => new Promise<LoadedRemote>((resolve) => (finishLoad = resolve)));
      render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={fakeMountParcel().mountParcel} />);

      act(() => vi.advanceTimersByTime(990));
      expect(screen.queryByText('Loading Orders…')).toBeNull();
      act(() => vi.advanceTimersByTime(20));
      expect(screen.getByText('Loading Orders…')).toBeTruthy();

      await act(async () => finishLoad(loaded));
      await act(async () => vi.advanceTimersByTime(0));
      expect(area()?.getAttribute('data-status')).toBe('mounted');
      expect(screen.getByText('Loading Orders…')).toBeTruthy();
      act(() => vi.advanceTimersByTime(500));
      expect(screen.queryByText('Loading Orders…')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the part of the area the user asked for', async () => {
    const { loader } = fakeLoader(() => new Promise<LoadedRemote>(() => undefined));
    render(<RemoteArea remote="orders" label="Price templates" loader={loader} services={services} mountParcel={fakeMountParcel().mountParcel} pendingTimings={{ delayMs: 0 }} />);
    expect(await screen.findByText('Loading Price templates…')).toBeTruthy();
  });

  it('tries a remote that could not be reached once more by itself, with a fresh address, before any fallback', async () => {
    let failures = 1;
    const { loader, fake } = fakeLoader(async () => {
      if (failures-- > 0) throw new RemoteLoadError('unreachable', 'The orders area could not be reached.');
      return loaded;
    });
    const { mountParcel, calls } = fakeMountParcel();

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);

    await waitFor(() => expect(area()?.getAttribute('data-status')).toBe('mounted'));
    expect(fake.load).toHaveBeenCalledTimes(2);
    expect(fake.reset).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('tries by itself only once: a remote that stays unreachable shows the fallback after two loads', async () => {
    const { loader, fake } = fakeLoader(async () => {
      throw new RemoteLoadError('unreachable', 'The orders area could not be reached.');
    });
    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={fakeMountParcel().mountParcel} />);

    expect(await screen.findByText(/Orders is unavailable right now/)).toBeTruthy();
    await new Promise((done) => setTimeout(done, 50));
    expect(fake.load).toHaveBeenCalledTimes(2);
  });

  it('does not try again by itself after a time-out or a contract refusal', async () => {
    for (const reason of ['timeout', 'contract'] as const) {
      const { loader, fake } = fakeLoader(async () => {
        throw new RemoteLoadError(reason, `failed: ${reason}`);
      });
      const view = render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={fakeMountParcel().mountParcel} />);
      expect(await screen.findByText(`failed: ${reason}`)).toBeTruthy();
      expect(fake.load).toHaveBeenCalledTimes(1);
      view.unmount();
    }
  });

  it('shows "could not be verified" with Retry for code that does not match its release, without trying again by itself', async () => {
    const message = integrityRefusalMessage('orders', 'remoteEntry.js');
    const { loader, fake } = fakeLoader(async () => {
      throw new RemoteLoadError('integrity', message);
    });
    const { mountParcel, calls } = fakeMountParcel();
    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);

    expect(await screen.findByText('Orders could not be verified')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(area()?.getAttribute('data-status')).toBe('failed');
    await new Promise((done) => setTimeout(done, 50));
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(calls).not.toHaveBeenCalled();
  });

  it('loads the area again when the manifest in effect changes (a preview applied or dropped)', async () => {
    const { loader, fake } = fakeLoader(async () => loaded);
    let manifestUrl = `${localUrl('orders')}/mf-manifest.json`;
    let notify: () => void = () => undefined;
    Object.assign(fake, {
      manifestUrl: () => manifestUrl,
      subscribe: (listener: () => void) => {
        notify = listener;
        return () => undefined;
      },
    });
    const { mountParcel, calls, mounted } = fakeMountParcel();
    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);
    await waitFor(() => expect(area()?.getAttribute('data-status')).toBe('mounted'));

    manifestUrl = `${localUrl('preview')}/orders-x/mf-manifest.json`;
    act(() => notify());

    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    expect(fake.load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(mounted[0]?.unmount).toHaveBeenCalled());
  });

  it('shows the time-out fallback when the remote loads but its mount never finishes', async () => {
    const { loader } = fakeLoader(async () => loaded);
    const { mountParcel } = fakeMountParcel(() => new Promise<null>(() => undefined));

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);

    expect(await screen.findByText('Orders is taking too long to load')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('unmounts a parcel that reports an error while it is still mounting, once its mount settles', async () => {
    let finishMount: (value: null) => void = () => undefined;
    const { loader } = fakeLoader(async () => loaded);
    const { mountParcel, mounted } = fakeMountParcel(() => new Promise<null>((resolve) => (finishMount = resolve)));

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);
    await waitFor(() => expect(mounted).toHaveLength(1));
    act(() => mounted[0]?.props.emit({ type: 'error', error: new Error('render failed') }));
    expect(await screen.findByText('Orders stopped working')).toBeTruthy();

    await act(async () => finishMount(null));
    await waitFor(() => expect(mounted[0]?.unmount).toHaveBeenCalledTimes(1));
  });

  it("shows 'could not be verified' when a page chunk of the mounted remote was refused for its integrity, not a crash", async () => {
    const refused = new TypeError('Failed to fetch dynamically imported module: http://remote.test/assets/orders-page-1.js');
    const { loader, fake } = fakeLoader(
      async () => loaded,
      () => Promise.resolve(new RemoteLoadError('integrity', "The orders area's code does not match the release deployed for it (assets/orders-page-1.js failed its integrity check)")),
    );
    const { mountParcel, mounted } = fakeMountParcel();

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);
    await waitFor(() => expect(mounted).toHaveLength(1));
    act(() => mounted[0]?.props.emit({ type: 'error', error: refused }));

    expect(await screen.findByText('Orders could not be verified')).toBeTruthy();
    expect(screen.getByText(/assets\/orders-page-1\.js failed its integrity check/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('Orders stopped working')).toBeNull();
    expect(fake.explainChunkFailure).toHaveBeenCalledWith('orders', refused);
  });

  it('shows that the area is unavailable, with Retry, when the remote cannot be reached', async () => {
    const { loader } = fakeLoader(async () => {
      throw new RemoteLoadError('unreachable', 'The orders area could not be reached.');
    });
    const { mountParcel, calls } = fakeMountParcel();

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);

    expect(await screen.findByText(/Orders is unavailable right now/)).toBeTruthy();
    expect(screen.getByText('The orders area could not be reached.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(area()?.getAttribute('data-status')).toBe('failed');
    expect(calls).not.toHaveBeenCalled();
  });

  it('Retry resets the remote, loads it again and, on success, removes the fallback', async () => {
    let fails = true;
    const { loader, fake } = fakeLoader(async () => {
      if (fails) throw new RemoteLoadError('unreachable', 'The orders area could not be reached.');
      return loaded;
    });
    const { mountParcel, calls } = fakeMountParcel();

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // The first load and the one automatic fresh attempt.
    expect(fake.load).toHaveBeenCalledTimes(2);

    fails = false;
    fireEvent.click(retry);

    expect(fake.reset).toHaveBeenCalledWith('orders');
    await waitFor(() => expect(area()?.getAttribute('data-status')).toBe('mounted'));
    expect(fake.load).toHaveBeenCalledTimes(3);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Orders is unavailable right now/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows that the area is taking too long when the load times out', async () => {
    const { loader } = fakeLoader(async () => {
      throw new RemoteLoadError('timeout', 'The orders area did not load within 15 s.');
    });
    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={fakeMountParcel().mountParcel} />);
    expect(await screen.findByText(/Orders is taking too long to load/)).toBeTruthy();
    expect(screen.getByText('The orders area did not load within 15 s.')).toBeTruthy();
  });

  it('shows "Orders stopped working" when the remote throws while mounting', async () => {
    const { loader } = fakeLoader(async () => loaded);
    const { mountParcel } = fakeMountParcel(() => Promise.reject(new Error('boom in mount')));

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);

    expect(await screen.findByText(/Orders stopped working/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(area()?.getAttribute('data-status')).toBe('failed');
  });

  it('shows the fallback and unmounts the parcel when the remote reports a render error', async () => {
    const { loader } = fakeLoader(async () => loaded);
    const { mountParcel, mounted } = fakeMountParcel();

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);
    await waitFor(() => expect(area()?.getAttribute('data-status')).toBe('mounted'));
    const fake = mounted[0];
    if (!fake) throw new Error('the parcel was not mounted');

    act(() => fake.props.emit({ type: 'error', error: new Error('render failed inside orders') }));

    expect(await screen.findByText(/Orders stopped working/)).toBeTruthy();
    expect(fake.unmount).toHaveBeenCalledTimes(1);
    expect(area()?.contains(fake.props.domElement)).toBe(false);
  });

  it('shows the refusal message when the remote is not compatible with the shell contract', async () => {
    const message = contractRefusalMessage('orders', '^2.0.0', '2.0.1');
    const { loader } = fakeLoader(async () => {
      throw new RemoteLoadError('contract', message);
    });
    const { mountParcel, calls } = fakeMountParcel();

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(/Orders is not compatible with this version of Bullion Desk/)).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it("sets the page title from the remote's title event", async () => {
    const { loader } = fakeLoader(async () => loaded);
    const { mountParcel, mounted } = fakeMountParcel();

    render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);
    await waitFor(() => expect(mounted).toHaveLength(1));

    act(() => mounted[0]?.props.emit({ type: 'title', title: 'Order 17' }));
    expect(document.title).toBe('Order 17 · Bullion Desk');
  });

  it('unmounts the parcel when the area itself unmounts', async () => {
    const { loader } = fakeLoader(async () => loaded);
    const { mountParcel, mounted } = fakeMountParcel();

    const view = render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);
    await waitFor(() => expect(area()?.getAttribute('data-status')).toBe('mounted'));
    const fake = mounted[0];
    if (!fake) throw new Error('the parcel was not mounted');

    view.unmount();

    await waitFor(() => expect(fake.unmount).toHaveBeenCalledTimes(1));
  });

  it('unmounts a parcel that finishes mounting after the area has already gone', async () => {
    const { loader } = fakeLoader(async () => loaded);
    let finishMount: (value: null) => void = () => undefined;
    const { mountParcel, mounted } = fakeMountParcel(
      () =>
        new Promise<null>((resolve) => {
          finishMount = resolve;
        }),
    );

    const view = render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);
    await waitFor(() => expect(mounted).toHaveLength(1));
    view.unmount();
    expect(mounted[0]?.unmount).not.toHaveBeenCalled();

    await act(async () => finishMount(null));

    await waitFor(() => expect(mounted[0]?.unmount).toHaveBeenCalledTimes(1));
  });

  it('does not mount a remote whose load finishes after the area has gone', async () => {
    let finishLoad: (value: LoadedRemote) => void = () => undefined;
    const { loader } = fakeLoader(
      () =>
        new Promise<LoadedRemote>((resolve) => {
          finishLoad = resolve;
        }),
    );
    const { mountParcel, calls } = fakeMountParcel();

    const view = render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);
    view.unmount();
    await act(async () => finishLoad(loaded));

    expect(calls).not.toHaveBeenCalled();
  });

  it("reports a crash after its remote loaded to the release telemetry, once, as the release's", async () => {
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url) =>
      url.includes('/config?') ? new Response(JSON.stringify({ environment: 'production', remotes: {} })) : new Response('{}', { status: 202 }),
    );
    const config = {
      remotes: { ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, { manifestUrl: localUrl(name), version: '1.0.0' }])), orders: { manifestUrl: loaded.manifestUrl, version: '2.0.1' } },
      releases: { url: 'http://api.test/api/releases', environment: 'production' },
    } as unknown as ShellConfig;
    const releases = startReleases(config, { fetch: fetchMock as unknown as typeof fetch, target: new EventTarget() });
    try {
      const unreachable = fakeLoader(async () => {
        throw new RemoteLoadError('unreachable', 'The orders area could not be reached.');
      });
      const first = render(<RemoteArea remote="orders" loader={unreachable.loader} services={services} mountParcel={fakeMountParcel().mountParcel} />);
      // A load that failed is the loader's to report, not the area's.
      await screen.findByText(/Orders is unavailable right now/);
      first.unmount();

      const { loader } = fakeLoader(async () => loaded);
      const { mountParcel, mounted } = fakeMountParcel();
      render(<RemoteArea remote="orders" loader={loader} services={services} mountParcel={mountParcel} />);
      await waitFor(() => expect(area()?.getAttribute('data-status')).toBe('mounted'));
      act(() => mounted[0]?.props.emit({ type: 'error', error: new Error('render failed inside orders') }));
      act(() => mounted[0]?.props.emit({ type: 'error', error: new Error('and again') }));
      await releases?.registry.pending();
      (await releases?.telemetry)?.flush();

      const sent = fetchMock.mock.calls.filter(([url]) => url.endsWith('/telemetry'));
      expect(sent).toHaveLength(1);
      expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({
        environment: 'production',
        events: [{ remote: 'orders', release: '2.0.1', outcome: 'failed', reason: 'crashed' }],
      });
    } finally {
      await stopReleases();
    }
  });
});
