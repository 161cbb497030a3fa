// The sidebar: the group switcher, the primary entries, a separator and the secondary entries
// (nav-items.ts). A remote's area, and the page a link leads to, are preloaded when the link is
// hovered or focused.
// The same content fills the mobile menu (#menu).
//
// The spec's sidebar is Dashboard, Inventory, Collections, Price Templates, a separator and Catalog,
// in that order and with those names. Pages it has no entry for sit indented under the area they
// belong to: Storage spaces under Inventory, Orders and Customers under Price Templates (the orders remote's
// entry). The drawer's count: what sits in the drawer (received, not yet put away) is a to-do, so
// while it holds something a "Drawer" entry with the count appears under Inventory and leads
// straight to /drawer. A badge on Inventory would lead to the inventory list instead of the pieces
// waiting.
import type { HashDialogName } from '@bullion/shared';
import { openHashDialog } from '@bullion/shared';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { preloadRemoteAreaPage } from '../federation/remote-area-page';
import { remoteForPath } from '../federation/route-ownership';
import { useShell } from '../shell-context';
import { GroupSwitcher } from './group-switcher';
import { NavMenu, type NavMenuEntry } from './nav-menu';
import { activeNavKey, PRIMARY_NAV, SALES_CHANNEL_NAV, SECONDARY_NAV, shownNavItems, type NavCounts, type NavItem } from './nav-items';
import { useGuardedNavigate } from './use-guarded-navigate';
import { useNavCounts } from './use-nav-counts';

const PRELOAD_DELAY_MS = 50;

const COUNT_TEXT: Record<NonNullable<NavItem['count']>, (count: number) => string> = {
  drawer: (count) => `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'} waiting to be put away`,
};

/** The entry's text, and its count as a badge (antd's Badge, drawn in plain HTML) with a spoken equivalent. */
function ItemLabel({ item, count }: { item: NavItem; count: number | null }) {
  const shownCount = item.count && count ? count : null;
  return (
    <span className="nav-menu-label">
      <span className="nav-menu-text">{item.label}</span>
      {shownCount && item.count ? (
        <>
          <span className="nav-count" aria-hidden data-testid={`nav-count-${item.key}`}>
            {shownCount > 999 ? '999+' : shownCount}
          </span>
          <span className="visually-hidden">{`, ${COUNT_TEXT[item.count](shownCount)}`}</span>
        </>
      ) : null}
    </span>
  );
}

function toEntries(items: readonly NavItem[], counts: NavCounts): NavMenuEntry[] {
  return items.map((item) => ({
    key: item.key,
    to: item.to,
    nested: Boolean(item.parent),
    label: <ItemLabel item={item} count={item.count ? counts[item.count] : null} />,
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
  const onIntent = ({ to }: NavMenuEntry) => {
    const remote = remoteForPath(to);
    if (!remote) return;
    clearTimeout(intentTimer.current);
    intentTimer.current = setTimeout(() => {
      preloadRemoteAreaPage();
      void loader.preload(remote, to);
    }, PRELOAD_DELAY_MS);
  };
  const onSelect = ({ to }: NavMenuEntry) => go(to);

  return (
    <nav className="sidebar" aria-label={label}>
      <GroupSwitcher onNavigate={go} onOpenDialog={onOpenDialog} />
      <NavMenu entries={toEntries(shownNavItems(PRIMARY_NAV, counts, location.pathname), counts)} selectedKey={selected} onSelect={onSelect} onIntent={onIntent} />
      <hr className="nav-divider" />
      <NavMenu entries={toEntries(shownNavItems(SECONDARY_NAV, counts, location.pathname), counts)} selectedKey={selected} onSelect={onSelect} onIntent={onIntent} />
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
