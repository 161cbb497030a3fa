// The orders list: a virtualised table over the whole filtered result. Only the rows on screen are
// rendered and only the pages of 100 they fall in are fetched (as the inventory and catalog lists
// do), so thousands of orders scroll as smoothly as ten. Below the lg breakpoint a row folds into
// two lines.
import { FINAL_ORDER_STATUSES as CLOSED, isQuoteExpired, ordersQueryOptions, type OrderListQuery, type OrderSummary } from '@bullion/api-client';
import { DATE_FORMAT } from '@bullion/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Empty, Flex, Grid, Result, Skeleton, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { memo, useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FORM_8300_LABEL, SIDE_LABELS, STATUS_LABELS } from './labels';
import { formatUsd, NO_VALUE } from './money';

export const ORDERS_PAGE_SIZE = 100;
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

const dateOf = (value: string) => dayjs(value).format(DATE_FORMAT);

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
            {SIDE_LABELS[order.side]} · {dateOf(order.createdAt)} · <StatusText order={order} now={now} colors={colors} />
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
      <span style={{ ...cell, color: colors.secondary }}>{dateOf(order.createdAt)}</span>
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

export function OrdersTable({ query, now, filtered, onClearFilters, emptyExtra, emptyText, height = 'max(420px, calc(100vh - 300px))' }: OrdersTableProps) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const compact = !screens.lg;
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  const colors = useMemo<RowColors>(
    () => ({ secondary: token.colorTextSecondary, warning: token.colorWarningText, error: token.colorErrorText }),
    [token.colorTextSecondary, token.colorWarningText, token.colorErrorText],
  );

  const first = useQuery(ordersQueryOptions({ ...query, offset: 0, limit: ORDERS_PAGE_SIZE }));
  const total = first.data?.total ?? 0;

  const virtualizer = useVirtualizer({ count: total, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight, overscan: 10 });
  const rows = virtualizer.getVirtualItems();
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  // A new view starts at its top.
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [queryKey]);

  // The pages the visible rows fall in (page 0 is `first`).
  const pageNumbers = useMemo(() => {
    const pages = new Set<number>();
    for (const row of rows) pages.add(Math.floor(row.index / ORDERS_PAGE_SIZE));
    pages.delete(0);
    return [...pages];
  }, [rows]);
  const pages = useQueries({
    queries: pageNumbers.map((page) => ({ ...ordersQueryOptions({ ...query, offset: page * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE }), placeholderData: undefined })),
  });
  const orderAt = (index: number): OrderSummary | undefined => {
    const page = Math.floor(index / ORDERS_PAGE_SIZE);
    const data = page === 0 ? first.data : pages[pageNumbers.indexOf(page)]?.data;
    return data?.items[index - page * ORDERS_PAGE_SIZE];
  };

  if (first.isError) {
    return (
      <Result
        status="error"
        title="The orders could not be loaded"
        subTitle="Check your connection and try again."
        extra={
          <Button type="primary" onClick={() => void first.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  if (first.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading orders">
        <Skeleton active paragraph={{ rows: 1 }} />
        <Skeleton active paragraph={{ rows: 1 }} />
        <Skeleton active paragraph={{ rows: 1 }} />
      </div>
    );
  }

  if (total === 0) {
    return filtered ? (
      <Empty description={emptyText ?? (query.q ? `No orders found for "${query.q}"` : 'No orders match these filters')} style={{ padding: '48px 0' }}>
        <Button onClick={onClearFilters}>Clear search and filters</Button>
      </Empty>
    ) : (
      <Empty description={emptyText ?? 'No orders yet'} style={{ padding: '48px 0' }}>
        {emptyExtra}
      </Empty>
    );
  }

  const grid: CSSProperties = { display: 'grid', gridTemplateColumns: compact ? '1fr 110px' : COLUMNS, alignItems: 'center', gap: 10, padding: '0 12px' };
  const header = (label: string, align?: 'right') => (
    <div role="columnheader" style={{ fontWeight: 600, textAlign: align }}>
      {label}
    </div>
  );

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" aria-live="polite" data-testid="orders-count">
        {total.toLocaleString('en-US')} {total === 1 ? 'order' : 'orders'}
      </Typography.Text>
      <div
        ref={scrollRef}
        role="table"
        aria-label="Orders"
        aria-rowcount={total + 1}
        aria-busy={first.isPlaceholderData}
        style={{
          maxHeight: height,
          overflow: 'auto',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          opacity: first.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 120ms',
        }}
      >
        <div style={{ minWidth: compact ? undefined : TABLE_MIN_WIDTH }}>
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
                {header('Order')}
                {header('Total', 'right')}
              </>
            ) : (
              <>
                {header('Number')}
                {header('Created')}
                {header('Side')}
                {header('Customer')}
                {header('Status')}
                {header('Lines', 'right')}
                {header('Total', 'right')}
                {header('Balance due', 'right')}
              </>
            )}
          </div>
          <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {rows.map((row) => {
              const order = orderAt(row.index);
              return (
                <div
                  key={row.key}
                  role="row"
                  aria-rowindex={row.index + 2}
                  data-order-id={order?.id}
                  style={{
                    ...grid,
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: row.size,
                    transform: `translateY(${row.start}px)`,
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
            })}
          </div>
        </div>
      </div>
    </Flex>
  );
}
