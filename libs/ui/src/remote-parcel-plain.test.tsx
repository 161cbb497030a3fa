import { fakeShellServices } from '@bullion/shared/testing';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createRemoteParcel } from './remote-parcel';

// antd's theme provider, standing in: it records that its chunk was imported and marks its tree.
const themeChunk = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./antd-theme-provider', () => {
  themeChunk.imports += 1;
  return { ParcelAntdTheme: ({ resolved, children }: { resolved: string; children: ReactNode }) => <div data-antd-theme={resolved}>{children}</div> };
});

const contract = { remote: 'inventory', contractRange: '^1.5.0', version: '0.0.0-test' } as const;
type Lifecycle = (props: never) => Promise<unknown>;
type Lifecycles = { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle };

/** Mounts a widget parcel into a fresh element; returns the element and a way to unmount it. */
async function mountWidget(parcel: unknown, widget: string) {
  const { bootstrap, mount, unmount } = parcel as Lifecycles;
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: widget, domElement, contractVersion: '1.5.0', remote: 'inventory', services: fakeShellServices(), widget, input: {}, emit: () => undefined } as never;
  await bootstrap(props);
  await mount(props);
  await act(async () => undefined);
  return { domElement, unmount: async () => (await unmount(props), domElement.remove()) };
}

describe('plain widgets (mounted without antd)', () => {
  const module = createRemoteParcel({
    contract,
    App: () => null,
    widgets: { 'portfolio-summary': () => <p>the summary</p>, 'shared-collection': () => <p>the collection</p> },
    plainWidgets: ['portfolio-summary'],
  });

  it("draws a plain widget without importing antd's theme provider, also when preloaded", async () => {
    await module.preloadWidget?.('portfolio-summary');
    const { domElement, unmount } = await mountWidget(module.widgets?.['portfolio-summary'], 'portfolio-summary');
    expect(domElement.textContent).toBe('the summary');
    expect(domElement.querySelector('[data-antd-theme]')).toBeNull();
    expect(themeChunk.imports).toBe(0);
    await unmount();
  });

  it("draws any other widget inside antd's theme, in the shell's resolved theme", async () => {
    const { domElement, unmount } = await mountWidget(module.widgets?.['shared-collection'], 'shared-collection');
    expect(themeChunk.imports).toBe(1);
    expect(domElement.querySelector('[data-antd-theme="light"]')?.textContent).toBe('the collection');
    await unmount();
  });
});
