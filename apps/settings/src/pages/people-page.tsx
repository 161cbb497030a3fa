// /settings/people: the team's members and roles, invitations by e-mail and the pending ones.
// `?invite=true` (after a trial starts) opens the invite dialog. A personal group has no people:
// the page offers creating a team instead. Members and viewers see Invite people disabled and why.
import { useShellServices } from '@bullion/shared';
import { PageHeader, ReadOnlyNotice, RoleGate } from '@bullion/ui';
import { Button, Card, Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useCurrentGroup } from '../team/current-group';
import { groupStatesView } from '../team/group-states';
import { InviteDialog } from '../team/invite-dialog';
import { InvitesCard } from '../team/invites-card';
import { MembersCard } from '../team/members-card';

export function PeoplePage() {
  const { dialog } = useShellServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const { groupId, userId, canManageMembers, canInvite, group } = useCurrentGroup();
  const inviting = searchParams.get('invite') === 'true';
  const setInviting = (open: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('invite', 'true');
        else next.delete('invite');
        return next;
      },
      { replace: true },
    );

  const header = (
    <PageHeader
      title="People"
      subtitle="Who has access to your team"
      actions={
        group.data && group.data.type !== 'personal' ? (
          <RoleGate permission="invites.manage">
            <Button type="primary" onClick={() => setInviting(true)}>
              Invite people
            </Button>
          </RoleGate>
        ) : null
      }
    />
  );

  const waiting = groupStatesView({ header, groupId, group, noun: 'team', shows: 'its people', loadingLabel: 'Loading people', avatar: true });
  if (waiting || !groupId || !group.data) return waiting;
  if (group.data.type === 'personal') {
    return (
      <>
        {header}
        <Card>
          <Result
            status="info"
            title="People are for teams"
            subTitle="This is your personal group: only you work in it. Create a team to invite people, give them roles and work together."
            extra={
              <Button type="primary" onClick={() => dialog.open('create-team')}>
                Create a team
              </Button>
            }
          />
        </Card>
      </>
    );
  }

  return (
    <>
      {header}
      <ReadOnlyNotice permission="members.manage" description="Ask an admin of your team if someone needs access." />
      <MembersCard groupId={groupId} groupName={group.data.name} userId={userId} canManage={canManageMembers} />
      {canInvite ? (
        <>
          <InvitesCard groupId={groupId} onInvite={() => setInviting(true)} />
          <InviteDialog groupId={groupId} groupName={group.data.name} open={inviting} onClose={() => setInviting(false)} />
        </>
      ) : null}
    </>
  );
}
