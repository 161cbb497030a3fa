// /signup: full name, e-mail and a password by the password rule (PASSWORD_RULE_TEXT); the address is
// confirmed next with a 6-digit code (/verify-email). From an invite for one address, that address is
// filled in and locked. A server that takes no new accounts (disable_signup) gets a page saying so.
import { PASSWORD_RULE_TEXT } from '@bullion/contract';
import { LoadingState } from '@bullion/ui';
import { Alert, Button, Divider, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { signUp } from '../../auth/auth-actions';
import { problemOf, type AuthProblem } from '../../auth/auth-errors';
import { PublicPage } from '../public-page';
import { AuthForm } from './components/auth-form';
import { FormProblem } from './components/form-problem';
import { GoogleButton } from './components/google-button';
import { useAuthRedirect } from './components/use-auth-redirect';
import { inviteCodeOf, useInvitedEmail } from './components/use-invited-email';
import { useSignupDisabled } from './components/use-signup-disabled';
import { useSubmit } from './components/use-submit';
import { parseForm, zodRule } from './components/zod-rule';
import { signupSchema, type SignupValues } from './form-schemas';

/** Navigation state of /verify-email: when the code was e-mailed (the resend button waits 60 s). */
export interface CodeSentState {
  codeSentAt: number;
}

export function SignupPage() {
  const { target, signedIn, linkTo } = useAuthRedirect();
  const navigate = useNavigate();
  const [form] = Form.useForm<SignupValues>();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const invited = useInvitedEmail(target);
  const signup = useSignupDisabled();
  // The invite's preview arrives after the form: its address replaces whatever is in the field.
  useEffect(() => {
    if (invited.email) form.setFieldsValue({ email: invited.email });
  }, [form, invited.email]);
  const { run, pending } = useSubmit(async (values: SignupValues) => {
    setProblem(null);
    const { fullName, email, password } = parseForm(signupSchema, values);
    try {
      await signUp({ fullName, email, password, returnPath: target });
      navigate(linkTo('/verify-email', { email }), { state: { codeSentAt: Date.now() } satisfies CodeSentState });
    } catch (error) {
      const found = problemOf(error);
      if (found.code === 'weak_password') form.setFields([{ name: 'password', errors: [found.message] }]);
      else setProblem(found);
    }
  });

  if (signedIn) return <Navigate to={target} replace />;
  if (signup.pending) {
    return (
      <PublicPage title="Create your account">
        <LoadingState layout="lines" label="Loading sign-up" rows={3} />
      </PublicPage>
    );
  }
  if (signup.disabled) return <SignupClosed fromInvite={inviteCodeOf(target) !== null} loginPath={linkTo('/login')} />;

  return (
    <PublicPage
      title="Create your account"
      description="Track your bullion and coins, your catalog and your orders in one place."
      footer={
        <>
          Already have an account? <Link to={linkTo('/login')}>Log in</Link>
        </>
      }
    >
      <AuthForm<SignupValues>
        name="signup"
        form={form}
        initialValues={{ fullName: '', email: '', password: '' }}
        onFinish={(values) => void run(values)}
      >
        <Form.Item label="Full name" name="fullName" rules={[zodRule(signupSchema, 'fullName')]}>
          <Input size="large" autoComplete="name" placeholder="Jane Doe" autoFocus />
        </Form.Item>
        <Form.Item
          label="E-mail"
          name="email"
          rules={[zodRule(signupSchema, 'email')]}
          extra={invited.email ? 'The invite is for this address: only it can join.' : undefined}
        >
          <Input
            size="large"
            inputMode="email"
            autoComplete="email"
            placeholder="name@example.com"
            // Locked, yet still sent with the form and readable by screen readers (disabled is neither).
            readOnly={Boolean(invited.email) || invited.pending}
            variant={invited.email ? 'filled' : undefined}
          />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[zodRule(signupSchema, 'password')]} extra={PASSWORD_RULE_TEXT}>
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <FormProblem message={problem?.message} />
        <Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            Create account
          </Button>
        </Form.Item>
      </AuthForm>
      <Divider plain className="auth-divider">
        <Typography.Text type="secondary">or</Typography.Text>
      </Divider>
      <GoogleButton returnPath={target} onProblem={setProblem} />
    </PublicPage>
  );
}

/** The API refuses every sign-up then, from an invite too: only an existing account can join. */
function SignupClosed({ fromInvite, loginPath }: { fromInvite: boolean; loginPath: string }) {
  return (
    <PublicPage
      title="Sign-up is closed"
      footer={
        <>
          Already have an account? <Link to={loginPath}>Log in</Link>
        </>
      }
    >
      <Alert
        type="info"
        showIcon
        title="This server takes no new accounts."
        description={fromInvite ? 'To join with this invite, log in with an account you already have.' : 'Only people who already have an account can log in.'}
      />
    </PublicPage>
  );
}
