// The remotes the first page of a signed-in visit shows: the area's remote for an address inside an
// area, and on the dashboard (/) the remotes of its inline widgets. bootstrap.tsx starts loading them
// (and, on the dashboard, the widgets' own code: contract 1.5) beside the shell's own start-up,
// instead of after the signed-in layout and the page have loaded (a waterfall of one round trip per
// step: manifest, entry, parcel, widget).
import { widgetRemote, type RemoteName, type RemoteWidgetName } from '@bullion/shared';
import type { RemoteLoader } from './remote-loader';
import { remoteForPath } from './route-ownership';

/**
 * The widgets the dashboard mounts inline at once (pages/dashboard/portfolio-card.tsx). Not its orders
 * summary: the orders card loads its remote once the portfolio has settled (orders-card.tsx).
 */
export const DASHBOARD_WIDGETS: readonly RemoteWidgetName[] = ['portfolio-summary'];

/** The widgets the page at `pathname` mounts inline. */
export function firstPageWidgets(pathname: string): RemoteWidgetName[] {
  return pathname === '/' ? [...DASHBOARD_WIDGETS] : [];
}

export function firstPageRemotes(pathname: string): RemoteName[] {
  if (pathname === '/') return [...new Set(firstPageWidgets(pathname).map(widgetRemote))];
  const remote = remoteForPath(pathname);
  return remote ? [remote] : [];
}

/**
 * Starts loading what the page at `pathname` needs from remotes: an area's remote with its page, or
 * the widgets' remotes with the widgets' code. A widget's remote is not asked for a page: the
 * dashboard is none of its pages, and an area's preload also loads what the area draws with (antd's
 * theme), which a plain widget (the portfolio card) does without.
 */
export function preloadFirstPage(loader: Pick<RemoteLoader, 'preload' | 'preloadWidget'>, pathname: string): void {
  const widgets = firstPageWidgets(pathname);
  if (!widgets.length) for (const remote of firstPageRemotes(pathname)) void loader.preload(remote, pathname);
  for (const widget of widgets) void loader.preloadWidget(widgetRemote(widget), widget);
}
