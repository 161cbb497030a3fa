import { describe, expect, it } from 'vitest';
import { activeNavKey, childrenUnderParents, PRIMARY_NAV, shownNavItems, type NavItem } from './nav-items';

describe('activeNavKey', () => {
  it('highlights Dashboard on the home page', () => {
    expect(activeNavKey('/')).toBe('dashboard');
  });

  it('highlights Inventory on an inventory item page', () => {
    expect(activeNavKey('/inventory/5')).toBe('inventory');
  });

  it('highlights Catalog on a product page', () => {
    expect(activeNavKey('/products/3')).toBe('catalog');
  });

  it('highlights nothing on a settings page, which has no sidebar entry', () => {
    expect(activeNavKey('/settings/account')).toBeNull();
  });

  it('does not highlight Dashboard on every page just because it links to /', () => {
    expect(activeNavKey('/login')).toBeNull();
  });

  it('does not highlight an item whose path is only a prefix of the segment', () => {
    expect(activeNavKey('/collectionsX')).toBeNull();
    expect(activeNavKey('/collections/12')).toBe('collections');
  });

  it('prefers the longest matching item', () => {
    const items: NavItem[] = [
      { key: 'settings', label: 'Settings', to: '/settings' },
      { key: 'people', label: 'People', to: '/settings/people' },
    ];
    expect(activeNavKey('/settings/people/4', items)).toBe('people');
    expect(activeNavKey('/settings/account', items)).toBe('settings');
  });
});

describe('the drawer entry', () => {
  const counts = (drawer: number | null) => ({ drawer });
  const keys = (items: readonly NavItem[]) => items.map((item) => item.key);

  it('sits right under Inventory, from the list of remotes; Storage spaces, Orders and Customers sit under their areas', () => {
    expect(keys(PRIMARY_NAV)).toEqual(['dashboard', 'inventory', 'drawer', 'spaces', 'collections', 'price-templates', 'orders', 'customers']);
    expect(PRIMARY_NAV.find((item) => item.key === 'spaces')).toMatchObject({ to: '/spaces', parent: 'inventory' });
    expect(PRIMARY_NAV.find((item) => item.key === 'orders')).toMatchObject({ to: '/orders', parent: 'price-templates' });
    expect(PRIMARY_NAV.find((item) => item.key === 'customers')).toMatchObject({ to: '/customers', parent: 'price-templates' });
    expect(PRIMARY_NAV.find((item) => item.key === 'drawer')).toMatchObject({ to: '/drawer', parent: 'inventory', count: 'drawer' });
  });

  it('shows only while the drawer holds something', () => {
    expect(keys(shownNavItems(PRIMARY_NAV, counts(0), '/'))).toEqual(['dashboard', 'inventory', 'spaces', 'collections', 'price-templates', 'orders', 'customers']);
    expect(keys(shownNavItems(PRIMARY_NAV, counts(null), '/'))).not.toContain('drawer');
    expect(keys(shownNavItems(PRIMARY_NAV, counts(3), '/'))).toContain('drawer');
  });

  it('stays while the drawer page is open, even once everything is put away', () => {
    expect(keys(shownNavItems(PRIMARY_NAV, counts(0), '/drawer'))).toContain('drawer');
    expect(activeNavKey('/drawer')).toBe('drawer');
  });

  it('orders children after their parent whatever the list order', () => {
    const items: NavItem[] = [
      { key: 'child', label: 'Child', to: '/a/child', parent: 'a' },
      { key: 'a', label: 'A', to: '/a' },
      { key: 'b', label: 'B', to: '/b' },
    ];
    expect(keys(childrenUnderParents(items))).toEqual(['a', 'child', 'b']);
  });
});
