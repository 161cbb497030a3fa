// /settings/privacy-settings: export your data, delete your account.
import { PageHeader } from '@bullion/ui';
import { Flex } from 'antd';
import { DeleteAccountCard } from '../privacy/delete-account-card';
import { ExportCard } from '../privacy/export-card';

export function PrivacySettingsPage() {
  return (
    <>
      <PageHeader title="Privacy settings" subtitle="Take your data with you, or delete your account" />
      <Flex vertical gap={16}>
        <ExportCard />
        <DeleteAccountCard />
      </Flex>
    </>
  );
}
