// Isolation between groups. Alice is admin of team A, Bob of team B (with a member and an invite).
// For every group-scoped route, Alice tries to reach B: with her session and her token against B's
// ids, with her session and Bob's token, and with her token on A's path but B's member ids or invite
// code. Every attempt is refused, no answer contains anything of B, and B's rows are unchanged.
// Adding a group-scoped route means adding a row to ROUTES.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, appToken, call, createInvite, createTeam, memberId, roleId, signIn, snapshotGroup, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

interface GroupIds {
  groupId: string;
  /** A member other than the admin. */
  memberId: number;
  /** The admin's own member id. */
  adminMemberId: number;
  inviteCode: string;
  adminRoleId: number;
}

interface ScopedRoute {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Whether the route needs the app access token (else: session only). */
  appToken: boolean;
  /** The path aimed at `target`'s group. */
  path(target: GroupIds): string;
  body?(target: GroupIds): unknown;
  /**
   * For routes that also take ids of things inside the group (members, invites): the path of the
   * caller's own group with the other group's ids in body or path.
   */
  foreignRefs?: { path(own: GroupIds, target: GroupIds): string; body?(own: GroupIds, target: GroupIds): unknown };
}

const ROUTES: ScopedRoute[] = [
  { name: 'read group', method: 'GET', appToken: false, path: (t) => `/api/groups/${t.groupId}` },
  { name: 'update group', method: 'PATCH', appToken: true, path: (t) => `/api/groups/${t.groupId}`, body: () => ({ name: 'Hijacked' }) },
  { name: 'issue app token', method: 'POST', appToken: false, path: () => '/api/auth/token', body: (t) => ({ groupId: t.groupId }) },
  { name: 'list members', method: 'GET', appToken: true, path: (t) => `/api/groups/${t.groupId}/members` },
  {
    name: 'change member roles',
    method: 'PATCH',
    appToken: true,
    path: (t) => `/api/groups/${t.groupId}/members`,
    body: (t) => ({ memberIds: [t.memberId], roleId: t.adminRoleId }),
    foreignRefs: { path: (o) => `/api/groups/${o.groupId}/members`, body: (o, t) => ({ memberIds: [t.memberId, t.adminMemberId], roleId: o.adminRoleId }) },
  },
  {
    name: 'remove members',
    method: 'DELETE',
    appToken: true,
    path: (t) => `/api/groups/${t.groupId}/members`,
    body: (t) => ({ memberIds: [t.memberId] }),
    foreignRefs: { path: (o) => `/api/groups/${o.groupId}/members`, body: (_o, t) => ({ memberIds: [t.memberId] }) },
  },
  { name: 'create invite', method: 'POST', appToken: true, path: (t) => `/api/groups/${t.groupId}/invites`, body: () => ({}) },
  { name: 'list invites', method: 'GET', appToken: true, path: (t) => `/api/groups/${t.groupId}/invites` },
  {
    name: 'revoke invite',
    method: 'DELETE',
    appToken: true,
    path: (t) => `/api/groups/${t.groupId}/invites/${t.inviteCode}`,
    foreignRefs: { path: (o, t) => `/api/groups/${o.groupId}/invites/${t.inviteCode}` },
  },
];

let api: TestApi;
let alice: Actor;
let bob: Actor;
let bobsMember: Actor;
let a: GroupIds;
let b: GroupIds;
let aliceToken: string;
let bobToken: string;

async function setUpTeam(admin: Actor, member: Actor, name: string): Promise<GroupIds> {
  const groupId = await createTeam(api, admin, name);
  const member_ = await addMember(api, groupId, member, 'member');
  const invite = await createInvite(api, admin, groupId, { email: `invitee-${name.replace(/\W/g, '')}@example.com` });
  return { groupId, memberId: member_, adminMemberId: await memberId(api, groupId, admin), inviteCode: invite.code, adminRoleId: await roleId(api, 'admin') };
}

beforeAll(async () => {
  api = await startTestApi();
  alice = await signIn(api, 'Alice Alpha');
  bob = await signIn(api, 'Bob Beta');
  bobsMember = await signIn(api, 'Bea Betamember');
  a = await setUpTeam(alice, await signIn(api, 'Al Alphamember'), 'Team Alpha');
  b = await setUpTeam(bob, bobsMember, 'Team Beta Secret');
  aliceToken = await appToken(api, alice, a.groupId);
  bobToken = await appToken(api, bob, b.groupId);
});
afterAll(() => api.close());

