// A long server-side list in a scroll box that renders only the rows on screen (usePagedRows), with
// the states every such list has: loading (placeholder rows), failed (Try again), empty (the
// caller's), and while a new query loads the previous rows dimmed and marked busy. The caller draws
// each row, positioned with rowPosition(); a table passes its header row and `table` roles.
import type { VirtualItem } from '@tanstack/react-virtual';
import { Flex, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { LoadError } from '../page-state/load-error';
import { LoadingState } from '../page-state/loading-state';
import type { ListPage, PagedRows, RowOf } from './use-paged-rows';

/** Where a row sits in the scroll box: absolutely placed at its offset, as tall as measured. */
export function rowPosition(row: VirtualItem): CSSProperties {
  return { position: 'absolute', top: 0, left: 0, right: 0, height: row.size, transform: `translateY(${row.start}px)` };
}

export interface PagedVirtualListProps<TPage extends ListPage<unknown>> {
  list: PagedRows<TPage>;
  /** The scroll box's accessible name ("Products"). */
  label: string;
  /** `list` (rows are `listitem`s) or `table` (rows are `row`s in a `rowgroup`, under `header`). */
  kind: 'list' | 'table';
  /** The total above the list ("10,000 products"), announced politely; its test id. */
  totalText(total: number): string;
  totalTestId: string;
  /** Said when the first page fails ("The catalog could not be loaded"). */
  loadErrorTitle: string;
  /** The accessible name of the placeholder shown while the first page loads. */
  loadingLabel: string;
  /** Whether the placeholder's lines start with an image's circle, as rows with images do; default true. */
  loadingAvatar?: boolean;
  /** Shown instead of the list when nothing matches. */
  empty: ReactNode;
  /** The scroll box's size: `height` or `maxHeight` (at most that tall: a short list takes only its rows' room). */
  boxStyle: CSSProperties;
  /** A table's header row, inside the scroll box (sticky). */
  header?: ReactNode;
  /** Width below which the rows scroll sideways (a table's columns). */
  minWidth?: number;
  /** One row, keyed by `row.key` and placed with rowPosition(row); `item` is undefined while its page loads. */
  renderRow(item: RowOf<TPage> | undefined, row: VirtualItem): ReactNode;
}

export function PagedVirtualList<TPage extends ListPage<unknown>>(props: PagedVirtualListProps<TPage>) {
  const { list, label, kind, totalText, totalTestId, loadErrorTitle, loadingLabel, loadingAvatar = true, empty, boxStyle, header, minWidth, renderRow } = props;
  const { first, total, virtualizer, rows, rowAt, scrollRef } = list;
  const { token } = theme.useToken();

  if (first.isError) return <LoadError layout="page" title={loadErrorTitle} onRetry={() => void first.refetch()} />;
  if (first.isPending) return <LoadingState layout="list" label={loadingLabel} avatar={loadingAvatar} />;

  if (total === 0) return empty;

  const table = kind === 'table';
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" aria-live="polite" data-testid={totalTestId}>
        {totalText(total)}
      </Typography.Text>
      <div
        ref={scrollRef}
        role={kind}
        aria-label={label}
        // A table's header is its first row.
        aria-rowcount={table ? total + 1 : undefined}
        aria-busy={first.isPlaceholderData}
        style={{
          ...boxStyle,
          overflow: 'auto',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          opacity: first.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 120ms',
        }}
      >
        <div style={{ minWidth }}>
          {header}
          <div role={table ? 'rowgroup' : undefined} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {rows.map((row) => renderRow(rowAt(row.index), row))}
          </div>
        </div>
      </div>
    </Flex>
  );
}
