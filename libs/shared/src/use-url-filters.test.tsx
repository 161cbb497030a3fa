import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { useUrlFilters, type UrlFilters } from './use-url-filters';

interface Filters {
  q: string;
  metal: string[];
}

const read = (params: URLSearchParams): Filters => ({ q: params.get('q')?.trim() ?? '', metal: (params.get('metal') ?? '').split(',').filter(Boolean) });
function write(current: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('q');
  next.delete('metal');
  if (filters.q) next.set('q', filters.q);
  if (filters.metal.length) next.set('metal', filters.metal.join(','));
  return next;
}

let view: UrlFilters<Filters>;
let navigate: ReturnType<typeof useNavigate>;

function Probe() {
  view = useUrlFilters(read, write);
  navigate = useNavigate();
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const location = () => screen.getByTestId('location').textContent;

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useUrlFilters', () => {
  it('reads the filters from the address, keeping parameters that are not filters when it writes', () => {
    renderAt('/inventory?metal=gold&view=compact&q=eagle');
    expect(view.filters).toEqual({ q: 'eagle', metal: ['gold'] });
    expect(view.searchText).toBe('eagle');
    act(() => view.update({ metal: ['gold', 'silver'] }));
    expect(location()).toBe('/inventory?view=compact&q=eagle&metal=gold%2Csilver');
  });

  it('writes the search text once typing pauses, in place of the current entry', () => {
    renderAt('/inventory?metal=gold');
    act(() => view.setSearchText(' maple'));
    act(() => vi.advanceTimersByTime(299));
    expect(location()).toBe('/inventory?metal=gold');
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/inventory?q=maple&metal=gold');
    // Replaced, not pushed: going back leaves the page's first address behind.
    act(() => void navigate(-1));
    expect(location()).toBe('/inventory?q=maple&metal=gold');
  });

  it('follows the address into the search box (Back, a shared link)', () => {
    renderAt('/inventory?q=eagle');
    act(() => view.update({ q: 'kilo bar' }));
    expect(view.searchText).toBe('kilo bar');
    act(() => void navigate(-1));
    expect(view.searchText).toBe('eagle');
    act(() => vi.advanceTimersByTime(1000));
    expect(location()).toBe('/inventory?q=eagle');
  });
});
