// Delete my account: type the e-mail address to confirm. Refused with the API's reason while the user
// is the last admin of a team with other members. A paid plan the deletion leaves without a group is
// cancelled with the account, the unused part of its period credited (prorated), and the toast says so.
import { accountQueryOptions, ApiHttpError, deleteAccountMutationOptions, loadSupabase } from '@bullion/api-client';
import type { CanceledWithAccount } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { LoadError, LoadingState } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '../billing/subscription-text';

const PLAN_NAMES: Readonly<Record<CanceledWithAccount['plan'], string>> = { pro: 'Pro', teams: 'Teams' };

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
    let canceled: CanceledWithAccount[];
    try {
      canceled = (await remove.mutateAsync({ email: typed.trim() })).canceledSubscriptions;
    } catch (error) {
      setProblem(error instanceof ApiHttpError ? error.message : 'Your account could not be deleted. Please try again.');
      return;
    }
    const ended = canceled.map((plan) => `${PLAN_NAMES[plan.plan]} was cancelled; ${formatMoney(plan.credit, plan.currency)} of unused time was credited.`);
    if (ended.length) toast.show('success', 'Your account has been deleted', { description: ended.join(' ') });
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
            cancelled now, and the unused part of its period is credited (prorated). This cannot be undone.
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
