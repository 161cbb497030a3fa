import { describe, expect, it } from 'vitest';
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
