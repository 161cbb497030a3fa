// /inventory/{id}: one inventory item.
import { PageHeader } from '@bullion/shared';
import { Button, Card, Descriptions } from 'antd';
import { Link, useParams } from 'react-router';

export function InventoryItemPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader
        title="Inventory item"
        subtitle={`Item ${id}`}
        actions={
          <Link to="/inventory">
            <Button>Back to inventory</Button>
          </Link>
        }
      />
      <Card title="Details">
        <Descriptions column={1} items={[{ key: 'id', label: 'Item id', children: id }]} />
      </Card>
    </>
  );
}
