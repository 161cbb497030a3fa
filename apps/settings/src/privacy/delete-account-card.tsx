// Delete my account: type the e-mail address to confirm. Refused with the API's reason while the user
// is the last admin of a team with other members. A paid plan the deletion leaves without a group is
// cancelled with the account, the unused part of its period refunded to the card (prorated), and the
// toast says so.
import { accountQueryOptions, ApiHttpError, deleteAccountMutationOptions, loadSupabase } from '@bullion/api-client';
import type { CanceledWithAccount, DeletedAccount } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { LoadError, LoadingState } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '../billing/subscription-text';

const PLAN_NAMES: Readonly<Record<CanceledWithAccount['plan'], string>> = { pro: 'Pro', teams: 'Teams' };

/** What ended with the account, for the toast: the plans cancelled and what went back to the card. */
function endedText({ canceledSubscriptions, refunded }: Pick<DeletedAccount, 'canceledSubscriptions' | 'refunded'>): string | null {
  const plans = canceledSubscriptions.map((plan) => PLAN_NAMES[plan.plan]);
  const canceled = plans.length ? `${plans.join(' and ')} ${plans.length > 1 ? 'were' : 'was'} cancelled` : null;
  const refunds = refunded.map((refund) => formatMoney(refund.amount, refund.currency)).join(' and ');
  const refundText = refunds ? `${refunds} of unused time is refunded to your card` : null;
  if (canceled && refundText) return `${canceled}; ${refundText}.`;
  if (canceled) return `${canceled}.`;
  return refundText ? `${refundText[0]?.toUpperCase()}${refundText.slice(1)}.` : null;
}

export function DeleteAccountCard() {
  const account = useQuery(accountQueryOptions());
  const remove = useMutation(deleteAccountMutationOptions());
  const { navigation, toast } = useShellServices();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const email = account.data?.email ?? '';
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

  const submit = async () => {
    setProblem(null);
    let ended: string | null;
    try {
      ended = endedText(await remove.mutateAsync({ email: typed.trim() }));
    } catch (error) {
      setProblem(error instanceof ApiHttpError ? error.message : 'Your account could not be deleted. Please try again.');
      return;
    }
    if (ended) toast.show('success', 'Your account has been deleted', { description: ended });
    else toast.show('success', 'Your account has been deleted');
    // The sessions are gone on the server; forget this one here too.
    await loadSupabase()
      .then((client) => client.auth.signOut({ scope: 'local' }))
      .catch(() => undefined);
    navigation.navigate('/login', { replace: true });
  };

  return (
    <Card title="Delete your account" styles={{ header: { color: 'var(--ant-color-error)' } }}>
      {account.isPending ? (
        <LoadingState layout="lines" label="Loading your account" rows={2} />
      ) : account.isError ? (
        <LoadError title="Your account could not be loaded" onRetry={() => void account.refetch()} />
      ) : (
        <Flex vertical gap={12} style={{ maxWidth: 480 }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            This deletes your account for good: your profile and picture, your sign-in methods and sessions, and every team where you are the only member,
            with all its data and files. Teams with other members keep their data and their plan. A paid plan of a group that goes with your account is
            cancelled now, and the unused part of its period is refunded to your card (prorated). This cannot be undone.
          </Typography.Paragraph>
          <label htmlFor="delete-account-email">
            Type <Typography.Text strong>{email}</Typography.Text> to confirm
          </label>
          <Input id="delete-account-email" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          {problem ? <Alert type="error" showIcon title="Your account was not deleted" description={problem} /> : null}
          <div>
            <Button danger type="primary" disabled={!matches} loading={remove.isPending} onClick={() => void submit()}>
              Delete my account
            </Button>
          </div>
        </Flex>
      )}
    </Card>
  );
}
