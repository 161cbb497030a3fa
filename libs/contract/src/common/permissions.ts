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

/** Why a role without the permission cannot do what it guards, in words a member reads (never the permission's id). */
export const PERMISSION_REFUSALS: Readonly<Record<GroupPermission, string>> = {
  'group.read': 'You are not a member of this group.',
  'group.update': 'Only the group’s admins can change the group.',
  'members.read': 'Only the group’s members can see who is in it.',
  'members.manage': 'Only the group’s admins can change who is in the group and their roles.',
  'invites.manage': 'Only the group’s admins can invite people.',
  'billing.manage': 'Only the group’s admins can change the plan or billing.',
  'catalog.write': 'Your role in this group can view the catalog but not add or change products. Ask an admin for a member role.',
  'inventory.write': 'Your role in this group can view the inventory but not add or change items. Ask an admin for a member role.',
  'orders.write': 'Your role in this group can view orders, customers and price templates but not create or change them. Ask an admin for a member role.',
  'remotes.preview': 'Only the group’s admins can open preview builds.',
};
