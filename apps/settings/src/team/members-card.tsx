// The team's members with their role. Admins change roles and remove people; anyone may leave.
// A team keeps at least one admin: the last admin's role and removal are locked, with the reason.
import { memberRolesQueryOptions, membersQueryOptions, removeMembersMutationOptions, updateMembersMutationOptions, type GroupMember } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Card, Empty, Flex, Select, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
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
      <Alert
        type="error"
        showIcon
        title="The members could not be loaded"
        description={errorMessage(members.error, 'Try again in a moment.')}
        action={
          <Button size="small" onClick={() => void members.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }

  return (
    <Card title="Members" aria-busy={members.isPending}>
      {members.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} aria-label="Loading members" />
      ) : list.length === 0 ? (
        <Empty description="Nobody is on this team yet" />
      ) : (
        <Table<GroupMember>
          rowKey="id"
          dataSource={list}
          pagination={false}
          size="middle"
          columns={[
            {
              title: 'Person',
              key: 'person',
              render: (_, member) => (
                <Flex align="center" gap={12}>
                  <Avatar src={member.user?.avatarUrl || undefined}>{initialsOf(nameOf(member))}</Avatar>
                  <div>
                    <Typography.Text strong>{nameOf(member)}</Typography.Text>
                    {member.userId === userId ? <Tag style={{ marginInlineStart: 8 }}>You</Tag> : null}
                    <br />
                    <Typography.Text type="secondary">{member.user?.email}</Typography.Text>
                  </div>
                </Flex>
              ),
            },
            {
              title: 'Role',
              key: 'role',
              width: 180,
              render: (_, member) =>
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
                ),
            },
            {
              title: 'Joined',
              key: 'joined',
              width: 130,
              responsive: ['md'],
              render: (_, member) => new Date(member.createdAt).toLocaleDateString(),
            },
            {
              title: <span className="sr-only">Actions</span>,
              key: 'actions',
              width: 110,
              align: 'right',
              render: (_, member) => {
                const self = member.userId === userId;
                if (!canManage && !self) return null;
                const label = self ? 'Leave' : 'Remove';
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
                      {label}
                    </Button>
                  </Tooltip>
                );
              },
            },
          ]}
        />
      )}
    </Card>
  );
}
