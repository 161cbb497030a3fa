// The group switcher at the top of the sidebar: the current group with its plan;
// Settings, every group with its plan (the current one marked; choosing another switches to it),
// an upgrade offer on the free plan, and 'Create a team'.
import { groupsQueryOptions } from '@bullion/api-client';
import { type Group } from '@bullion/contract';
import { cachedAvatarUrl, confirmLeave, selectGroupId, toastService, useAppStore, type HashDialogName } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import type { MenuProps } from 'antd';
import { switchGroup } from '../auth/access';
import { PlainAvatar } from '../header/plain-avatar';
import { DeferredDropdown } from './deferred-dropdown';

export const planNameOf = (group: Pick<Group, 'subscription'> | undefined): string => group?.subscription?.plan?.name ?? 'Free';

const isFreePlan = (group: Group) => (group.subscription?.plan?.alias ?? 'free') === 'free';

function GroupLabel({ group, current }: { group: Group; current: boolean }) {
  return (
    <span className="group-option" data-group-id={group.id}>
      <span className="group-option-text">
        <span className="group-option-name">{group.name}</span>
        <span className="group-option-plan">{planNameOf(group)}</span>
      </span>
      {current ? (
        <span className="group-option-current" aria-label="current group">
          ✓
        </span>
      ) : null}
    </span>
  );
}

export interface GroupSwitcherProps {
  onNavigate(to: string): void;
  onOpenDialog(name: HashDialogName): void;
}

export function GroupSwitcher({ onNavigate, onOpenDialog }: GroupSwitcherProps) {
  const groupId = useAppStore(selectGroupId);
  const groups = useQuery(groupsQueryOptions());
  const list = groups.data ?? [];
  const current = list.find((group) => group.id === groupId);

  const choose = async (group: Group) => {
    if (group.id === groupId || !(await confirmLeave())) return;
    if (await switchGroup(group.id)) toastService.show('success', `Switched to ${group.name}`);
  };

  const upgrade: MenuProps['items'] =
    current && isFreePlan(current)
      ? [
          {
            key: 'upgrade',
            label: current.type === 'personal' ? 'Try Pro free' : 'Try Teams free',
            onClick: () => onOpenDialog(current.type === 'personal' ? 'pro-upgrade' : 'team-upgrade'),
          },
        ]
      : [];

  const items: MenuProps['items'] = [
    { key: 'settings', label: 'Settings', onClick: () => onNavigate('/settings/group') },
    { type: 'divider' },
    {
      key: 'groups',
      type: 'group',
      label: 'Your groups',
      children: list.map((group) => ({
        key: `group:${group.id}`,
        label: <GroupLabel group={group} current={group.id === groupId} />,
        onClick: () => void choose(group),
      })),
    },
    { type: 'divider' },
    ...upgrade,
    { key: 'create-team', label: 'Create a team', onClick: () => onOpenDialog('create-team') },
  ];

  const cacheId = useAppStore((state) => state.cacheId);
  const title = current?.name ?? (groups.isPending ? 'Loading…' : groupId ? 'Your group' : 'Choose a group');
  return (
    <DeferredDropdown
      menu={{ items, selectable: true, selectedKeys: groupId ? [`group:${groupId}`] : [] }}
      classNames={{ root: 'group-switcher-menu' }}
    >
      <button type="button" className="group-switcher" data-testid="group-switcher" aria-haspopup="menu">
        {current ? (
          // The store's cacheId changes after the picture does (settings' Group page): shown at once.
          <PlainAvatar shape="square" size={28} src={cachedAvatarUrl(current.avatarUrl, cacheId)} background="#b8860b">
            {current.name.trim().charAt(0).toUpperCase()}
          </PlainAvatar>
        ) : null}
        <span className="group-switcher-text">
          <span className="group-switcher-name">{title}</span>
          <span className="group-switcher-plan">{current ? planNameOf(current) : '\u00a0'}</span>
        </span>
        <span className="group-switcher-caret" aria-hidden>
          ▾
        </span>
      </button>
    </DeferredDropdown>
  );
}
