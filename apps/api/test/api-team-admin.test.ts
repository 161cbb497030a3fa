// Running a team from the settings pages: invites e-mailed to their address (and resent), and
// deleting a team with its rows and stored files, admins only, never a personal group.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deletedGroupSchema, inviteSchema } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, appToken, call, createTeam, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

interface Mail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

let api: TestApi;
let admin: Actor;
let teamId: string;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, 'Ines Inviter');
  teamId = await createTeam(api, admin, 'Mail Team');
  token = await appToken(api, admin, teamId);
});
afterAll(() => api.close());

const mailsTo = async (email: string) => (await (await api.request(`/_dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
const png = () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 64 }, (_, i) => i)]);

describe('invites by e-mail', () => {
  it('mails the invite link to the invited address, naming the team, the inviter and the role', async () => {
    const created = await call(api, 'POST', `/api/groups/${teamId}/invites`, { as: admin, token, body: { email: 'New.Person@Example.com' } });
    expect(created.status).toBe(201);
    const invite = inviteSchema.parse(created.body);
    const mails = await mailsTo('new.person@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Ines Inviter invited you to Mail Team on Bullion Desk', link: invite.url });
    expect(mails[0]?.text).toContain('as member');
    expect(mails[0]?.text).toContain(invite.url);
  });

  it('sends nothing for a link without an address', async () => {
    const before = await (await api.request('/_dev/mailbox.json')).json();
    expect((await call(api, 'POST', `/api/groups/${teamId}/invites`, { as: admin, token, body: {} })).status).toBe(201);
    expect(await (await api.request('/_dev/mailbox.json')).json()).toEqual(before);
  });

  it('resends an active invite; refuses links without an address (400), revoked invites (409) and unknown codes (404)', async () => {
    const invite = inviteSchema.parse((await call(api, 'POST', `/api/groups/${teamId}/invites`, { as: admin, token, body: { email: 'again@example.com' } })).body);
    const resent = await call(api, 'POST', `/api/groups/${teamId}/invites/${invite.code}/resend`, { as: admin, token });
    expect(resent.status).toBe(200);
    expect(inviteSchema.parse(resent.body).code).toBe(invite.code);
    expect(await mailsTo('again@example.com')).toHaveLength(2);

    const link = inviteSchema.parse((await call(api, 'POST', `/api/groups/${teamId}/invites`, { as: admin, token, body: {} })).body);
    const noAddress = await call(api, 'POST', `/api/groups/${teamId}/invites/${link.code}/resend`, { as: admin, token });
    expect(noAddress.status).toBe(400);

    await call(api, 'DELETE', `/api/groups/${teamId}/invites/${invite.code}`, { as: admin, token });
    const revoked = await call(api, 'POST', `/api/groups/${teamId}/invites/${invite.code}/resend`, { as: admin, token });
    expect(revoked.status).toBe(409);
    expect(revoked.body).toMatchObject({ error: { message: expect.stringContaining('revoked') } });
    expect(await mailsTo('again@example.com')).toHaveLength(2);

    const unknown = await call(api, 'POST', `/api/groups/${teamId}/invites/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/resend`, { as: admin, token });
    expect(unknown.status).toBe(404);
  });

  it("members cannot resend, and another team's admin cannot resend this team's invite", async () => {
    const invite = inviteSchema.parse((await call(api, 'POST', `/api/groups/${teamId}/invites`, { as: admin, token, body: { email: 'x@example.com' } })).body);
    const member = await signIn(api);
    await addMember(api, teamId, member, 'member');
    const memberToken = await appToken(api, member, teamId);
    expect((await call(api, 'POST', `/api/groups/${teamId}/invites/${invite.code}/resend`, { as: member, token: memberToken })).status).toBe(403);

    const stranger = await signIn(api);
    const otherTeam = await createTeam(api, stranger, 'Other Team');
    const strangerToken = await appToken(api, stranger, otherTeam);
    expect((await call(api, 'POST', `/api/groups/${otherTeam}/invites/${invite.code}/resend`, { as: stranger, token: strangerToken })).status).toBe(404);
    expect((await call(api, 'POST', `/api/groups/${teamId}/invites/${invite.code}/resend`, { as: stranger, token: strangerToken })).status).toBe(403);
  });
});

describe('deleting a team', () => {
  async function teamWithFiles(owner: Actor, name: string) {
    const id = await createTeam(api, owner, name);
    const upload = await api.request(`/storage/v1/object/groups/${id}/avatar.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'image/png' },
      body: png(),
    });
    expect(upload.status).toBe(200);
    return id;
  }
  const groupFolder = (id: string) => join(api.config.BULLION_DATA_DIR, 'storage', 'groups', id);

  it('removes the group, its members, invites, stored files and their rows once the exact name is typed', async () => {
    const owner = await signIn(api);
    const id = await teamWithFiles(owner, 'Doomed Team');
    const other = await signIn(api);
    await addMember(api, id, other, 'member');
    const ownerToken = await appToken(api, owner, id);
    await call(api, 'POST', `/api/groups/${id}/invites`, { as: owner, token: ownerToken, body: {} });
    expect(existsSync(groupFolder(id))).toBe(true);

    const wrongName = await call(api, 'DELETE', `/api/groups/${id}`, { as: owner, token: ownerToken, body: { name: 'doomed team' } });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body).toMatchObject({ error: { message: expect.stringContaining('Doomed Team') } });

    const deleted = await call(api, 'DELETE', `/api/groups/${id}`, { as: owner, token: ownerToken, body: { name: 'Doomed Team' } });
    expect(deleted.status).toBe(200);
    expect(deletedGroupSchema.parse(deleted.body)).toEqual({ id });

    const { db } = api.database;
    expect(await db.selectFrom('groups').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('group_members').select('id').where('group_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('group_invites').select('id').where('group_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('storage_objects').select('id').where('group_id', '=', id).execute()).toEqual([]);
    expect(existsSync(groupFolder(id))).toBe(false);
    // The people stay: only their membership went.
    expect(await db.selectFrom('auth_users').select('id').where('id', '=', other.userId).execute()).toHaveLength(1);
    expect((await call(api, 'GET', `/api/groups/${id}`, { as: owner })).status).toBe(404);
  });

  it('only admins may delete (403), and a personal group never (400)', async () => {
    const owner = await signIn(api);
    const id = await teamWithFiles(owner, 'Kept Team');
    const member = await signIn(api);
    await addMember(api, id, member, 'member');
    const memberToken = await appToken(api, member, id);
    const refused = await call(api, 'DELETE', `/api/groups/${id}`, { as: member, token: memberToken, body: { name: 'Kept Team' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: 'Only an admin of this team can delete it.' } });
    expect(existsSync(groupFolder(id))).toBe(true);

    const personalToken = await appToken(api, owner, owner.personalGroupId);
    const personal = await call(api, 'DELETE', `/api/groups/${owner.personalGroupId}`, { as: owner, token: personalToken, body: { name: 'anything' } });
    expect(personal.status).toBe(400);
    expect(personal.body).toMatchObject({ error: { message: expect.stringContaining('personal group cannot be deleted') } });
  });

  it("cannot delete another team with this team's token (403), and validates the body (400)", async () => {
    const owner = await signIn(api);
    const id = await createTeam(api, owner, 'Mine');
    const ownerToken = await appToken(api, owner, id);
    expect((await call(api, 'DELETE', `/api/groups/${teamId}`, { as: owner, token: ownerToken, body: { name: 'Mail Team' } })).status).toBe(403);
    expect((await call(api, 'DELETE', `/api/groups/${id}`, { as: owner, token: ownerToken, body: {} })).status).toBe(400);
    expect((await call(api, 'DELETE', `/api/groups/${id}`, { as: owner, token: ownerToken, body: { name: 'Mine', extra: 1 } })).status).toBe(400);
    expect((await call(api, 'GET', `/api/groups/${teamId}`, { as: admin })).status).toBe(200);
  });
});

