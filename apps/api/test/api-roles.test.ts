// Role rules: admins manage the group, its members and invites; members and viewers cannot; a group
// never loses its last admin and a personal group never loses its owner (409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, appToken, call, createTeam, memberId, roleId, roleOf, signIn, snapshotGroup, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { permissionMap, ROLE_PERMISSIONS, type GroupRole } from '@bullion/contract';

let api: TestApi;
let admin: Actor;
let member: Actor;
let viewer: Actor;
let teamId: string;
let ids: { admin: number; member: number; viewer: number };
let roles: { admin: number; member: number; viewer: number };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, 'Ada Admin');
  member = await signIn(api, 'Max Member');
  viewer = await signIn(api, 'Vic Viewer');
  teamId = await createTeam(api, admin, 'Role Team');
  ids = { admin: await memberId(api, teamId, admin), member: await addMember(api, teamId, member, 'member'), viewer: await addMember(api, teamId, viewer, 'viewer') };
  roles = { admin: await roleId(api, 'admin'), member: await roleId(api, 'member'), viewer: await roleId(api, 'viewer') };
  for (const [name, actor] of Object.entries({ admin, member, viewer })) tokens[name] = await appToken(api, actor, teamId);
});
afterAll(() => api.close());

/** Writes only admins may make, as [label, method, path, body]. */
function adminOnlyCalls(code: string): [string, string, string, unknown][] {
  return [
    ['update the group', 'PATCH', `/api/groups/${teamId}`, { name: 'Taken over' }],
    ['change roles', 'PATCH', `/api/groups/${teamId}/members`, { memberIds: [ids.viewer], roleId: roles.admin }],
    ['remove another member', 'DELETE', `/api/groups/${teamId}/members`, { memberIds: [ids.admin] }],
    ['create an invite', 'POST', `/api/groups/${teamId}/invites`, {}],
    ['list invites', 'GET', `/api/groups/${teamId}/invites`, undefined],
    ['revoke an invite', 'DELETE', `/api/groups/${teamId}/invites/${code}`, undefined],
  ];
}

describe.each(['member', 'viewer'] as const)('a %s', (role) => {
  it('cannot update the group, manage members or manage invites (403, nothing changed)', async () => {
    const invite = await call(api, 'POST', `/api/groups/${teamId}/invites`, { as: admin, token: tokens.admin, body: {} });
    const code = (invite.body as { code: string }).code;
    const before = await snapshotGroup(api, teamId);
    const actor = role === 'member' ? member : viewer;
    for (const [label, method, path, body] of adminOnlyCalls(code)) {
      const result = await call(api, method, path, { as: actor, token: tokens[role], body });
      expect(result.status, label).toBe(403);
      expect(result.body, label).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await snapshotGroup(api, teamId)).toEqual(before);
  });

  it('can read the group and its members', async () => {
    const actor = role === 'member' ? member : viewer;
    expect((await call(api, 'GET', `/api/groups/${teamId}`, { as: actor })).status).toBe(200);
    const list = await call(api, 'GET', `/api/groups/${teamId}/members`, { as: actor, token: tokens[role] });
    expect(list.status).toBe(200);
    expect((list.body as { role: { value: string } }[]).map((entry) => entry.role.value).sort()).toEqual(['admin', 'member', 'viewer']);
  });
});

