// /settings/group: Group.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';

export function GroupPage() {
  return (
    <>
      <PageHeader title="Group" subtitle="Your group and its permissions" />
      <Card>
        <Empty description="No group details yet" />
      </Card>
    </>
  );
}