describe('branding', () => {
  it('refuses an accent colour and logo on the free plan, keeps them on a plan with enableBranding, and removes them with empty strings', async () => {
    const owner = await signIn(api);
    const id = await createTeam(api, owner, 'Brand Team');
    const ownerToken = await appToken(api, owner, id);
    const branding = { settings: { accentColor: '#1f6feb', logoUrl: 'https://cdn.example.com/logo.png' } };
    const refused = await call(api, 'PATCH', `/api/groups/${id}`, { as: owner, token: ownerToken, body: branding });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: expect.stringContaining('Upgrade') } });
    // Removing needs no plan (a team that fell back to Free can clean up).
    expect((await call(api, 'PATCH', `/api/groups/${id}`, { as: owner, token: ownerToken, body: { settings: { accentColor: '' } } })).status).toBe(200);

    await api.database.db.updateTable('subscriptions').set({ subscription_plan_id: 'pro' }).where('group_id', '=', id).execute();
    const saved = await call(api, 'PATCH', `/api/groups/${id}`, { as: owner, token: ownerToken, body: { ...branding, name: 'Brand Team' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ settings: { accentColor: '#1f6feb', logoUrl: 'https://cdn.example.com/logo.png' } });

    const format = await call(api, 'PATCH', `/api/groups/${id}`, { as: owner, token: ownerToken, body: { settings: { productTitleFormat: '{title}', logoUrl: '' } } });
    expect(format.body).toMatchObject({ settings: { accentColor: '#1f6feb', productTitleFormat: '{title}' } });
    expect((format.body as { settings: Record<string, unknown> }).settings).not.toHaveProperty('logoUrl');

    const badColour = await call(api, 'PATCH', `/api/groups/${id}`, { as: owner, token: ownerToken, body: { settings: { accentColor: 'blue' } } });
    expect(badColour.status).toBe(400);
  });
});
