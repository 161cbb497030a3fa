// The permissions a member's role grants in a group: one typed list for the API (route checks,
// storage folders, the roles seeded by migration 0001), the UI (what to offer) and the mocks.
// Server-safe: no browser code, importable on its own as '@bullion/shared/permissions'.

export const GROUP_PERMISSIONS = [
  'group.read',
  'group.update',
  'members.read',
  'members.manage',
  'invites.manage',
  'billing.manage',
  'catalog.write',
  'inventory.write',
  'orders.write',
  // Opening the app with a preview build of a remote (`?remote.<name>=`): admins only (the shell's
  // preview-access.ts), so a link never swaps the code a visitor or a member runs.
  'remotes.preview',
] as const;

export type GroupPermission = (typeof GROUP_PERMISSIONS)[number];

export type GroupRole = 'admin' | 'member' | 'viewer';

/**
 * What each built-in role grants. Admins do everything (and may preview builds of remotes); members
 * read the group and write catalog, inventory and orders; viewers only read. The roles table holds the same maps (a test compares them).
 */
export const ROLE_PERMISSIONS: Readonly<Record<GroupRole, readonly GroupPermission[]>> = {
  admin: GROUP_PERMISSIONS,
  member: ['group.read', 'members.read', 'catalog.write', 'inventory.write', 'orders.write'],
  viewer: ['group.read', 'members.read'],
};

/** A role's permissions as the map the API stores and puts in the app access token. */
export function permissionMap(role: GroupRole): Record<GroupPermission, boolean> {
  const granted = new Set<GroupPermission>(ROLE_PERMISSIONS[role]);
  return Object.fromEntries(GROUP_PERMISSIONS.map((permission) => [permission, granted.has(permission)])) as Record<GroupPermission, boolean>;
}

export function isGroupPermission(value: string): value is GroupPermission {
  return (GROUP_PERMISSIONS as readonly string[]).includes(value);
}
