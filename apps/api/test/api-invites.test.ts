// Invites end to end: an admin creates one, anyone with the code sees what it is for, another user
// accepts it and becomes a member with its role; expired, revoked and used-up codes are refused.
import { acceptedInviteSchema, inviteListSchema, invitePreviewSchema, inviteSchema } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, call, createInvite, createTeam, roleId, roleOf, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let admin: Actor;
let teamId: string;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, 'Ines Inviter');
  teamId = await createTeam(api, admin, 'Invite Team');
  token = await appToken(api, admin, teamId);
});
afterAll(() => api.close());

const expire = (code: string) =>
  api.database.db.updateTable('group_invites').set({ expires_at: new Date(Date.now() - 1000) }).where('code', '=', code).execute();

describe('invites', () => {
  it('create → look up without a session → accept as another user → member with the role', async () => {
    const viewerRoleId = await roleId(api, 'viewer');
    const created = await call(api, 'POST', `/api/groups/${teamId}/invites`, { as: admin, token, body: { roleId: viewerRoleId, expiresInDays: 3 } });
    expect(created.status).toBe(201);
    const invite = inviteSchema.parse(created.body);
    expect(invite.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(invite.url).toBe(`${api.config.SITE_URL}/invite/${invite.code}`);
    expect(invite).toMatchObject({ groupId: teamId, roleId: viewerRoleId, role: { value: 'viewer' }, uses: 0, maxUses: null, status: 'active' });
    const days = (Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(3, 5);

    const preview = await call(api, 'GET', `/api/invites/${invite.code}`);
    expect(preview.status).toBe(200);
    expect(invitePreviewSchema.parse(preview.body)).toEqual({
      group: { id: teamId, name: 'Invite Team', type: 'team', avatarUrl: null },
      role: { name: 'Viewer', value: 'viewer' },
      expiresAt: invite.expiresAt,
      valid: true,
      email: null,
      alreadyMember: false,
    });
    expect(preview.text).not.toContain(admin.email);

    const joiner = await signIn(api);
    const accepted = await call(api, 'POST', `/api/invites/${invite.code}/accept`, { as: joiner });
    expect(accepted.status).toBe(200);
    expect(acceptedInviteSchema.parse(accepted.body)).toMatchObject({
      groupId: teamId,
      joined: true,
      member: { userId: joiner.userId, groupId: teamId, role: { value: 'viewer' }, user: { id: joiner.userId } },
    });
    expect(await roleOf(api, teamId, joiner)).toBe('viewer');

    const again = await call(api, 'POST', `/api/invites/${invite.code}/accept`, { as: joiner });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ joined: false, member: { userId: joiner.userId } });
    const row = await api.database.db.selectFrom('group_invites').select('uses').where('code', '=', invite.code).executeTakeFirstOrThrow();
    expect(row.uses).toBe(1);

    const joinerToken = await appToken(api, joiner, teamId);
    expect((await call(api, 'GET', `/api/groups/${teamId}/members`, { as: joiner, token: joinerToken })).status).toBe(200);
  });

  it('defaults to the member role and 7 days', async () => {
    const invite = inviteSchema.parse((await call(api, 'POST', `/api/groups/${teamId}/invites`, { as: admin, token, body: {} })).body);
    expect(invite.role?.value).toBe('member');
    expect((Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)) / 86_400_000).toBeCloseTo(7, 5);
  });

  it('an expired invite is 404 to look up and 410 to accept', async () => {
    const invite = await createInvite(api, admin, teamId);
    await expire(invite.code);
    const preview = await call(api, 'GET', `/api/invites/${invite.code}`);
    expect(preview.status).toBe(404);
    expect(preview.body).toMatchObject({ error: { message: expect.stringContaining('expired') } });
    const joiner = await signIn(api);
    const accept = await call(api, 'POST', `/api/invites/${invite.code}/accept`, { as: joiner });
    expect(accept.status).toBe(410);
    expect(accept.body).toMatchObject({ error: { code: 'invite_expired', message: expect.stringContaining('expired') } });
    expect(await roleOf(api, teamId, joiner)).toBeNull();
  });

  it('a revoked invite is 404 to look up and 410 to accept', async () => {
    const invite = await createInvite(api, admin, teamId);
    expect((await call(api, 'DELETE', `/api/groups/${teamId}/invites/${invite.code}`, { as: admin, token })).status).toBe(200);
    expect((await call(api, 'DELETE', `/api/groups/${teamId}/invites/${invite.code}`, { as: admin, token })).status).toBe(200);
    const preview = await call(api, 'GET', `/api/invites/${invite.code}`);
    expect(preview.status).toBe(404);
    expect(preview.body).toMatchObject({ error: { message: expect.stringContaining('revoked') } });
    const joiner = await signIn(api);
    const accept = await call(api, 'POST', `/api/invites/${invite.code}/accept`, { as: joiner });
    expect(accept.status).toBe(410);
    expect(accept.body).toMatchObject({ error: { code: 'invite_revoked' } });
    expect(await roleOf(api, teamId, joiner)).toBeNull();
  });

  it('a used-up invite shows valid: false and is 410 to accept', async () => {
    const invite = await createInvite(api, admin, teamId, { maxUses: 1 });
    const first = await signIn(api);
    expect((await call(api, 'POST', `/api/invites/${invite.code}/accept`, { as: first })).status).toBe(200);
    const preview = await call(api, 'GET', `/api/invites/${invite.code}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ valid: false });
    const second = await signIn(api);
    const accept = await call(api, 'POST', `/api/invites/${invite.code}/accept`, { as: second });
    expect(accept.status).toBe(410);
    expect(accept.body).toMatchObject({ error: { code: 'invite_used_up' } });
    expect(await roleOf(api, teamId, second)).toBeNull();
  });

  it('an invite for an e-mail address can only be accepted by that address', async () => {
    const invitee = await signIn(api);
    const invite = await createInvite(api, admin, teamId, { email: invitee.email.toUpperCase() });
    const stranger = await signIn(api);
    const refused = await call(api, 'POST', `/api/invites/${invite.code}/accept`, { as: stranger });
    expect(refused.status).toBe(403);
    expect(await roleOf(api, teamId, stranger)).toBeNull();
    expect((await call(api, 'POST', `/api/invites/${invite.code}/accept`, { as: invitee })).status).toBe(200);
    expect(await roleOf(api, teamId, invitee)).toBe('member');
    // Once that person joined, the invite is no longer pending.
    const listed = inviteListSchema.parse((await call(api, 'GET', `/api/groups/${teamId}/invites`, { as: admin, token })).body);
    expect(listed.find((entry) => entry.code === invite.code)).toMatchObject({ maxUses: 1, uses: 1, status: 'used_up' });
  });

  it('an invite for an address names it in the preview, so sign-up can fill it in', async () => {
    const invite = await createInvite(api, admin, teamId, { email: 'New.Person@Example.com' });
    const preview = await call(api, 'GET', `/api/invites/${invite.code}`);
    expect(invitePreviewSchema.parse(preview.body)).toMatchObject({ email: 'new.person@example.com', valid: true, alreadyMember: false });
  });

  it('tells a member who already accepted the invite so, also once it is used up, expired or revoked', async () => {
    const invitee = await signIn(api);
    const invite = await createInvite(api, admin, teamId, { email: invitee.email });
    const before = await call(api, 'GET', `/api/invites/${invite.code}`, { as: invitee });
    expect(before.body).toMatchObject({ valid: true, alreadyMember: false });
    expect((await call(api, 'POST', `/api/invites/${invite.code}/accept`, { as: invitee })).status).toBe(200);

    // Used up (its one use was theirs): a member hears they are in, not that the invite ran out.
    const after = await call(api, 'GET', `/api/invites/${invite.code}`, { as: invitee });
    expect(after.status).toBe(200);
    expect(invitePreviewSchema.parse(after.body)).toMatchObject({ group: { id: teamId, name: 'Invite Team' }, valid: false, alreadyMember: true });
    // Without the session, or to someone else, it is the used-up invite it is.
    expect((await call(api, 'GET', `/api/invites/${invite.code}`)).body).toMatchObject({ valid: false, alreadyMember: false });
    expect((await call(api, 'GET', `/api/invites/${invite.code}`, { as: await signIn(api) })).body).toMatchObject({ alreadyMember: false });

    await expire(invite.code);
    expect((await call(api, 'GET', `/api/invites/${invite.code}`, { as: invitee })).body).toMatchObject({ alreadyMember: true });
    expect((await call(api, 'GET', `/api/invites/${invite.code}`)).status).toBe(404);
    await call(api, 'DELETE', `/api/groups/${teamId}/invites/${invite.code}`, { as: admin, token });
    expect((await call(api, 'GET', `/api/invites/${invite.code}`, { as: invitee })).body).toMatchObject({ alreadyMember: true });
  });

  it('unknown codes are 404 to look up and to accept', async () => {
    const code = 'x'.repeat(32);
    expect((await call(api, 'GET', `/api/invites/${code}`)).status).toBe(404);
    expect((await call(api, 'POST', `/api/invites/${code}/accept`, { as: admin })).status).toBe(404);
    expect((await call(api, 'DELETE', `/api/groups/${teamId}/invites/${code}`, { as: admin, token })).status).toBe(404);
  });

  it("lists the group's invites with their status, newest first", async () => {
    const fresh = await createInvite(api, admin, teamId);
    const result = await call(api, 'GET', `/api/groups/${teamId}/invites`, { as: admin, token });
    expect(result.status).toBe(200);
    const invites = inviteListSchema.parse(result.body);
    expect(invites[0]?.code).toBe(fresh.code);
    expect(new Set(invites.map((invite) => invite.status))).toEqual(new Set(['active', 'expired', 'revoked', 'used_up']));
  });
});
