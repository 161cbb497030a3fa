import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavMenu, type NavMenuEntry } from './nav-menu';

afterEach(cleanup);

const ENTRIES: NavMenuEntry[] = [
  { key: 'dashboard', to: '/', label: 'Dashboard' },
  { key: 'inventory', to: '/inventory', label: 'Inventory' },
  { key: 'drawer', to: '/drawer', label: 'Drawer', nested: true },
  { key: 'collections', to: '/collections', label: 'Collections' },
];

function renderMenu(selectedKey: string | null = 'inventory') {
  const onSelect = vi.fn();
  const onIntent = vi.fn();
  render(<NavMenu entries={ENTRIES} selectedKey={selectedKey} onSelect={onSelect} onIntent={onIntent} />);
  const link = (name: string) => screen.getByRole('link', { name });
  return { onSelect, onIntent, link };
}

describe('the sidebar’s menu', () => {
  it('is a menu of entries holding links; the current page’s entry is marked and is the one tab stop', () => {
    const { link } = renderMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Inventory', 'Drawer', 'Collections']);
    expect(link('Inventory').getAttribute('aria-current')).toBe('page');
    expect(link('Dashboard').getAttribute('aria-current')).toBeNull();
    expect(ENTRIES.map(({ label }) => link(String(label)).tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(link('Drawer').getAttribute('href')).toBe('/drawer');
  });

  it('moves between entries with the arrow keys, Home and End, wrapping around', () => {
    const { link } = renderMenu(null);
    link('Dashboard').focus();
    fireEvent.keyDown(link('Dashboard'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(link('Inventory'));
    fireEvent.keyDown(link('Inventory'), { key: 'End' });
    expect(document.activeElement).toBe(link('Collections'));
    fireEvent.keyDown(link('Collections'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(link('Dashboard'));
    fireEvent.keyDown(link('Dashboard'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(link('Collections'));
    fireEvent.keyDown(link('Collections'), { key: 'Home' });
    expect(document.activeElement).toBe(link('Dashboard'));
  });

  it('navigates in the app on a plain click, and leaves a modified click (new tab) to the browser', () => {
    const { link, onSelect } = renderMenu();
    expect(fireEvent.click(link('Collections'))).toBe(false);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'collections', to: '/collections' }));
    onSelect.mockClear();
    expect(fireEvent.click(link('Drawer'), { ctrlKey: true })).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('reports intent on hover and on focus, for preloading', () => {
    const { link, onIntent } = renderMenu();
    fireEvent.mouseEnter(link('Collections'));
    fireEvent.focus(link('Drawer'));
    expect(onIntent.mock.calls.map(([entry]) => entry.key)).toEqual(['collections', 'drawer']);
  });
});
