// The remotes the first page of a signed-in visit shows: the area's remote for an address inside an
// area, and on the dashboard (/) the remotes of its inline widgets. bootstrap.tsx starts loading them
// beside the shell's own start-up, instead of after the signed-in layout and the page have loaded
// (a waterfall of one round trip per step: manifest, entry, parcel).
import { widgetRemote, type RemoteName, type RemoteWidgetName } from '@bullion/shared';
import { remoteForPath } from './route-ownership';

/** The widgets the dashboard mounts inline (pages/dashboard/portfolio-card.tsx). */
export const DASHBOARD_WIDGETS: readonly RemoteWidgetName[] = ['portfolio-summary'];

export function firstPageRemotes(pathname: string): RemoteName[] {
  if (pathname === '/') return [...new Set(DASHBOARD_WIDGETS.map(widgetRemote))];
  const remote = remoteForPath(pathname);
  return remote ? [remote] : [];
}
