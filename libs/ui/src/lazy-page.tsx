// A remote's page in its own chunk (React.lazy with a named-export pick): loaded when first
// shown, or ahead with preload(); once loaded it renders at once instead of suspending again. While
// it loads, the nearest PendingBoundary drives the shell's top progress bar; a chunk that fails to
// load throws to the parcel's error boundary, which reports it to the shell (its fallback with Retry).
import { lazy, type ComponentType } from 'react';

export type LazyPage = ComponentType & { preload(): Promise<ComponentType> };

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  const Lazy = lazy(() => preload().then((Page) => ({ default: Page })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
