// Happy paths of the account, group and role routes, each response checked against the shared
// schema the client parses it with.
import { createdGroupSchema, emailVerifiedSchema, groupListSchema, groupMemberRoleListSchema, groupSchema, profileSchema } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, call, createTeam, roleOf, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let dana: Actor;
beforeAll(async () => {
  api = await startTestApi();
  dana = await signIn(api, 'Dana Demo');
});
afterAll(() => api.close());

describe('account', () => {
  it('GET /api/account returns the profile', async () => {
    const result = await call(api, 'GET', '/api/account', { as: dana });
    expect(result.status).toBe(200);
    const profile = profileSchema.parse(result.body);
    expect(profile).toMatchObject({ id: dana.userId, email: dana.email, name: 'Dana Demo', avatarUrl: null, metadata: {}, settings: {} });
  });

  it('PATCH /api/account updates the given fields and merges metadata and settings', async () => {
    await call(api, 'PATCH', '/api/account', { as: dana, body: { settings: { theme: 'dark' } } });
    const result = await call(api, 'PATCH', '/api/account', {
      as: dana,
      body: { displayName: '  Dana  ', avatarUrl: 'https://cdn.example.com/d.png', metadata: { plan: 'x' }, settings: { locale: 'de' } },
    });
    expect(result.status).toBe(200);
    const profile = profileSchema.parse(result.body);
    expect(profile).toMatchObject({
      displayName: 'Dana',
      name: 'Dana Demo',
      avatarUrl: 'https://cdn.example.com/d.png',
      metadata: { plan: 'x' },
      settings: { theme: 'dark', locale: 'de' },
    });
    const cleared = await call(api, 'PATCH', '/api/account', { as: dana, body: { avatarUrl: null } });
    expect(profileSchema.parse(cleared.body).avatarUrl).toBeNull();
  });

  it('PATCH /api/account keeps the auth user\'s full_name in step with the name', async () => {
    const erin = await signIn(api, 'Erin Old');
    const result = await call(api, 'PATCH', '/api/account', { as: erin, body: { name: '  Erin New  ' } });
    expect(profileSchema.parse(result.body).name).toBe('Erin New');
    const user = await call(api, 'GET', '/auth/v1/user', { as: erin });
    expect((user.body as { user_metadata: { full_name?: string } }).user_metadata.full_name).toBe('Erin New');
  });

  it('PATCH /api/account refuses to change the e-mail address and says where to do it', async () => {
    const result = await call(api, 'PATCH', '/api/account', { as: dana, body: { email: 'new@example.com' } });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('e-mail address is changed through the auth API');
    const row = await api.database.db.selectFrom('profiles').select('email').where('id', '=', dana.userId).executeTakeFirstOrThrow();
    expect(row.email).toBe(dana.email);
  });

  it("GET /api/user/verified answers for the caller's own address, in any case", async () => {
    const result = await call(api, 'GET', `/api/user/verified?email=${encodeURIComponent(dana.email.toUpperCase())}`, { as: dana });
    expect(result.status).toBe(200);
    expect(emailVerifiedSchema.parse(result.body)).toEqual({ email: dana.email, verified: true });

    await api.database.db.updateTable('auth_users').set({ email_confirmed_at: null }).where('id', '=', dana.userId).execute();
    const unverified = await call(api, 'GET', `/api/user/verified?email=${encodeURIComponent(dana.email)}`, { as: dana });
    expect(unverified.body).toEqual({ email: dana.email, verified: false });
    await api.database.db.updateTable('auth_users').set({ email_confirmed_at: new Date() }).where('id', '=', dana.userId).execute();
  });

  it('GET /api/user/verified refuses any other address, existing or not (no enumeration)', async () => {
    const other = await signIn(api);
    const existing = await call(api, 'GET', `/api/user/verified?email=${encodeURIComponent(other.email)}`, { as: dana });
    const unknown = await call(api, 'GET', '/api/user/verified?email=nobody@example.com', { as: dana });
    expect(existing.status).toBe(403);
    expect(unknown.status).toBe(403);
    expect(existing.body).toEqual(unknown.body);
  });
});

