// A remote's chunk that fails to load is the remote's failure: its area (or widget) shows the shell's
// fallback with Retry, which loads the remote afresh. Vite's preload helper reports every failed
// dynamic import with a `vite:preloadError` event on the window, and the shell reloads the whole
// page on that event once (bootstrap.tsx: a new deploy of the shell replaced its chunks). A remote
// runs in the same window, so without this its page chunks (lazyPage) would reload the shell too:
// the user's page goes away, and a navigation under way is aborted. The remote's own capture
// listener runs before the shell's and keeps the event to itself when the failed file is one of
// the remote's (under the folder of its own code); the import then rejects as usual. A failure that
// names no address (Safari) is left to the shell.
const CLAIMED = new Set<string>();

/** The address a chunk-load error names, if any. */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /\bhttps?:\/\/[^\s'"]+/.exec(message)?.[0] ?? null;
}

/** The folder this code was loaded from: a remote's assets. */
function ownBase(): string {
  return new URL('.', import.meta.url).href;
}

/** Keeps `vite:preloadError` events for files under `base` from the shell's page reload; once per base. */
export function claimOwnChunkErrors(base: string = ownBase(), target: Window = window): void {
  if (CLAIMED.has(base)) return;
  CLAIMED.add(base);
  target.addEventListener(
    'vite:preloadError',
    (event) => {
      const url = failedChunkUrl((event as Event & { payload?: unknown }).payload);
      if (url?.startsWith(base)) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
