// /settings/message-preferences: Message preferences.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';

export function MessagePreferencesPage() {
  return (
    <>
      <PageHeader title="Message preferences" subtitle="Which emails and notifications you receive" />
      <Card>
        <Empty description="No message preferences set yet" />
      </Card>
    </>
  );
}
