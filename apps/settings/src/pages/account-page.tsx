// /settings/account: your name, display name and picture, and your e-mail address.
import { PageHeader } from '@bullion/ui';
import { Flex } from 'antd';
import { EmailCard } from '../account/email-card';
import { ProfileCard } from '../account/profile-card';

export function AccountPage() {
  return (
    <>
      <PageHeader title="Account" subtitle="Your name, email address and profile" />
      <Flex vertical gap={16}>
        <ProfileCard />
        <EmailCard />
      </Flex>
    </>
  );
}
