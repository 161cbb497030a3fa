// An ended session's access token stops working on the API: at once when it is signed out through
// this instance, and within OPEN_SESSION_RECHECK_MS when another instance revoked it (the revocation
// is only in the database), although each token had just been accepted.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_SESSION_RECHECK_MS } from '../src/http/auth';
import { call, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function accountStatus(actor: Actor) {
  return (await call(api, 'GET', '/api/account', { as: actor })).status;
}

describe('ended sessions', () => {
  it('are refused at once after signing out through the API', async () => {
    const alice = await signIn(api, 'Alice');
    expect(await accountStatus(alice)).toBe(200);
    expect(await accountStatus(alice)).toBe(200);
    expect((await call(api, 'POST', '/auth/v1/logout?scope=local', { as: alice })).status).toBe(204);
    expect(await accountStatus(alice)).toBe(401);
    // GoTrue's code, so the app knows to drop the session rather than retry.
    const refused = await call(api, 'GET', '/api/account', { as: alice });
    expect(refused.body).toEqual({ error: { code: 'session_not_found', message: 'Your session has ended. Sign in again.' } });
  });

  it('are refused within the recheck time after another instance revoked them', async () => {
    const bob = await signIn(api, 'Bob');
    expect(await accountStatus(bob)).toBe(200);
    const sessionId = decodeJwt(bob.accessToken).session_id as string;
    await api.database.db.updateTable('auth_sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
    await new Promise((done) => setTimeout(done, OPEN_SESSION_RECHECK_MS + 50));
    expect(await accountStatus(bob)).toBe(401);
  });
});
