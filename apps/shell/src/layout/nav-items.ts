// Sidebar navigation (spec section 2, Layout). The sales-channel links exist but stay hidden.
export interface NavItem {
  key: string;
  label: string;
  to: string;
  hidden?: boolean;
}

export const PRIMARY_NAV: readonly NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/' },
  { key: 'inventory', label: 'Inventory', to: '/inventory' },
  { key: 'collections', label: 'Collections', to: '/collections' },
  { key: 'price-templates', label: 'Price Templates', to: '/price-templates' },
];

export const SECONDARY_NAV: readonly NavItem[] = [{ key: 'catalog', label: 'Catalog', to: '/catalog' }];

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
  // A product page belongs to the catalog.
  if (pathname.startsWith('/products/')) return 'catalog';
  return null;
}
