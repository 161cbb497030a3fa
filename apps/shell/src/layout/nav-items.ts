// Sidebar navigation: the shell's Dashboard first, then the remotes' pages that have a sidebar entry
// in the list of remotes (libs/shared/src/remotes.json), primary ones above the separator and
// secondary ones below it. The sales-channel links exist but stay hidden.
import { REMOTE_NAV, type NavSection } from '@bullion/shared';

export interface NavItem {
  key: string;
  label: string;
  to: string;
  hidden?: boolean;
  /** Path prefixes below which this item is active when no item's own path matches. */
  activeUnder?: readonly string[];
}

const remoteNav = (section: NavSection): NavItem[] =>
  REMOTE_NAV.filter((entry) => entry.section === section).map(({ key, label, to, activeUnder }) => ({ key, label, to, activeUnder }));

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

/** The nav item that is active for `pathname`: the longest matching prefix wins. */
export function activeNavKey(pathname: string, items: readonly NavItem[] = [...PRIMARY_NAV, ...SECONDARY_NAV]): string | null {
  let best: NavItem | null = null;
  for (const item of items) {
    const matches = item.to === '/' ? pathname === '/' : pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  if (best) return best.key;
  // E.g. a product page highlights the catalog's entry.
  return items.find((item) => item.activeUnder?.some((prefix) => pathname.startsWith(prefix)))?.key ?? null;
}
