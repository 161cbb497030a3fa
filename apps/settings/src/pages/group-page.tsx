// /settings/group: the team's name, product title format, business identity (for its documents),
// picture, branding (or an upgrade offer), two-step requirement and, for admins of a team, deleting it. Roles without group.update read; a personal group cannot be deleted.
import { PageHeader, ReadOnlyNotice } from '@bullion/ui';
import { BrandingCard } from '../team/branding-card';
import { BusinessIdentityCard } from '../team/business-identity-card';
import { useCurrentGroup } from '../team/current-group';
import { DeleteGroupCard } from '../team/delete-group-card';
import { GroupAvatarCard } from '../team/group-avatar-card';
import { GroupDetailsCard } from '../team/group-details-card';
import { GroupSecurityCard } from '../team/group-security-card';
import { groupStatesView } from '../team/group-states';

export function GroupPage() {
  const { groupId, isAdmin, canUpdateGroup, group } = useCurrentGroup();
  const header = <PageHeader title="Group" subtitle="Your group and its permissions" />;

  const waiting = groupStatesView({ header, groupId, group, noun: 'group', shows: 'its settings', loadingLabel: 'Loading the group' });
  if (waiting || !groupId || !group.data) return waiting;

  const team = group.data.type !== 'personal';
  return (
    <>
      {header}
      <ReadOnlyNotice permission="group.update" description="You can see its settings here; ask an admin of your team to change them." />
      {/* Keyed by group: switching groups starts the form afresh. */}
      <GroupDetailsCard key={group.data.id} group={group.data} canEdit={canUpdateGroup} />
      <BusinessIdentityCard key={`business-${group.data.id}`} group={group.data} canEdit={canUpdateGroup} />
      <GroupAvatarCard group={group.data} canEdit={canUpdateGroup} />
      <BrandingCard key={`branding-${group.data.id}`} group={group.data} canEdit={canUpdateGroup} />
      {team ? <GroupSecurityCard group={group.data} canEdit={canUpdateGroup} /> : null}
      {team && isAdmin ? <DeleteGroupCard group={group.data} /> : null}
    </>
  );
}
