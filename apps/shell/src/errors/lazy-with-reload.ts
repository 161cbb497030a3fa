// After a failed dynamic page load the page reloads once (never in a loop): a new deploy has
// usually replaced the chunk, and the reloaded page asks for the new one.
import { lazyPage, type LazyPage } from '@bullion/ui';
import { lazy, type ComponentProps, type ComponentType } from 'react';

const RELOAD_FLAG = 'bullion:reloaded-after-chunk-error';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/** Reloads the page if it has not just been reloaded for this reason; returns whether it did. */
export function reloadOnceForChunkError(storage: Storage = sessionStorage, reload = () => window.location.reload()): boolean {
  if (storage.getItem(RELOAD_FLAG)) return false;
  storage.setItem(RELOAD_FLAG, String(Date.now()));
  reload();
  return true;
}

/** A successful start clears the flag, so a later deploy can reload once again. */
export function clearChunkReloadFlag(storage: Storage = sessionStorage): void {
  storage.removeItem(RELOAD_FLAG);
}

/** `load`, reloading the page once when its chunk fails to load (then never settling, so React stays suspended until the reload). */
async function reloadingOnChunkError<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return new Promise<M>(() => undefined);
    throw error;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself has
export function lazyWithReload<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>) {
  return lazy(() => reloadingOnChunkError(factory));
}

/**
 * A named export of a lazily loaded module that can be loaded ahead (`preload()`: the sidebar's hover
 * and the idle preload) and then renders on its first render without suspending; reloads once on a
 * failed chunk like lazyWithReload.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as lazyWithReload
export function preloadableNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<ComponentProps<M[K]>> {
  return lazyPage(() => reloadingOnChunkError(load), (module) => module[name]);
}

/**
 * A named export of a lazily loaded module, reloading once on a failed chunk; with `wrap`, the
 * component as `wrap` returns it, from modules loaded beside it (antd's theme: antd-scope.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  wrap?: () => Promise<(component: ComponentType<any>) => ComponentType<any>>,
) {
  return lazyWithReload<M[K]>(async () => {
    const [module, wrapper] = await Promise.all([load(), wrap?.()]);
    return { default: wrapper ? (wrapper(module[name]) as M[K]) : module[name] };
  });
}
