// /invite/:code (no session needed): which group the invite is for; signed out → log in or sign up
// (an invite for one address fills it in: locked on sign-up, editable on login; no sign-up where the
// server takes no new accounts) and come back; signed in → join it, or, for a member already, open
// the group.
import { invitePreviewQueryOptions } from '@bullion/api-client';
import { type InvitePreview } from '@bullion/contract';
import { toastService } from '@bullion/shared';
import { LoadError, LoadingState, NotFoundState } from '@bullion/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Avatar, Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { signOut, switchGroup } from '../../auth/access';
import { useSessionStore } from '../../auth/session-store';
import { PublicPage } from '../public-page';
import { FormProblem } from './components/form-problem';
import { formatExpiry, invitePreviewProblem, joinInvite } from './components/join-invite';
import { useSignupDisabled } from './components/use-signup-disabled';
import { useSubmit } from './components/use-submit';

const TYPE_LABELS: Record<InvitePreview['group']['type'], string> = { personal: 'Personal', team: 'Team', space: 'Space' };

function InviteSummary({ invite }: { invite: InvitePreview }) {
  return (
    <Flex gap={14} align="center" style={{ marginBottom: 20 }}>
      <Avatar shape="square" size={52} src={invite.group.avatarUrl || undefined} style={{ background: '#b8860b', flex: 'none', fontSize: 22 }}>
        {invite.group.name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {invite.group.name}
          </Typography.Title>
          <Tag>{TYPE_LABELS[invite.group.type]}</Tag>
        </Flex>
        <Typography.Text>
          You're invited to join as <Typography.Text strong>{invite.role.name}</Typography.Text>.
        </Typography.Text>
        <Typography.Text type="secondary">The invite expires on {formatExpiry(invite.expiresAt)}.</Typography.Text>
      </Flex>
    </Flex>
  );
}

export function InvitePage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  const email = useSessionStore((state) => state.session?.user.email ?? '');
  const viewerId = useSessionStore((state) => (state.status === 'signed-in' ? (state.session?.user.id ?? null) : null));
  const preview = useQuery(invitePreviewQueryOptions(code, viewerId));
  const [problem, setProblem] = useState<string | null>(null);
  // A server that takes no new accounts refuses an invitee's sign-up too: only logging in is offered.
  const signup = useSignupDisabled();
  const back = encodeURIComponent(`/invite/${code}`);

  const { run: join, pending } = useSubmit(async (invite: InvitePreview) => {
    setProblem(null);
    const result = await joinInvite(code, queryClient);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    toastService.show('success', result.joined ? `You joined ${invite.group.name}` : `You're already a member of ${invite.group.name}`);
    navigate('/', { replace: true });
  });

  const { run: openGroup, pending: opening } = useSubmit(async (groupId: string) => {
    if (await switchGroup(groupId)) navigate('/', { replace: true });
  });

  if (preview.isPending) {
    return (
      <PublicPage title="Join a group">
        <LoadingState layout="lines" label="Loading the invite" avatar rows={2} />
      </PublicPage>
    );
  }

  if (preview.isError) {
    const { message, retryable } = invitePreviewProblem(preview.error);
    return (
      <PublicPage title="This invite doesn't work">
        {retryable ? (
          <LoadError title={message} onRetry={() => void preview.refetch()} style={{ marginBottom: 20 }} />
        ) : (
          <NotFoundState layout="inline" title={message} style={{ marginBottom: 20 }} />
        )}
        <Button size="large" block onClick={() => navigate('/')}>
          Go to Bullion Desk
        </Button>
      </PublicPage>
    );
  }

  const invite = preview.data;
  const usedUp = !invite.valid;
  const member = signedIn && invite.alreadyMember;

  return (
    <PublicPage
      title="Join a group"
      footer={
        signedIn ? (
          <Typography.Text type="secondary">
            Signed in as {email}. Not you?{' '}
            <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => void signOut()}>
              Log out
            </Button>
          </Typography.Text>
        ) : null
      }
    >
      <InviteSummary invite={invite} />
      {member ? (
        <Flex vertical gap={16}>
          <Alert
            type="success"
            showIcon
            title={`You're already a member of ${invite.group.name}.`}
            description="You accepted this invite, or joined another way: there is nothing left to accept."
          />
          <Button type="primary" size="large" block loading={opening} onClick={() => void openGroup(invite.group.id)}>
            Open {invite.group.name}
          </Button>
        </Flex>
      ) : (
        <>
          {usedUp ? (
            <Alert
              type="warning"
              showIcon
              title="This invite has been used as many times as it allows. Ask the group admin for a new one."
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <FormProblem message={problem} />
          {signedIn ? (
            <Button type="primary" size="large" block disabled={usedUp} loading={pending} onClick={() => void join(invite)}>
              Join {invite.group.name}
            </Button>
          ) : (
            <Flex vertical gap={12}>
              <Typography.Text type="secondary">
                {invite.email ? (
                  <>
                    This invite is for <Typography.Text strong>{invite.email}</Typography.Text>.{' '}
                    {signup.disabled ? 'Log in with that address to join.' : 'Log in or create an account with that address to join.'}
                  </>
                ) : signup.disabled ? (
                  'Log in to join.'
                ) : (
                  'Log in or create an account to join.'
                )}
              </Typography.Text>
              <Button type="primary" size="large" block disabled={usedUp} onClick={() => navigate(`/login?redirect=${back}`)}>
                Log in to join
              </Button>
              {signup.disabled ? null : (
                <Button size="large" block disabled={usedUp} onClick={() => navigate(`/signup?redirect=${back}`)}>
                  Create an account
                </Button>
              )}
            </Flex>
          )}
        </>
      )}
    </PublicPage>
  );
}
