// The settings pages, in menu order: their path under /settings and their human title. A page for
// platform admins only (the people who run the app, not a team's admins) is left out of the menu for
// everyone else (settings-layout.tsx asks GET /api/releases/access).
export const SETTINGS_PAGES = [
  { key: 'account', title: 'Account' },
  { key: 'login-and-security', title: 'Login & security' },
  { key: 'message-preferences', title: 'Message preferences' },
  { key: 'privacy-settings', title: 'Privacy settings' },
  { key: 'people', title: 'People' },
  { key: 'billing-and-plans', title: 'Billing & plans' },
  { key: 'domains', title: 'Domains' },
  { key: 'purchase-history', title: 'Purchase history' },
  { key: 'group', title: 'Group' },
  { key: 'releases', title: 'Releases', platformAdminOnly: true },
] as const;

export type SettingsPageKey = (typeof SETTINGS_PAGES)[number]['key'];

/** The pages the menu offers: those for platform admins only when the user is one. */
export function menuPages(platformAdmin: boolean) {
  return SETTINGS_PAGES.filter((page) => platformAdmin || !('platformAdminOnly' in page && page.platformAdminOnly));
}
