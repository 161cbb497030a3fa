// One of the user's groups on /switch-group: name, type and plan; choosing it switches to it.
import type { Group } from '@bullion/contract';
import { Avatar, Spin, Tag, Typography } from 'antd';

const TYPE_LABELS: Record<Group['type'], string> = { personal: 'Personal', team: 'Team', space: 'Space' };

export function planName(group: Group): string {
  return group.subscription?.plan?.name ?? 'Free';
}

export interface GroupChoiceProps {
  group: Group;
  current: boolean;
  switching: boolean;
  disabled: boolean;
  onChoose: (group: Group) => void;
}

export function GroupChoice({ group, current, switching, disabled, onChoose }: GroupChoiceProps) {
  const type = TYPE_LABELS[group.type];
  const plan = planName(group);
  return (
    <button
      type="button"
      className="group-choice"
      disabled={disabled}
      aria-label={`${group.name}, ${type}, ${plan} plan${current ? ', current group' : ''}`}
      onClick={() => onChoose(group)}
    >
      <Avatar shape="square" size={40} src={group.avatarUrl || undefined} style={{ background: '#b8860b', flex: 'none' }}>
        {group.name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <span className="group-choice-text">
        <span className="group-choice-name">{group.name}</span>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {type} · {plan} plan
        </Typography.Text>
      </span>
      {current ? <Tag color="gold">Current</Tag> : null}
      {switching ? <Spin size="small" /> : <span aria-hidden>›</span>}
    </button>
  );
}
