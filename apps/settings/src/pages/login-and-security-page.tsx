// /settings/login-and-security: Login & security.
import { PageHeader } from '@bullion/shared';
import { Card, Empty, Flex } from 'antd';

export function LoginAndSecurityPage() {
  return (
    <>
      <PageHeader title="Login & security" subtitle="Password, two-factor authentication and sessions" />
      <Flex vertical gap={16}>
        <Card title="Password">
          <Empty description="Password settings will appear here" />
        </Card>
        <Card title="Two-factor authentication">
          <Empty description="Two-factor authentication is not set up" />
        </Card>
      </Flex>
    </>
  );
}
