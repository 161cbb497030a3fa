// /orders: the group's buy and sell orders. The view lives in the URL (side, status, customer, a date
// range, search, sort, and the Form 8300 review view of flagged orders), so a link reproduces it and
// Back/Forward step through views. Totals of the filtered view per side, a virtualised list, and,
// when filtered by a customer, that customer's details. Members create orders; viewers read, and see
// New order disabled with the reason (RoleGate).
import { ORDER_STATUSES, type OrderSort } from '@bullion/contract';
import { useGroupPermission, useNow, useUrlFilters } from '@bullion/shared';
import { LinkButton, PageHeader, RoleGate } from '@bullion/ui';
import { Alert, Button, Card, DatePicker, Flex, Grid, Input, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { CustomerPanel } from '../customers/customer-panel';
import { CustomerSelect } from '../customers/customer-select';
import { activeOrderFilterCount, EMPTY_ORDER_FILTERS, orderFiltersFromParams, orderListQueryOf, paramsWithOrderFilters } from '../orders/filters';
import { FORM_8300_LABEL, SIDE_LABELS, STATUS_LABELS } from '../orders/labels';
import { OrdersTable } from '../orders/orders-table';
import { OrderTotalsBar } from '../orders/totals-bar';


const SORT_OPTIONS: { label: string; value: OrderSort }[] = [
  { label: 'Newest first', value: '-created' },
  { label: 'Oldest first', value: 'created' },
  { label: 'Number, highest first', value: '-number' },
  { label: 'Number, lowest first', value: 'number' },
  { label: 'Largest total', value: '-total' },
  { label: 'Smallest total', value: 'total' },
];

const VIEWS = [
  { label: 'All orders', value: 'all' },
  { label: FORM_8300_LABEL, value: 'form-8300' },
];

export function OrdersPage() {
  // The view lives in the address; the search box writes to it once typing pauses.
  const { filters, update, searchText: text, setSearchText: setText } = useUrlFilters(orderFiltersFromParams, paramsWithOrderFilters);
  const query = useMemo(() => orderListQueryOf(filters), [filters]);
  const { allowed: canWrite } = useGroupPermission('orders.write');
  const screens = Grid.useBreakpoint();
  const now = useNow(15_000);

  const filterCount = activeOrderFilterCount(filters);
  const clearFilters = () => update({ ...EMPTY_ORDER_FILTERS, flagged: filters.flagged, sort: filters.sort });
  const newOrderTo = filters.customer ? `/orders/new?customer=${encodeURIComponent(filters.customer)}` : '/orders/new';

  return (
    <>
      <PageHeader
        title="Orders"
        subtitle="Buy and sell orders"
        actions={
          <RoleGate permission="orders.write">
            <LinkButton to={newOrderTo} type="primary">
              New order
            </LinkButton>
          </RoleGate>
        }
      />
      <Segmented
        aria-label="View"
        value={filters.flagged ? 'form-8300' : 'all'}
        onChange={(view) => update({ flagged: view === 'form-8300' })}
        options={VIEWS}
        style={{ marginBottom: 16 }}
      />
      {filters.flagged ? (
        <Alert
          type="warning"
          showIcon
          title="Orders flagged for Form 8300 review"
          description="Cash of $10,000 or more received in one order, or from one customer across orders within 24 hours. Review each and file Form 8300 with the IRS within 15 days where required."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {filters.customer ? <CustomerPanel customerId={filters.customer} canWrite={canWrite} onClear={() => update({ customer: null })} /> : null}
      <OrderTotalsBar query={query} side={filters.side} />
      <Card size={screens.md ? undefined : 'small'}>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <Input.Search
            aria-label="Search orders"
            placeholder="Number, customer, product, notes"
            value={text}
            allowClear
            onChange={(event) => setText(event.target.value)}
            onSearch={(value) => update({ q: value.trim() })}
            style={{ flex: '1 1 220px', maxWidth: 360 }}
          />
          <Select
            aria-label="Side"
            placeholder="Side"
            allowClear
            value={filters.side ?? undefined}
            onChange={(side) => update({ side: side ?? null })}
            options={(['sell', 'buy'] as const).map((side) => ({ value: side, label: SIDE_LABELS[side] }))}
            style={{ width: 110 }}
          />
          <Select
            mode="multiple"
            aria-label="Status"
            placeholder="Status"
            value={filters.status}
            onChange={(status) => update({ status })}
            options={ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            maxTagCount="responsive"
            style={{ minWidth: 150 }}
          />
          <CustomerSelect value={filters.customer} onChange={(customer) => update({ customer })} placeholder="Customer" />
          <DatePicker.RangePicker
            aria-label="Created between"
            allowEmpty={[true, true]}
            value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
            onChange={(range) => update({ from: range?.[0]?.format('YYYY-MM-DD') ?? null, to: range?.[1]?.format('YYYY-MM-DD') ?? null })}
            format="MM/DD/YYYY"
            placeholder={['Created from', 'to']}
          />
          <Select aria-label="Sort" value={filters.sort} onChange={(sort) => update({ sort })} options={SORT_OPTIONS} style={{ width: 190 }} />
          {filterCount || filters.q ? (
            <Button type="link" onClick={clearFilters}>
              Clear {filterCount ? `${filterCount} filter${filterCount === 1 ? '' : 's'}` : 'search'}
            </Button>
          ) : null}
        </Flex>
        <OrdersTable
          query={query}
          now={now}
          filtered={filterCount > 0 || filters.q !== ''}
          onClearFilters={clearFilters}
          emptyText={
            filters.q || filterCount > (filters.customer ? 1 : 0)
              ? undefined
              : filters.flagged
                ? 'No orders are flagged for Form 8300 review'
                : filters.customer
                  ? 'No orders for this customer yet'
                  : undefined
          }
          emptyExtra={
            // Left out for a viewer: New order above says why.
            canWrite && !filters.flagged ? (
              <LinkButton to={newOrderTo} type="primary">
                Create the first order
              </LinkButton>
            ) : null
          }
        />
      </Card>
    </>
  );
}
