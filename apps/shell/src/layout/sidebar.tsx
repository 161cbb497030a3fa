// The sidebar: the group switcher, the primary entries, a separator and the secondary entries
// (nav-items.ts). A remote's area, and the page a link leads to, are preloaded when the link is
// hovered or focused.
// The same content fills the mobile menu (#menu).
//
// The drawer's count: the spec's sidebar is Dashboard, Inventory, Collections, Price Templates, a
// separator and Catalog. What sits in the drawer (received, not yet put away) is a to-do, so while
// it holds something a "Drawer" entry with the count appears indented under Inventory and leads
// straight to /drawer; with an empty drawer the sidebar is exactly the spec's. A badge on Inventory
// would lead to the inventory list instead of the pieces waiting.
import type { HashDialogName } from '@bullion/shared';
import { openHashDialog } from '@bullion/shared';
import { Badge, Divider, Flex, Menu, type MenuProps } from 'antd';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { preloadRemoteAreaPage } from '../federation/remote-area-page';
import { remoteForPath } from '../federation/route-ownership';
import { useShell } from '../shell-context';
import { GroupSwitcher } from './group-switcher';
import { activeNavKey, PRIMARY_NAV, SALES_CHANNEL_NAV, SECONDARY_NAV, shownNavItems, type NavCounts, type NavItem } from './nav-items';
import { useGuardedNavigate } from './use-guarded-navigate';
import { useNavCounts } from './use-nav-counts';

const PRELOAD_DELAY_MS = 50;

const COUNT_TEXT: Record<NonNullable<NavItem['count']>, (count: number) => string> = {
  drawer: (count) => `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'} waiting to be put away`,
};

function ItemLabel({ item, count }: { item: NavItem; count: number | null }) {
  const shownCount = item.count && count ? count : null;
  return (
    <Flex component="span" align="center" justify="space-between" gap={8} style={item.parent ? { paddingInlineStart: 16 } : undefined}>
      <span>{item.label}</span>
      {shownCount && item.count ? (
        <>
          <Badge count={shownCount} overflowCount={999} color="#8c8c8c" aria-hidden data-testid={`nav-count-${item.key}`} />
          <span className="visually-hidden">{`, ${COUNT_TEXT[item.count](shownCount)}`}</span>
        </>
      ) : null}
    </Flex>
  );
}

function toMenuItems(items: readonly NavItem[], counts: NavCounts, onIntent: (to: string) => void): MenuProps['items'] {
  return items.map((item) => ({
    key: item.key,
    label: (
      <a
        href={item.to}
        data-nav={item.key}
        onMouseEnter={() => onIntent(item.to)}
        onFocus={() => onIntent(item.to)}
        onClick={(event) => event.preventDefault()}
      >
        <ItemLabel item={item} count={item.count ? counts[item.count] : null} />
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
  const counts = useNavCounts();
  const intentTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Preload on intent: a remote's files, the code of the page the link leads to (contract 1.4) and
  // the shell's own area page are fetched when its link is hovered or focused.
  const onIntent = (to: string) => {
    const remote = remoteForPath(to);
    if (!remote) return;
    clearTimeout(intentTimer.current);
    intentTimer.current = setTimeout(() => {
      preloadRemoteAreaPage();
      void loader.preload(remote, to);
    }, PRELOAD_DELAY_MS);
  };
  const onSelect: MenuProps['onClick'] = ({ key }) => {
    const item = [...PRIMARY_NAV, ...SECONDARY_NAV].find((candidate) => candidate.key === key);
    if (item) go(item.to);
  };
  const selectedKeys = selected ? [selected] : [];

  return (
    <nav className="sidebar" aria-label={label}>
      <GroupSwitcher onNavigate={go} onOpenDialog={onOpenDialog} />
      <Menu mode="inline" selectedKeys={selectedKeys} items={toMenuItems(shownNavItems(PRIMARY_NAV, counts, location.pathname), counts, onIntent)} onClick={onSelect} />
      <Divider style={{ margin: '8px 0' }} />
      <Menu mode="inline" selectedKeys={selectedKeys} items={toMenuItems(shownNavItems(SECONDARY_NAV, counts, location.pathname), counts, onIntent)} onClick={onSelect} />
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
