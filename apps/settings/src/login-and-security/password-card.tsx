// Change password: the current one, the new one (the spec's rule) twice. An old session must confirm
// with a code the API e-mails (reauthentication); then the new password applies and every other
// session is signed out.
import { accountKeys, loadSupabase, problemOf, runAuthCall } from '@bullion/api-client';
import { passwordSchema, PASSWORD_RULE_TEXT } from '@bullion/contract';
import { useShellServices, useUnsavedChanges } from '@bullion/shared';
import { UnsavedChangesBar } from '@bullion/ui';
import { CodeInput, FormProblem } from '@bullion/ui/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { z } from 'zod';

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'The two passwords are not the same.' });

type Values = z.input<typeof passwordChangeSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELD_OF: Record<string, keyof Values> = {
  current_password_mismatch: 'currentPassword',
  weak_password: 'newPassword',
  same_password: 'newPassword',
};

export function PasswordCard() {
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? EMPTY;
  const current = { ...EMPTY, ...values };
  const changes = useUnsavedChanges<Values>(EMPTY, current, (defaults) => form.setFieldsValue(defaults));
  const { toast } = useShellServices();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Set once the API asked for a reauthentication code: the code typed so far. */
  const [code, setCodeState] = useState<string | null>(null);
  // The code is read by a submit that the sixth digit schedules before React re-renders.
  const codeRef = useRef<string | null>(null);
  const setCode = (value: string | null) => {
    codeRef.current = value;
    setCodeState(value);
  };
  const [codeProblem, setCodeProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    setCodeProblem(null);
    const parsed = passwordChangeSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      await form.validateFields().catch(() => undefined);
      return;
    }
    setSaving(true);
    const auth = async () => (await loadSupabase()).auth;
    try {
      await runAuthCall(async () =>
        (await auth()).updateUser({
          password: parsed.data.newPassword,
          current_password: parsed.data.currentPassword,
          ...(codeRef.current ? { nonce: codeRef.current } : {}),
        }),
      );
      // Back to the empty form, which is its baseline: nothing left unsaved.
      form.setFieldsValue(EMPTY);
      setCode(null);
      toast.show('success', 'Password changed', { description: 'You stay signed in here; every other session was signed out.' });
      await client.invalidateQueries({ queryKey: accountKeys.sessions() });
    } catch (error) {
      const found = problemOf(error);
      if (found.code === 'reauthentication_needed') {
        try {
          await runAuthCall(async () => (await auth()).reauthenticate());
          setCode('');
        } catch (sendError) {
          setProblem(problemOf(sendError).message);
        }
      } else if (found.code === 'reauthentication_not_valid') {
        // A refused code leaves the boxes (CodeInput empties them and takes the focus back): the
        // next code is typed afresh and sent on its own.
        setCode('');
        setCodeProblem(found.message);
      } else if (FIELD_OF[found.code]) {
        form.setFields([{ name: FIELD_OF[found.code] as keyof Values, errors: [found.message] }]);
      } else {
        setProblem(found.message);
      }
    } finally {
      setSaving(false);
    }
  };

  const rule = (field: keyof Values) => ({
    validator: async () => {
      const result = passwordChangeSchema.safeParse(form.getFieldsValue(true));
      const issue = result.success ? undefined : result.error.issues.find((candidate) => candidate.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });

  return (
    <Card title="Password">
      <Form<Values> form={form} name="change-password" layout="vertical" requiredMark={false} initialValues={EMPTY} onFinish={() => void submit()} style={{ maxWidth: 420 }}>
        <Form.Item label="Current password" name="currentPassword" rules={[rule('currentPassword')]} validateTrigger="onBlur">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="New password" name="newPassword" rules={[rule('newPassword')]} extra={PASSWORD_RULE_TEXT} validateTrigger="onBlur">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Repeat the new password" name="confirmPassword" dependencies={['newPassword']} rules={[rule('confirmPassword')]} validateTrigger="onBlur">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {code !== null ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Confirm it's you"
            description={
              <>
                <Typography.Paragraph style={{ marginBottom: 8 }}>
                  You signed in a while ago, so we e-mailed you a 6-digit code. Enter it to change your password.
                </Typography.Paragraph>
                <CodeInput
                  autoFocus
                  value={code}
                  onChange={setCode}
                  onComplete={() => void submit()}
                  disabled={saving}
                  aria-invalid={codeProblem ? true : undefined}
                  aria-describedby={codeProblem ? 'reauthentication-code-problem' : undefined}
                />
                {codeProblem ? (
                  <Typography.Text type="danger" id="reauthentication-code-problem">
                    {codeProblem}
                  </Typography.Text>
                ) : null}
              </>
            }
          />
        ) : null}
        <FormProblem message={problem} />
        <Button type="primary" htmlType="submit" loading={saving}>
          Change password
        </Button>
      </Form>
      {changes.dirty ? <UnsavedChangesBar onDiscard={() => changes.discard()} onSave={() => void submit()} saving={saving} /> : null}
    </Card>
  );
}
