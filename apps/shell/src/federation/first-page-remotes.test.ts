import { describe, expect, it } from 'vitest';
import { firstPageRemotes } from './first-page-remotes';

describe('firstPageRemotes', () => {
  it('is the inventory remote on the dashboard, whose portfolio card it draws', () => {
    expect(firstPageRemotes('/')).toEqual(['inventory']);
  });

  it('is the area’s remote for an address inside an area', () => {
    expect(firstPageRemotes('/catalog')).toEqual(['catalog']);
    expect(firstPageRemotes('/inventory/items/42')).toEqual(['inventory']);
    expect(firstPageRemotes('/price-templates')).toEqual(['orders']);
    expect(firstPageRemotes('/settings/people')).toEqual(['settings']);
  });

  it('is none for the shell’s own pages', () => {
    expect(firstPageRemotes('/login')).toEqual([]);
    expect(firstPageRemotes('/switch-group')).toEqual([]);
  });
});
