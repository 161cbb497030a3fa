import type { RemoteName } from '@bullion/shared';
import { describe, expect, it } from 'vitest';
import { remoteForPath } from './route-ownership';

describe('remoteForPath', () => {
  it.each<[string, RemoteName | null]>([
    ['/catalog', 'catalog'],
    ['/products/42', 'catalog'],
    ['/products/import', 'catalog'],
    ['/inventory', 'inventory'],
    ['/inventory/7', 'inventory'],
    ['/collections/3', 'inventory'],
    ['/drawer', 'inventory'],
    ['/spaces/inventory', 'inventory'],
    ['/orders/new', 'orders'],
    ['/price-templates/9', 'orders'],
    ['/settings/people', 'settings'],
  ])('routes %s to the %s remote', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });

  it('owns only the exact /catalog path for the catalog, not pages below it', () => {
    expect(remoteForPath('/catalog/x')).toBeNull();
  });

  it('does not treat a path that merely starts with a remote path as owned (/drawers)', () => {
    expect(remoteForPath('/drawers')).toBeNull();
    expect(remoteForPath('/inventoryx')).toBeNull();
  });

  it.each(['/', '/login'])('leaves the shell page %s to the shell', (pathname) => {
    expect(remoteForPath(pathname)).toBeNull();
  });
});
