// /orders/{orderId}: one order.
import { PageHeader } from '@bullion/shared';
import { Button, Card, Descriptions } from 'antd';
import { Link, useParams } from 'react-router';

export function OrderPage() {
  const { orderId = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Order"
        subtitle={`Order ${orderId}`}
        actions={
          <Link to="/orders">
            <Button>Back to orders</Button>
          </Link>
        }
      />
      <Card title="Details">
        <Descriptions column={1} items={[{ key: 'id', label: 'Order id', children: orderId }]} />
      </Card>
    </>
  );
}
