// The current group's headline figures: plan and members (its holdings are the portfolio card's).
import { groupQueryOptions, membersQueryOptions } from '@bullion/api-client';
import { selectGroupId, useAppStore } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { PlainCard, PlainDescriptions, PlainEmpty, PlainLoadingState, PlainTag, plainButtonClassName } from '@bullion/ui/plain';
import { Link } from 'react-router';

const TYPE_LABELS = { personal: 'Personal', team: 'Team', space: 'Space' } as const;

export function GroupSummary() {
  const groupId = useAppStore(selectGroupId);
  const group = useQuery({ ...groupQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });
  const members = useQuery({ ...membersQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });

  if (!groupId) {
    return (
      <PlainCard title="Your group">
        <PlainEmpty description="No group chosen yet.">
          {/* A link drawn as antd's primary button. */}
          <Link to="/switch-group" className={plainButtonClassName({ variant: 'primary' })}>
            Choose a group
          </Link>
        </PlainEmpty>
      </PlainCard>
    );
  }
  if (group.isPending) {
    return (
      <PlainCard title="Your group">
        <PlainLoadingState label="Loading your group" />
      </PlainCard>
    );
  }
  const data = group.data;
  const plan = data?.subscription?.plan?.name ?? 'Free';
  const trialEnds = data?.subscription?.status === 'trialing' ? data.subscription : null;
  return (
    <PlainCard title={data?.name ?? 'Your group'} extra={data ? <PlainTag>{TYPE_LABELS[data.type]}</PlainTag> : null}>
      <PlainDescriptions
        items={[
          { key: 'plan', label: 'Plan', children: trialEnds ? `${plan} (trial)` : plan },
          { key: 'members', label: 'Members', children: members.data ? members.data.length : members.isError ? '—' : '…' },
        ]}
      />
    </PlainCard>
  );
}
