// POST /api/auth/token: the claims it returns are exactly the claims of the signed token, it is
// refused for groups you are not in, a token only works for its own group, and membership changes
// take effect at once.
import { accessTokenSchema } from '@bullion/contract';
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, appToken, call, createTeam, memberId, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let alice: Actor;
let teamId: string;
beforeAll(async () => {
  api = await startTestApi();
  alice = await signIn(api, 'Alice Admin');
  teamId = await createTeam(api, alice, 'Alice Bullion');
});
afterAll(() => api.close());

const ADMIN_PERMISSIONS = {
  'group.read': true,
  'group.update': true,
  'members.read': true,
  'members.manage': true,
  'invites.manage': true,
  'billing.manage': true,
  'catalog.write': true,
  'inventory.write': true,
  'orders.write': true,
  'remotes.preview': true,
};

describe('POST /api/auth/token', () => {
  it('returns the claims of the signed HS256 token plus the token', async () => {
    const before = Math.floor(Date.now() / 1000);
    const result = await call(api, 'POST', '/api/auth/token', { as: alice, body: { groupId: teamId } });
    expect(result.status).toBe(200);
    const { token, ...claims } = accessTokenSchema.parse(result.body);

    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(token)).toEqual(claims);
    expect(claims).toEqual({
      aud: 'bullion-app',
      sub: alice.userId,
      iat: expect.any(Number),
      exp: expect.any(Number),
      role: 'admin',
      plan: 'free',
      permissions: ADMIN_PERMISSIONS,
      group: { id: teamId, role: 'admin', permissions: ADMIN_PERMISSIONS, plan: 'free' },
    });
    expect(claims.iat).toBeGreaterThanOrEqual(before - 1);
    expect(claims.exp - claims.iat).toBe(api.config.APP_TOKEN_TTL_SECONDS);

    const verified = await jwtVerify(token, new TextEncoder().encode(api.config.APP_TOKEN_SECRET), { audience: 'bullion-app' });
    expect(verified.payload.sub).toBe(alice.userId);
  });

  it("carries the member's role and its permissions", async () => {
    const viewer = await signIn(api);
    await addMember(api, teamId, viewer, 'viewer');
    const result = await call(api, 'POST', '/api/auth/token', { as: viewer, body: { groupId: teamId } });
    const claims = accessTokenSchema.parse(result.body);
    expect(claims.role).toBe('viewer');
    expect(claims.group?.permissions['group.update']).toBe(false);
    expect(claims.group?.permissions['members.read']).toBe(true);
  });

  it('is refused (403) for a group you are not in, and for a group that does not exist, alike', async () => {
    const bob = await signIn(api);
    const foreign = await call(api, 'POST', '/api/auth/token', { as: bob, body: { groupId: teamId } });
    const unknown = await call(api, 'POST', '/api/auth/token', { as: bob, body: { groupId: '3f1c7a52-9b1e-4c55-8a0e-5d2a6b7c8d9e' } });
    expect(foreign.status).toBe(403);
    expect(unknown.status).toBe(403);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.text).not.toContain('token":');
  });
});

describe('using the app access token', () => {
  it('a token for group A is refused on group B routes, even when you are admin of both', async () => {
    const otherTeam = await createTeam(api, alice, 'Alice Second');
    const tokenA = await appToken(api, alice, teamId);
    for (const [method, path, body] of [
      ['GET', `/api/groups/${otherTeam}/members`, undefined],
      ['PATCH', `/api/groups/${otherTeam}`, { name: 'Nope' }],
      ['GET', `/api/groups/${otherTeam}/invites`, undefined],
      ['POST', `/api/groups/${otherTeam}/invites`, {}],
    ] as const) {
      const result = await call(api, method, path, { as: alice, token: tokenA, body });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body).toMatchObject({ error: { code: 'forbidden', message: expect.stringContaining('another group') } });
    }
    const group = await api.database.db.selectFrom('groups').select('name').where('id', '=', otherTeam).executeTakeFirstOrThrow();
    expect(group.name).toBe('Alice Second');
    expect(await api.database.db.selectFrom('group_invites').select('id').where('group_id', '=', otherTeam).execute()).toEqual([]);
  });

  it("a removed member's token stops working at once", async () => {
    const carol = await signIn(api);
    const carolMemberId = await addMember(api, teamId, carol, 'member');
    const carolToken = await appToken(api, carol, teamId);
    expect((await call(api, 'GET', `/api/groups/${teamId}/members`, { as: carol, token: carolToken })).status).toBe(200);

    const aliceToken = await appToken(api, alice, teamId);
    const removed = await call(api, 'DELETE', `/api/groups/${teamId}/members`, { as: alice, token: aliceToken, body: { memberIds: [carolMemberId] } });
    expect(removed.status).toBe(200);

    const after = await call(api, 'GET', `/api/groups/${teamId}/members`, { as: carol, token: carolToken });
    expect(after.status).toBe(403);
    expect((await call(api, 'POST', '/api/auth/token', { as: carol, body: { groupId: teamId } })).status).toBe(403);
  });

  it('a demotion takes effect at once, before the token expires', async () => {
    const dave = await signIn(api);
    const daveMemberId = await addMember(api, teamId, dave, 'admin');
    const daveToken = await appToken(api, dave, teamId);
    const aliceToken = await appToken(api, alice, teamId);
    const viewerRole = await call(api, 'GET', '/api/group-member-roles', { as: alice });
    const viewerId = (viewerRole.body as { id: number; value: string }[]).find((role) => role.value === 'viewer')?.id;
    const demoted = await call(api, 'PATCH', `/api/groups/${teamId}/members`, {
      as: alice,
      token: aliceToken,
      body: { memberIds: [daveMemberId], roleId: viewerId },
    });
    expect(demoted.status).toBe(200);
    expect((await call(api, 'PATCH', `/api/groups/${teamId}`, { as: dave, token: daveToken, body: { name: 'Dave was here' } })).status).toBe(403);
    expect(await memberId(api, teamId, dave)).toBe(daveMemberId);
  });

  it('tampered, expired, foreign-audience and other-user tokens are 401', async () => {
    const token = await appToken(api, alice, teamId);
    const secret = new TextEncoder().encode(api.config.APP_TOKEN_SECRET);
    const claims = decodeJwt(token);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const wrongAudience = await new SignJWT({ ...claims, aud: 'authenticated' }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const wrongSecret = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
    const bob = await signIn(api);
    for (const bad of [`${token.slice(0, -3)}abc`, expired, wrongAudience, wrongSecret]) {
      expect((await call(api, 'GET', `/api/groups/${teamId}/members`, { as: alice, token: bad })).status).toBe(401);
    }
    expect((await call(api, 'GET', `/api/groups/${teamId}/members`, { as: bob, token })).status).toBe(401);
    expect((await call(api, 'GET', `/api/groups/${teamId}/members`, { as: alice })).status).toBe(401);
  });
});
