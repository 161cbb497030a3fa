// Where the user is signed in: each session's device, address and last use, with "Sign out" for
// the others and "Sign out all other sessions".
import { accountSessionsQueryOptions, revokeAccountSessionMutationOptions, revokeOtherAccountSessionsMutationOptions } from '@bullion/api-client';
import { type AccountSession } from '@bullion/contract';
import { formatRelativeTime, useShellServices } from '@bullion/shared';
import { LoadError, LoadingState } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Tag, theme, Typography } from 'antd';
import { describeDevice } from './device';

export function SessionsCard() {
  const query = useQuery(accountSessionsQueryOptions());
  const revokeOne = useMutation(revokeAccountSessionMutationOptions());
  const revokeOthers = useMutation(revokeOtherAccountSessionsMutationOptions());
  const { dialog, toast } = useShellServices();
  const { token } = theme.useToken();
  const sessions = query.data ?? [];
  const others = sessions.filter((session) => !session.current);

  const signOut = async (session: AccountSession) => {
    const device = describeDevice(session.userAgent);
    const confirmed = await dialog.confirm({
      title: `Sign out ${device}?`,
      text: 'Whoever uses that session will have to log in again.',
      confirmLabel: 'Sign out',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    await revokeOne.mutateAsync(session.id);
    toast.show('success', `${device} signed out`);
  };

  const signOutOthers = async () => {
    const confirmed = await dialog.confirm({
      title: 'Sign out all other sessions?',
      text: `${others.length} other session${others.length === 1 ? '' : 's'} will have to log in again. You stay signed in here.`,
      confirmLabel: 'Sign out all others',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    const { revoked } = await revokeOthers.mutateAsync();
    toast.show('success', revoked === 1 ? '1 session signed out' : `${revoked} sessions signed out`);
  };

  // Failed calls already show an error toast (the fetch layer).
  const run = (action: () => Promise<void>) => () => void action().catch(() => undefined);

  return (
    <Card
      title="Where you're signed in"
      extra={
        others.length ? (
          <Button danger loading={revokeOthers.isPending} onClick={run(signOutOthers)}>
            Sign out all other sessions
          </Button>
        ) : null
      }
    >
      {query.isError ? (
        <LoadError title="Your sessions could not be loaded" description={query.error instanceof Error ? query.error.message : undefined} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingState layout="lines" label="Loading sessions" rows={3} />
      ) : (
        <>
          <ul aria-label="Sessions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {sessions.map((session, index) => (
              <li key={session.id} style={{ padding: '10px 0', borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
                <Flex justify="space-between" align="center" gap={12} wrap>
                  <Flex vertical gap={2}>
                    <Flex gap={8} align="center" wrap>
                      <Typography.Text strong>{describeDevice(session.userAgent)}</Typography.Text>
                      {session.current ? <Tag color="green">This device</Tag> : null}
                      {session.twoStep ? <Tag>Two-step verified</Tag> : null}
                    </Flex>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {session.ip ?? 'Unknown address'} · {session.current ? 'Active now' : `Last used ${formatRelativeTime(session.lastUsedAt)}`} · Signed in{' '}
                      {formatRelativeTime(session.createdAt)}
                    </Typography.Text>
                  </Flex>
                  {session.current ? null : (
                    <Button
                      size="small"
                      loading={revokeOne.isPending && revokeOne.variables === session.id}
                      aria-label={`Sign out ${describeDevice(session.userAgent)}, last used ${formatRelativeTime(session.lastUsedAt)}`}
                      onClick={run(() => signOut(session))}
                    >
                      Sign out
                    </Button>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
          {others.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              You're signed in only here.
            </Typography.Paragraph>
          ) : null}
        </>
      )}
    </Card>
  );
}
