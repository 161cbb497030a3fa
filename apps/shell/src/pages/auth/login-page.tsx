// /login: e-mail and password, Google, and the local demo account; then, for a user with an
// authenticator app, the code it shows (two-step verification). From an invite for one address, that
// address is filled in. The first page of most visits: its form is plain HTML in antd's look
// (plain/controls.tsx), so it needs none of antd's code.
import { PendingBoundary } from '@bullion/shared';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { signInWithPassword } from '../../auth/auth-actions';
import { problemOf, type AuthProblem } from '../../auth/auth-errors';
import { useSessionStore } from '../../auth/session-store';
import { lazyNamed } from '../../errors/lazy-with-reload';
import { loadAntdScope } from '../../load-antd-scope';
import { PublicPage } from '../public-page';
import { DemoAccountAlert } from './components/demo-account-alert';
import { GoogleButton } from './components/google-button';
import { useAuthRedirect } from './components/use-auth-redirect';
import { useInvitedEmail } from './components/use-invited-email';
import { useSignupDisabled } from './components/use-signup-disabled';
import { useSubmit } from './components/use-submit';
import { loginSchema, type LoginValues } from './form-schemas';
import { FormProblem, Notice, OrDivider, PasswordField, PlainButton, TextField } from './plain/controls';
import { errorOf, PlainForm, usePlainForm } from './plain/plain-form';

// The code step is its own chunk, with antd and its theme: most visits never show it.
const SecondFactorStep = lazyNamed(
  () => import('./second-factor-step'),
  'default',
  loadAntdScope,
);

export function LoginPage() {
  const secondFactor = useSessionStore((state) => state.status === 'second-factor' && !state.signingOut);
  return secondFactor ? (
    <PendingBoundary>
      <SecondFactorStep />
    </PendingBoundary>
  ) : (
    <PasswordStep />
  );
}

function PasswordStep() {
  const { target, redirectError, signedIn, linkTo } = useAuthRedirect();
  const form = usePlainForm(loginSchema, { email: '', password: '' });
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const { run, pending } = useSubmit(async ({ email, password }: LoginValues) => {
    setProblem(null);
    try {
      // On success the session store turns signed-in and this page moves on (below).
      await signInWithPassword(email, password);
    } catch (error) {
      setProblem(problemOf(error));
    }
  });

  const email = useWatch({ control: form.control, name: 'email' });
  // From an invite for one address, that address is filled in, but stays editable: the invitee may
  // log in with another account of theirs. It arrives after the form, so it fills only an empty field.
  const invited = useInvitedEmail(target);
  const signup = useSignupDisabled();
  useEffect(() => {
    if (invited.email && !form.getValues('email')) form.setValue('email', invited.email);
  }, [form, invited.email]);

  if (signedIn) return <Navigate to={target} replace />;
  const unconfirmed = problem?.code === 'email_not_confirmed';

  return (
    <PublicPage
      title="Log in"
      description="Welcome back. Log in to your Bullion Desk account."
      footer={
        signup.disabled ? null : (
          <>
            New to Bullion Desk? <Link to={linkTo('/signup')}>Create an account</Link>
          </>
        )
      }
      // Under the card: it arrives with its own request after the page is drawn, and there it moves
      // nothing (above the form it pushed the form down: a layout shift, and the page's LCP).
      after={<DemoAccountAlert onUse={(account) => form.reset(account, { keepDefaultValues: true })} />}
    >
      {redirectError ? <Notice type="warning" title={redirectError} className="public-notice" /> : null}
      <PlainForm name="login" onSubmit={(event) => void form.handleSubmit(run)(event)}>
        <TextField
          label="E-mail"
          registration={form.register('email')}
          error={errorOf(form, 'email')}
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          autoFocus
        />
        <PasswordField
          label="Password"
          registration={form.register('password')}
          error={errorOf(form, 'password')}
          autoComplete="current-password"
          spacing={8}
        />
        <div className="auth-forgot">
          <Link to={linkTo('/forgot-password', { email: email.trim() || undefined })}>Forgot password?</Link>
        </div>
        {unconfirmed ? (
          <Notice
            type="warning"
            className="pf-form-problem"
            title="Your e-mail address is not confirmed yet."
            description={
              <>
                Enter the 6-digit code we sent when you signed up.{' '}
                <Link to={linkTo('/verify-email', { email: email.trim() })}>Enter the code</Link>
              </>
            }
          />
        ) : (
          <FormProblem message={problem?.message} />
        )}
        <PlainButton variant="primary" type="submit" block loading={pending}>
          Log in
        </PlainButton>
      </PlainForm>
      <OrDivider>or</OrDivider>
      <GoogleButton returnPath={target} onProblem={setProblem} />
    </PublicPage>
  );
}