describe('groups', () => {
  it('GET /api/groups lists the personal group with its free subscription and plan', async () => {
    const result = await call(api, 'GET', '/api/groups', { as: dana });
    expect(result.status).toBe(200);
    const groups = groupListSchema.parse(result.body);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      id: dana.personalGroupId,
      type: 'personal',
      name: "Dana's desk",
      settings: {},
      subscription: { groupId: dana.personalGroupId, userId: dana.userId, subscriptionPlanId: 'free', status: 'active', plan: { alias: 'free', name: 'Free' } },
    });
  });

  it('POST /api/groups creates a team with the creator as admin on the free plan', async () => {
    const result = await call(api, 'POST', '/api/groups', { as: dana, body: { name: '  Gold Traders  ' } });
    expect(result.status).toBe(201);
    const { id } = createdGroupSchema.parse(result.body);
    expect(await roleOf(api, id, dana)).toBe('admin');

    const groups = groupListSchema.parse((await call(api, 'GET', '/api/groups', { as: dana })).body);
    expect(groups.map((group) => group.type)).toEqual(['personal', 'team']);
    expect(groups[1]).toMatchObject({ id, name: 'Gold Traders', type: 'team', subscription: { plan: { alias: 'free' } } });
  });

  it('GET /api/groups/{groupId} returns a group of yours, 404 for others and for unknown ids', async () => {
    const own = await call(api, 'GET', `/api/groups/${dana.personalGroupId}`, { as: dana });
    expect(own.status).toBe(200);
    expect(groupSchema.parse(own.body).id).toBe(dana.personalGroupId);

    const other = await signIn(api);
    const foreign = await call(api, 'GET', `/api/groups/${other.personalGroupId}`, { as: dana });
    const unknown = await call(api, 'GET', '/api/groups/3f1c7a52-9b1e-4c55-8a0e-5d2a6b7c8d9e', { as: dana });
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
  });

  it('PATCH /api/groups/{groupId} updates name, avatar and productTitleFormat for an admin', async () => {
    const teamId = await createTeam(api, dana, 'Silver Co');
    const token = await appToken(api, dana, teamId);
    const result = await call(api, 'PATCH', `/api/groups/${teamId}`, {
      as: dana,
      token,
      body: { name: 'Silver Company', avatarUrl: 'https://cdn.example.com/s.png', settings: { productTitleFormat: '{metal} {weight}' } },
    });
    expect(result.status).toBe(200);
    expect(groupSchema.parse(result.body)).toMatchObject({
      name: 'Silver Company',
      avatarUrl: 'https://cdn.example.com/s.png',
      settings: { productTitleFormat: '{metal} {weight}' },
      subscription: { plan: { alias: 'free' } },
    });

    const cleared = await call(api, 'PATCH', `/api/groups/${teamId}`, { as: dana, token, body: { settings: { productTitleFormat: '' } } });
    expect(groupSchema.parse(cleared.body).settings).toEqual({});
    expect(groupSchema.parse(cleared.body).name).toBe('Silver Company');
  });
});

describe('roles', () => {
  it('GET /api/group-member-roles lists admin, member and viewer with permissions', async () => {
    const result = await call(api, 'GET', '/api/group-member-roles', { as: dana });
    expect(result.status).toBe(200);
    const roles = groupMemberRoleListSchema.parse(result.body);
    expect(roles.map((role) => role.value)).toEqual(['admin', 'member', 'viewer']);
    expect(roles[0]?.permissions['members.manage']).toBe(true);
    expect(roles[1]?.permissions['members.manage']).toBe(false);
    expect(roles[2]?.permissions['catalog.write']).toBe(false);
  });
});
