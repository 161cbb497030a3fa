// After a failed dynamic page load the page reloads once (never in a loop): a new deploy has
// usually replaced the chunk, and the reloaded page asks for the new one.
import { lazy, type ComponentType } from 'react';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself has
export function lazyWithReload<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      return await factory();
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnceForChunkError()) {
        // Keep React suspended until the reload happens.
        return new Promise<{ default: T }>(() => undefined);
      }
      throw error;
    }
  });
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
