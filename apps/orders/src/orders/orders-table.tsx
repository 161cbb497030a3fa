// The orders list: a virtualised table over the whole filtered result (@bullion/ui/virtual-list,
// as the inventory and catalog lists are). Only the rows on screen are rendered and only the pages of
// 100 they fall in are fetched, so thousands of orders scroll as smoothly as ten. Below the lg
// breakpoint a row folds into two lines.
import { FINAL_ORDER_STATUSES as CLOSED, formatDate, formatUsd, isQuoteExpired, NO_VALUE, type OrderListQuery, type OrderSummary } from '@bullion/contract';
import { ordersQueryOptions } from '@bullion/api-client';
import { EmptyState } from '@bullion/ui';
import { LIST_PAGE_SIZE, PagedVirtualList, rowPosition, usePagedRows } from '@bullion/ui/virtual-list';
import type { VirtualItem } from '@tanstack/react-virtual';
import { Button, Grid, Skeleton, theme } from 'antd';
import { memo, useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FORM_8300_LABEL, SIDE_LABELS, STATUS_LABELS } from './labels';

/** The list's pages (the totals bar reads page 0 with the same key). */
export const ORDERS_PAGE_SIZE = LIST_PAGE_SIZE;
const ROW_HEIGHT = 52;
const COMPACT_ROW_HEIGHT = 72;
const COLUMNS = '110px 96px 64px minmax(180px, 2fr) minmax(190px, 1.6fr) 56px 120px 120px';
const TABLE_MIN_WIDTH = 1000;

export interface OrdersTableProps {
  /** The filters, without paging. */
  query: OrderListQuery;
  /** The time quotes are judged against (ticks, so an expiry shows without a refetch). */
  now: number;
  /** Whether search or filters narrow the list (for the empty state's wording). */
  filtered: boolean;
  onClearFilters(): void;
  /** Shown under "No orders yet" (the way to create one). */
  emptyExtra?: ReactNode;
  /** The empty text of the Form 8300 review view. */
  emptyText?: string;
  height?: string;
  /**
   * Below this breakpoint the rows fold into two lines (order and total). The orders page folds below
   * lg; a table inside a card beside other content (a customer's order history) needs more room.
   */
  compactBelow?: 'lg' | 'xl' | 'xxl';
}

interface RowColors {
  secondary: string;
  warning: string;
  error: string;
}

const cell: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const numeric: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

/** A small badge of plain elements: a page of rows of antd Tags costs too much to render. */
function Badge({ children, color, title }: { children: ReactNode; color: string; title?: string }) {
  return (
    <span title={title} style={{ display: 'inline-block', padding: '0 6px', borderRadius: 4, border: `1px solid ${color}`, color, fontSize: 12, lineHeight: '18px', whiteSpace: 'nowrap' }}>
      {children}
    </span>
  );
}

