// A remote's page in its own chunk (React.lazy with a named-export pick): loaded when first shown,
// or ahead with preload() (the parcel module's preload(path), contract 1.4, and tests). Once its
// chunk has loaded the page renders on the first render, without suspending: React.lazy suspends
// once even for a settled import, which would show the fallback for a frame.
//
// While it loads, the nearest PendingBoundary drives the shell's top progress bar. A chunk that fails
// to load throws to the parcel's error boundary, which reports it to the shell (its fallback with
// Retry). The failure is kept until the parcel is mounted again (the shell's Retry remounts it:
// remote-parcel.ts calls forgetFailedPageLoads) or the page is preloaded again: then the chunk is
// imported afresh instead of React.lazy rethrowing its cached rejection. Kept until then, so that
// React's own second render after an error does not import it again.
import { lazy, type ComponentType } from 'react';

export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Loads the page's chunk (once; again after a failure) without rendering it. */
  preload(): Promise<ComponentType<P>>;
};

const LAZY_PAGE = Symbol.for('bullion.lazyPage');

/** Whether a component is a page made by lazyPage (so route tables can preload it). */
export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && (component as { [LAZY_PAGE]?: true })[LAZY_PAGE] === true;
}

/** The pages whose last load failed, each with the way to forget it. */
const failedLoads = new Set<() => void>();

/** The next render or preload of every page whose chunk failed to load imports it again. */
export function forgetFailedPageLoads(): void {
  for (const forget of [...failedLoads]) forget();
}

/** A page (or a widget: any component with props) whose code is the chunk `load` imports. */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const forget = () => {
    failedLoads.delete(forget);
    loading = undefined;
    // A fresh React.lazy: the old one keeps its rejection for good.
    Lazy = newLazy();
  };
  const start = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return loaded;
      },
      (error: unknown) => {
        failedLoads.add(forget);
        throw error;
      },
    );
    return loading;
  };
  const newLazy = () => lazy(() => start().then((Loaded) => ({ default: Loaded })));
  let Lazy = newLazy();
  const preload = (): Promise<ComponentType<P>> => {
    if (loaded) return Promise.resolve(loaded);
    if (failedLoads.has(forget)) forget();
    return start();
  };
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload, [LAZY_PAGE]: true as const });
}
