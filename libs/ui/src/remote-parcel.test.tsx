import { fakeShellServices } from '@bullion/shared/testing';
import { act } from '@testing-library/react';
import type React from 'react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';
import { createRemoteParcel } from './remote-parcel';

const contract = { remote: 'inventory', contractRange: '^1.2.0', version: '0.0.0-test' } as const;

describe('createRemoteParcel', () => {
  it('builds a parcel for every widget the remote passes, the inline portfolio summary included', () => {
    const PortfolioSummary = () => null;
    const module = createRemoteParcel({ contract, App: () => null, widgets: { 'portfolio-summary': PortfolioSummary } });
    expect(Object.keys(module.widgets ?? {})).toEqual(['portfolio-summary']);
    const parcel = module.widgets?.['portfolio-summary'];
    expect(parcel).toMatchObject({ name: 'inventory-portfolio-summary' });
    expect([parcel?.bootstrap, parcel?.mount, parcel?.unmount].every((lifecycle) => typeof lifecycle === 'function')).toBe(true);
  });

  it('offers no widget when the remote passes none', () => {
    expect(createRemoteParcel({ contract, App: () => null }).widgets).toEqual({});
  });

  it("offers the remote's page preload (contract 1.4) when it passes one, and none otherwise", async () => {
    const preloaded: string[] = [];
    const module = createRemoteParcel({ contract, App: () => null, preload: async (path) => void preloaded.push(path) });
    await module.preload?.('/inventory');
    expect(preloaded).toEqual(['/inventory']);
    expect('preload' in createRemoteParcel({ contract, App: () => null })).toBe(false);
  });

  it("offers a widget preload (contract 1.5) that loads the named widget's code only", async () => {
    const loaded: string[] = [];
    const module = createRemoteParcel({
      contract,
      App: () => null,
      widgetPreloads: { 'portfolio-summary': async () => void loaded.push('portfolio-summary'), 'shared-collection': async () => void loaded.push('shared-collection') },
    });
    await module.preloadWidget?.('portfolio-summary');
    expect(loaded).toEqual(['portfolio-summary']);
    // A widget the remote does not offer loads nothing, and settles.
    await expect(module.preloadWidget?.('product-view')).resolves.toBeUndefined();
    expect(loaded).toEqual(['portfolio-summary']);
    expect('preloadWidget' in createRemoteParcel({ contract, App: () => null })).toBe(false);
  });
});

describe('a widget parcel’s mount', () => {
  it('loads the widget’s code first, so that its first render draws it and never its loading fallback', async () => {
    let finishLoad: (module: { Summary: () => React.ReactElement }) => void = () => undefined;
    const Summary = lazyPage(() => new Promise<{ Summary: () => React.ReactElement }>((resolve) => (finishLoad = resolve)), (module) => module.Summary);
    const fallbacks: string[] = [];
    function Fallback() {
      fallbacks.push('shown');
      return <p>loading</p>;
    }
    function Widget() {
      return (
        <Suspense fallback={<Fallback />}>
          <Summary />
        </Suspense>
      );
    }
    const module = createRemoteParcel({
      contract,
      App: () => null,
      widgets: { 'portfolio-summary': Widget },
      widgetPreloads: { 'portfolio-summary': () => Summary.preload() },
    });
    type Lifecycle = (props: never) => Promise<unknown>;
    const parcel = module.widgets?.['portfolio-summary'] as { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle } | undefined;
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = {
      name: 'inventory-portfolio-summary',
      domElement,
      contractVersion: '1.5.0',
      remote: 'inventory',
      services: fakeShellServices(),
      widget: 'portfolio-summary',
      input: {},
      emit: () => undefined,
      close: () => undefined,
      closeTo: () => undefined,
    } as never;
    await parcel?.bootstrap(props);
    const mounted = parcel?.mount(props);
    finishLoad({ Summary: () => <p>the summary</p> });
    await mounted;
    await act(async () => undefined);
    expect(domElement.textContent).toBe('the summary');
    expect(fallbacks).toEqual([]);
    await parcel?.unmount(props);
    domElement.remove();
  });
});