describe('an admin', () => {
  it('can update the group, change roles, manage invites', async () => {
    expect((await call(api, 'PATCH', `/api/groups/${teamId}`, { as: admin, token: tokens.admin, body: { name: 'Role Team 2' } })).status).toBe(200);
    const changed = await call(api, 'PATCH', `/api/groups/${teamId}/members`, {
      as: admin,
      token: tokens.admin,
      body: { memberIds: [ids.viewer], roleId: roles.member },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject([{ id: ids.viewer, roleId: roles.member, role: { value: 'member' }, user: { id: viewer.userId } }]);
    expect(await roleOf(api, teamId, viewer)).toBe('member');
    await call(api, 'PATCH', `/api/groups/${teamId}/members`, { as: admin, token: tokens.admin, body: { memberIds: [ids.viewer], roleId: roles.viewer } });

    const invite = await call(api, 'POST', `/api/groups/${teamId}/invites`, { as: admin, token: tokens.admin, body: {} });
    expect(invite.status).toBe(201);
    const code = (invite.body as { code: string }).code;
    expect((await call(api, 'GET', `/api/groups/${teamId}/invites`, { as: admin, token: tokens.admin })).status).toBe(200);
    const revoked = await call(api, 'DELETE', `/api/groups/${teamId}/invites/${code}`, { as: admin, token: tokens.admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ code, status: 'revoked' });
  });

  it('cannot demote or remove the last admin (409, nothing changed)', async () => {
    const before = await snapshotGroup(api, teamId);
    const demote = await call(api, 'PATCH', `/api/groups/${teamId}/members`, {
      as: admin,
      token: tokens.admin,
      body: { memberIds: [ids.admin], roleId: roles.member },
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ error: { code: 'conflict', message: expect.stringContaining('without an admin') } });
    const leave = await call(api, 'DELETE', `/api/groups/${teamId}/members`, { as: admin, token: tokens.admin, body: { memberIds: [ids.admin] } });
    expect(leave.status).toBe(409);
    const everyone = await call(api, 'DELETE', `/api/groups/${teamId}/members`, {
      as: admin,
      token: tokens.admin,
      body: { memberIds: [ids.admin, ids.member, ids.viewer] },
    });
    expect(everyone.status).toBe(409);
    expect(await snapshotGroup(api, teamId)).toEqual(before);
  });

  it('can step down once another admin exists; the new admin then cannot be the last to go', async () => {
    const team = await createTeam(api, admin, 'Handover Team');
    const heir = await signIn(api);
    const heirId = await addMember(api, team, heir, 'member');
    const adminId = await memberId(api, team, admin);
    const token = await appToken(api, admin, team);
    const promote = await call(api, 'PATCH', `/api/groups/${team}/members`, { as: admin, token, body: { memberIds: [heirId], roleId: roles.admin } });
    expect(promote.status).toBe(200);
    const stepDown = await call(api, 'PATCH', `/api/groups/${team}/members`, { as: admin, token, body: { memberIds: [adminId], roleId: roles.viewer } });
    expect(stepDown.status).toBe(200);
    expect(await roleOf(api, team, admin)).toBe('viewer');
    const heirToken = await appToken(api, heir, team);
    const heirLeaves = await call(api, 'DELETE', `/api/groups/${team}/members`, { as: heir, token: heirToken, body: { memberIds: [heirId] } });
    expect(heirLeaves.status).toBe(409);
  });

  it('unknown member ids and unknown roles change nothing', async () => {
    const before = await snapshotGroup(api, teamId);
    const unknownMember = await call(api, 'PATCH', `/api/groups/${teamId}/members`, {
      as: admin,
      token: tokens.admin,
      body: { memberIds: [ids.viewer, 999_999], roleId: roles.member },
    });
    expect(unknownMember.status).toBe(404);
    expect(unknownMember.body).toMatchObject({ error: { details: { memberIds: [999_999] } } });
    const unknownRole = await call(api, 'PATCH', `/api/groups/${teamId}/members`, {
      as: admin,
      token: tokens.admin,
      body: { memberIds: [ids.viewer], roleId: 999 },
    });
    expect(unknownRole.status).toBe(400);
    expect(await snapshotGroup(api, teamId)).toEqual(before);
  });
});

describe('leaving', () => {
  it('a member may remove themselves (leave) but nobody else', async () => {
    const team = await createTeam(api, admin, 'Leaving Team');
    const leaver = await signIn(api);
    const other = await signIn(api);
    const leaverId = await addMember(api, team, leaver, 'viewer');
    const otherId = await addMember(api, team, other, 'member');
    const token = await appToken(api, leaver, team);
    const both = await call(api, 'DELETE', `/api/groups/${team}/members`, { as: leaver, token, body: { memberIds: [leaverId, otherId] } });
    expect(both.status).toBe(403);
    expect(await roleOf(api, team, other)).toBe('member');
    const leave = await call(api, 'DELETE', `/api/groups/${team}/members`, { as: leaver, token, body: { memberIds: [leaverId] } });
    expect(leave.status).toBe(200);
    expect(leave.body).toEqual({ memberIds: [leaverId] });
    expect(await roleOf(api, team, leaver)).toBeNull();
  });
});

describe('personal groups', () => {
  it('cannot lose their owner, cannot demote them, cannot invite', async () => {
    const token = await appToken(api, admin, admin.personalGroupId);
    const ownId = await memberId(api, admin.personalGroupId, admin);
    const before = await snapshotGroup(api, admin.personalGroupId);
    const leave = await call(api, 'DELETE', `/api/groups/${admin.personalGroupId}/members`, { as: admin, token, body: { memberIds: [ownId] } });
    expect(leave.status).toBe(409);
    expect(leave.body).toMatchObject({ error: { message: expect.stringContaining('personal group cannot lose its owner') } });
    const demote = await call(api, 'PATCH', `/api/groups/${admin.personalGroupId}/members`, {
      as: admin,
      token,
      body: { memberIds: [ownId], roleId: roles.viewer },
    });
    expect(demote.status).toBe(409);
    const invite = await call(api, 'POST', `/api/groups/${admin.personalGroupId}/invites`, { as: admin, token, body: {} });
    expect(invite.status).toBe(400);
    expect(invite.body).toMatchObject({ error: { message: 'Personal groups cannot have other members; create a team.' } });
    expect(await snapshotGroup(api, admin.personalGroupId)).toEqual(before);
  });
});

describe('the roles table', () => {
  it('grants exactly the permissions of the shared typed list (ROLE_PERMISSIONS)', async () => {
    const result = await call(api, 'GET', '/api/group-member-roles', { as: admin });
    expect(result.status).toBe(200);
    const rows = result.body as { value: GroupRole; permissions: Record<string, boolean> }[];
    expect(rows.map((row) => row.value).sort()).toEqual(Object.keys(ROLE_PERMISSIONS).sort());
    for (const row of rows) expect(row.permissions, row.value).toEqual(permissionMap(row.value));
  });
});
