// /orders/new: start a new order.
import { PageHeader } from '@bullion/shared';
import { Button, Card, Steps } from 'antd';
import { Link } from 'react-router';

export function NewOrderPage() {
  return (
    <>
      <PageHeader
        title="New order"
        subtitle="Create a buy or sell order"
        actions={
          <Link to="/orders">
            <Button>Back to orders</Button>
          </Link>
        }
      />
      <Card>
        <Steps
          current={0}
          items={[{ title: 'Customer' }, { title: 'Items' }, { title: 'Pricing' }, { title: 'Review' }]}
        />
      </Card>
    </>
  );
}
