// Changing the e-mail address (GoTrue's secure change): the new address, then the 6-digit codes sent
// to the current and the new address. Nothing changes until both are confirmed.
import { accountKeys, loadSupabase, problemOf, runAuthCall } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { LoadError, LoadingState } from '@bullion/ui';
import { CodeInput, FormProblem } from '@bullion/ui/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { authUserKey, authUserQueryOptions } from '../auth/auth-user';

/** Problems that are about a code itself, shown at its boxes. */
const CODE_PROBLEMS = new Set(['otp_expired']);

const newEmailSchema = z.email('Enter a valid e-mail address.').max(320, 'Enter a valid e-mail address.');

interface Codes {
  current: string;
  next: string;
}
const NO_CODES: Codes = { current: '', next: '' };
const isCode = (code: string) => /^\d{6}$/.test(code);

interface Pending {
  current: string;
  next: string;
}

export function EmailCard() {
  const query = useQuery(authUserQueryOptions());
  const client = useQueryClient();
  const { toast } = useShellServices();
  const [editing, setEditing] = useState(false);
  const [address, setAddress] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [codes, setCodesState] = useState<Codes>(NO_CODES);
  // Read by the submit that a code's sixth digit schedules before React re-renders.
  const codesRef = useRef<Codes>(NO_CODES);
  const setCodes = (update: (codes: Codes) => Codes) => {
    codesRef.current = update(codesRef.current);
    setCodesState(codesRef.current);
  };
  /** The refused code's message, shown at its boxes. */
  const [codeProblem, setCodeProblem] = useState<{ field: keyof Codes; message: string } | null>(null);
  const [confirmedCurrent, setConfirmedCurrent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const email = query.data?.user.email ?? '';
  const waitingFor = pending?.next ?? query.data?.user.new_email ?? null;

  const start = async () => {
    setProblem(null);
    const parsed = newEmailSchema.safeParse(address.trim());
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.');
    if (parsed.data.toLowerCase() === email.toLowerCase()) return setProblem('That is already your address.');
    setBusy(true);
    try {
      await runAuthCall(async () => (await loadSupabase()).auth.updateUser({ email: parsed.data }));
      setPending({ current: email, next: parsed.data });
      setConfirmedCurrent(false);
      setCodes(() => NO_CODES);
      setCodeProblem(null);
    } catch (error) {
      setProblem(problemOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!pending || busy) return;
    const entered = codesRef.current;
    setProblem(null);
    setCodeProblem(null);
    if (!isCode(entered.current) || !isCode(entered.next)) return setProblem('Enter both 6-digit codes.');
    setBusy(true);
    /** The code being verified: a refusal is about it. */
    let checking: keyof Codes = 'current';
    try {
      const auth = (await loadSupabase()).auth;
      if (!confirmedCurrent) {
        await runAuthCall(() => auth.verifyOtp({ type: 'email_change', email: pending.current, token: entered.current }));
        setConfirmedCurrent(true);
      }
      checking = 'next';
      await runAuthCall(() => auth.verifyOtp({ type: 'email_change', email: pending.next, token: entered.next }));
      toast.show('success', 'E-mail address changed', { description: `You now log in with ${pending.next}.` });
      setPending(null);
      setEditing(false);
      setAddress('');
      await Promise.all([client.invalidateQueries({ queryKey: authUserKey }), client.invalidateQueries({ queryKey: accountKeys.all })]);
    } catch (error) {
      const found = problemOf(error);
      if (!CODE_PROBLEMS.has(found.code)) return setProblem(found.message);
      // A refused code leaves its boxes (CodeInput empties them and takes the focus back): the next
      // code is typed afresh and sent on its own.
      setCodes((current) => ({ ...current, [checking]: '' }));
      setCodeProblem({ field: checking, message: found.message });
    } finally {
      setBusy(false);
    }
  };

  /** Once both codes are in, the sixth digit of either sends them. */
  const onCodeComplete = () => {
    const entered = codesRef.current;
    if (isCode(entered.current) && isCode(entered.next)) void confirm();
  };

  const codeField = (field: keyof Codes) => {
    const refused = codeProblem?.field === field;
    return {
      validateStatus: refused ? ('error' as const) : undefined,
      help: refused ? codeProblem.message : undefined,
    };
  };

  const cancel = () => {
    setEditing(false);
    setPending(null);
    setProblem(null);
    setCodeProblem(null);
    setAddress('');
  };

  return (
    <Card title="E-mail address">
      {query.isError ? (
        <LoadError title="Your e-mail address could not be loaded" description={problemOf(query.error).message} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingState layout="lines" label="Loading your e-mail address" rows={1} />
      ) : pending ? (
        <Flex vertical gap={12} style={{ maxWidth: 420 }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            We sent a 6-digit code to each address. Enter both to move your account to <strong>{pending.next}</strong>.
          </Typography.Paragraph>
          <Form layout="vertical" requiredMark={false} onFinish={() => void confirm()}>
            <Form.Item label={`Code sent to ${pending.current}`} extra={confirmedCurrent ? 'Confirmed' : undefined} {...codeField('current')}>
              <CodeInput
                value={codes.current}
                disabled={busy || confirmedCurrent}
                aria-invalid={codeProblem?.field === 'current' || undefined}
                onChange={(code) => setCodes((current) => ({ ...current, current: code }))}
                onComplete={onCodeComplete}
              />
            </Form.Item>
            <Form.Item label={`Code sent to ${pending.next}`} {...codeField('next')}>
              <CodeInput
                value={codes.next}
                disabled={busy}
                aria-invalid={codeProblem?.field === 'next' || undefined}
                onChange={(code) => setCodes((current) => ({ ...current, next: code }))}
                onComplete={onCodeComplete}
              />
            </Form.Item>
            <FormProblem message={problem} />
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={busy}>
                Confirm new address
              </Button>
              <Button onClick={cancel} disabled={busy}>
                Cancel
              </Button>
            </Flex>
          </Form>
        </Flex>
      ) : editing ? (
        <Form layout="vertical" requiredMark={false} onFinish={() => void start()} style={{ maxWidth: 420 }}>
          <Form.Item label="New e-mail address" htmlFor="new-email-address">
            <Input id="new-email-address" type="email" autoComplete="email" value={address} onChange={(event) => setAddress(event.target.value)} autoFocus />
          </Form.Item>
          <FormProblem message={problem} />
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={busy}>
              Send codes
            </Button>
            <Button onClick={cancel} disabled={busy}>
              Cancel
            </Button>
          </Flex>
        </Form>
      ) : (
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex vertical>
            <Typography.Text strong>{email}</Typography.Text>
            {waitingFor ? <Typography.Text type="secondary">A change to {waitingFor} is waiting for its codes.</Typography.Text> : null}
          </Flex>
          <Button onClick={() => setEditing(true)}>Change e-mail address</Button>
        </Flex>
      )}
    </Card>
  );
}
