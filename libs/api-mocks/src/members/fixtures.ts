// The member roles and the mock team's two members (the mock user is its admin). Roles grant what
// the API's roles grant: the shared ROLE_PERMISSIONS, in the map form the API stores (permissionMap).
import { permissionMap, type GroupPermission, type GroupRole, ROLE_VALUES, type GroupMember, type GroupMemberRole, type MemberRole } from '@bullion/contract';
import { MOCK_USER_ID } from '../account/fixtures';
import { MOCK_GROUP_ID } from '../groups/fixtures';

const OTHER_USER_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

/** What an admin of the mock team may do (the API puts these in the app access token). */
export const MOCK_GROUP_PERMISSIONS: Readonly<Record<GroupPermission, boolean>> = permissionMap('admin');

const ROLE_NAMES: Record<GroupRole, string> = { admin: 'Admin', member: 'Member', viewer: 'Viewer' };

/** The roles with the ids the API's migration gives them: 1 admin, 2 member, 3 viewer. */
export function mockMemberRoles(): GroupMemberRole[] {
  return ROLE_VALUES.map((value, index) => ({
    id: index + 1,
    name: ROLE_NAMES[value],
    value,
    permissions: permissionMap(value),
    settings: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
}

/** A role by id (1 admin, 2 member, 3 viewer) as embedded in members and invites, or undefined. */
export function findMockMemberRole(roleId: number): MemberRole | undefined {
  const role = mockMemberRoles().find((candidate) => candidate.id === roleId);
  return role && { id: role.id, name: role.name, value: role.value, permissions: role.permissions };
}

export function mockMemberRole(roleId: number): MemberRole {
  const role = findMockMemberRole(roleId);
  if (!role) throw new Error(`No mock role ${roleId}`);
  return role;
}

export function mockMembers(): GroupMember[] {
  const member = (id: number, userId: string, name: string, email: string, roleId: number): GroupMember => ({
    id,
    groupId: MOCK_GROUP_ID,
    userId,
    roleId,
    settings: {},
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    user: { id: userId, name, displayName: name.split(' ')[0] ?? name, email, avatarUrl: null },
    role: mockMemberRole(roleId),
  });
  return [
    member(1, MOCK_USER_ID, 'Ada Lovelace', 'ada@example.com', 1),
    member(2, OTHER_USER_ID, 'Charles Babbage', 'charles@example.com', 2),
  ];
}
