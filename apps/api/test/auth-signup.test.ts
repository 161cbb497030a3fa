// Sign-up with e-mail confirmation, driven by the real supabase-js client against the in-process API.
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, present, startAuthTestApi, type AuthTestApi, type Mail } from './auth-fixtures';

let api: AuthTestApi;
beforeAll(async () => {
  api = await startAuthTestApi();
});
afterAll(() => api.close());

async function latestMail(email: string): Promise<Mail & { code: string; link: string }> {
  const [mail] = await api.mailsTo(email);
  if (!mail?.code || !mail.link) throw new Error(`no code mail for ${email}`);
  return mail as Mail & { code: string; link: string };
}

describe('sign-up with e-mail confirmation', () => {
  it('signs up, confirms with the code, signs in, refreshes, changes the password and signs out', async () => {
    const client = api.supabase();
    const email = 'ada@example.com';
    const password = 'Analytic1Engine';

    const signUp = await client.auth.signUp({
      email,
      password,
      options: { data: { full_name: 'Ada Lovelace' }, emailRedirectTo: `${api.config.SITE_URL}/welcome` },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email, user_metadata: { full_name: 'Ada Lovelace' } });
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();

    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirm your Bullion Desk account');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.code);
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(mail.code);
    const link = new URL(mail.link);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${api.config.SITE_URL}/welcome`);

    const verified = await client.auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const reused = await api.supabase().auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(reused.error).toMatchObject({ name: 'AuthApiError', status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });

    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata.full_name).toBe('Ada Lovelace');

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).toBeTruthy();
    expect(refreshed.data.session?.refresh_token).not.toBe(signIn.data.session?.refresh_token);

    const current = await client.auth.getUser();
    expect(current.data.user?.email).toBe(email);

    const newPassword = 'Difference2Engine';
    const updated = await client.auth.updateUser({ password: newPassword });
    expect(updated.error).toBeNull();

    expect((await api.supabase().auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    const withOld = await api.supabase().auth.signInWithPassword({ email, password });
    expect(withOld.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });

    const lastRefreshToken = (await client.auth.getSession()).data.session?.refresh_token;
    expect(lastRefreshToken).toBeTruthy();
    expect((await client.auth.signOut()).error).toBeNull();
    const afterSignOut = await api.supabase().auth.refreshSession({ refresh_token: present(lastRefreshToken, 'refresh token') });
    expect(afterSignOut.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(afterSignOut.data.session).toBeNull();
  });

  it('confirms through the e-mailed link, redirecting with the session in the fragment', async () => {
    const email = 'link@example.com';
    await api.supabase().auth.signUp({ email, password: 'Linked1Account', options: { emailRedirectTo: `${api.config.SITE_URL}/welcome` } });
    const mail = await latestMail(email);

    const response = await api.open(mail.link);
    expect(response.status).toBe(303);
    const location = new URL(present(response.headers.get('location'), 'location'));
    expect(`${location.origin}${location.pathname}`).toBe(`${api.config.SITE_URL}/welcome`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBeGreaterThan(0);
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    expect(fragment.get('refresh_token')).toBeTruthy();
    const { data } = await api.supabase().auth.getUser(present(fragment.get('access_token'), 'access token'));
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const again = await api.open(mail.link);
    expect(again.status).toBe(303);
    const failed = fragmentOf(again);
    expect(failed.get('error_code')).toBe('otp_expired');
    expect(failed.get('access_token')).toBeNull();
  });

  it("answers an anonymous sign-in with GoTrue's anonymous_provider_disabled", async () => {
    const { data, error } = await api.supabase().auth.signInAnonymously({ options: { data: { nickname: 'ghost' } } });
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    expect(data.session).toBeNull();
  });

  it('refuses a weak password with the rule that it breaks', async () => {
    const { data, error } = await api.supabase().auth.signUp({ email: 'weak@example.com', password: 'short' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    // GoTrue's wording of its PASSWORD_MIN_LENGTH rule.
    expect(error?.message).toContain('Password should be at least 8 characters.');
    expect((error as AuthWeakPasswordError).reasons).toContain('length');
    expect(data.user).toBeNull();
    expect(await api.mailsTo('weak@example.com')).toEqual([]);
  });

  it('does not reveal that a confirmed address already has an account', async () => {
    const existing = await api.createSignedInUser({ email: 'taken@example.com' });
    const fresh = await api.supabase().auth.signUp({ email: 'fresh@example.com', password: 'Fresh1Account' });
    const duplicate = await api.supabase().auth.signUp({ email: existing.email, password: 'Other1Password' });

    expect(duplicate.error).toBeNull();
    expect(duplicate.data.session).toBeNull();
    expect(duplicate.data.user?.email).toBe(existing.email);
    expect(duplicate.data.user?.id).not.toBe(existing.userId);
    expect(Object.keys(present(duplicate.data.user, 'user')).sort()).toEqual(Object.keys(present(fresh.data.user, 'user')).sort());
    expect(await api.mailsTo(existing.email)).toEqual([]);
    // The real account is untouched.
    expect((await api.supabase().auth.signInWithPassword({ email: existing.email, password: existing.password })).error).toBeNull();
    expect((await api.supabase().auth.signInWithPassword({ email: existing.email, password: 'Other1Password' })).error?.code).toBe('invalid_credentials');
  });

  it('re-sends the code when an unconfirmed address signs up again; the latest password wins', async () => {
    const email = 'twice@example.com';
    await api.supabase().auth.signUp({ email, password: 'First1Password' });
    const first = await latestMail(email);
    api.advanceClock(61);
    const again = await api.supabase().auth.signUp({ email, password: 'Second1Password' });
    expect(again.error).toBeNull();
    const second = await latestMail(email);
    expect(second.code).not.toBe(first.code);

    expect((await api.supabase().auth.verifyOtp({ email, token: first.code, type: 'signup' })).error?.code).toBe('otp_expired');
    expect((await api.supabase().auth.verifyOtp({ email, token: second.code, type: 'signup' })).error).toBeNull();
    expect((await api.supabase().auth.signInWithPassword({ email, password: 'First1Password' })).error?.code).toBe('invalid_credentials');
    expect((await api.supabase().auth.signInWithPassword({ email, password: 'Second1Password' })).error).toBeNull();
  });

  it('does not let an unconfirmed user sign in', async () => {
    const email = 'unconfirmed@example.com';
    await api.supabase().auth.signUp({ email, password: 'Pending1Account' });
    const { data, error } = await api.supabase().auth.signInWithPassword({ email, password: 'Pending1Account' });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'email_not_confirmed' });
    expect(data.session).toBeNull();
    // A wrong password does not learn that the account is unconfirmed.
    expect((await api.supabase().auth.signInWithPassword({ email, password: 'Wrong1Password' })).error?.code).toBe('invalid_credentials');
  });

  it('resend invalidates the previous code (and is limited to one e-mail a minute)', async () => {
    const email = 'resend@example.com';
    const redirect = `${api.config.SITE_URL}/welcome`;
    await api.supabase().auth.signUp({ email, password: 'Resend1Account' });
    const first = await latestMail(email);

    const tooSoon = await api.supabase().auth.resend({ type: 'signup', email, options: { emailRedirectTo: redirect } });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    api.advanceClock(61);
    const resent = await api.supabase().auth.resend({ type: 'signup', email, options: { emailRedirectTo: redirect } });
    expect(resent.error).toBeNull();
    const second = await latestMail(email);
    expect(second.code).not.toBe(first.code);
    expect(new URL(second.link).searchParams.get('redirect_to')).toBe(redirect);

    expect((await api.supabase().auth.verifyOtp({ email, token: first.code, type: 'signup' })).error?.code).toBe('otp_expired');
    const verified = await api.supabase().auth.verifyOtp({ email, token: second.code, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });

  it('expires codes after an hour', async () => {
    const email = 'late@example.com';
    api.advanceClock(61);
    await api.supabase().auth.signUp({ email, password: 'Late1Account' });
    const mail = await latestMail(email);
    api.advanceClock(60 * 60 + 1);
    expect((await api.supabase().auth.verifyOtp({ email, token: mail.code, type: 'signup' })).error?.code).toBe('otp_expired');
  });
});
