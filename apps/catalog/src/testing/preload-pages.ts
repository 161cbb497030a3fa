// The area's pages are lazy chunks (app.tsx, lazyPage from @bullion/ui). Loading them ahead takes seconds on a
// busy machine (the first import of a page's module graph): test files do it in beforeAll, with
// PRELOAD_TIMEOUT_MS.
import { configure } from '@testing-library/react';
import { preloadCatalogPages } from '../app';

export const PRELOAD_TIMEOUT_MS = 60_000;
const PAGE_WAIT_MS = 4_000;

/** For tests of what a page does: every page loaded ahead, so the area renders it at once (as after its first showing). */
export function preloadPages(): Promise<unknown> {
  return preloadCatalogPages();
}

/**
 * For tests of the area's routes, lazy loading included: the pages' modules are imported ahead, but
 * each page still suspends on its first showing, so tests wait for it (findBy…), with the time a
 * page's first render takes on a busy machine (antd's CSS-in-JS in jsdom) instead of Testing
 * Library's 1 s.
 */
export async function importPageModules(): Promise<void> {
  configure({ asyncUtilTimeout: PAGE_WAIT_MS });
  await Promise.all(Object.values(import.meta.glob('../pages/*-page.tsx')).map((load) => load()));
}
