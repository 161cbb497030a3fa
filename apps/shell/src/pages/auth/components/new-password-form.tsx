// "New password" + confirmation, by the password rule (PASSWORD_RULE_TEXT: 8+ letters and digits
// with a lowercase, an uppercase and a digit); used once a (recovery) session exists.
import { PASSWORD_RULE_TEXT } from '@bullion/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { updatePassword } from '../../../auth/auth-actions';
import { problemOf, type AuthProblem } from '../../../auth/auth-errors';
import { newPasswordSchema, type NewPasswordValues } from '../form-schemas';
import { AuthForm } from './auth-form';
import { FormProblem } from './form-problem';
import { useSubmit } from './use-submit';
import { parseForm, zodRule } from './zod-rule';

export function NewPasswordForm({ onChanged }: { onChanged: () => void }) {
  const [form] = Form.useForm<NewPasswordValues>();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const { run, pending } = useSubmit(async (values: NewPasswordValues) => {
    setProblem(null);
    const { password } = parseForm(newPasswordSchema, values);
    try {
      await updatePassword(password);
      onChanged();
    } catch (error) {
      const found = problemOf(error);
      if (found.code === 'weak_password' || found.code === 'same_password') form.setFields([{ name: 'password', errors: [found.message] }]);
      else setProblem(found);
    }
  });
  return (
    <AuthForm<NewPasswordValues>
      name="new-password"
      form={form}
      initialValues={{ password: '', confirm: '' }}
      onFinish={(values) => void run(values)}
    >
      <Form.Item label="New password" name="password" rules={[zodRule(newPasswordSchema, 'password')]} extra={PASSWORD_RULE_TEXT}>
        <Input.Password size="large" autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirm"
        dependencies={['password']}
        rules={[zodRule(newPasswordSchema, 'confirm')]}
      >
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
      <FormProblem message={problem?.message} />
      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          Change password
        </Button>
      </Form.Item>
    </AuthForm>
  );
}
