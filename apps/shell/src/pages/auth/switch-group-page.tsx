// /switch-group (session required): the user's groups to choose from; none yet → create a team.
import { groupsQueryOptions } from '@bullion/api-client';
import { type Group } from '@bullion/contract';
import { selectGroupId, useAppStore } from '@bullion/shared';
import { EmptyState, LoadingState } from '@bullion/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { switchGroup } from '../../auth/access';
import { logOut } from '../../auth/log-out';
import { useSessionStore } from '../../auth/session-store';
import { PublicPage } from '../public-page';
import { createTeam } from './components/create-team';
import { GroupChoice } from './components/group-choice';
import { useAuthRedirect } from './components/use-auth-redirect';

export function SwitchGroupPage() {
  const { target } = useAuthRedirect();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = useSessionStore((state) => state.session?.user.email ?? '');
  const currentGroupId = useAppStore(selectGroupId);
  const { data: groups, isPending } = useQuery(groupsQueryOptions());
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const choose = async (group: Group) => {
    if (switchingTo) return;
    setSwitchingTo(group.id);
    const ok = await switchGroup(group.id);
    if (ok) navigate(target, { replace: true });
    else setSwitchingTo(null);
  };

  const startTeam = async () => {
    setCreating(true);
    const next = await createTeam(queryClient);
    setCreating(false);
    if (next) navigate(next);
  };

  const footer = (
    <Typography.Text type="secondary">
      {email ? <>Signed in as {email}. </> : null}
      <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => void logOut(navigate)}>
        Log out
      </Button>
    </Typography.Text>
  );

  if (isPending) {
    return (
      <PublicPage title="Choose a group" footer={footer}>
        <LoadingState layout="list" label="Loading your groups" rows={2} />
      </PublicPage>
    );
  }

  if (!groups?.length) {
    return (
      <PublicPage title="Choose a group" footer={footer}>
        <EmptyState size="small" title="You're not in any group yet." description="Create a team to get started, or ask a team admin to send you an invite link." />
        <Flex vertical gap={12} style={{ marginTop: 20 }}>
          <Button type="primary" size="large" block loading={creating} onClick={() => void startTeam()}>
            Create a team
          </Button>
          <Button size="large" block onClick={() => void logOut(navigate)}>
            Log out
          </Button>
        </Flex>
      </PublicPage>
    );
  }

  return (
    <PublicPage title="Choose a group" description="Pick the group to work in. You can switch groups any time." footer={footer}>
      <Flex vertical gap={10} role="list" aria-label="Your groups">
        {groups.map((group) => (
          <div role="listitem" key={group.id}>
            <GroupChoice
              group={group}
              current={group.id === currentGroupId}
              switching={switchingTo === group.id}
              disabled={switchingTo !== null}
              onChoose={(chosen) => void choose(chosen)}
            />
          </div>
        ))}
      </Flex>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button type="link" loading={creating} onClick={() => void startTeam()}>
          Or create a new team
        </Button>
      </Flex>
    </PublicPage>
  );
}
