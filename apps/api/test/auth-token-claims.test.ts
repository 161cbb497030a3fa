// Tokens are refused unless every claim the API relies on is present and well-formed: a token that
// never expires, or whose ids are not UUIDs, is a 401 in the error shape, never a 500; a token checked
// once (and remembered) is still refused from the second it expires.
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appToken, call, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let alice: Actor;
beforeAll(async () => {
  api = await startTestApi();
  alice = await signIn(api, 'Alice');
});
afterAll(() => api.close());

function resign(claims: JWTPayload, secret: string) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}

function without<T extends object>(value: T, key: string): T {
  const copy = { ...value } as Record<string, unknown>;
  delete copy[key];
  return copy as T;
}

describe('session tokens', () => {
  it('accepts the real token (control)', async () => {
    expect((await call(api, 'GET', '/api/account', { as: alice })).status).toBe(200);
  });

  it.each([
    ['without exp', (claims: JWTPayload) => without(claims, 'exp')],
    ['without sub', (claims: JWTPayload) => without(claims, 'sub')],
    ['with a session_id that is not a UUID', (claims: JWTPayload) => ({ ...claims, session_id: 'not-a-uuid' })],
    ['with a sub that is not a UUID', (claims: JWTPayload) => ({ ...claims, sub: "1' or '1'='1" })],
  ])('refuses a correctly signed token %s with 401', async (_label, change) => {
    const forged = await resign(change(decodeJwt(alice.accessToken)), api.config.JWT_SECRET);
    for (const path of ['/api/account', '/api/groups']) {
      const result = await call(api, 'GET', path, { as: { ...alice, accessToken: forged } });
      expect(result.status, path).toBe(401);
      expect(result.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
  });
});

describe('app access tokens', () => {
  it('refuses a correctly signed app token without exp', async () => {
    const token = await appToken(api, alice, alice.personalGroupId);
    expect((await call(api, 'GET', `/api/groups/${alice.personalGroupId}/members`, { as: alice, token })).status).toBe(200);
    const forged = await resign(without(decodeJwt(token), 'exp'), api.config.APP_TOKEN_SECRET);
    expect((await call(api, 'GET', `/api/groups/${alice.personalGroupId}/members`, { as: alice, token: forged })).status).toBe(401);
  });
});

describe('tokens already checked', () => {
  it('are refused from the moment they expire, though each was accepted before', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const shortLived = await resign({ ...decodeJwt(alice.accessToken), exp }, api.config.JWT_SECRET);
    const as = { ...alice, accessToken: shortLived };
    expect((await call(api, 'GET', '/api/account', { as })).status).toBe(200);
    expect((await call(api, 'GET', '/api/account', { as })).status).toBe(200);
    await new Promise((done) => setTimeout(done, exp * 1000 - Date.now() + 50));
    expect((await call(api, 'GET', '/api/account', { as })).status).toBe(401);
  });

  it('do not vouch for the same claims signed with another secret', async () => {
    expect((await call(api, 'GET', '/api/account', { as: alice })).status).toBe(200);
    const forged = await resign(decodeJwt(alice.accessToken), 'another-secret-of-the-same-length-or-not');
    expect((await call(api, 'GET', '/api/account', { as: { ...alice, accessToken: forged } })).status).toBe(401);
  });
});
