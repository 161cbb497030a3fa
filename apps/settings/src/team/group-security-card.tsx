// "Require two-step verification for members": an admin setting of a team. The API refuses turning it
// on from a session without two-step verification (403 mfa_required), so the admin cannot lock
// themselves out; the page then says to set it up first on Login & security.
import { ApiHttpError, updateGroupMutationOptions } from '@bullion/api-client';
import { MFA_REQUIRED_ERROR_CODE, type Group } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';

export const MFA_FIRST_TEXT = 'Set up two-step verification for yourself first';

export function GroupSecurityCard({ group, canEdit }: { group: Group; canEdit: boolean }) {
  const { toast, navigation } = useShellServices();
  // Failures are explained here (the two-step refusal in the card, others in a toast), not by the fetch layer.
  const update = useMutation(updateGroupMutationOptions(group.id, { reportErrors: false }));
  const [needsOwnMfa, setNeedsOwnMfa] = useState(false);

  const toggle = async (requireMfa: boolean) => {
    setNeedsOwnMfa(false);
    try {
      await update.mutateAsync({ requireMfa });
      toast.show('success', requireMfa ? 'Members now need two-step verification' : 'Two-step verification is no longer required');
    } catch (error) {
      if (error instanceof ApiHttpError && error.code === MFA_REQUIRED_ERROR_CODE) setNeedsOwnMfa(true);
      else toast.show('error', error instanceof Error ? error.message : 'The setting could not be changed.');
    }
  };

  return (
    <Card title="Security" style={{ marginTop: 16 }}>
      <Flex justify="space-between" align="center" gap={16}>
        <div>
          <Typography.Text strong id="require-mfa-label">
            Require two-step verification for members
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">Everyone must sign in with a code from an authenticator app to work in this team.</Typography.Text>
        </div>
        <Switch aria-labelledby="require-mfa-label" checked={group.requireMfa} disabled={!canEdit} loading={update.isPending} onChange={(checked) => void toggle(checked)} />
      </Flex>
      {needsOwnMfa ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={MFA_FIRST_TEXT}
          description="Before you can require it from everyone, sign in with two-step verification yourself, so you cannot lock yourself out. Set it up on Login & security, sign in again with a code, then come back here."
          action={
            <Button size="small" onClick={() => navigation.navigate('/settings/login-and-security')}>
              Set it up
            </Button>
          }
        />
      ) : null}
    </Card>
  );
}
