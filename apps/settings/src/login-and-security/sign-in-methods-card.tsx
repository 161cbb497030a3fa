// The ways into the account (identities): e-mail and password, Google. Link Google (the page leaves
// for Google and comes back here) or unlink a method while another one stays.
import { loadSupabase, problemOf, runAuthCall } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { LoadError, LoadingState } from '@bullion/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { authUserQueryOptions, refreshAuthUser, type AuthIdentity } from '../auth/auth-user';

const PROVIDER_NAMES: Record<string, string> = { email: 'E-mail and password', google: 'Google' };

const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider;

export function SignInMethodsCard() {
  const query = useQuery(authUserQueryOptions());
  const client = useQueryClient();
  const { dialog, toast } = useShellServices();
  const [busy, setBusy] = useState<string | null>(null);
  const identities = query.data?.user.identities ?? [];
  const hasGoogle = identities.some((identity) => identity.provider === 'google');

  const link = async () => {
    setBusy('link');
    try {
      // supabase-js leaves the page for Google; the way back is this page.
      await runAuthCall(async () => (await loadSupabase()).auth.linkIdentity({ provider: 'google', options: { redirectTo: window.location.href } }));
    } catch (error) {
      toast.show('error', 'Google could not be linked', { description: problemOf(error).message });
      setBusy(null);
    }
  };

  const unlink = async (identity: AuthIdentity) => {
    const name = providerName(identity.provider);
    const confirmed = await dialog.confirm({
      title: `Remove ${name}?`,
      text: `You will no longer be able to log in with ${name}${identity.identity_data?.email ? ` (${String(identity.identity_data.email)})` : ''}.`,
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return;
    setBusy(identity.identity_id);
    try {
      await runAuthCall(async () => (await loadSupabase()).auth.unlinkIdentity(identity));
      toast.show('success', `${name} removed from your sign-in methods`);
    } catch (error) {
      toast.show('error', `${name} could not be removed`, { description: problemOf(error).message });
    } finally {
      setBusy(null);
      await refreshAuthUser(client);
    }
  };

  return (
    <Card title="Sign-in methods">
      {query.isError ? (
        <LoadError title="Your sign-in methods could not be loaded" description={problemOf(query.error).message} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <LoadingState layout="lines" label="Loading sign-in methods" rows={2} />
      ) : (
        <Flex vertical gap={12}>
          <ul aria-label="Sign-in methods" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {identities.map((identity) => (
              <li key={identity.identity_id} style={{ padding: '8px 0' }}>
                <Flex justify="space-between" align="center" gap={12} wrap>
                  <Flex vertical>
                    <Typography.Text strong>{providerName(identity.provider)}</Typography.Text>
                    <Typography.Text type="secondary">{String(identity.identity_data?.email ?? '')}</Typography.Text>
                  </Flex>
                  {identities.length > 1 ? (
                    <Button size="small" loading={busy === identity.identity_id} aria-label={`Remove ${providerName(identity.provider)}`} onClick={() => void unlink(identity)}>
                      Remove
                    </Button>
                  ) : (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      Your only sign-in method
                    </Typography.Text>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
          {hasGoogle ? null : (
            <div>
              <Button loading={busy === 'link'} onClick={() => void link()}>
                Link a Google account
              </Button>
            </div>
          )}
        </Flex>
      )}
    </Card>
  );
}
