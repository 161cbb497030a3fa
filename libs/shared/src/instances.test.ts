import { afterEach, describe, expect, it } from 'vitest';
import { readInstanceReport, registerInstances } from './instances';

describe('readInstanceReport', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)['__BULLION_INSTANCES__'];
  });

  it('reports no apps and no kinds before anything registers', () => {
    expect(readInstanceReport()).toEqual({ apps: [], distinct: {} });
  });

  it('counts one instance when two apps register the same object', () => {
    const react = { name: 'react' };
    registerInstances('shell', { react });
    registerInstances('catalog', { react });

    const report = readInstanceReport();
    expect(report.apps).toEqual(['catalog', 'shell']);
    expect(report.distinct.react).toBe(1);
  });

  it('counts two instances when two apps register different objects', () => {
    registerInstances('shell', { react: { copy: 1 } });
    registerInstances('inventory', { react: { copy: 2 } });

    expect(readInstanceReport().distinct.react).toBe(2);
  });

  it('counts each kind separately across apps', () => {
    const queryClient = {};
    registerInstances('shell', { 'query-client': queryClient, store: { copy: 1 } });
    registerInstances('orders', { 'query-client': queryClient, store: { copy: 2 } });
    registerInstances('settings', { 'query-client': queryClient });

    const report = readInstanceReport();
    expect(report.apps).toEqual(['orders', 'settings', 'shell']);
    expect(report.distinct).toEqual({ 'query-client': 1, store: 2 });
  });

  it('an app registering again replaces its earlier registration', () => {
    const shared = {};
    registerInstances('shell', { zustand: shared });
    registerInstances('catalog', { zustand: {} });
    registerInstances('catalog', { zustand: shared });

    expect(readInstanceReport().distinct.zustand).toBe(1);
  });

  it('reads registrations kept on window, shared by every copy of the library', () => {
    registerInstances('shell', { zustand: {} });
    const holder = (window as unknown as Record<string, { apps: Record<string, unknown> }>)['__BULLION_INSTANCES__'];
    expect(Object.keys(holder?.apps ?? {})).toEqual(['shell']);
  });
});
