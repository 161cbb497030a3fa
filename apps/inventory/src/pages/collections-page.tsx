// /collections: the list of collections.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';

export function CollectionsPage() {
  return (
    <>
      <PageHeader title="Collections" subtitle="Groups of inventory items" />
      <Card>
        <Empty description="No collections yet" />
      </Card>
    </>
  );
}
