// Mounts the idle preloader (federation/idle-preloader.ts) in the signed-in layout: the code of the
// layout's menus, then the remotes of the areas the sidebar shows, in its order, once the app has been quiet for 2 s, each with the code
// of the pages its sidebar entries lead to (contract 1.4, RemoteLoader.preload(remote, path)), so a
// click on an entry renders its page without fetching anything. Navigation and
// input start the quiet period over, a hidden tab waits, and config.json's `preload.idle: false`
// turns it off. Each remote's progress is a performance mark (`bullion:idle-preload:<remote>`, then
// `bullion:idle-preload:done`), which the area-open bench waits for.
import type { RemoteName } from '@bullion/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { idlePreloadEnabled } from '../config/shell-config';
import { ACTIVITY_EVENTS, IdlePreloader } from '../federation/idle-preloader';
import { preloadRemoteAreaPage } from '../federation/remote-area-page';
import { remoteForPath } from '../federation/route-ownership';
import { useShell } from '../shell-context';
import { preloadMenuDropdown } from './deferred-dropdown';
import { PRIMARY_NAV, SECONDARY_NAV, shownNavItems, type NavCounts } from './nav-items';
import { useNavCounts } from './use-nav-counts';

export const IDLE_PRELOAD_MARK = 'bullion:idle-preload';

/** The remotes behind the sidebar's shown entries, each once, in the sidebar's order, with the paths of their entries. */
export function sidebarAreas(counts: NavCounts, pathname: string): { remote: RemoteName; paths: string[] }[] {
  const shown = [...shownNavItems(PRIMARY_NAV, counts, pathname), ...shownNavItems(SECONDARY_NAV, counts, pathname)];
  const areas = new Map<RemoteName, string[]>();
  for (const item of shown) {
    const remote = remoteForPath(item.to);
    if (remote) areas.set(remote, [...(areas.get(remote) ?? []), item.to]);
  }
  return [...areas].map(([remote, paths]) => ({ remote, paths }));
}

/** The remotes behind the sidebar's shown entries, each once, in the sidebar's order. */
export function sidebarRemotes(counts: NavCounts, pathname: string): RemoteName[] {
  return sidebarAreas(counts, pathname).map((area) => area.remote);
}

/** Settles in a task of its own, after whatever the browser has queued (input first). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function mark(name: string) {
  try {
    performance.mark(name);
  } catch {
    // No User Timing here: the marks are only for measuring.
  }
}

export function useIdlePreload(): void {
  const { config, loader } = useShell();
  const { pathname } = useLocation();
  const counts = useNavCounts();
  const areas = useRef<{ remote: RemoteName; paths: string[] }[]>([]);
  const preloader = useRef<IdlePreloader | null>(null);
  const enabled = idlePreloadEnabled(config);

  useEffect(() => {
    areas.current = sidebarAreas(counts, pathname);
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const current = new IdlePreloader({
      remotes: () => areas.current.map((area) => area.remote),
      // A failed preload is forgotten and the next load starts afresh (new manifest and entry
      // addresses, so the browser's failed import is not reused): the real visit tries again.
      // Once the remote is loaded, the pages of its sidebar entries, one after the other (a page
      // that fails to preload is loaded by the visit).
      preload: async (remote) => {
        // One step a task: every import adds the preload links of its chunks and evaluates what has
        // arrived, and several in one task make one long task of the main thread (longer still on a
        // phone), in the way of a tap.
        // The shell's own area page (a chunk of the shell, loaded once) beside the remote, and the
        // code of the header's and the sidebar's menus (antd's Dropdown).
        preloadRemoteAreaPage();
        await nextTask();
        void preloadMenuDropdown().catch(() => undefined);
        await nextTask();
        await loader.load(remote).catch((error: unknown) => {
          loader.reset(remote);
          throw error;
        });
        const paths = areas.current.find((area) => area.remote === remote)?.paths ?? [];
        for (const path of paths) {
          await nextTask();
          await loader.preload(remote, path);
        }
      },
      onPreloaded: (remote, ok) => mark(`${IDLE_PRELOAD_MARK}:${remote}${ok ? '' : ':failed'}`),
      onDone: () => mark(`${IDLE_PRELOAD_MARK}:done`),
    });
    preloader.current = current;
    const onActivity = () => current.activity();
    const onVisibility = () => current.visibilityChanged();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    current.start();
    return () => {
      current.stop();
      preloader.current = null;
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, loader]);

  // A navigation starts the quiet period over: the page just opened loads first.
  useEffect(() => {
    preloader.current?.activity();
  }, [pathname]);
}
