// The customers list: a virtualised table over every match (@bullion/ui/virtual-list, as the orders
// list is): name, contact, order count and latest order, and what the group bought from and sold to
// each. Only the rows on screen are rendered and only their pages fetched. Below lg a row folds
// into two lines.
import { customersQueryOptions } from '@bullion/api-client';
import { formatDate, formatUsd, NO_VALUE, type Customer, type CustomerListQuery } from '@bullion/contract';
import { EmptyState } from '@bullion/ui';
import { PagedVirtualList, rowPosition, usePagedRows } from '@bullion/ui/virtual-list';
import type { VirtualItem } from '@tanstack/react-virtual';
import { Button, Grid, Skeleton, theme } from 'antd';
import { memo, useEffect, type CSSProperties, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

const ROW_HEIGHT = 52;
const COMPACT_ROW_HEIGHT = 64;
const COLUMNS = 'minmax(180px, 1.6fr) minmax(200px, 1.6fr) 64px 110px 130px 130px';
const TABLE_MIN_WIDTH = 900;

const cell: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const numeric: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

export const customerPath = (id: string) => `/customers/${encodeURIComponent(id)}`;

/** E-mail and phone on one line, or a dash. */
const contactOf = (customer: Customer) => [customer.email, customer.phone].filter(Boolean).join(' · ') || NO_VALUE;

const CustomerRow = memo(function CustomerRow({ customer, compact, secondary }: { customer: Customer; compact: boolean; secondary: string }) {
  const name = (
    <Link to={customerPath(customer.id)} style={{ fontWeight: 600 }}>
      {customer.name}
    </Link>
  );
  if (compact) {
    return (
      <>
        <span style={{ ...cell, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <span style={cell}>{name}</span>
          <span style={{ ...cell, fontSize: 12, color: secondary }}>
            {contactOf(customer)} · {customer.orderCount.toLocaleString('en-US')} {customer.orderCount === 1 ? 'order' : 'orders'}
          </span>
        </span>
        <span style={{ ...numeric, fontSize: 12 }}>
          <div>Bought {formatUsd(customer.lifetime.boughtFrom)}</div>
          <div>Sold {formatUsd(customer.lifetime.soldTo)}</div>
        </span>
      </>
    );
  }
  return (
    <>
      <span style={cell} title={customer.name}>
        {name}
      </span>
      <span style={{ ...cell, color: secondary }}>{contactOf(customer)}</span>
      <span style={numeric}>{customer.orderCount.toLocaleString('en-US')}</span>
      <span style={{ ...cell, color: secondary }}>{customer.lastOrderAt ? formatDate(customer.lastOrderAt) : NO_VALUE}</span>
      <span style={numeric}>{formatUsd(customer.lifetime.boughtFrom)}</span>
      <span style={numeric}>{formatUsd(customer.lifetime.soldTo)}</span>
    </>
  );
});

export interface CustomersTableProps {
  query: CustomerListQuery;
  onClearSearch(): void;
  /** Shown under "No customers yet" (the way to add one). */
  emptyExtra?: ReactNode;
}

export function CustomersTable({ query, onClearSearch, emptyExtra }: CustomersTableProps) {
  const { token } = theme.useToken();
  const compact = !Grid.useBreakpoint().lg;
  const navigate = useNavigate();
  const list = usePagedRows({ pageQuery: (offset, limit) => customersQueryOptions({ ...query, offset, limit }), rowHeight: compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT, overscan: 10 });
  const { virtualizer } = list;
  useEffect(() => virtualizer.measure(), [virtualizer, compact]);

  const grid: CSSProperties = { display: 'grid', gridTemplateColumns: compact ? '1fr 130px' : COLUMNS, alignItems: 'center', gap: 10, padding: '0 12px' };
  const columnHeader = (label: string, align?: 'right') => (
    <div role="columnheader" style={{ fontWeight: 600, textAlign: align }}>
      {label}
    </div>
  );
  const header = (
    <div
      role="row"
      aria-rowindex={1}
      style={{ ...grid, position: 'sticky', top: 0, zIndex: 2, height: 40, background: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter}) ${token.colorBgContainer}`, borderBottom: `1px solid ${token.colorBorderSecondary}`, fontSize: 13 }}
    >
      {compact ? (
        <>
          {columnHeader('Customer')}
          {columnHeader('Lifetime', 'right')}
        </>
      ) : (
        <>
          {columnHeader('Name')}
          {columnHeader('Contact')}
          {columnHeader('Orders', 'right')}
          {columnHeader('Last order')}
          {columnHeader('Bought from', 'right')}
          {columnHeader('Sold to', 'right')}
        </>
      )}
    </div>
  );

  const renderRow = (customer: Customer | undefined, row: VirtualItem) => (
    <div
      key={row.key}
      role="row"
      aria-rowindex={row.index + 2}
      data-customer-id={customer?.id}
      style={{ ...grid, ...rowPosition(row), borderBottom: `1px solid ${token.colorSplit}`, cursor: customer ? 'pointer' : undefined }}
      onClick={(event) => {
        if (!customer || event.defaultPrevented || (event.target as HTMLElement).closest('a,button,input,label')) return;
        void navigate(customerPath(customer.id));
      }}
    >
      {customer ? (
        <CustomerRow customer={customer} compact={compact} secondary={token.colorTextSecondary} />
      ) : (
        <>
          <Skeleton.Input active size="small" style={{ width: 120 }} />
          <span />
        </>
      )}
    </div>
  );

  return (
    <PagedVirtualList
      list={list}
      kind="table"
      label="Customers"
      totalText={(count) => `${count.toLocaleString('en-US')} ${count === 1 ? 'customer' : 'customers'}`}
      totalTestId="customers-count"
      loadErrorTitle="The customers could not be loaded"
      loadingLabel="Loading customers"
      loadingAvatar={false}
      empty={
        query.q ? (
          <EmptyState title={`No customers found for "${query.q}"`} style={{ padding: '48px 0' }}>
            <Button onClick={onClearSearch}>Clear the search</Button>
          </EmptyState>
        ) : (
          <EmptyState title="No customers yet" style={{ padding: '48px 0' }}>
            {emptyExtra}
          </EmptyState>
        )
      }
      boxStyle={{ maxHeight: 'max(420px, calc(100vh - 260px))' }}
      minWidth={compact ? undefined : TABLE_MIN_WIDTH}
      header={header}
      renderRow={renderRow}
    />
  );
}
