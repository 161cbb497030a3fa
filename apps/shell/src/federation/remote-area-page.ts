// The shell's page of a remote area (remote-area.tsx) in its own chunk. The sidebar's hover preload and
// the idle preload load it ahead with the remote, so the first click on an area renders its host at
// once instead of fetching this chunk first (a loaded lazyPage renders without suspending).
// A preload that fails is only forgotten: nothing reloads while the user merely hovers. If the chunk
// still fails when the area is shown, the error reaches the signed-in layout's ErrorBoundary, which
// reloads the page once like any other page chunk of the shell (errors/error-boundary.tsx).
import { lazyPage } from '@bullion/ui';

export const RemoteAreaPage = lazyPage(() => import('./remote-area'), (module) => module.RemoteArea);

/** Starts loading the area page's chunk (once); settles quietly. */
export function preloadRemoteAreaPage(): void {
  RemoteAreaPage.preload().catch(() => undefined);
}
