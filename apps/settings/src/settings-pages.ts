// The settings pages, in menu order: their path under /settings and their human title.
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
] as const;

export type SettingsPageKey = (typeof SETTINGS_PAGES)[number]['key'];
