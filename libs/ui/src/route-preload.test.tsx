import { describe, expect, it, vi } from 'vitest';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { NotFound } from './not-found';
import { allPages, pagesForPath, preloadPath } from './route-preload';

function page(name: string) {
  const load = vi.fn(async () => ({ [name]: () => <h1>{name}</h1> }));
  return Object.assign(lazyPage(load, (module) => module[name] ?? (() => null)), { load });
}

const List = page('List');
const Item = page('Item');
const Account = page('Account');
const People = page('People');
function Layout() {
  return null;
}

const ROUTES: RouteObject[] = [
  { path: '/things', element: <List /> },
  { path: '/things/:id', element: <Item /> },
  { path: '/things/*', element: <NotFound /> },
  {
    path: '/settings',
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/settings/account" replace /> },
      { path: 'account', element: <Account /> },
      { path: 'people', element: <People /> },
      { path: 'team', element: <Navigate to="../people" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  { path: '*', element: null },
];

describe('the pages a path shows (contract 1.4 preload)', () => {
  it("finds the page of a path with react-router's own matching, query and all", () => {
    expect(pagesForPath(ROUTES, '/things')).toEqual([List]);
    expect(pagesForPath(ROUTES, '/things?q=gold&metal=silver')).toEqual([List]);
    expect(pagesForPath(ROUTES, '/things/42')).toEqual([Item]);
    expect(pagesForPath(ROUTES, '/settings/people')).toEqual([People]);
  });

  it('follows a redirect to the page it leads to', () => {
    expect(pagesForPath(ROUTES, '/settings')).toEqual([Account]);
    expect(pagesForPath(ROUTES, '/settings/team')).toEqual([People]);
  });

  it('finds nothing for a path the area does not show as a page', () => {
    expect(pagesForPath(ROUTES, '/things/1/unknown')).toEqual([]);
    expect(pagesForPath(ROUTES, '/')).toEqual([]);
  });

  it("preloadPath loads only that page's chunk; allPages lists every page", async () => {
    await preloadPath(ROUTES, '/things/7');
    expect(Item.load).toHaveBeenCalledTimes(1);
    expect(List.load).not.toHaveBeenCalled();
    await preloadPath(ROUTES, '/nowhere');
    expect(allPages(ROUTES)).toEqual([List, Item, Account, People]);
  });
});
