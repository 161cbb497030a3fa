// /drawer: the drawer, items set aside for the desk.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';

export function DrawerPage() {
  return (
    <>
      <PageHeader title="Drawer" subtitle="Items set aside at the desk" />
      <Card>
        <Empty description="The drawer is empty" />
      </Card>
    </>
  );
}
