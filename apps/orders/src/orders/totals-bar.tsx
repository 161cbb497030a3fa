// The money of the filtered view, per side: every order the filters match (not only the rows on
// screen), counted and summed by the API over the same orders (@bullion/contract's totals.ts):
// cancelled and reversed orders only when the status filter names them, and a balance due only for
// confirmed orders.
import { ordersQueryOptions } from '@bullion/api-client';
import { formatUsd, type OrderListQuery, type OrderSide, type OrderSideTotals } from '@bullion/contract';
import { LoadingState } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { ORDERS_PAGE_SIZE } from './orders-table';

const TITLES: Record<OrderSide, string> = { sell: 'Sales (customers buy)', buy: 'Purchases (we buy)' };

function SideTotals({ side, totals }: { side: OrderSide; totals: OrderSideTotals }) {
  return (
    <Card size="small" aria-label={TITLES[side]}>
      <Typography.Text strong>{TITLES[side]}</Typography.Text>
      <Typography.Text type="secondary">
        {' '}
        · {totals.orders.toLocaleString('en-US')} order{totals.orders === 1 ? '' : 's'}
      </Typography.Text>
      <Flex gap={24} wrap style={{ marginTop: 8 }}>
        <Statistic title="Total" value={formatUsd(totals.total)} styles={{ content: { fontSize: 20 } }} />
        <Statistic title={side === 'sell' ? 'Received' : 'Paid out'} value={formatUsd(totals.paid)} styles={{ content: { fontSize: 20 } }} />
        <Statistic title="Balance due" value={formatUsd(totals.balanceDue)} styles={{ content: { fontSize: 20 } }} />
      </Flex>
    </Card>
  );
}

export function OrderTotalsBar({ query, side }: { query: OrderListQuery; side: OrderSide | null }) {
  // The list's first page: same key as the table's, so no request of its own.
  const first = useQuery(ordersQueryOptions({ ...query, offset: 0, limit: ORDERS_PAGE_SIZE }));
  if (first.isError) return null;
  if (!first.data) return <LoadingState layout="lines" label="Loading the totals" rows={1} style={{ marginBottom: 16 }} />;
  const sides = side ? [side] : (['sell', 'buy'] as const);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="order-totals">
      {sides.map((current) => (
        <Col key={current} xs={24} md={sides.length === 1 ? 24 : 12}>
          <SideTotals side={current} totals={first.data.totals[current]} />
        </Col>
      ))}
    </Row>
  );
}
