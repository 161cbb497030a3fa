// /reset-password: with a session (the e-mailed link landed here with it, or the code below was
// confirmed) choose a new password; without one, enter the e-mailed code first.
import { toastService } from '@bullion/shared';
import { Alert, Typography } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { fragmentError } from '../../auth/redirect-target';
import { useSessionStore } from '../../auth/session-store';
import { PublicPage } from '../public-page';
import { NewPasswordForm } from './components/new-password-form';
import { ResetCodeForm } from './components/reset-code-form';
import { useAuthRedirect } from './components/use-auth-redirect';

export function ResetPasswordPage() {
  const { search, linkTo } = useAuthRedirect();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionStore((state) => (state.status === 'signed-in' ? state.session : null));
  const email = (search.get('email') ?? '').trim();
  const linkError = fragmentError(location.hash);

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
