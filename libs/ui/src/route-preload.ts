// What a remote's parcel module preloads for a shell path (contract 1.4, `preload(path)`): the pages
// (lazyPage) its route table would show there, matched with react-router's own matching, so the
// paths are written once, in the route table. A redirect (<Navigate to>) is followed to the page it
// leads to. Nothing renders.
import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteMatch, type RouteObject } from 'react-router';
import { isLazyPage, type LazyPage } from './lazy-page';

const MAX_REDIRECTS = 5;

function lazyPageOf(element: ReactNode): LazyPage | null {
  return isValidElement(element) && isLazyPage(element.type) ? element.type : null;
}

function redirectOf(element: ReactNode): string | null {
  if (!isValidElement<{ to?: unknown }>(element) || element.type !== Navigate) return null;
  return typeof element.props.to === 'string' ? element.props.to : null;
}

/** The pages the routes show at `path` (a redirect followed), outermost first. */
export function pagesForPath(routes: RouteObject[], path: string): LazyPage[] {
  const pages: LazyPage[] = [];
  let current: string | null = path;
  for (let redirects = 0; current !== null && redirects <= MAX_REDIRECTS; redirects += 1) {
    const matches: RouteMatch[] = matchRoutes(routes, current) ?? [];
    current = null;
    for (const match of matches) {
      const page = lazyPageOf(match.route.element);
      if (page && !pages.includes(page)) pages.push(page);
      const to = redirectOf(match.route.element);
      // Relative to the matched route, as the router resolves it (no resolvePath: react-router is a
      // tree-shaken shared module, scripts/vite/federation.ts).
      if (to !== null) current = new URL(to, `http://area${match.pathname.replace(/\/?$/, '/')}`).pathname;
    }
  }
  return pages;
}

/** Loads the code of the pages the routes show at `path`, without rendering; a path they do not show loads nothing. */
export async function preloadPath(routes: RouteObject[], path: string): Promise<void> {
  await Promise.all(pagesForPath(routes, path).map((page) => page.preload()));
}

/** Every page of the route table (tests load them all ahead, as after their first showing). */
export function allPages(routes: RouteObject[]): LazyPage[] {
  return routes.flatMap((route) => {
    const page = lazyPageOf(route.element);
    return [...(page ? [page] : []), ...allPages(route.children ?? [])];
  });
}

export async function preloadAllPages(routes: RouteObject[]): Promise<void> {
  await Promise.all(allPages(routes).map((page) => page.preload()));
}
