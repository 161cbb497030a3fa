// Which remote owns which part of the URL space: the routes of each remote in the list of remotes
// (libs/shared/src/remotes.json). `/x` owns exactly /x; `/x/*` owns /x and every path below it.
import { REMOTE_ROUTES, type RemoteName } from '@bullion/shared';

/** The remote whose area contains `pathname`, or null for the shell's own pages. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const { remote, path } of REMOTE_ROUTES) {
    const base = path.replace(/\/\*$/, '');
    if (pathname === base || (path.endsWith('/*') && pathname.startsWith(`${base}/`))) return remote;
  }
  return null;
}
