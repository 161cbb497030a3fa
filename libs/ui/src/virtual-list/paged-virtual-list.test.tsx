import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PagedVirtualList, rowPosition } from './paged-virtual-list';
import { usePagedRows } from './use-paged-rows';

const ROW_HEIGHT = 40;
let requested: number[] = [];
let failing = false;

/** A list of `total` rows "Row 1", "Row 2", … served in pages, recording each page asked for. */
function pageQuery(total: number) {
  return (offset: number, limit: number) =>
    queryOptions({
      queryKey: ['rows', total, offset, limit],
      queryFn: async () => {
        requested.push(offset);
        if (failing) throw new Error('down');
        const count = Math.max(0, Math.min(limit, total - offset));
        return { items: Array.from({ length: count }, (_, index) => `Row ${offset + index + 1}`), total };
      },
    });
}

function Rows({ total }: { total: number }) {
  const list = usePagedRows({ pageQuery: pageQuery(total), rowHeight: ROW_HEIGHT, overscan: 2 });
  return (
    <PagedVirtualList
      list={list}
      kind="list"
      label="Rows"
      totalText={(count) => `${count} rows`}
      totalTestId="total"
      loadErrorTitle="The rows could not be loaded"
      loadingLabel="Loading rows"
      empty={<p>No rows</p>}
      boxStyle={{ height: 400 }}
      renderRow={(item, row) => (
        <div key={row.key} role="listitem" style={rowPosition(row)}>
          {item ?? 'Loading…'}
        </div>
      )}
    />
  );
}

function renderRows(total: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Rows total={total} />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // jsdom has no layout: give the scroll box a height, so the virtualiser knows what is on screen.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => {
  cleanup();
  requested = [];
  failing = false;
});
afterAll(() => vi.restoreAllMocks());

describe('PagedVirtualList', () => {
  it('renders only the rows on screen and fetches only the pages they fall in', async () => {
    renderRows(10_000);
    expect(screen.getByLabelText('Loading rows')).toBeTruthy();
    expect((await screen.findByTestId('total')).textContent).toBe('10000 rows');
    const list = screen.getByRole('list', { name: 'Rows' });
    expect(await screen.findByText('Row 1')).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeLessThan(20);
    expect(requested).toEqual([0]);

    list.scrollTop = 5_000 * ROW_HEIGHT;
    act(() => void fireEvent.scroll(list));
    expect(await screen.findByText('Row 5001')).toBeTruthy();
    expect(requested).toEqual([0, 4_900, 5_000]);
  });

  it('offers to try again when the first page fails', async () => {
    failing = true;
    renderRows(10);
    expect(await screen.findByText('The rows could not be loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('10 rows'));
  });

  it('shows the caller’s empty state when nothing matches', async () => {
    renderRows(0);
    expect(await screen.findByText('No rows')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
