// /settings/group: the team's name, product title format, picture, branding (or an upgrade offer),
// two-step requirement and, for admins of a team, deleting it. Roles without group.update read; a personal group cannot be deleted.
import { PageHeader } from '@bullion/shared';
import { Alert, Button, Card, Skeleton } from 'antd';
import { BrandingCard } from '../team/branding-card';
import { errorMessage, useCurrentGroup } from '../team/current-group';
import { DeleteGroupCard } from '../team/delete-group-card';
import { GroupAvatarCard } from '../team/group-avatar-card';
import { GroupDetailsCard } from '../team/group-details-card';
import { GroupSecurityCard } from '../team/group-security-card';

export function GroupPage() {
  const { groupId, isAdmin, canUpdateGroup, group } = useCurrentGroup();
  const header = <PageHeader title="Group" subtitle="Your group and its permissions" />;

  if (!groupId) {
    return (
      <>
        {header}
        <Alert type="info" showIcon title="Choose a group first" description="Pick a group in the group switcher to see its settings." />
      </>
    );
  }
  if (group.isError) {
    return (
      <>
        {header}
        <Alert
          type="error"
          showIcon
          title="The group could not be loaded"
          description={errorMessage(group.error, 'Try again in a moment.')}
          action={
            <Button size="small" onClick={() => void group.refetch()}>
              Retry
            </Button>
          }
        />
      </>
    );
  }
  if (group.isPending) {
    return (
      <>
        {header}
        <Card aria-busy="true" aria-label="Loading the group">
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      </>
    );
  }

  const team = group.data.type !== 'personal';
  return (
    <>
      {header}
      {!canUpdateGroup ? (
        <Alert
          type="info"
          showIcon
          title="Only admins can change the group"
          description="You can see its settings here; ask an admin of your team to change them."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {/* Keyed by group: switching groups starts the form afresh. */}
      <GroupDetailsCard key={group.data.id} group={group.data} canEdit={canUpdateGroup} />
      <GroupAvatarCard group={group.data} canEdit={canUpdateGroup} />
      <BrandingCard key={`branding-${group.data.id}`} group={group.data} canEdit={canUpdateGroup} />
      {team ? <GroupSecurityCard group={group.data} canEdit={canUpdateGroup} /> : null}
      {team && isAdmin ? <DeleteGroupCard group={group.data} /> : null}
    </>
  );
}
