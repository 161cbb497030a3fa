// /login: e-mail and password, Google, and the local demo account; then, for a user with an
// authenticator app, the code it shows (two-step verification).
import { PendingBoundary } from '@bullion/shared';
import { Alert, Button, Divider, Flex, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { signInWithPassword } from '../../auth/auth-actions';
import { problemOf, type AuthProblem } from '../../auth/auth-errors';
import { useSessionStore } from '../../auth/session-store';
import { lazyWithReload } from '../../errors/lazy-with-reload';
import { PublicPage } from '../public-page';
import { AuthForm } from './components/auth-form';
import { DemoAccountAlert } from './components/demo-account-alert';
import { FormProblem } from './components/form-problem';
import { GoogleButton } from './components/google-button';
import { useAuthRedirect } from './components/use-auth-redirect';
import { useSubmit } from './components/use-submit';
import { parseForm, zodRule } from './components/zod-rule';
import { loginSchema, type LoginValues } from './form-schemas';

// The code step is its own chunk: most visits never show it.
const SecondFactorStep = lazyWithReload(() => import('./second-factor-step'));

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
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginValues>();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const { run, pending } = useSubmit(async (values: LoginValues) => {
    setProblem(null);
    const { email, password } = parseForm(loginSchema, values);
    try {
      // On success the session store turns signed-in and this page moves on (below).
      await signInWithPassword(email, password);
    } catch (error) {
      setProblem(problemOf(error));
    }
  });

  const email = (Form.useWatch('email', form) as string | undefined) ?? '';

  if (signedIn) return <Navigate to={target} replace />;
  const unconfirmed = problem?.code === 'email_not_confirmed';

  return (
    <PublicPage
      title="Log in"
      description="Welcome back. Log in to your Bullion Desk account."
      footer={
        <>
          New to Bullion Desk? <Link to={linkTo('/signup')}>Create an account</Link>
        </>
      }
      // Under the card: it arrives with its own request after the page is drawn, and there it moves
      // nothing (above the form it pushed the form down: a layout shift, and the page's LCP).
      after={<DemoAccountAlert onUse={(account) => form.setFieldsValue(account)} />}
    >
      {redirectError ? <Alert type="warning" showIcon title={redirectError} style={{ marginBottom: 20 }} /> : null}
      <AuthForm<LoginValues> name="login" form={form} initialValues={{ email: '', password: '' }} onFinish={(values) => void run(values)}>
        <Form.Item label="E-mail" name="email" rules={[zodRule(loginSchema, 'email')]}>
          <Input size="large" inputMode="email" autoComplete="email" placeholder="name@example.com" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[zodRule(loginSchema, 'password')]} style={{ marginBottom: 8 }}>
          <Input.Password size="large" autoComplete="current-password" />
        </Form.Item>
        <Flex justify="end" style={{ marginBottom: 16 }}>
          <Link to={linkTo('/forgot-password', { email: email.trim() || undefined })}>Forgot password?</Link>
        </Flex>
        {unconfirmed ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
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
        <Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            Log in
          </Button>
        </Form.Item>
      </AuthForm>
      <Divider plain className="auth-divider">
        <span style={{ color: token.colorTextSecondary }}>or</span>
      </Divider>
      <GoogleButton returnPath={target} onProblem={setProblem} />
    </PublicPage>
  );
}
