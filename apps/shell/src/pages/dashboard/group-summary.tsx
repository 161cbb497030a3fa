// The current group's headline figures: plan and members (its holdings are the portfolio card's).
import { groupQueryOptions, membersQueryOptions } from '@bullion/api-client';
import { selectGroupId, useAppStore } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';

const TYPE_LABELS = { personal: 'Personal', team: 'Team', space: 'Space' } as const;

export function GroupSummary() {
  const groupId = useAppStore(selectGroupId);
  const group = useQuery({ ...groupQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });
  const members = useQuery({ ...membersQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });

  if (!groupId) {
    return (
      <Card title="Your group">
        <Empty description="No group chosen yet.">
          <Link to="/switch-group">
            <Button type="primary">Choose a group</Button>
          </Link>
        </Empty>
      </Card>
    );
  }
  if (group.isPending) {
    return (
      <Card title="Your group">
        <Skeleton active />
      </Card>
    );
  }
  const data = group.data;
  const plan = data?.subscription?.plan?.name ?? 'Free';
  const trialEnds = data?.subscription?.status === 'trialing' ? data.subscription : null;
  return (
    <Card title={data?.name ?? 'Your group'} extra={data ? <Tag>{TYPE_LABELS[data.type]}</Tag> : null}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'plan', label: 'Plan', children: trialEnds ? `${plan} (trial)` : plan },
          { key: 'members', label: 'Members', children: members.data ? members.data.length : members.isError ? '—' : '…' },
        ]}
      />
    </Card>
  );
}