function StatusText({ order, now, colors }: { order: OrderSummary; now: number; colors: RowColors }) {
  const expired = order.status === 'quoted' && isQuoteExpired(order.quoteExpiresAt ? { expiresAt: order.quoteExpiresAt } : null, now);
  return (
    <span style={{ ...cell, display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      <span>{STATUS_LABELS[order.status]}</span>
      {expired ? <Badge color={colors.warning}>Quote expired</Badge> : null}
      {order.form8300.review ? (
        <Badge color={colors.error} title={order.form8300.reason ?? undefined}>
          {FORM_8300_LABEL}
        </Badge>
      ) : null}
    </span>
  );
}


const OrderRow = memo(function OrderRow({ order, now, colors, compact }: { order: OrderSummary; now: number; colors: RowColors; compact: boolean }) {
  const to = `/orders/${encodeURIComponent(order.id)}`;
  if (compact) {
    return (
      <>
        <span style={{ ...cell, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <span style={{ ...cell }}>
            <Link to={to} style={{ fontWeight: 600 }}>
              {order.number}
            </Link>{' '}
            · {order.customer.name}
          </span>
          <span style={{ ...cell, fontSize: 12, color: colors.secondary }}>
            {SIDE_LABELS[order.side]} · {formatDate(order.createdAt)} · <StatusText order={order} now={now} colors={colors} />
          </span>
        </span>
        <span style={{ ...numeric, fontWeight: 600 }}>{formatUsd(order.totals.total)}</span>
      </>
    );
  }
  return (
    <>
      <span style={cell}>
        <Link to={to} style={{ fontWeight: 600 }}>
          {order.number}
        </Link>
      </span>
      <span style={{ ...cell, color: colors.secondary }}>{formatDate(order.createdAt)}</span>
      <span style={cell}>{SIDE_LABELS[order.side]}</span>
      <span style={cell} title={order.customer.name}>
        {order.customer.name}
      </span>
      <StatusText order={order} now={now} colors={colors} />
      <span style={numeric}>{order.lineCount}</span>
      <span style={{ ...numeric, fontWeight: 600 }}>{formatUsd(order.totals.total)}</span>
      {/* Nothing is due on a cancelled or reversed order (the totals do not count it either). */}
      <span style={{ ...numeric, color: Number(order.totals.balanceDue) === 0 ? colors.secondary : undefined }}>{CLOSED.includes(order.status) ? NO_VALUE : formatUsd(order.totals.balanceDue)}</span>
    </>
  );
});

export function OrdersTable({ query, now, filtered, onClearFilters, emptyExtra, emptyText, height = 'max(420px, calc(100vh - 300px))', compactBelow = 'lg' }: OrdersTableProps) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const compact = !screens[compactBelow];
  const navigate = useNavigate();
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  const colors = useMemo<RowColors>(
    () => ({ secondary: token.colorTextSecondary, warning: token.colorWarningText, error: token.colorErrorText }),
    [token.colorTextSecondary, token.colorWarningText, token.colorErrorText],
  );

  const list = usePagedRows({
    pageQuery: (offset, limit) => ordersQueryOptions({ ...query, offset, limit }),
    rowHeight,
    overscan: 10,
  });
  const { virtualizer, scrollRef } = list;
  // Rows fold into two lines below lg: measure again. A new view starts at its top.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollRef, queryKey]);

  const grid: CSSProperties = { display: 'grid', gridTemplateColumns: compact ? '1fr 110px' : COLUMNS, alignItems: 'center', gap: 10, padding: '0 12px' };
  const columnHeader = (label: string, align?: 'right') => (
    <div role="columnheader" style={{ fontWeight: 600, textAlign: align }}>
      {label}
    </div>
  );

  const header = (
    <div
      role="row"
      aria-rowindex={1}
      style={{
        ...grid,
        position: 'sticky',
        top: 0,
        zIndex: 2,
        height: 40,
        background: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter}) ${token.colorBgContainer}`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        fontSize: 13,
      }}
    >
      {compact ? (
        <>
          {columnHeader('Order')}
          {columnHeader('Total', 'right')}
        </>
      ) : (
        <>
          {columnHeader('Number')}
          {columnHeader('Created')}
          {columnHeader('Side')}
          {columnHeader('Customer')}
          {columnHeader('Status')}
          {columnHeader('Lines', 'right')}
          {columnHeader('Total', 'right')}
          {columnHeader('Balance due', 'right')}
        </>
      )}
    </div>
  );

  const renderRow = (order: OrderSummary | undefined, row: VirtualItem) => (
    <div
      key={row.key}
      role="row"
      aria-rowindex={row.index + 2}
      data-order-id={order?.id}
      style={{
        ...grid,
        ...rowPosition(row),
        borderBottom: `1px solid ${token.colorSplit}`,
        cursor: order ? 'pointer' : undefined,
      }}
      onClick={(event) => {
        if (!order || event.defaultPrevented || (event.target as HTMLElement).closest('a,button,input,label')) return;
        void navigate(`/orders/${encodeURIComponent(order.id)}`);
      }}
    >
      {order ? (
        <OrderRow order={order} now={now} colors={colors} compact={compact} />
      ) : (
        <>
          <Skeleton.Input active size="small" style={{ width: 90 }} />
          <span />
        </>
      )}
    </div>
  );

  return (
    <PagedVirtualList
      list={list}
      kind="table"
      label="Orders"
      totalText={(count) => `${count.toLocaleString('en-US')} ${count === 1 ? 'order' : 'orders'}`}
      totalTestId="orders-count"
      loadErrorTitle="The orders could not be loaded"
      loadingLabel="Loading orders"
      loadingAvatar={false}
      empty={
        filtered ? (
          <EmptyState title={emptyText ?? (query.q ? `No orders found for "${query.q}"` : 'No orders match these filters')} style={{ padding: '48px 0' }}>
            <Button onClick={onClearFilters}>Clear search and filters</Button>
          </EmptyState>
        ) : (
          <EmptyState title={emptyText ?? 'No orders yet'} style={{ padding: '48px 0' }}>
            {emptyExtra}
          </EmptyState>
        )
      }
      boxStyle={{ maxHeight: height }}
      minWidth={compact ? undefined : TABLE_MIN_WIDTH}
      header={header}
      renderRow={renderRow}
    />
  );
}
