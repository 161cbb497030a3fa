// Identities as supabase-js sees them: the e-mail identity in every user object, linking Google
// through the local stand-in (linkIdentity), signing in with the linked Google account, and
// unlinking (never the last identity; the address follows an identity that stays).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient, UserIdentity } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, present, signedInClient, startAuthTestApi, type AuthTestApi } from './auth-fixtures';

let api: AuthTestApi;
beforeAll(async () => {
  api = await startAuthTestApi();
});
afterAll(() => api.close());

/** Posts the stand-in form as a browser would (the state is in the page's URL). */
function submitStandIn(pageUrl: string, email: string, fullName = '') {
  const state = present(new URL(pageUrl).searchParams.get('state'), 'state');
  return api.open(`${api.url}/auth/v1/local-oauth/google`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, email, full_name: fullName }).toString(),
  });
}

/** linkIdentity as an app calls it, then the stand-in's form; returns the redirect back. */
async function linkGoogle(client: SupabaseClient, googleEmail: string) {
  const redirectTo = `${api.config.SITE_URL}/settings`;
  const { data, error } = await client.auth.linkIdentity({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
  expect(error).toBeNull();
  return submitStandIn(present(data.url, 'link URL'), googleEmail);
}

/** signInWithOAuth with Google through the stand-in; a client holding that session. */
async function signInWithGoogle(googleEmail: string) {
  const { data } = await api.supabase().auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
  const standIn = await api.open(present(data.url, 'OAuth URL'));
  const fragment = fragmentOf(await submitStandIn(new URL(present(standIn.headers.get('location'), 'location'), api.url).href, googleEmail));
  const client = api.supabase();
  const { data: session, error } = await client.auth.setSession({
    access_token: present(fragment.get('access_token'), 'access token'),
    refresh_token: present(fragment.get('refresh_token'), 'refresh token'),
  });
  expect(error).toBeNull();
  return { client, userId: present(session.user?.id, 'user id') };
}

async function identitiesOf(client: SupabaseClient): Promise<UserIdentity[]> {
  const { data, error } = await client.auth.getUserIdentities();
  expect(error).toBeNull();
  return present(data, 'identities').identities;
}

describe('identities', () => {
  it("lists the e-mail identity in GoTrue's shape from sign-up on", async () => {
    const client = api.supabase();
    const email = 'listed@example.com';
    const signUp = await client.auth.signUp({ email, password: 'Listed1Account' });
    expect(signUp.data.user?.identities).toHaveLength(1);
    await client.auth.verifyOtp({ email, token: await api.latestCode(email), type: 'email' });

    const [identity, ...others] = await identitiesOf(client);
    expect(others).toEqual([]);
    const userId = present((await client.auth.getUser()).data.user?.id, 'user id');
    expect(identity).toEqual({
      identity_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      id: userId,
      user_id: userId,
      identity_data: { sub: userId, email, email_verified: true },
      provider: 'email',
      last_sign_in_at: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      email,
    });
    expect((await client.auth.getUser()).data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
  });

  it('links Google to the signed-in user through the stand-in, and Google then signs in to that user', async () => {
    const { client, userId, email } = await signedInClient(api);
    const { data } = await client.auth.linkIdentity({ provider: 'google', options: { redirectTo: `${api.config.SITE_URL}/settings`, skipBrowserRedirect: true } });
    const url = new URL(present(data.url, 'link URL'));
    expect(url.origin).toBe(new URL(api.config.PUBLIC_API_URL).origin);
    expect(url.pathname).toBe('/auth/v1/local-oauth/google');
    const page = await api.open(url.href);
    expect(await page.text()).toContain('will be linked to the account you are signed in with');

    const back = await submitStandIn(url.href, 'Linked.Google@example.com', 'Linda Google');
    expect(back.status).toBe(303);
    const location = new URL(present(back.headers.get('location'), 'location'));
    expect(`${location.origin}${location.pathname}`).toBe(`${api.config.SITE_URL}/settings`);
    const session = await api.supabase().auth.getUser(present(fragmentOf(back).get('access_token'), 'access token'));
    expect(session.data.user?.id).toBe(userId);
    expect(session.data.user?.email).toBe(email);

    const identities = await identitiesOf(client);
    expect(identities.map((identity) => [identity.provider, identity.id, identity.identity_data?.email])).toEqual([
      ['email', userId, email],
      ['google', 'linked.google@example.com', 'linked.google@example.com'],
    ]);
    expect((await client.auth.getUser()).data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email', 'google'] });
    expect((await signInWithGoogle('linked.google@example.com')).userId).toBe(userId);
  });

  it("refuses a Google account already linked, to another user or to this one, with GoTrue's identity_already_exists", async () => {
    const owner = await signedInClient(api);
    await linkGoogle(owner.client, 'claimed@example.com');
    const other = await signedInClient(api);

    const stolen = fragmentOf(await linkGoogle(other.client, 'claimed@example.com'));
    expect(stolen.get('error_code')).toBe('identity_already_exists');
    expect(stolen.get('error_description')).toBe('Identity is already linked to another user');
    expect(stolen.get('access_token')).toBeNull();
    expect((await identitiesOf(other.client)).map((identity) => identity.provider)).toEqual(['email']);

    const again = fragmentOf(await linkGoogle(owner.client, 'claimed@example.com'));
    expect(again.get('error_description')).toBe('Identity is already linked');
  });

  it('needs a session to link', async () => {
    const response = await api.request('/auth/v1/user/identities/authorize?provider=google&skip_http_redirect=true');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error_code: 'no_authorization' });
  });

  it('unlinks Google, then refuses to unlink the last identity', async () => {
    const { client } = await signedInClient(api);
    await linkGoogle(client, 'short-lived@example.com');
    const google = present((await identitiesOf(client)).find((identity) => identity.provider === 'google'), 'google identity');

    expect((await client.auth.unlinkIdentity(google)).error).toBeNull();
    const [emailIdentity, ...rest] = await identitiesOf(client);
    expect(rest).toEqual([]);
    expect((await client.auth.getUser()).data.user?.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });

    const last = await client.auth.unlinkIdentity(present(emailIdentity, 'e-mail identity'));
    expect(last.error).toMatchObject({ status: 422, code: 'single_identity_not_deletable', message: 'User must have at least 1 identity after unlinking' });
    expect(await identitiesOf(client)).toHaveLength(1);
  });

  it('refuses unknown and malformed identity ids', async () => {
    const { client, accessToken } = await signedInClient(api);
    await linkGoogle(client, 'two-of-them@example.com');
    const unknown = await client.auth.unlinkIdentity({ identity_id: randomUUID() } as UserIdentity);
    expect(unknown.error).toMatchObject({ status: 422, code: 'identity_not_found' });
    const malformed = await api.request('/auth/v1/user/identities/not-a-uuid', { method: 'DELETE', headers: { authorization: `Bearer ${accessToken}` } });
    expect(malformed.status).toBe(404);
    expect(await identitiesOf(client)).toHaveLength(2);
  });

  it('moves the account to the Google address when the e-mail identity is unlinked, as GoTrue does', async () => {
    const { client, userId } = await signedInClient(api);
    await linkGoogle(client, 'only-google@example.com');
    const emailIdentity = present((await identitiesOf(client)).find((identity) => identity.provider === 'email'), 'e-mail identity');

    expect((await client.auth.unlinkIdentity(emailIdentity)).error).toBeNull();
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe('only-google@example.com');
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['google']);
    expect(data.user?.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
    expect((await signInWithGoogle('only-google@example.com')).userId).toBe(userId);
  });

  it('gives a user created by Google only the Google identity', async () => {
    const { client, userId } = await signInWithGoogle('google-born@example.com');
    const [google, ...rest] = await identitiesOf(client);
    expect(rest).toEqual([]);
    expect(google).toMatchObject({ provider: 'google', user_id: userId, id: 'google-born@example.com', identity_data: { email_verified: true } });
    expect((await client.auth.unlinkIdentity(present(google, 'google identity'))).error?.code).toBe('single_identity_not_deletable');
  });
});
