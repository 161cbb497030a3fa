// PUT /auth/v1/user with `current_password` (supabase-js updateUser({ password, current_password })):
// the settings page's password change proves the current password first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function updateUser(accessToken: string, body: Record<string, unknown>) {
  const response = await api.request('/auth/v1/user', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

async function passwordSignIn(email: string, password: string) {
  const response = await api.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('changing the password with the current one', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const user = await api.createSignedInUser();
    const result = await updateUser(user.accessToken, { password: 'NewPassw0rd', current_password: 'WrongPassw0rd' });
    expect(result).toMatchObject({ status: 422, body: { code: 'current_password_mismatch' } });
    expect(await passwordSignIn(user.email, user.password)).toBe(200);
    expect(await passwordSignIn(user.email, 'NewPassw0rd')).toBe(400);
  });

  it('changes it with the right current password; the new one signs in', async () => {
    const user = await api.createSignedInUser();
    const result = await updateUser(user.accessToken, { password: 'NewPassw0rd', current_password: user.password });
    expect(result.status).toBe(200);
    expect(await passwordSignIn(user.email, 'NewPassw0rd')).toBe(200);
    expect(await passwordSignIn(user.email, user.password)).toBe(400);
  });

  it('still applies the password rule first', async () => {
    const user = await api.createSignedInUser();
    const result = await updateUser(user.accessToken, { password: 'short', current_password: user.password });
    expect(result).toMatchObject({ status: 422, body: { code: 'weak_password' } });
  });
});
