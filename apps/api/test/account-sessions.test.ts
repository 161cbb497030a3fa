// The caller's own sessions in the product API: device and address recorded at sign-in and refresh,
// listed for the owner only, one signed out, or all others; never another user's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '@bullion/contract';
import { call, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function passwordSignIn(email: string, password: string, userAgent: string) {
  const response = await api.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string; user: { id: string } };
}

async function refresh(refreshToken: string, userAgent: string) {
  const response = await api.request('/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return response;
}

/** A user signed in twice by password: from Firefox (the actor) and from Safari. */
async function userWithTwoDevices() {
  const created = await api.createSignedInUser();
  await api.database.db.updateTable('auth_sessions').set({ revoked_at: new Date() }).where('user_id', '=', created.userId).execute();
  const desktop = await passwordSignIn(created.email, created.password, FIREFOX);
  const phone = await passwordSignIn(created.email, created.password, SAFARI);
  const actor = (accessToken: string): Actor => ({ userId: created.userId, email: created.email, accessToken, personalGroupId: '' });
  return { created, desktop, phone, asDesktop: actor(desktop.access_token), asPhone: actor(phone.access_token) };
}

describe('GET /api/account/sessions', () => {
  it('lists the open sessions with device, address and last use, the current one first', async () => {
    const { asPhone } = await userWithTwoDevices();
    const result = await call(api, 'GET', '/api/account/sessions', { as: asPhone });
    expect(result.status).toBe(200);
    const sessions = result.body as AccountSession[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, userAgent: SAFARI, twoStep: false });
    expect(sessions[1]).toMatchObject({ current: false, userAgent: FIREFOX });
    for (const session of sessions) {
      expect(session.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Date.parse(session.lastUsedAt)).not.toBeNaN();
    }
  });

  it('updates the device and last use on refresh', async () => {
    const { desktop, asPhone } = await userWithTwoDevices();
    const before = ((await call(api, 'GET', '/api/account/sessions', { as: asPhone })).body as AccountSession[])[1]!;
    await new Promise((done) => setTimeout(done, 20));
    const newAgent = `${FIREFOX} Updated`;
    expect((await refresh(desktop.refresh_token, newAgent)).status).toBe(200);
    const after = ((await call(api, 'GET', '/api/account/sessions', { as: asPhone })).body as AccountSession[]).find((s) => s.id === before.id)!;
    expect(after.userAgent).toBe(newAgent);
    expect(after.lastUsedAt > before.lastUsedAt).toBe(true);
  });

  it('shows only the caller’s sessions and needs a session', async () => {
    const { asPhone } = await userWithTwoDevices();
    const other = await signIn(api, 'Other');
    const ids = ((await call(api, 'GET', '/api/account/sessions', { as: other })).body as AccountSession[]).map((s) => s.id);
    const mine = ((await call(api, 'GET', '/api/account/sessions', { as: asPhone })).body as AccountSession[]).map((s) => s.id);
    expect(ids).toHaveLength(1);
    expect(mine.some((id) => ids.includes(id))).toBe(false);
    expect((await call(api, 'GET', '/api/account/sessions')).status).toBe(401);
  });
});

describe('DELETE /api/account/sessions/{id}', () => {
  it('signs that session out: its access and refresh tokens stop working', async () => {
    const { desktop, asDesktop, asPhone } = await userWithTwoDevices();
    const sessions = (await call(api, 'GET', '/api/account/sessions', { as: asPhone })).body as AccountSession[];
    const desktopSession = sessions.find((s) => !s.current)!;
    const result = await call(api, 'DELETE', `/api/account/sessions/${desktopSession.id}`, { as: asPhone });
    expect(result).toMatchObject({ status: 200, body: { revoked: 1 } });
    expect((await call(api, 'GET', '/api/account', { as: asDesktop })).status).toBe(401);
    expect((await refresh(desktop.refresh_token, FIREFOX)).status).toBe(400);
    expect((await call(api, 'GET', '/api/account', { as: asPhone })).status).toBe(200);
  });

  it('refuses the current session, another user’s session (404, like an unknown one) and a malformed id', async () => {
    const { asPhone } = await userWithTwoDevices();
    const other = await signIn(api, 'Stranger');
    const mine = (await call(api, 'GET', '/api/account/sessions', { as: asPhone })).body as AccountSession[];
    const current = mine.find((s) => s.current)!;
    expect((await call(api, 'DELETE', `/api/account/sessions/${current.id}`, { as: asPhone })).status).toBe(400);
    const theirs = ((await call(api, 'GET', '/api/account/sessions', { as: other })).body as AccountSession[])[0]!;
    const stolen = await call(api, 'DELETE', `/api/account/sessions/${theirs.id}`, { as: asPhone });
    expect(stolen.status).toBe(404);
    expect((await call(api, 'GET', '/api/account', { as: other })).status).toBe(200);
    expect((await call(api, 'DELETE', '/api/account/sessions/not-a-uuid', { as: asPhone })).status).toBe(400);
    expect((await call(api, 'DELETE', `/api/account/sessions/${theirs.id}`)).status).toBe(401);
  });
});

describe('DELETE /api/account/sessions?scope=others', () => {
  it('signs out every other session of the caller and keeps the current one and other users’', async () => {
    const { asDesktop, asPhone } = await userWithTwoDevices();
    const other = await signIn(api, 'Bystander');
    const result = await call(api, 'DELETE', '/api/account/sessions?scope=others', { as: asPhone });
    expect(result).toMatchObject({ status: 200, body: { revoked: 1 } });
    expect((await call(api, 'GET', '/api/account', { as: asDesktop })).status).toBe(401);
    expect((await call(api, 'GET', '/api/account', { as: asPhone })).status).toBe(200);
    expect((await call(api, 'GET', '/api/account', { as: other })).status).toBe(200);
    const left = (await call(api, 'GET', '/api/account/sessions', { as: asPhone })).body as AccountSession[];
    expect(left.map((s) => s.current)).toEqual([true]);
  });

  it('needs scope=others', async () => {
    const { asPhone } = await userWithTwoDevices();
    expect((await call(api, 'DELETE', '/api/account/sessions', { as: asPhone })).status).toBe(400);
    expect((await call(api, 'DELETE', '/api/account/sessions?scope=all', { as: asPhone })).status).toBe(400);
  });
});
