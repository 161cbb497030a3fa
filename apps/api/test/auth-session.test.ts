// Sessions through the real supabase-js client: refresh-token rotation and reuse detection, sign-in
// rate limiting, password recovery and sign-out scopes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present, signedInClient, startAuthTestApi, type AuthTestApi } from './auth-fixtures';

let api: AuthTestApi;
beforeAll(async () => {
  api = await startAuthTestApi();
});
afterAll(() => api.close());

describe('refresh tokens', () => {
  it('rotates the refresh token on every refresh', async () => {
    const { client, session } = await signedInClient(api);
    const first = await client.auth.refreshSession();
    const second = await client.auth.refreshSession();
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    const tokens = [session.refresh_token, first.data.session?.refresh_token, second.data.session?.refresh_token];
    expect(new Set(tokens).size).toBe(3);
    expect(second.data.session?.access_token).toBeTruthy();
    expect((await client.auth.getUser()).data.user?.id).toBe(session.user.id);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const { client, session, email, password } = await signedInClient(api);
    const otherDevice = api.supabase();
    await otherDevice.auth.signInWithPassword({ email, password });

    await client.auth.refreshSession();
    const newest = present((await client.auth.refreshSession()).data.session, 'session');

    const replay = await api.supabase().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'refresh_token_already_used' });

    const withNewest = await api.supabase().auth.refreshSession({ refresh_token: newest.refresh_token });
    expect(withNewest.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await api.supabase().auth.getUser(newest.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');

    // Only the compromised session ends; the user's other device stays signed in.
    expect((await otherDevice.auth.refreshSession()).error).toBeNull();
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await api.supabase().auth.refreshSession({ refresh_token: 'not-a-real-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign-in rate limit', () => {
  it('blocks an e-mail and IP after 5 failed sign-ins, even with the right password', async () => {
    const { email, password } = await api.createSignedInUser();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { error } = await api.supabase().auth.signInWithPassword({ email, password: `Wrong${attempt}Password` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const blocked = await api.supabase().auth.signInWithPassword({ email, password });
    expect(blocked.error).toMatchObject({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit' });
    expect(blocked.data.session).toBeNull();

    api.advanceClock(5 * 60 + 1);
    expect((await api.supabase().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('answers 429 with a Retry-After header', async () => {
    const { email } = await api.createSignedInUser();
    const attempt = () =>
      api.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wrong1Password' }),
      });
    for (let index = 0; index < 5; index += 1) expect((await attempt()).status).toBe(400);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
  });
});

describe('password recovery', () => {
  it('resets the password with the e-mailed recovery code', async () => {
    const { email, password, accessToken } = await api.createSignedInUser();
    const client = api.supabase();
    const redirectTo = `${api.config.SITE_URL}/reset-password`;

    const requested = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(requested).toEqual({ data: {}, error: null });
    const mail = present((await api.mailsTo(email))[0], 'recovery mail');
    expect(mail.subject).toBe('Reset your Bullion Desk password');
    const link = new URL(present(mail.link, 'link'));
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(link.searchParams.get('redirect_to')).toBe(redirectTo);
    expect(link.searchParams.get('type')).toBe('recovery');

    const verified = await client.auth.verifyOtp({ email, token: present(mail.code, 'code'), type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();

    const weak = await client.auth.updateUser({ password: 'onlyletters' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(weak.error?.message).toContain('Password needs at least one uppercase letter.');
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    expect((await client.auth.updateUser({ password: 'Recovered1Password' })).error).toBeNull();
    expect((await api.supabase().auth.signInWithPassword({ email, password: 'Recovered1Password' })).error).toBeNull();
    expect((await api.supabase().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    // The new password ended the sessions that existed before the reset.
    expect((await api.supabase().auth.getUser(accessToken)).error?.name).toBe('AuthSessionMissingError');
  });

  it('sends the recovery link to redirectTo with a recovery session in the fragment', async () => {
    const { email } = await api.createSignedInUser();
    const redirectTo = `${api.config.SITE_URL}/reset-password`;
    await api.supabase().auth.resetPasswordForEmail(email, { redirectTo });
    const [mail] = await api.mailsTo(email);
    const response = await api.open(present(mail?.link, 'link'));
    expect(response.status).toBe(303);
    const location = new URL(present(response.headers.get('location'), 'location'));
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const client = api.supabase();
    await client.auth.setSession({
      access_token: present(fragment.get('access_token'), 'access token'),
      refresh_token: present(fragment.get('refresh_token'), 'refresh token'),
    });
    expect((await client.auth.updateUser({ password: 'ViaLink1Password' })).error).toBeNull();
    expect((await api.supabase().auth.signInWithPassword({ email, password: 'ViaLink1Password' })).error).toBeNull();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const result = await api.supabase().auth.resetPasswordForEmail('nobody@example.com', { redirectTo: `${api.config.SITE_URL}/reset-password` });
    expect(result).toEqual({ data: {}, error: null });
    expect(await api.mailsTo('nobody@example.com')).toEqual([]);
  });

  it('refuses a wrong recovery code and limits guessing', async () => {
    const { email } = await api.createSignedInUser();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { error } = await api.supabase().auth.verifyOtp({ email, token: '000000', type: 'recovery' });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const blocked = await api.supabase().auth.verifyOtp({ email, token: '000000', type: 'recovery' });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('sign-out', () => {
  it('local ends only this session, others every other session, global all of them', async () => {
    const first = await signedInClient(api);
    const second = api.supabase();
    const third = api.supabase();
    await second.auth.signInWithPassword({ email: first.email, password: first.password });
    await third.auth.signInWithPassword({ email: first.email, password: first.password });

    expect((await third.auth.signOut({ scope: 'local' })).error).toBeNull();
    const thirdToken = (await third.auth.getSession()).data.session;
    expect(thirdToken).toBeNull();

    expect((await first.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await second.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    expect((await first.client.auth.refreshSession()).error).toBeNull();

    expect((await first.client.auth.signOut()).error).toBeNull();
    expect((await first.client.auth.getSession()).data.session).toBeNull();
  });
});
