// /settings/account: Account.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';

export function AccountPage() {
  return (
    <>
      <PageHeader title="Account" subtitle="Your name, email address and profile" />
      <Card>
        <Empty description="Account details will appear here" />
      </Card>
    </>
  );
}
