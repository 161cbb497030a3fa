// After a failed dynamic page load the page reloads once (never in a loop): a new deploy has
// usually replaced the chunk, and the reloaded page asks for the new one.
import { lazyPage, type LazyPage } from '@bullion/ui';
import type { ComponentProps, ComponentType } from 'react';

const RELOAD_FLAG = 'bullion:reloaded-after-chunk-error';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/**
 * Whether a chunk error names a file that is not the shell's own (a remote's chunk, under its own
 * address): reloading the page would not bring a new copy of it, and would do it again on every
 * start. The remote's area shows the failure instead. An error naming no address counts as the shell's.
 */
export function isOtherAppChunkError(error: unknown, ownBase: string = new URL('.', import.meta.url).href): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const url = /\bhttps?:\/\/[^\s'"]+/.exec(message)?.[0];
  return url !== undefined && !url.startsWith(ownBase);
}

/**
 * When the user began to leave the page (its `beforeunload`: a link to another site, an address typed,
 * a reload). The browser then cancels the chunks still loading, which fail as a redeployed chunk
 * does; reloading for them would take the user back to the page they were leaving.
 */
let leavingSince = Number.NEGATIVE_INFINITY;
const LEAVING_FOR_MS = 10_000;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingSince = Date.now();
  });
}

/** Whether the page is being left (or was, within the last 10 s, when a leave guard kept the user). */
export function isLeavingPage(now = Date.now()): boolean {
  return now - leavingSince < LEAVING_FOR_MS;
}

/**
 * Reloads the page if it has not just been reloaded for this reason; returns whether the failure is
 * taken care of (a reload asked for, or the page being left). Every path that reloads for a chunk
 * comes here: the lazily loaded pages, the error boundary, vite's preload errors of the shell and of
 * every remote, and unhandled rejections.
 */
export function reloadOnceForChunkError(storage: Storage = sessionStorage, reload = () => window.location.reload()): boolean {
  // The browser cancels the chunks of a page being left: reloading would bring the user back to it.
  if (isLeavingPage()) return true;
  if (storage.getItem(RELOAD_FLAG)) return false;
  storage.setItem(RELOAD_FLAG, String(Date.now()));
  reload();
  return true;
}

/** A successful start clears the flag, so a later deploy can reload once again. */
export function clearChunkReloadFlag(storage: Storage = sessionStorage): void {
  storage.removeItem(RELOAD_FLAG);
}

/**
 * Imports a chunk; one that fails to load reloads the page once, and stays pending until it does.
 * While the page is being left, it stays pending for the next page instead.
 */
async function importWithReload<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return new Promise<M>(() => undefined);
    throw error;
  }
}

/**
 * A lazily loaded page (lazyPage from @bullion/ui): once its chunk has loaded, or was preloaded with
 * `preload()`, it renders on the first render instead of suspending. React.lazy suspends once even
 * for a loaded module, and React then holds the content back for up to 300 ms after the fallback it
 * showed (its throttle of Suspense reveals): a signed-in start, with the layout and the dashboard
 * each behind one, would pay that throttle before its first paint.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes
export function lazyWithReload<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): LazyPage<ComponentProps<T>> {
  return lazyPage(() => importWithReload(factory), (module) => module.default as ComponentType<ComponentProps<T>>);
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
): LazyPage<ComponentProps<M[K]>> {
  return lazyWithReload<M[K]>(async () => {
    const [module, wrapper] = await Promise.all([load(), wrap?.()]);
    return { default: wrapper ? (wrapper(module[name]) as M[K]) : module[name] };
  });
}
