// Google sign-in through the local stand-in page: the redirect supabase-js builds, the page, the form
// post and the redirect back with a session (implicit flow) or an auth code (PKCE flow).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present, startAuthTestApi, type AuthTestApi } from './auth-fixtures';

let api: AuthTestApi;
beforeAll(async () => {
  api = await startAuthTestApi();
});
afterAll(() => api.close());

/** What the browser does: open the OAuth URL (no apikey, as a navigation), land on the stand-in page. */
async function openAuthorize(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const standIn = new URL(present(response.headers.get('location'), 'location'), api.url);
  return { standIn, state: present(standIn.searchParams.get('state'), 'state') };
}

/** Submits the stand-in form as a browser would; returns where it redirects. */
async function submitStandIn(state: string, email: string, fullName = ''): Promise<URL> {
  const response = await fetch(`${api.url}/auth/v1/local-oauth/google`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, email, full_name: fullName }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(present(response.headers.get('location'), 'location'));
}

describe('Google sign-in (local stand-in)', () => {
  it('redirects to the stand-in page and back to redirect_to with a session in the fragment', async () => {
    const redirectTo = `${api.config.SITE_URL}/app`;
    const { data, error } = await api.supabase().auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
    expect(error).toBeNull();
    const { standIn, state } = await openAuthorize(present(data.url, 'OAuth URL'));
    expect(standIn.pathname).toBe('/auth/v1/local-oauth/google');
    expect(standIn.searchParams.get('redirect_to')).toBe(redirectTo);

    const page = await fetch(standIn);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Local stand-in for Google sign-in');
    expect(html).toContain('name="email"');
    expect(html).toContain('name="full_name"');

    const back = await submitStandIn(state, 'grace@example.com', 'Grace Hopper');
    expect(`${back.origin}${back.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('refresh_token')).toBeTruthy();
    const { data: user } = await api.supabase().auth.getUser(present(fragment.get('access_token'), 'access token'));
    expect(user.user).toMatchObject({
      email: 'grace@example.com',
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: 'Grace Hopper' },
    });
    expect(user.user?.email_confirmed_at).toBeTruthy();

    // The same address signs in to the same account next time.
    const next = await openAuthorize(present(data.url, 'OAuth URL'));
    const again = new URLSearchParams((await submitStandIn(next.state, 'GRACE@example.com')).hash.slice(1));
    expect((await api.supabase().auth.getUser(present(again.get('access_token'), 'access token'))).data.user?.id).toBe(user.user?.id);
  });

  it('replaces a redirect_to on a foreign origin with SITE_URL', async () => {
    const { data } = await api.supabase().auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'https://evil.example.net/steal', skipBrowserRedirect: true },
    });
    const { standIn, state } = await openAuthorize(present(data.url, 'OAuth URL'));
    expect(standIn.searchParams.get('redirect_to')).toBe(api.config.SITE_URL);
    const back = await submitStandIn(state, 'safe@example.com');
    expect(back.origin).toBe(new URL(api.config.SITE_URL).origin);
    expect(back.hash).toContain('access_token=');
  });

  it('refuses other providers and a forged state', async () => {
    const other = await fetch(`${api.url}/auth/v1/authorize?provider=github`, { redirect: 'manual' });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Unsupported provider: github is not enabled' });

    const forged = await fetch(`${api.url}/auth/v1/local-oauth/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: 'forged', email: 'mallory@example.com' }).toString(),
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error_code: 'bad_oauth_state' });
  });

  it('supports the PKCE flow: ?code= on the redirect, exchanged with the verifier', async () => {
    const client = api.supabase('pkce');
    const redirectTo = `${api.config.SITE_URL}/callback`;
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
    expect(new URL(present(data.url, 'OAuth URL')).searchParams.get('code_challenge')).toBeTruthy();
    const { state } = await openAuthorize(present(data.url, 'OAuth URL'));
    const back = await submitStandIn(state, 'pkce@example.com', 'Pat Kce');
    expect(back.hash).toBe('');
    const code = present(back.searchParams.get('code'), 'code');
    expect(code).toBeTruthy();

    // Without the matching verifier the code is worthless (and not used up).
    const stranger = await api.request('/auth/v1/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ error_code: 'flow_state_not_found' });

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe('pkce@example.com');
    expect((await client.auth.getUser()).data.user?.user_metadata.full_name).toBe('Pat Kce');
  });

  it('confirms an unconfirmed e-mail account and drops the password nobody proved they own', async () => {
    const email = 'squatted@example.com';
    await api.supabase().auth.signUp({ email, password: 'Squatter1Password' });
    const { data } = await api.supabase().auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const back = await submitStandIn((await openAuthorize(present(data.url, 'OAuth URL'))).state, email);
    expect(back.hash).toContain('access_token=');
    const signIn = await api.supabase().auth.signInWithPassword({ email, password: 'Squatter1Password' });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });
});
