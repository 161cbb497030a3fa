import type { RemoteParcelModule, RemoteWidgetProps, ShellServices } from '@bullion/shared';
import { localUrl } from '@bullion/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { mountRootParcel, Parcel } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteLoadError, type LoadedRemote, type RemoteLoader } from '../../federation/remote-loader';
import { PortfolioCard } from './portfolio-card';

type MountedProps = RemoteWidgetProps<'portfolio-summary'> & { domElement: HTMLElement };

const services = {
  toast: { show: vi.fn(), dismiss: vi.fn() },
  dialog: {},
  navigation: { navigate: vi.fn() },
  theme: { get: vi.fn(), set: vi.fn(), resolved: vi.fn(), subscribe: vi.fn() },
} as unknown as ShellServices;

const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

function inventoryRemote(widgets: RemoteParcelModule['widgets']): LoadedRemote {
  return {
    module: { contract: { remote: 'inventory', contractRange: '^1.2.0', version: '0.1.0' }, parcel: lifecycles, widgets },
    manifestUrl: `${localUrl('inventory')}/mf-manifest.json`,
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
    let status: ReturnType<Parcel['getStatus']> = 'MOUNTED';
    return {
      loadPromise: Promise.resolve(null),
      bootstrapPromise: Promise.resolve(null),
      mountPromise: Promise.resolve(null),
      unmountPromise: new Promise<null>(() => undefined),
      mount: vi.fn(async () => null),
      unmount: vi.fn(async () => {
        status = 'NOT_MOUNTED';
        return null;
      }),
      getStatus: () => status,
    } satisfies Parcel;
  });
  return { mountParcel: mountParcel as unknown as typeof mountRootParcel, mounted };
}

const unreachable = () => Promise.reject(new RemoteLoadError('unreachable', 'The inventory area could not be reached.'));

describe('the dashboard’s portfolio card', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('mounts the inventory remote’s portfolio-summary widget inline; its links navigate', async () => {
    const { loader } = fakeLoader(async () => inventoryRemote({ 'portfolio-summary': lifecycles }));
    const { mountParcel, mounted } = fakeMountParcel();
    render(<PortfolioCard loader={loader} services={services} mountParcel={mountParcel} />);

    expect(await screen.findByText('mounted portfolio-summary')).toBeTruthy();
    expect(mounted[0]).toMatchObject({ widget: 'portfolio-summary', remote: 'inventory', input: {}, services });
    mounted[0]?.closeTo('/inventory');
    expect(services.navigation.navigate).toHaveBeenCalledWith('/inventory');
  });

  it('tries a remote that cannot be reached once more by itself, from a fresh load', async () => {
    const { loader, fake } = fakeLoader(unreachable, async () => inventoryRemote({ 'portfolio-summary': lifecycles }));
    const { mountParcel } = fakeMountParcel();
    render(<PortfolioCard loader={loader} services={services} mountParcel={mountParcel} />);

    expect(await screen.findByText('mounted portfolio-summary')).toBeTruthy();
    expect(fake.reset).toHaveBeenCalledWith('inventory');
    expect(screen.queryByTestId('portfolio-fallback')).toBeNull();
  });

  it('says the summary is unavailable, with Retry, when the inventory remote is down; Retry loads it afresh', async () => {
    const { loader, fake } = fakeLoader(unreachable, unreachable, async () => inventoryRemote({ 'portfolio-summary': lifecycles }));
    const { mountParcel } = fakeMountParcel();
    render(<PortfolioCard loader={loader} services={services} mountParcel={mountParcel} />);

    const card = within(await screen.findByTestId('portfolio-fallback'));
    expect(card.getByText('Portfolio summary is unavailable right now')).toBeTruthy();
    expect(card.getByText('The inventory area could not be reached.')).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Retry' }));
    expect(fake.reset).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('mounted portfolio-summary')).toBeTruthy();
    expect(screen.queryByTestId('portfolio-fallback')).toBeNull();
    expect(fake.load).toHaveBeenCalledTimes(3);
  });

  it('falls back when the inventory build is older than the widget (contract 1.1)', async () => {
    const { loader } = fakeLoader(async () => inventoryRemote(undefined));
    const { mountParcel } = fakeMountParcel();
    render(<PortfolioCard loader={loader} services={services} mountParcel={mountParcel} />);

    const card = within(await screen.findByTestId('portfolio-fallback'));
    expect(card.getByText('Portfolio summary could not be started')).toBeTruthy();
    expect(card.getByText(/does not offer the portfolio-summary widget/)).toBeTruthy();
  });

  it('tells the page once it shows the widget, or its fallback (the dashboard then draws its chart)', async () => {
    const shown = vi.fn();
    const { loader } = fakeLoader(async () => inventoryRemote({ 'portfolio-summary': lifecycles }));
    const { mountParcel } = fakeMountParcel();
    render(<PortfolioCard loader={loader} services={services} mountParcel={mountParcel} onSettled={shown} />);
    expect(shown).not.toHaveBeenCalled();
    await screen.findByText('mounted portfolio-summary');
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    cleanup();

    const down = vi.fn();
    const broken = fakeLoader(unreachable);
    render(<PortfolioCard loader={broken.loader} services={services} mountParcel={fakeMountParcel().mountParcel} onSettled={down} />);
    await screen.findByTestId('portfolio-fallback');
    await waitFor(() => expect(down).toHaveBeenCalledTimes(1));
  });

  it('falls back when the widget crashes after mounting', async () => {
    const { loader } = fakeLoader(async () => inventoryRemote({ 'portfolio-summary': lifecycles }));
    const { mountParcel, mounted } = fakeMountParcel();
    render(<PortfolioCard loader={loader} services={services} mountParcel={mountParcel} />);
    await screen.findByText('mounted portfolio-summary');

    mounted[0]?.emit({ type: 'error', error: new Error('render failed') });
    await waitFor(() => expect(screen.getByText('Portfolio summary stopped working')).toBeTruthy());
  });
});
