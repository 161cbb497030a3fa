// Which remote owns which part of the URL space (spec section 2; ARCHITECTURE.md).
import type { RemoteName } from '@bullion/shared';

export const REMOTE_ROUTES: Record<RemoteName, readonly string[]> = {
  catalog: ['/catalog', '/products/*'],
  inventory: ['/inventory/*', '/collections/*', '/drawer', '/spaces/*'],
  orders: ['/orders/*', '/price-templates/*'],
  settings: ['/settings/*'],
};

/** The remote whose area contains `pathname`, or null for the shell's own pages. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const [remote, patterns] of Object.entries(REMOTE_ROUTES) as [RemoteName, readonly string[]][]) {
    for (const pattern of patterns) {
      const base = pattern.replace(/\/\*$/, '');
      if (pathname === base || (pattern.endsWith('/*') && pathname.startsWith(`${base}/`))) return remote;
    }
  }
  return null;
}
