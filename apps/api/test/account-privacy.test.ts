// Export my data and delete my account through the product API: the export holds every row of the
// groups the caller administers and nothing of anyone else's; deletion is confirmed by the address,
// refused for the last admin of a team with other members, and removes rows, files and sessions.
import type { AccountExport } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, appToken, call, createTeam, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { createProduct, validProduct } from './products-fixtures';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function uploadProfilePicture(actor: Actor, name = 'me.png') {
  const response = await api.request(`/storage/v1/object/profiles/${actor.userId}/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${actor.accessToken}`, 'content-type': 'image/png' },
    body: PNG,
  });
  expect(response.status).toBe(200);
}

describe('GET /api/account/export', () => {
  it('holds the account, memberships and every row of the groups the caller administers, nothing of others', async () => {
    const owner = await signIn(api, 'Export Owner');
    const stranger = await signIn(api, 'Export Stranger');
    const teamId = await createTeam(api, owner, 'Owner Team');
    const strangerTeam = await createTeam(api, stranger, 'Stranger Team');
    await addMember(api, strangerTeam, owner, 'member');
    const mine = await createProduct(api, owner, await appToken(api, owner, teamId), validProduct({ title: 'Owner Round' }));
    const theirs = await createProduct(api, stranger, await appToken(api, stranger, strangerTeam), validProduct({ title: 'Stranger Round' }));
    await call(api, 'POST', '/api/collections', { as: owner, token: await appToken(api, owner, teamId), body: { name: 'My set' } });

    const result = await call(api, 'GET', '/api/account/export', { as: owner });
    expect(result.status).toBe(200);
    const data = result.body as AccountExport;
    expect(data.account).toMatchObject({ id: owner.userId, email: owner.email });
    expect(data.memberships.map((m) => [m.groupName, m.role]).sort()).toEqual(
      [
        ['Owner Team', 'admin'],
        ['Stranger Team', 'member'],
        [expect.any(String), 'admin'],
      ].sort(),
    );
    const team = data.groups.find((group) => group.id === teamId);
    expect(team?.tables.products?.map((row) => row.id)).toEqual([mine]);
    expect(Object.keys(team?.tables ?? {})).toEqual(expect.arrayContaining(['products', 'inventory_items', 'collections', 'orders']));
    expect(data.groups.some((group) => group.id === strangerTeam)).toBe(false);
    expect(JSON.stringify(data)).not.toContain(theirs);
    expect(JSON.stringify(data)).not.toContain(stranger.email);
  });

  it('needs a session', async () => {
    expect((await call(api, 'GET', '/api/account/export')).status).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('needs the caller’s own address to confirm', async () => {
    const user = await signIn(api, 'Careful User');
    expect((await call(api, 'DELETE', '/api/account', { as: user, body: { email: 'someone@else.example' } })).status).toBe(400);
    expect((await call(api, 'DELETE', '/api/account', { as: user, body: {} })).status).toBe(400);
    expect((await call(api, 'GET', '/api/account', { as: user })).status).toBe(200);
  });

  it('is refused for the last admin of a team with other members, and nothing is deleted', async () => {
    const admin = await signIn(api, 'Last Admin');
    const member = await signIn(api, 'Plain Member');
    const teamId = await createTeam(api, admin, 'Kept Team');
    await addMember(api, teamId, member, 'member');
    const result = await call(api, 'DELETE', '/api/account', { as: admin, body: { email: admin.email } });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ error: { code: 'last_admin' } });
    expect(JSON.stringify(result.body)).toContain('Kept Team');
    expect((await call(api, 'GET', '/api/account', { as: admin })).status).toBe(200);
  });

  it('deletes the account, its own groups, rows and files, and ends its sessions', async () => {
    const user = await signIn(api, 'Leaving User');
    const bystander = await signIn(api, 'Bystander');
    const teamId = await createTeam(api, user, 'Solo Team');
    await createProduct(api, user, await appToken(api, user, teamId), validProduct({ title: 'Solo Round' }));
    await uploadProfilePicture(user);
    const result = await call(api, 'DELETE', '/api/account', { as: user, body: { email: user.email.toUpperCase() } });
    expect(result.status).toBe(200);
    expect((result.body as { deletedGroupIds: string[] }).deletedGroupIds).toEqual(expect.arrayContaining([teamId, user.personalGroupId]));
    const db = api.database.db;
    expect(await db.selectFrom('auth_users').select('id').where('id', '=', user.userId).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('groups').select('id').where('id', '=', teamId).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('products').select('id').where('group_id', '=', teamId).execute()).toEqual([]);
    expect(await db.selectFrom('storage_objects').select('id').where('name', 'like', `${user.userId}/%`).execute()).toEqual([]);
    const picture = await api.request(`/storage/v1/object/public/profiles/${user.userId}/me.png`);
    expect(picture.status).not.toBe(200);
    expect((await call(api, 'GET', '/api/account', { as: user })).status).toBe(401);
    expect((await call(api, 'GET', '/api/account', { as: bystander })).status).toBe(200);
  });
});
