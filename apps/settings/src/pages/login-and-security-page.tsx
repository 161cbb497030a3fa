// /settings/login-and-security: password, two-step verification, where you're signed in and the
// ways you sign in. Everyone manages their own account here, whatever their role in the group.
import { PageHeader } from '@bullion/ui';
import { Flex } from 'antd';
import { PasswordCard } from '../login-and-security/password-card';
import { SessionsCard } from '../login-and-security/sessions-card';
import { SignInMethodsCard } from '../login-and-security/sign-in-methods-card';
import { TwoStepCard } from '../login-and-security/two-step-card';

export function LoginAndSecurityPage() {
  return (
    <>
      <PageHeader title="Login & security" subtitle="Password, two-step verification and where you're signed in" />
      <Flex vertical gap={16}>
        <PasswordCard />
        <TwoStepCard />
        <SessionsCard />
        <SignInMethodsCard />
      </Flex>
    </>
  );
}
