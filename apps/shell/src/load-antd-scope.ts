// antd's theme (antd-scope.tsx) as a lazily loaded wrapper, for lazyNamed: a page drawn with antd
// loads it beside its own chunk; the login page and a signed-in start, drawn without antd, never do.
import type { ComponentType } from 'react';
import { lazyNamed } from './errors/lazy-with-reload';

export const loadAntdScope = () => import('./antd-scope').then(({ withAntdScope }) => withAntdScope);

/** A lazily loaded component drawn with antd: its chunk comes with antd's theme. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as lazyNamed
export function lazyWithAntd<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazyNamed(load, name, loadAntdScope);
}
