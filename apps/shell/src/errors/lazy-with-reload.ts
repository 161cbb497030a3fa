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
