// The login's second step, for a user with a verified authenticator: the code from the app.
import { Button, Typography } from 'antd';
import { signOut } from '../../auth/access';
import { useSessionStore } from '../../auth/session-store';
import { PublicPage } from '../public-page';
import { AuthenticatorCodeForm } from './components/authenticator-code-form';

export default function SecondFactorStep() {
  const email = useSessionStore((state) => state.session?.user.email);
  return (
    <PublicPage
      title="Two-step verification"
      description="Enter the 6-digit code from your authenticator app to finish logging in."
      footer={
        <>
          Not {email ?? 'you'}?{' '}
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => void signOut()}>
            Log in as someone else
          </Button>
        </>
      }
    >
      <AuthenticatorCodeForm />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        Lost your authenticator app? Ask your Bullion Desk administrator to reset two-step verification for your account.
      </Typography.Paragraph>
    </PublicPage>
  );
}
