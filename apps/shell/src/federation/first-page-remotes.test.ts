import { describe, expect, it, vi } from 'vitest';
import { firstPageRemotes, firstPageWidgets, preloadFirstPage } from './first-page-remotes';

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

describe('firstPageWidgets', () => {
  it('is the portfolio summary on the dashboard, and nothing on any other page', () => {
    expect(firstPageWidgets('/')).toEqual(['portfolio-summary']);
    expect(firstPageWidgets('/inventory')).toEqual([]);
    expect(firstPageWidgets('/login')).toEqual([]);
  });
});

describe('preloadFirstPage', () => {
  const fakeLoader = () => ({ preload: vi.fn(async () => undefined), preloadWidget: vi.fn(async () => undefined) });

  it('on the dashboard, loads the inventory remote with the portfolio summary’s code, and no page of its area', () => {
    const loader = fakeLoader();
    preloadFirstPage(loader, '/');
    expect(loader.preloadWidget.mock.calls).toEqual([['inventory', 'portfolio-summary']]);
    // An area's page preload would load the area's antd theme, which the plain card does without.
    expect(loader.preload).not.toHaveBeenCalled();
  });

  it('inside an area, loads its remote with the page, and no widget', () => {
    const loader = fakeLoader();
    preloadFirstPage(loader, '/catalog');
    expect(loader.preload.mock.calls).toEqual([['catalog', '/catalog']]);
    expect(loader.preloadWidget).not.toHaveBeenCalled();
  });
});
