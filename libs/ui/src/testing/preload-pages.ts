// For the remotes' unit tests (@bullion/ui/testing, test files only). A remote's pages are lazy
// chunks (lazyPage, routed in its src/app.tsx). Loading them ahead takes seconds on a busy machine
// (the first import of a page's module graph): test files do it in beforeAll, with PRELOAD_TIMEOUT_MS.
import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { preloadAllPages } from '../route-preload';

export const PRELOAD_TIMEOUT_MS = 60_000;
const PAGE_WAIT_MS = 4_000;

/**
 * For tests of what a page does: every page of the route table loaded ahead, so the area renders it
 * at once (as after its first showing, or after the shell's preload).
 */
export function preloadPages(routes: RouteObject[]): Promise<void> {
  return preloadAllPages(routes);
}

/**
 * For tests of the area's routes, lazy loading included: the pages' modules (the caller's
 * `import.meta.glob('./pages/*-page.tsx')`) are imported ahead, but each page still suspends on its
 * first showing, so tests wait for it (findBy…), with the time a page's first render takes on a busy
 * machine (antd's CSS-in-JS in jsdom) instead of Testing Library's 1 s.
 */
export async function importPageModules(modules: Record<string, () => Promise<unknown>>): Promise<void> {
  configure({ asyncUtilTimeout: PAGE_WAIT_MS });
  await Promise.all(Object.values(modules).map((load) => load()));
}
