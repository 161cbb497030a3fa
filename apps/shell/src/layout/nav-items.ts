// Sidebar navigation: the shell's Dashboard first, then the remotes' pages that have a sidebar entry
// in the list of remotes (libs/shared/src/remotes.json), primary ones above the separator and
// secondary ones below it, each child entry right under its parent. The sales-channel links exist
// but stay hidden. An entry with a count (the Drawer, under Inventory) only shows while there is
// something to count or its page is open.
import { REMOTE_NAV, type NavCount, type NavSection } from '@bullion/shared';

export interface NavItem {
  key: string;
  label: string;
  to: string;
  hidden?: boolean;
  /** Path prefixes below which this item is active when no item's own path matches. */
  activeUnder?: readonly string[];
  /** Shown indented under the item with this key. */
  parent?: string;
  /** Shown with this count, and only while it is above 0 or the item's page is open. */
  count?: NavCount;
}

/** The current value of each count; null while unknown (loading, failed, no group). */
export type NavCounts = Readonly<Record<NavCount, number | null>>;

/** Each child right after its parent (and its earlier children), the rest in the list's order. */
export function childrenUnderParents(items: readonly NavItem[]): NavItem[] {
  const top = items.filter((item) => !item.parent || !items.some((candidate) => candidate.key === item.parent));
  return top.flatMap((item) => [item, ...items.filter((child) => child.parent === item.key)]);
}

const remoteNav = (section: NavSection): NavItem[] =>
  childrenUnderParents(
    REMOTE_NAV.filter((entry) => entry.section === section).map(({ key, label, to, activeUnder, parent, count }) => ({ key, label, to, activeUnder, parent, count })),
  );

export const PRIMARY_NAV: readonly NavItem[] = [{ key: 'dashboard', label: 'Dashboard', to: '/' }, ...remoteNav('primary')];

export const SECONDARY_NAV: readonly NavItem[] = remoteNav('secondary');

export const SALES_CHANNEL_NAV: readonly NavItem[] = [
  { key: 'inbox', label: 'Inbox', to: '/inbox', hidden: true },
  { key: 'store', label: 'Store', to: '/store', hidden: true },
  { key: 'auction', label: 'Auction', to: '/auction', hidden: true },
  { key: 'live', label: 'Live', to: '/live', hidden: true },
  { key: 'shopify', label: 'Shopify integration', to: '/integrations/shopify', hidden: true },
  { key: 'ebay', label: 'eBay integration', to: '/integrations/ebay', hidden: true },
];

const isAt = (item: NavItem, pathname: string) => pathname === item.to || pathname.startsWith(`${item.to}/`);

/** The items to show: not hidden, and an item with a count only while it counts something or is open. */
export function shownNavItems(items: readonly NavItem[], counts: NavCounts, pathname: string): NavItem[] {
  return items.filter((item) => {
    if (item.hidden) return false;
    if (!item.count) return true;
    return (counts[item.count] ?? 0) > 0 || isAt(item, pathname);
  });
}

/** The nav item that is active for `pathname`: the longest matching prefix wins. */
export function activeNavKey(pathname: string, items: readonly NavItem[] = [...PRIMARY_NAV, ...SECONDARY_NAV]): string | null {
  let best: NavItem | null = null;
  for (const item of items) {
    const matches = item.to === '/' ? pathname === '/' : isAt(item, pathname);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  if (best) return best.key;
  // E.g. a product page highlights the catalog's entry.
  return items.find((item) => item.activeUnder?.some((prefix) => pathname.startsWith(prefix)))?.key ?? null;
}
