// /verify-email?email=: the 6-digit code from the sign-up e-mail (a missing email parameter is
// treated as empty, and then the address is asked for here).
import { toastService } from '@bullion/shared';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { resendSignUpCode, verifySignUpCode } from '../../auth/auth-actions';
import { problemOf, type AuthProblem } from '../../auth/auth-errors';
import { PublicPage } from '../public-page';
import { AuthForm } from './components/auth-form';
import { CodeInput } from './components/code-input';
import { FormProblem } from './components/form-problem';
import { RESEND_COOLDOWN_SECONDS, ResendCodeButton } from './components/resend-code-button';
import { useAuthRedirect } from './components/use-auth-redirect';
import { useSubmit } from './components/use-submit';
import { parseForm, zodRule } from './components/zod-rule';
import { emailField, verifyEmailSchema, type VerifyEmailValues } from './form-schemas';
import type { CodeSentState } from './signup-page';

/** Seconds the resend button still has to wait after the code e-mailed at `sentAt`. */
export function cooldownLeft(sentAt: number | undefined, now = Date.now()): number {
  if (!sentAt) return 0;
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - (now - sentAt) / 1000));
}

export function VerifyEmailPage() {
  const { search, target, signedIn, linkTo } = useAuthRedirect();
  const location = useLocation();
  const emailParam = (search.get('email') ?? '').trim();
  // The field shows when the address is missing from the URL (or is not an address at all).
  const [askForEmail] = useState(() => !emailField.safeParse(emailParam).success);
  const [initialCooldown] = useState(() => cooldownLeft((location.state as Partial<CodeSentState> | null)?.codeSentAt));
  const [form] = Form.useForm<VerifyEmailValues>();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const { run, pending } = useSubmit(async (values: VerifyEmailValues) => {
    setProblem(null);
    setNotice(null);
    const { email, code } = parseForm(verifyEmailSchema, values);
    try {
      await verifySignUpCode(email, code);
      toastService.show('success', 'Your e-mail address is confirmed', { description: 'Welcome to Bullion Desk!' });
    } catch (error) {
      const found = problemOf(error);
      if (found.code === 'otp_expired') form.setFields([{ name: 'code', value: '', errors: [found.message] }]);
      else setProblem(found);
    }
  });

  const resend = async () => {
    setProblem(null);
    setNotice(null);
    const values = await form.validateFields(['email']).catch(() => null);
    if (!values) return false;
    const { email } = parseForm(verifyEmailSchema.pick({ email: true }), values);
    await resendSignUpCode(email);
    return true;
  };

  if (signedIn) return <Navigate to={target} replace />;

  return (
    <PublicPage
      title="Verify your e-mail"
      description={
        askForEmail ? (
          'Enter the e-mail address you signed up with and the 6-digit code we sent to it.'
        ) : (
          <>
            If this address is new, we sent a 6-digit code to <Typography.Text strong>{emailParam}</Typography.Text>. Enter it
            below to confirm your account.
          </>
        )
      }
      footer={
        <>
          Already confirmed? <Link to={linkTo('/login')}>Log in</Link>
        </>
      }
    >
      <AuthForm<VerifyEmailValues>
        name="verify-email"
        form={form}
        initialValues={{ email: emailParam, code: '' }}
        onFinish={(values) => void run(values)}
      >
        <Form.Item label="E-mail" name="email" rules={[zodRule(verifyEmailSchema, 'email')]} hidden={!askForEmail}>
          <Input size="large" inputMode="email" autoComplete="email" placeholder="name@example.com" autoFocus={askForEmail} />
        </Form.Item>
        <Form.Item label="6-digit code" name="code" rules={[zodRule(verifyEmailSchema, 'code')]}>
          <CodeInput autoFocus={!askForEmail} disabled={pending} onComplete={() => form.submit()} />
        </Form.Item>
        {notice ? <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} /> : null}
        <FormProblem message={problem?.message} />
        <Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            Verify e-mail
          </Button>
        </Form.Item>
      </AuthForm>
      <Flex vertical gap={6} style={{ marginTop: 16 }}>
        <Flex align="center" justify="space-between" wrap gap={8}>
          <Typography.Text type="secondary">No code? Check your spam folder.</Typography.Text>
          <ResendCodeButton
            send={resend}
            initialCooldown={initialCooldown}
            onSent={() => setNotice('If this address has an unconfirmed account, we sent a new code. Older codes no longer work.')}
            onProblem={setProblem}
          />
        </Flex>
        {askForEmail ? null : (
          <Typography.Text type="secondary">
            Wrong address? <Link to={linkTo('/signup')}>Sign up again</Link>
          </Typography.Text>
        )}
      </Flex>
    </PublicPage>
  );
}
