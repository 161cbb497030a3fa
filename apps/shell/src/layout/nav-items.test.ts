import { describe, expect, it } from 'vitest';
import { activeNavKey, type NavItem } from './nav-items';

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
