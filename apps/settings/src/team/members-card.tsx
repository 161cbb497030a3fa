// The team's members with their role. Admins change roles and remove people; anyone may leave.
// A team keeps at least one admin: the last admin's role and removal are locked, with the reason.
import { memberRolesQueryOptions, membersQueryOptions, removeMembersMutationOptions, updateMembersMutationOptions } from '@bullion/api-client';
import { formatDate, type GroupMember } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Flex, Grid, Select, Table, Tag, theme, Tooltip, Typography } from 'antd';
import { errorMessage } from './current-group';

export const LAST_ADMIN_TEXT = 'A team needs at least one admin. Make someone else admin first.';

export interface MembersCardProps {
  groupId: string;
  groupName: string;
  userId: string | null;
  canManage: boolean;
}

const nameOf = (member: GroupMember) => member.user?.name || member.user?.displayName || member.user?.email || 'Someone';
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function MembersCard({ groupId, groupName, userId, canManage }: MembersCardProps) {
  const { dialog, toast, navigation } = useShellServices();
  const members = useQuery(membersQueryOptions(groupId));
  const roles = useQuery({ ...memberRolesQueryOptions(), enabled: canManage });
  const update = useMutation(updateMembersMutationOptions(groupId));
  const remove = useMutation(removeMembersMutationOptions(groupId));

  const wide = Grid.useBreakpoint().md === true;
  const { token } = theme.useToken();

  const list = members.data ?? [];
  const admins = list.filter((member) => member.role?.value === 'admin');
  const isLastAdmin = (member: GroupMember) => member.role?.value === 'admin' && admins.length === 1;

  const changeRole = async (member: GroupMember, roleId: number) => {
    const role = roles.data?.find((candidate) => candidate.id === roleId);
    try {
      await update.mutateAsync({ memberIds: [member.id], roleId });
      toast.show('success', `${nameOf(member)} is now ${role?.name.toLowerCase() ?? 'changed'}`);
    } catch {
      // The fetch layer shows the API's reason (e.g. the last admin) in a toast.
    }
  };

  const removeMember = async (member: GroupMember) => {
    const self = member.userId === userId;
    const confirmed = await dialog.confirm(
      self
        ? { title: `Leave ${groupName}?`, text: 'You lose access to the team at once. An admin can invite you again.', confirmLabel: 'Leave', cancelLabel: 'Stay' }
        : {
            title: `Remove ${nameOf(member)}?`,
            text: `${nameOf(member)} loses access to ${groupName} at once. What they created stays with the team.`,
            confirmLabel: 'Remove',
            cancelLabel: 'Cancel',
          },
    );
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ memberIds: [member.id] });
      toast.show('success', self ? `You left ${groupName}` : `${nameOf(member)} was removed from the team`);
      // The held token was for the team just left: choose another group.
      if (self) navigation.navigate('/switch-group');
    } catch {
      // Shown by the fetch layer.
    }
  };

  if (members.isError) {
    return (
      <LoadError title="The members could not be loaded" description={errorMessage(members.error, 'Try again in a moment.')} onRetry={() => void members.refetch()} />
    );
  }

  const person = (member: GroupMember) => (
    <Flex align="center" gap={12} style={{ minWidth: 0 }}>
      <Avatar src={member.user?.avatarUrl || undefined} style={{ flex: 'none' }}>
        {initialsOf(nameOf(member))}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong>{nameOf(member)}</Typography.Text>
        {member.userId === userId ? <Tag style={{ marginInlineStart: 8 }}>You</Tag> : null}
        <br />
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
          {member.user?.email}
        </Typography.Text>
      </div>
    </Flex>
  );

  const roleControl = (member: GroupMember) =>
    canManage ? (
      <Tooltip title={isLastAdmin(member) ? LAST_ADMIN_TEXT : undefined}>
        <Select
          aria-label={`Role of ${nameOf(member)}`}
          value={member.roleId}
          disabled={isLastAdmin(member) || (update.isPending && update.variables?.memberIds.includes(member.id))}
          loading={roles.isPending}
          style={{ width: 140 }}
          options={(roles.data ?? [member.role ?? { id: member.roleId, name: 'Member' }]).map((role) => ({ value: role.id, label: role.name }))}
          onChange={(roleId: number) => void changeRole(member, roleId)}
        />
      </Tooltip>
    ) : (
      <Tag>{member.role?.name ?? 'Member'}</Tag>
    );

  const removeControl = (member: GroupMember) => {
    const self = member.userId === userId;
    if (!canManage && !self) return null;
    return (
      <Tooltip title={isLastAdmin(member) ? LAST_ADMIN_TEXT : undefined}>
        <Button
          danger
          type="text"
          aria-label={self ? `Leave ${groupName}` : `Remove ${nameOf(member)}`}
          disabled={isLastAdmin(member)}
          loading={remove.isPending && remove.variables?.memberIds.includes(member.id)}
          onClick={() => void removeMember(member)}
        >
          {self ? 'Leave' : 'Remove'}
        </Button>
      </Tooltip>
    );
  };

  return (
    <Card title="Members" aria-busy={members.isPending}>
      {members.isPending ? (
        <LoadingState layout="lines" label="Loading members" avatar rows={3} />
      ) : list.length === 0 ? (
        <EmptyState title="Nobody is on this team yet" />
      ) : wide ? (
        <Table<GroupMember>
          rowKey="id"
          dataSource={list}
          pagination={false}
          size="middle"
          columns={[
            { title: 'Person', key: 'person', render: (_, member) => person(member) },
            { title: 'Role', key: 'role', width: 180, render: (_, member) => roleControl(member) },
            {
              title: 'Joined',
              key: 'joined',
              width: 130,
              responsive: ['lg'],
              render: (_, member) => formatDate(member.createdAt),
            },
            { title: <span className="sr-only">Actions</span>, key: 'actions', width: 110, align: 'right', render: (_, member) => removeControl(member) },
          ]}
        />
      ) : (
        // A phone: one block per person, the role and the action under the name.
        <ul aria-label="Members" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((member, index) => (
            <li key={member.id} style={{ padding: '12px 0', borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
              {person(member)}
              <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 8, paddingInlineStart: 44 }}>
                {roleControl(member)}
                {removeControl(member)}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
