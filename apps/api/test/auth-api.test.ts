// The auth API's edges: the apikey requirement, GoTrue's error shapes, malformed input (always a 4xx
// JSON answer, never a 500), settings and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClient } from './auth-fixtures';
import { startTestApi, TEST_ANON_KEY, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const jsonPost = (path: string, body: string, headers: Record<string, string> = {}) =>
  api.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('apikey', () => {
  it('answers 401 without the apikey header, in the legacy or the 2024-01-01 error shape', async () => {
    const legacy = await fetch(`${api.url}/auth/v1/settings`);
    expect(legacy.status).toBe(401);
    expect(await legacy.json()).toMatchObject({ code: 401, error_code: 'no_api_key', msg: 'No API key found in request' });

    const versioned = await fetch(`${api.url}/auth/v1/settings`, { headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(versioned.status).toBe(401);
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await versioned.json()).toMatchObject({ code: 'no_api_key', message: 'No API key found in request' });
  });

  it('answers 401 for a wrong apikey, and does not accept the key as a bearer token alone', async () => {
    const wrong = await fetch(`${api.url}/auth/v1/settings`, { headers: { apikey: 'wrong-key-123' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error_code: 'invalid_api_key' });

    const bearerOnly = await fetch(`${api.url}/auth/v1/settings`, { headers: { authorization: `Bearer ${TEST_ANON_KEY}` } });
    expect(bearerOnly.status).toBe(401);
  });

  it('makes supabase-js report a wrong key as AuthApiError 401', async () => {
    const client = supabaseClient(api.url, 'not-the-anon-key');
    const { error } = await client.auth.signInWithPassword({ email: 'someone@example.com', password: 'Whatever1' });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 401, code: 'invalid_api_key' });
  });
});

describe('malformed requests', () => {
  const cases: [string, () => Promise<Response>, number, string][] = [
    ['sign-up with broken JSON', () => jsonPost('/auth/v1/signup', '{"email":'), 400, 'bad_json'],
    ['sign-up with a JSON array', () => jsonPost('/auth/v1/signup', '[]'), 400, 'validation_failed'],
    ['sign-up without a password', () => jsonPost('/auth/v1/signup', '{"email":"a@example.com"}'), 400, 'validation_failed'],
    ['sign-up with a bad e-mail', () => jsonPost('/auth/v1/signup', '{"email":"nope","password":"Passw0rdX"}'), 400, 'validation_failed'],
    ['sign-up with non-object data', () => jsonPost('/auth/v1/signup', '{"email":"a@example.com","password":"Passw0rdX","data":"x"}'), 400, 'validation_failed'],
    ['sign-up as text/plain', () => api.request('/auth/v1/signup', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }), 415, 'validation_failed'],
    ['token without grant_type', () => jsonPost('/auth/v1/token', '{}'), 400, 'validation_failed'],
    ['token with an unknown grant_type', () => jsonPost('/auth/v1/token?grant_type=magic', '{}'), 400, 'validation_failed'],
    ['password grant without fields', () => jsonPost('/auth/v1/token?grant_type=password', '{}'), 400, 'validation_failed'],
    ['password grant with a number as e-mail', () => jsonPost('/auth/v1/token?grant_type=password', '{"email":5,"password":"x"}'), 400, 'validation_failed'],
    ['refresh grant without a token', () => jsonPost('/auth/v1/token?grant_type=refresh_token', '{"refresh_token":""}'), 400, 'validation_failed'],
    ['pkce grant with a short verifier', () => jsonPost('/auth/v1/token?grant_type=pkce', '{"auth_code":"x","code_verifier":"short"}'), 400, 'validation_failed'],
    ['verify without a token', () => jsonPost('/auth/v1/verify', '{"type":"email","email":"a@example.com"}'), 400, 'validation_failed'],
    ['verify with an unknown type', () => jsonPost('/auth/v1/verify', '{"type":"sms","token":"1"}'), 400, 'validation_failed'],
    ['verify with a malformed token_hash', () => jsonPost('/auth/v1/verify', '{"type":"email","token_hash":"garbage"}'), 403, 'otp_expired'],
    ['resend of an unsupported type', () => jsonPost('/auth/v1/resend', '{"type":"sms","email":"a@example.com"}'), 400, 'validation_failed'],
    ['recover without an e-mail', () => jsonPost('/auth/v1/recover', '{}'), 400, 'validation_failed'],
    ['user without a bearer token', () => api.request('/auth/v1/user'), 401, 'no_authorization'],
    ['user with a garbage bearer token', () => api.request('/auth/v1/user', { headers: { authorization: 'Bearer garbage' } }), 403, 'bad_jwt'],
    ['logout without a bearer token', () => api.request('/auth/v1/logout', { method: 'POST' }), 401, 'no_authorization'],
    ['verify link without a token', () => fetch(`${api.url}/auth/v1/verify?type=signup`), 400, 'validation_failed'],
    ['an unknown auth route', () => api.request('/auth/v1/nothing-here'), 404, 'not_found'],
  ];

  it.each(cases)('%s → %i %s', async (_name, send, status, code) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: status, error_code: code, msg: expect.any(String) });
  });

  it('answers bad input of a signed-in user with 4xx as well', async () => {
    const { accessToken } = await api.createSignedInUser();
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const badData = await api.request('/auth/v1/user', { method: 'PUT', headers, body: '{"data":[1,2]}' });
    expect(badData.status).toBe(400);
    const badEmail = await api.request('/auth/v1/user', { method: 'PUT', headers, body: '{"email":"not an address"}' });
    expect(badEmail.status).toBe(400);
    const badScope = await api.request('/auth/v1/logout?scope=everyone', { method: 'POST', headers });
    expect(badScope.status).toBe(400);
    const metadata = await api.request('/auth/v1/user', { method: 'PUT', headers, body: '{"data":{"theme":"dark","full_name":null}}' });
    expect(metadata.status).toBe(200);
    expect((await metadata.json()) as unknown).toMatchObject({ user_metadata: { theme: 'dark' } });
  });
});

describe('settings and documentation', () => {
  it('serves GoTrue-like settings', async () => {
    const response = await api.request('/auth/v1/settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      external: { google: true, email: true },
      mailer_autoconfirm: false,
      disable_signup: false,
    });
  });

  it('lists the auth routes in the OpenAPI document', async () => {
    const document = (await (await api.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/auth/v1/signup',
        '/auth/v1/token',
        '/auth/v1/verify',
        '/auth/v1/user',
        '/auth/v1/otp',
        '/auth/v1/reauthenticate',
        '/auth/v1/user/identities/authorize',
        '/auth/v1/user/identities/{identity_id}',
      ]),
    );
  });
});