/** Nothing identifying B may appear in an answer to Alice. */
function expectNothingOfB(text: string) {
  for (const secret of ['Team Beta Secret', b.inviteCode, bobsMember.email, bob.email, bobsMember.userId]) {
    expect(text).not.toContain(secret);
  }
}

describe('group isolation matrix', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))("%s: Alice's session and token against B's ids → 403/404", async (_name, route) => {
    const before = await snapshotGroup(api, b.groupId);
    const result = await call(api, route.method, route.path(b), {
      as: alice,
      token: route.appToken ? aliceToken : undefined,
      body: route.body?.(b),
    });
    expect([403, 404]).toContain(result.status);
    expectNothingOfB(result.text);
    expect(await snapshotGroup(api, b.groupId)).toEqual(before);
  });

  it.each(ROUTES.filter((route) => route.appToken).map((route) => [route.name, route] as const))(
    "%s: Alice's session with Bob's token → refused",
    async (_name, route) => {
      const before = await snapshotGroup(api, b.groupId);
      const result = await call(api, route.method, route.path(b), { as: alice, token: bobToken, body: route.body?.(b) });
      // requireGroup answers 401 for a token issued to another user: it is not a credential of this caller.
      expect([401, 403, 404]).toContain(result.status);
      expectNothingOfB(result.text);
      expect(await snapshotGroup(api, b.groupId)).toEqual(before);
    },
  );

  it.each(ROUTES.filter((route) => route.appToken).map((route) => [route.name, route] as const))(
    "%s: Alice's own token on B's path → 403",
    async (_name, route) => {
      const before = await snapshotGroup(api, b.groupId);
      const result = await call(api, route.method, route.path(b), { as: alice, token: aliceToken, body: route.body?.(b) });
      expect(result.status).toBe(403);
      expectNothingOfB(result.text);
      expect(await snapshotGroup(api, b.groupId)).toEqual(before);
    },
  );

  it.each(ROUTES.filter((route) => route.foreignRefs).map((route) => [route.name, route] as const))(
    "%s: A's path and token with B's member ids or invite code → 404",
    async (_name, route) => {
      const beforeB = await snapshotGroup(api, b.groupId);
      const beforeA = await snapshotGroup(api, a.groupId);
      const refs = route.foreignRefs;
      const result = await call(api, route.method, refs?.path(a, b) ?? '', { as: alice, token: aliceToken, body: refs?.body?.(a, b) });
      expect(result.status).toBe(404);
      expectNothingOfB(result.text);
      expect(await snapshotGroup(api, b.groupId)).toEqual(beforeB);
      expect(await snapshotGroup(api, a.groupId)).toEqual(beforeA);
    },
  );

  it("B's own admin still can do all of it (the matrix refuses for the right reason)", async () => {
    for (const route of ROUTES.filter((candidate) => candidate.method === 'GET' || candidate.name === 'issue app token')) {
      const result = await call(api, route.method, route.path(b), { as: bob, token: route.appToken ? bobToken : undefined, body: route.body?.(b) });
      expect(result.status, route.name).toBe(200);
    }
  });

  it("GET /api/groups never lists B's group to Alice", async () => {
    const result = await call(api, 'GET', '/api/groups', { as: alice });
    expect(result.status).toBe(200);
    expect((result.body as { id: string }[]).map((group) => group.id).sort()).toEqual([a.groupId, alice.personalGroupId].sort());
    expectNothingOfB(result.text);
  });

  it("B's members list shows no one from A, and A's none from B", async () => {
    const listA = await call(api, 'GET', `/api/groups/${a.groupId}/members`, { as: alice, token: aliceToken });
    expect((listA.body as unknown[]).length).toBe(2);
    expectNothingOfB(listA.text);
    const listB = await call(api, 'GET', `/api/groups/${b.groupId}/members`, { as: bob, token: bobToken });
    expect(listB.text).not.toContain(alice.email);
  });
});
