// /reset-password: with a session (the e-mailed link landed here with it, or the code below was
// confirmed) choose a new password; without one, enter the e-mailed code first. An account with
// two-step verification gets an aal1 session from the code or the link: the authenticator's code
// comes between (the API changes its password only at aal2). Opening the link in another tab moves
// this one on too (supabase-js tells every tab of the new session), so a code the link has used up is
// never asked for again.
import { toastService } from '@bullion/shared';
import { Alert, Button, Typography } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { signOut } from '../../auth/access';
import { fragmentError } from '../../auth/redirect-target';
import { useSessionStore } from '../../auth/session-store';
import { PublicPage } from '../public-page';
import { AuthenticatorCodeForm } from './components/authenticator-code-form';
import { NewPasswordForm } from './components/new-password-form';
import { ResetCodeForm } from './components/reset-code-form';
import { useAuthRedirect } from './components/use-auth-redirect';

export function ResetPasswordPage() {
  const { search, linkTo } = useAuthRedirect();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionStore((state) => (state.status === 'signed-in' ? state.session : null));
  const secondFactorEmail = useSessionStore((state) => (state.status === 'second-factor' && !state.signingOut ? state.session?.user.email : undefined));
  const email = (search.get('email') ?? '').trim();
  const linkError = fragmentError(location.hash);

  if (secondFactorEmail !== undefined) {
    return (
      <PublicPage
        title="Two-step verification"
        description={
          <>
            The reset e-mail was for <Typography.Text strong>{secondFactorEmail}</Typography.Text>, which uses two-step
            verification. Enter the 6-digit code from your authenticator app to choose a new password.
          </>
        }
        footer={
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => void signOut().then(() => navigate(linkTo('/login')))}>
            Cancel
          </Button>
        }
      >
        {/* On success the session turns aal2 (signed-in) and this page shows the new-password form. */}
        <AuthenticatorCodeForm submitLabel="Continue" />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          Lost your authenticator app? Ask your Bullion Desk administrator to reset two-step verification for your account.
        </Typography.Paragraph>
      </PublicPage>
    );
  }

  if (session) {
    return (
      <PublicPage
        title="Choose a new password"
        description={
          <>
            For <Typography.Text strong>{session.user.email}</Typography.Text>. Other devices signed in to this account will be
            signed out.
          </>
        }
        footer={<Link to="/">Cancel</Link>}
      >
        <NewPasswordForm
          onChanged={() => {
            toastService.show('success', 'Your password has been changed');
            navigate('/', { replace: true });
          }}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title="Reset password"
      description="Enter your e-mail address and the 6-digit code from the reset e-mail."
      footer={
        <>
          No code? <Link to={linkTo('/forgot-password', { email: email || undefined })}>Send a new one</Link>
          {' · '}
          <Link to={linkTo('/login')}>Back to log in</Link>
        </>
      }
    >
      {linkError ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 20 }}
          title="This reset link is invalid or has expired."
          description="Enter the code from the e-mail instead, or ask for a new one."
        />
      ) : null}
      <ResetCodeForm email={email} />
    </PublicPage>
  );
}
