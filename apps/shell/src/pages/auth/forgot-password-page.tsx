// /forgot-password: e-mails a reset code and link, then leads to /reset-password. The answer never
// says whether the address has an account.
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { requestPasswordReset } from '../../auth/auth-actions';
import { problemOf, type AuthProblem } from '../../auth/auth-errors';
import { PublicPage } from '../public-page';
import { AuthForm } from './components/auth-form';
import { FormProblem } from './components/form-problem';
import { useAuthRedirect } from './components/use-auth-redirect';
import { useSubmit } from './components/use-submit';
import { parseForm, zodRule } from './components/zod-rule';
import { forgotPasswordSchema, type ForgotPasswordValues } from './form-schemas';

export const RESET_SENT_MESSAGE = 'If an account exists for this address, we sent a code and a link.';

export function ForgotPasswordPage() {
  const { search, linkTo } = useAuthRedirect();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgotPasswordValues>();
  const typedEmail = ((Form.useWatch('email', form) as string | undefined) ?? '').trim();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { run, pending } = useSubmit(async (values: ForgotPasswordValues) => {
    setProblem(null);
    const { email } = parseForm(forgotPasswordSchema, values);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setProblem(problemOf(error));
    }
  });

  const footer = (
    <>
      Remembered it? <Link to={linkTo('/login')}>Log in</Link>
    </>
  );

  if (sentTo) {
    return (
      <PublicPage title="Check your e-mail" footer={footer}>
        <Alert type="success" showIcon title={RESET_SENT_MESSAGE} description="The code and the link work once and expire soon." />
        <Flex vertical gap={12} style={{ marginTop: 20 }}>
          <Button type="primary" size="large" block onClick={() => navigate(linkTo('/reset-password', { email: sentTo }))}>
            Enter the code
          </Button>
          <Button type="link" onClick={() => setSentTo(null)}>
            Use a different address
          </Button>
        </Flex>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title="Forgot password"
      description="Enter the e-mail address of your account. We'll send you a 6-digit code and a link to choose a new password."
      footer={footer}
    >
      <AuthForm<ForgotPasswordValues>
        name="forgot-password"
        form={form}
        initialValues={{ email: (search.get('email') ?? '').trim() }}
        onFinish={(values) => void run(values)}
      >
        <Form.Item label="E-mail" name="email" rules={[zodRule(forgotPasswordSchema, 'email')]}>
          <Input size="large" inputMode="email" autoComplete="email" placeholder="name@example.com" autoFocus />
        </Form.Item>
        <FormProblem message={problem?.message} />
        <Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            Send reset code
          </Button>
        </Form.Item>
      </AuthForm>
      <Flex justify="center" style={{ marginTop: 12 }}>
        <Link to={linkTo('/reset-password', { email: typedEmail || undefined })}>I already have a code</Link>
      </Flex>
    </PublicPage>
  );
}
