// The sidebar: the group switcher, the primary entries, a separator and the secondary entries
// (nav-items.ts). A remote's area is preloaded when one of its links is hovered or focused.
// The same content fills the mobile menu (#menu).
import type { HashDialogName } from '@bullion/shared';
import { openHashDialog } from '@bullion/shared';
import { Divider, Menu, type MenuProps } from 'antd';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { remoteForPath } from '../federation/route-ownership';
import { useShell } from '../shell-context';
import { GroupSwitcher } from './group-switcher';
import { activeNavKey, PRIMARY_NAV, SALES_CHANNEL_NAV, SECONDARY_NAV, type NavItem } from './nav-items';
import { useGuardedNavigate } from './use-guarded-navigate';

const PRELOAD_DELAY_MS = 50;

function toMenuItems(items: readonly NavItem[], onIntent: (to: string) => void): MenuProps['items'] {
  return items
    .filter((item) => !item.hidden)
    .map((item) => ({
      key: item.key,
      label: (
        <a
          href={item.to}
          data-nav={item.key}
          onMouseEnter={() => onIntent(item.to)}
          onFocus={() => onIntent(item.to)}
          onClick={(event) => event.preventDefault()}
        >
          {item.label}
        </a>
      ),
    }));
}

export interface SidebarProps {
  /** Where a navigation goes; by default the router (after the unsaved-changes check). */
  onNavigate?: (to: string) => void;
  /** How a dialog of the group switcher opens; by default a new history entry. */
  onOpenDialog?: (name: HashDialogName) => void;
  /** The accessible name of the navigation landmark. */
  label?: string;
}

export function Sidebar({ onNavigate, onOpenDialog = openHashDialog, label = 'Main' }: SidebarProps) {
  const { loader } = useShell();
  const location = useLocation();
  const guardedNavigate = useGuardedNavigate();
  const go = onNavigate ?? ((to: string) => guardedNavigate(to));
  const selected = activeNavKey(location.pathname);
  const intentTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Preload on intent: a remote's files are fetched when its link is hovered or focused.
  const onIntent = (to: string) => {
    const remote = remoteForPath(to);
    if (!remote) return;
    clearTimeout(intentTimer.current);
    intentTimer.current = setTimeout(() => loader.preload(remote), PRELOAD_DELAY_MS);
  };
  const onSelect: MenuProps['onClick'] = ({ key }) => {
    const item = [...PRIMARY_NAV, ...SECONDARY_NAV].find((candidate) => candidate.key === key);
    if (item) go(item.to);
  };
  const selectedKeys = selected ? [selected] : [];

  return (
    <nav className="sidebar" aria-label={label}>
      <GroupSwitcher onNavigate={go} onOpenDialog={onOpenDialog} />
      <Menu mode="inline" selectedKeys={selectedKeys} items={toMenuItems(PRIMARY_NAV, onIntent)} onClick={onSelect} />
      <Divider style={{ margin: '8px 0' }} />
      <Menu mode="inline" selectedKeys={selectedKeys} items={toMenuItems(SECONDARY_NAV, onIntent)} onClick={onSelect} />
      <div hidden>
        {SALES_CHANNEL_NAV.map((item) => (
          <a key={item.key} href={item.to}>
            {item.label}
          </a>
        ))}
      </div>
    </nav>
  );
}
