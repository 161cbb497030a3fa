// The second step of two-step verification: the 6-digit code an authenticator app shows for one of
// the user's verified factors. Used after the password on /login, when a team asks for it, and in settings.
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { problemOf, type AuthProblem } from '@bullion/api-client';
import { verifiedAuthenticators, verifyAuthenticatorCode } from './authenticator-actions';
import { authenticatorCodeSchema, type AuthenticatorCodeValues } from './authenticator-code-schema';
import { AuthForm } from './auth-form';
import { CodeInput } from './code-input';
import { FormProblem } from './form-problem';
import { useSubmit } from './use-submit';
import { zodRule } from './zod-rule';

/** Problems that are about the code itself, shown at the field rather than above the button. */
const CODE_PROBLEMS = new Set(['mfa_verification_failed', 'mfa_verification_rejected', 'mfa_challenge_expired']);

export const AUTHENTICATORS_QUERY_KEY = ['auth', 'authenticators'] as const;

type Values = AuthenticatorCodeValues & { factorId?: string };

export interface AuthenticatorCodeFormProps {
  /** The factor to verify (an enrolment's first code); without it, the user's verified ones are offered. */
  factorId?: string;
  submitLabel?: string;
  onVerified?: () => void;
}

export function AuthenticatorCodeForm({ factorId: givenFactorId, submitLabel = 'Verify', onVerified }: AuthenticatorCodeFormProps) {
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const factors = useQuery({
    queryKey: AUTHENTICATORS_QUERY_KEY,
    queryFn: verifiedAuthenticators,
    staleTime: 0,
    enabled: !givenFactorId,
  });
  const { run, pending } = useSubmit(async (values: Values) => {
    setProblem(null);
    // The sixth digit submits by itself; a click on the button meanwhile may already have verified
    // and closed the form, whose late submit then carries no code.
    const parsed = authenticatorCodeSchema.safeParse(values);
    if (!parsed.success) return;
    const { code } = parsed.data;
    const factorId = givenFactorId ?? values.factorId ?? factors.data?.[0]?.id;
    if (!factorId) return;
    try {
      // On success the session turns aal2 and whoever shows this form moves on.
      await verifyAuthenticatorCode(factorId, code);
      onVerified?.();
    } catch (error) {
      const found = problemOf(error);
      // A refused code leaves the boxes (CodeInput empties them): the next code is typed afresh.
      if (CODE_PROBLEMS.has(found.code)) form.setFields([{ name: 'code', value: '', errors: [found.message] }]);
      else setProblem(found);
    }
  });

  if (!givenFactorId && factors.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (factors.isError) return <FormProblem message={problemOf(factors.error).message} />;
  const choices = givenFactorId ? [] : (factors.data ?? []);
  return (
    <AuthForm<Values>
      name="authenticator-code"
      form={form}
      initialValues={{ code: '', factorId: choices[0]?.id }}
      onFinish={(values) => void run(values)}
    >
      {choices.length > 1 ? (
        <Form.Item label="Authenticator" name="factorId">
          <Select size="large" options={choices.map((factor) => ({ value: factor.id, label: factor.name }))} />
        </Form.Item>
      ) : null}
      <Form.Item label="6-digit code" name="code" rules={[zodRule(authenticatorCodeSchema, 'code')]}>
        <CodeInput autoFocus disabled={pending} onComplete={() => form.submit()} />
      </Form.Item>
      <FormProblem message={problem?.message} />
      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {submitLabel}
        </Button>
      </Form.Item>
    </AuthForm>
  );
}
