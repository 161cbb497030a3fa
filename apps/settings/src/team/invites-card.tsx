// Pending invites (admins): who was invited, as what, until when; copy the link, resend the e-mail,
// revoke. Invites that can no longer be used are left out.
import { invitesQueryOptions, resendInviteMutationOptions, revokeInviteMutationOptions } from '@bullion/api-client';
import { formatDate, type Invite } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Tag, theme, Typography } from 'antd';
import { errorMessage } from './current-group';

export interface InvitesCardProps {
  groupId: string;
  onInvite(): void;
}

const whoOf = (invite: Invite) => invite.email ?? 'Anyone with the link';

export function InvitesCard({ groupId, onInvite }: InvitesCardProps) {
  const { dialog, toast } = useShellServices();
  const { token } = theme.useToken();
  const invites = useQuery(invitesQueryOptions(groupId));
  const resend = useMutation(resendInviteMutationOptions(groupId));
  const revoke = useMutation(revokeInviteMutationOptions(groupId));
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'active');

  const copy = async (invite: Invite) => {
    try {
      await navigator.clipboard.writeText(invite.url);
      toast.show('success', 'Invite link copied');
    } catch {
      toast.show('error', 'The link could not be copied.');
    }
  };

  const resendInvite = async (invite: Invite) => {
    try {
      await resend.mutateAsync(invite.code);
      toast.show('success', `Invitation sent again to ${invite.email}`);
    } catch {
      // Shown by the fetch layer.
    }
  };

  const revokeInvite = async (invite: Invite) => {
    const confirmed = await dialog.confirm({
      title: 'Revoke this invitation?',
      text: `The link stops working at once${invite.email ? ` for ${invite.email}` : ''}. You can send a new invitation later.`,
      confirmLabel: 'Revoke',
      cancelLabel: 'Keep it',
    });
    if (!confirmed) return;
    try {
      await revoke.mutateAsync(invite.code);
      toast.show('success', 'Invitation revoked');
    } catch {
      // Shown by the fetch layer.
    }
  };

  const busy = (mutation: { isPending: boolean; variables?: string }, invite: Invite) => mutation.isPending && mutation.variables === invite.code;

  return (
    <Card title="Pending invitations" style={{ marginTop: 16 }}>
      {invites.isError ? (
        <LoadError title="The invitations could not be loaded" description={errorMessage(invites.error, 'Try again in a moment.')} onRetry={() => void invites.refetch()} />
      ) : invites.isPending ? (
        <LoadingState layout="lines" label="Loading invitations" rows={2} />
      ) : pending.length === 0 ? (
        <EmptyState title="No pending invitations">
          <Button onClick={onInvite}>Invite people</Button>
        </EmptyState>
      ) : (
        <Flex vertical role="list" aria-label="Pending invitations">
          {pending.map((invite, index) => (
            <Flex
              key={invite.code}
              role="listitem"
              justify="space-between"
              align="center"
              gap={12}
              wrap
              style={{ padding: '12px 0', borderTop: index ? `1px solid ${token.colorSplit}` : undefined }}
            >
              <div>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text strong>{whoOf(invite)}</Typography.Text>
                  <Tag>{invite.role?.name ?? 'Member'}</Tag>
                </Flex>
                <Typography.Text type="secondary">
                  {`Valid until ${formatDate(invite.expiresAt)}${invite.maxUses !== null ? ` · used ${invite.uses} of ${invite.maxUses}` : ''}`}
                </Typography.Text>
              </div>
              <Flex gap={4} wrap>
                <Button type="link" size="small" onClick={() => void copy(invite)} aria-label={`Copy the invite link for ${whoOf(invite)}`}>
                  Copy link
                </Button>
                {invite.email ? (
                  <Button type="link" size="small" loading={busy(resend, invite)} onClick={() => void resendInvite(invite)} aria-label={`Resend the invitation to ${invite.email}`}>
                    Resend
                  </Button>
                ) : null}
                <Button type="link" danger size="small" loading={busy(revoke, invite)} onClick={() => void revokeInvite(invite)} aria-label={`Revoke the invitation for ${whoOf(invite)}`}>
                  Revoke
                </Button>
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
