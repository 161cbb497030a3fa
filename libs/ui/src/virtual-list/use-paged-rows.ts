// The rows of a long server-side list, for a virtualised view: only the rows on screen are rendered
// and only the pages they fall in are fetched, so 10 000 rows scroll as smoothly as 10. Page 0 also
// gives the total; the others are fetched as rows of theirs come into view.
import { useQueries, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useVirtualizer, type Virtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useMemo, useRef, type RefObject } from 'react';

/** The API's list pages hold at most 100 rows (its default limit). */
export const LIST_PAGE_SIZE = 100;

/** A page of a list as the API answers it. */
export interface ListPage<T> {
  items: readonly T[];
  total: number;
}

/** A row of a page. */
export type RowOf<TPage extends ListPage<unknown>> = TPage['items'][number];

export interface PagedRowsOptions<TPage extends ListPage<unknown>, TKey extends QueryKey> {
  /** The query options of the page that starts at `offset` (the list's own query options, with paging). */
  pageQuery(offset: number, limit: number): UseQueryOptions<TPage, Error, TPage, TKey>;
  /** Every row's height in px (the first guess of the virtualiser). */
  rowHeight: number;
  /** Rows rendered beyond each edge of the scroll box. */
  overscan: number;
}

export interface PagedRows<TPage extends ListPage<unknown>> {
  /** The scroll box's element. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Page 0: its state is the list's (loading, failed, refetch, placeholder while a new query loads). */
  first: UseQueryResult<TPage, Error>;
  total: number;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** The rows to render now. */
  rows: VirtualItem[];
  /** The row at an index, or undefined while its page loads. */
  rowAt(index: number): RowOf<TPage> | undefined;
}

export function usePagedRows<TPage extends ListPage<unknown>, TKey extends QueryKey>({ pageQuery, rowHeight, overscan }: PagedRowsOptions<TPage, TKey>): PagedRows<TPage> {
  const scrollRef = useRef<HTMLDivElement>(null);
  const first = useQuery(pageQuery(0, LIST_PAGE_SIZE));
  const total = first.data?.total ?? 0;

  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  });
  const rows = virtualizer.getVirtualItems();

  // The pages the visible rows fall in (page 0 is `first`).
  const pageNumbers = useMemo(() => {
    const pages = new Set<number>();
    for (const row of rows) pages.add(Math.floor(row.index / LIST_PAGE_SIZE));
    pages.delete(0);
    return [...pages];
  }, [rows]);
  const pages = useQueries({
    // A page of its own never shows another page's rows while it loads.
    queries: pageNumbers.map((page) => ({ ...pageQuery(page * LIST_PAGE_SIZE, LIST_PAGE_SIZE), placeholderData: undefined })),
  });
  const rowAt = (index: number): RowOf<TPage> | undefined => {
    const page = Math.floor(index / LIST_PAGE_SIZE);
    const data = page === 0 ? first.data : pages[pageNumbers.indexOf(page)]?.data;
    return data?.items[index - page * LIST_PAGE_SIZE];
  };

  return { scrollRef, first, total, virtualizer, rows, rowAt };
}
