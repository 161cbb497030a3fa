// /settings/privacy-settings: Privacy settings.
import { PageHeader } from '@bullion/shared';
import { Card, Empty } from 'antd';

export function PrivacySettingsPage() {
  return (
    <>
      <PageHeader title="Privacy settings" subtitle="What others can see and how your data is used" />
      <Card>
        <Empty description="No privacy settings set yet" />
      </Card>
    </>
  );
}
