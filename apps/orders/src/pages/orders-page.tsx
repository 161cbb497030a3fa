// /orders: the list of orders.
import { PageHeader } from '@bullion/shared';
import { Button, Card, Empty } from 'antd';
import { Link } from 'react-router';

export function OrdersPage() {
  return (
    <>
      <PageHeader
        title="Orders"
        subtitle="Buy and sell orders"
        actions={
          <Link to="/orders/new">
            <Button type="primary">New order</Button>
          </Link>
        }
      />
      <Card>
        <Empty description="No orders yet" />
      </Card>
    </>
  );
}
