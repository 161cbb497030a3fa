// Two-step verification: the user's authenticator apps, adding one (QR code, key, first code) and
// removing one. Removing a verified one, or adding another once one exists, needs a two-step
// session (aal2): a session signed in with the password alone is asked for a code first.
import { loadSupabase, problemOf, runAuthCall } from '@bullion/api-client';
import { formatRelativeTime, useShellServices } from '@bullion/shared';
import { LoadError, LoadingState } from '@bullion/ui';
import { AuthenticatorCodeForm, AuthenticatorEnrolment } from '@bullion/ui/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { authUserQueryOptions, refreshAuthUser } from '../auth/auth-user';

type Step = { kind: 'add' } | { kind: 'remove'; factorId: string; name: string };

export function TwoStepCard() {
  const query = useQuery(authUserQueryOptions());
  const client = useQueryClient();
  const { dialog, toast } = useShellServices();
  const [step, setStep] = useState<Step | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const factors = (query.data?.user.factors ?? []).filter((factor) => factor.status === 'verified');
  const aal2 = query.data?.aal === 'aal2';

  const remove = async (factorId: string, name: string) => {
    setRemoving(factorId);
    try {
      await runAuthCall(async () => (await loadSupabase()).auth.mfa.unenroll({ factorId }));
      toast.show('success', `${name} removed`, factors.length === 1 ? { description: 'You now log in with your password alone.' } : undefined);
    } catch (error) {
      toast.show('error', 'The authenticator could not be removed', { description: problemOf(error).message });
    } finally {
      setRemoving(null);
      await refreshAuthUser(client);
    }
  };

  const askRemove = async (factorId: string, name: string) => {
    const confirmed = await dialog.confirm({
      title: `Remove ${name}?`,
      text: factors.length === 1 ? 'Two-step verification turns off: logging in will need only your password.' : 'Its codes will no longer work.',
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    if (aal2) await remove(factorId, name);
    else setStep({ kind: 'remove', factorId, name });
  };

  const close = () => {
    setStep(null);
    void refreshAuthUser(client);
  };

  return (
    <Card
      title="Two-step verification"
      extra={
        query.isSuccess ? (
          <Button onClick={() => setStep({ kind: 'add' })}>{factors.length ? 'Add another authenticator' : 'Set up'}</Button>
        ) : null
      }
    >
      {query.isError ? (
        <LoadError title="Your two-step settings could not be loaded" description={problemOf(query.error).message} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingState layout="lines" label="Loading two-step verification" rows={2} />
      ) : factors.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Two-step verification is off. Turn it on to ask for a code from an authenticator app on your phone after your password, so a stolen password alone is not
          enough to get in.
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text>
            <Tag color="green">On</Tag> After your password, logging in asks for a code from one of these apps.
          </Typography.Text>
          <ul aria-label="Authenticator apps" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {factors.map((factor) => (
              <li key={factor.id} style={{ padding: '8px 0' }}>
                <Flex justify="space-between" align="center" gap={12} wrap>
                  <Flex vertical>
                    <Typography.Text strong>{factor.friendly_name || 'Authenticator app'}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      Added {formatRelativeTime(factor.created_at)}
                    </Typography.Text>
                  </Flex>
                  <Button
                    danger
                    size="small"
                    loading={removing === factor.id}
                    aria-label={`Remove ${factor.friendly_name || 'Authenticator app'}`}
                    onClick={() => void askRemove(factor.id, factor.friendly_name || 'Authenticator app')}
                  >
                    Remove
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      <Modal open={step !== null} title={step?.kind === 'remove' ? `Remove ${step.name}` : 'Set up an authenticator app'} footer={null} onCancel={close} destroyOnHidden>
        {step?.kind === 'remove' ? (
          <>
            <Typography.Paragraph>To remove it, first enter a code from one of your authenticator apps.</Typography.Paragraph>
            <AuthenticatorCodeForm
              submitLabel="Confirm and remove"
              onVerified={() => {
                setStep(null);
                void remove(step.factorId, step.name);
              }}
            />
          </>
        ) : step?.kind === 'add' && factors.length > 0 && !aal2 ? (
          <>
            <Typography.Paragraph>To add another authenticator, first enter a code from the one you have.</Typography.Paragraph>
            <AuthenticatorCodeForm submitLabel="Continue" onVerified={() => void refreshAuthUser(client)} />
          </>
        ) : step?.kind === 'add' ? (
          <AuthenticatorEnrolment
            onVerified={() => {
              setStep(null);
              toast.show('success', 'Two-step verification is on', { description: 'Next time you log in, enter the code your app shows after your password.' });
              void refreshAuthUser(client);
            }}
          />
        ) : null}
      </Modal>
    </Card>
  );
}
