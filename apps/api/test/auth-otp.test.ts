// E-mail code / magic link sign-in (signInWithOtp, POST /otp) and reauthentication before a password
// change from an old session (reauthenticate, GET /reauthenticate, PUT /user { password, nonce }).
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, present, signedInClient, startAuthTestApi, type AuthTestApi } from './auth-fixtures';

let api: AuthTestApi;
beforeAll(async () => {
  api = await startAuthTestApi();
});
afterAll(() => api.close());

const amrOf = (accessToken: string | undefined) => (decodeJwt(present(accessToken, 'access token')).amr as { method: string }[]).map((entry) => entry.method);

describe('signInWithOtp', () => {
  it('mails a code to an existing account that verifyOtp (type email) turns into a session', async () => {
    const { email, userId } = await api.createSignedInUser();
    const client = api.supabase();
    expect(await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).toEqual({ data: { user: null, session: null }, error: null });
    const [mail] = await api.mailsTo(email);
    expect(mail?.subject).toBe('Your Bullion Desk sign-in code');
    expect(new URL(present(mail?.link, 'link')).searchParams.get('type')).toBe('magiclink');

    const { data, error } = await client.auth.verifyOtp({ email, token: present(mail?.code, 'code'), type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(userId);
    expect(amrOf(data.session?.access_token)).toEqual(['otp']);
    expect((await client.auth.getUser()).data.user?.id).toBe(userId);
    // Used once.
    expect((await api.supabase().auth.verifyOtp({ email, token: present(mail?.code, 'code'), type: 'email' })).error?.code).toBe('otp_expired');
  });

  it('signs in through the link (type magiclink) and with verifyOtp type magiclink', async () => {
    const { email, userId } = await api.createSignedInUser();
    const redirectTo = `${api.config.SITE_URL}/app`;
    await api.supabase().auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } });
    const link = present((await api.mailsTo(email))[0]?.link, 'link');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(redirectTo);
    const response = await api.open(link);
    expect(response.status).toBe(303);
    expect(present(response.headers.get('location'), 'location').startsWith(redirectTo)).toBe(true);
    const fragment = fragmentOf(response);
    expect(fragment.get('type')).toBe('magiclink');
    expect(amrOf(fragment.get('access_token') ?? undefined)).toEqual(['magiclink']);
    expect((await api.supabase().auth.getUser(present(fragment.get('access_token'), 'access token'))).data.user?.id).toBe(userId);

    api.advanceClock(61);
    await api.supabase().auth.signInWithOtp({ email });
    const typed = await api.supabase().auth.verifyOtp({ email, token: await api.latestCode(email), type: 'magiclink' });
    expect(typed.error).toBeNull();
    expect(amrOf(typed.data.session?.access_token)).toEqual(['magiclink']);
  });

  it('signs up an unknown address (no password) with a confirmation whose code signs in', async () => {
    const email = 'newcomer@example.com';
    const client = api.supabase();
    expect((await client.auth.signInWithOtp({ email, options: { data: { full_name: 'Nell Comer' } } })).error).toBeNull();
    const [mail] = await api.mailsTo(email);
    expect(mail?.subject).toBe('Confirm your Bullion Desk account');

    const { data, error } = await client.auth.verifyOtp({ email, token: present(mail?.code, 'code'), type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user).toMatchObject({ email, user_metadata: { full_name: 'Nell Comer' } });
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    expect(data.session?.user.identities?.map((identity) => identity.provider)).toEqual(['email']);
  });

  it("refuses an unknown address without shouldCreateUser with GoTrue's otp_disabled, creating nothing", async () => {
    const email = 'stranger@example.com';
    const { error } = await api.supabase().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    expect(await api.mailsTo(email)).toEqual([]);
    expect((await api.supabase().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error?.code).toBe('otp_disabled');
  });

  it('is limited to one code a minute per address', async () => {
    const { email } = await api.createSignedInUser();
    expect((await api.supabase().auth.signInWithOtp({ email })).error).toBeNull();
    expect((await api.supabase().auth.signInWithOtp({ email })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });
});

describe('reauthentication before a password change', () => {
  const DAY = 24 * 60 * 60;

  it('is not needed while the session is recent', async () => {
    const { client } = await signedInClient(api);
    expect((await client.auth.updateUser({ password: 'Recent1Session' })).error).toBeNull();
  });

  it("is needed once the session is a day old: GoTrue's reauthentication_needed, then the mailed nonce", async () => {
    const { client, email } = await signedInClient(api);
    api.advanceClock(DAY + 1);
    const refused = await client.auth.updateUser({ password: 'Later1Password' });
    expect(refused.error).toMatchObject({ status: 400, code: 'reauthentication_needed', message: 'Password update requires reauthentication' });

    expect(await client.auth.reauthenticate()).toEqual({ data: { user: null, session: null }, error: null });
    const [mail] = await api.mailsTo(email);
    expect(mail?.subject).toBe('Your Bullion Desk confirmation code');
    expect(mail?.link).toBeUndefined();
    const nonce = present(mail?.code, 'code');

    const wrong = await client.auth.updateUser({ password: 'Later1Password', nonce: nonce === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });
    expect((await client.auth.updateUser({ password: 'Later1Password', nonce })).error).toBeNull();
    expect((await api.supabase().auth.signInWithPassword({ email, password: 'Later1Password' })).error).toBeNull();
    // A nonce works once.
    expect((await client.auth.updateUser({ password: 'Again1Password', nonce })).error?.code).toBe('reauthentication_not_valid');
  });

  it('is not needed in a recovery session (the reset-password flow)', async () => {
    const { email } = await api.createSignedInUser();
    await api.supabase().auth.resetPasswordForEmail(email);
    const client = api.supabase();
    await client.auth.verifyOtp({ email, token: await api.latestCode(email), type: 'recovery' });
    api.advanceClock(DAY + 1);
    expect((await client.auth.updateUser({ password: 'Reset1Password' })).error).toBeNull();
  });

  it('changes nothing else without the nonce: metadata updates need none', async () => {
    const { client } = await signedInClient(api);
    api.advanceClock(DAY + 1);
    const { data, error } = await client.auth.updateUser({ data: { full_name: 'Still Me' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('Still Me');
  });
});
