// /spaces/inventory: the inventory held in each storage space.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';
import { SpacesSwitch } from '../components/spaces-switch';

export function StorageSpaceInventoryPage() {
  return (
    <>
      <PageHeader title="Storage space inventory" subtitle="What each storage space holds" />
      <SpacesSwitch current="inventory" />
      <Card>
        <Empty description="No inventory in storage spaces yet" />
      </Card>
    </>
  );
}
