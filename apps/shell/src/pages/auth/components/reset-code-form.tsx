// The reset code from the e-mail: once it is confirmed a recovery session starts, and the reset page
// shows the new-password form.
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { verifyRecoveryCode } from '../../../auth/auth-actions';
import { problemOf, type AuthProblem } from '../../../auth/auth-errors';
import { resetCodeSchema, type ResetCodeValues } from '../form-schemas';
import { AuthForm } from './auth-form';
import { CodeInput } from './code-input';
import { FormProblem } from './form-problem';
import { useSubmit } from './use-submit';
import { parseForm, zodRule } from './zod-rule';

export function ResetCodeForm({ email }: { email: string }) {
  const [form] = Form.useForm<ResetCodeValues>();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const { run, pending } = useSubmit(async (values: ResetCodeValues) => {
    setProblem(null);
    const parsed = parseForm(resetCodeSchema, values);
    try {
      await verifyRecoveryCode(parsed.email, parsed.code);
    } catch (error) {
      const found = problemOf(error);
      if (found.code === 'otp_expired') form.setFields([{ name: 'code', value: '', errors: [found.message] }]);
      else setProblem(found);
    }
  });
  return (
    <AuthForm<ResetCodeValues> name="reset-code" form={form} initialValues={{ email, code: '' }} onFinish={(values) => void run(values)}>
      <Form.Item label="E-mail" name="email" rules={[zodRule(resetCodeSchema, 'email')]}>
        <Input size="large" inputMode="email" autoComplete="email" placeholder="name@example.com" autoFocus={!email} />
      </Form.Item>
      <Form.Item label="6-digit code" name="code" rules={[zodRule(resetCodeSchema, 'code')]}>
        <CodeInput autoFocus={Boolean(email)} disabled={pending} onComplete={() => form.submit()} />
      </Form.Item>
      <FormProblem message={problem?.message} />
      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          Continue
        </Button>
      </Form.Item>
    </AuthForm>
  );
}
