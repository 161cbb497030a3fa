// GoTrue's settings under our names: AUTH_MAILER_AUTOCONFIRM (sign-up answers a session, settings say
// so), the password policy (AUTH_PASSWORD_MIN_LENGTH, AUTH_PASSWORD_REQUIRED_CHARACTERS),
// AUTH_SECURITY_MANUAL_LINKING_ENABLED and AUTH_DISABLE_SIGNUP, each against its own API, driven by
// the real supabase-js.
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, present, signedInClient, startAuthTestApi, supabaseClient, type AuthTestApi } from './auth-fixtures';
import { TEST_SERVICE_ROLE_KEY } from './harness';

async function settingsOf(api: AuthTestApi) {
  return (await (await api.request('/auth/v1/settings')).json()) as { mailer_autoconfirm: boolean; disable_signup: boolean };
}

describe('AUTH_MAILER_AUTOCONFIRM', () => {
  let api: AuthTestApi;
  let defaults: AuthTestApi;
  beforeAll(async () => {
    [api, defaults] = await Promise.all([startAuthTestApi({ AUTH_MAILER_AUTOCONFIRM: 'true' }), startAuthTestApi()]);
  });
  afterAll(() => Promise.all([api.close(), defaults.close()]));

  it('is reported by GET /settings, off by default', async () => {
    expect(await settingsOf(api)).toMatchObject({ mailer_autoconfirm: true });
    expect(await settingsOf(defaults)).toMatchObject({ mailer_autoconfirm: false });
  });

  it('makes signUp answer a confirmed session at once, without an e-mail', async () => {
    const client = api.supabase();
    const email = 'instant@example.com';
    const { data, error } = await client.auth.signUp({ email, password: 'Instant1Account', options: { data: { full_name: 'Ina Stant' } } });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Ina Stant' } });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(await api.mailsTo(email)).toEqual([]);
    // The session works and the password signs in from elsewhere.
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect((await api.supabase().auth.signInWithPassword({ email, password: 'Instant1Account' })).error).toBeNull();
  });

  it("refuses a second sign-up of the address with GoTrue's user_already_exists", async () => {
    const email = 'twice-instant@example.com';
    await api.supabase().auth.signUp({ email, password: 'Instant1Account' });
    const again = await api.supabase().auth.signUp({ email, password: 'Other1Password' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(again.data.session).toBeNull();
  });

  it('still sends confirmation e-mails when off (sign-up answers no session)', async () => {
    const { data } = await defaults.supabase().auth.signUp({ email: 'pending@example.com', password: 'Pending1Account' });
    expect(data.session).toBeNull();
    expect(await defaults.mailsTo('pending@example.com')).toHaveLength(1);
  });
});

describe('password policy', () => {
  let spec: AuthTestApi;
  let longer: AuthTestApi;
  let symbols: AuthTestApi;
  beforeAll(async () => {
    [spec, longer, symbols] = await Promise.all([
      startAuthTestApi(),
      startAuthTestApi({ AUTH_PASSWORD_MIN_LENGTH: '12' }),
      startAuthTestApi({
        AUTH_PASSWORD_MIN_LENGTH: '12',
        // GoTrue's format: sets separated by ':', '\:' is a colon inside the last set.
        AUTH_PASSWORD_REQUIRED_CHARACTERS: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789:!?#\\:',
      }),
    ]);
  });
  afterAll(() => Promise.all([spec.close(), longer.close(), symbols.close()]));

  let counter = 0;
  async function signUpWith(api: AuthTestApi, password: string) {
    counter += 1;
    return api.supabase().auth.signUp({ email: `policy${counter}@example.com`, password });
  }

  it.each([
    ['Short1A', 'length', 'Password should be at least 8 characters.'],
    ['nouppercase1', 'characters', 'Password needs at least one uppercase letter.'],
    ['NOLOWERCASE1', 'characters', 'Password needs at least one lowercase letter.'],
    ['NoDigitsHere', 'characters', 'Password needs at least one digit.'],
    ['Has space 1A', 'characters', 'Password may contain only letters and digits.'],
    ['Symbol!Pass1', 'characters', 'Password may contain only letters and digits.'],
  ])('by default refuses %s (%s) with the spec rule it breaks', async (password, reason, message) => {
    const { data, error } = await signUpWith(spec, password);
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(error?.message).toContain(message);
    expect((error as AuthWeakPasswordError).reasons).toEqual([reason]);
    expect(data.user).toBeNull();
  });

  it('by default accepts the spec rule', async () => {
    expect((await signUpWith(spec, 'Spec1Password')).error).toBeNull();
  });

  it('AUTH_PASSWORD_MIN_LENGTH alone raises the length and keeps the spec character rule', async () => {
    const short = await signUpWith(longer, 'Eleven1Char');
    expect(short.error).toMatchObject({ code: 'weak_password', message: 'Password should be at least 12 characters.' });
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect((await signUpWith(longer, 'Twelve1Chars!')).error?.message).toBe('Password may contain only letters and digits.');
    expect((await signUpWith(longer, 'Twelve1Chars')).error).toBeNull();
  });

  it('AUTH_PASSWORD_REQUIRED_CHARACTERS requires one of each set, symbols included, and allows them', async () => {
    const noSymbol = await signUpWith(symbols, 'Twelve1Chars');
    expect(noSymbol.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(noSymbol.error?.message).toBe(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, !?#:.',
    );
    expect((noSymbol.error as AuthWeakPasswordError).reasons).toEqual(['characters']);
    const both = await signUpWith(symbols, 'short1A');
    expect((both.error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
    expect((await signUpWith(symbols, 'Twelve1Chars!')).error).toBeNull();
    expect((await signUpWith(symbols, 'Colon:Counts1')).error).toBeNull();
  });

  it('applies to password changes too', async () => {
    const user = await symbols.createSignedInUser({ password: 'Original1Pass!' });
    const client = symbols.supabase();
    expect((await client.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
    const weak = await client.auth.updateUser({ password: 'NoSymbolHere12' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await client.auth.updateUser({ password: 'With#Symbol12' })).error).toBeNull();
    expect(present((await symbols.supabase().auth.signInWithPassword({ email: user.email, password: 'With#Symbol12' })).data.session, 'session')).toBeTruthy();
  });
});

describe('AUTH_SECURITY_MANUAL_LINKING_ENABLED', () => {
  let off: AuthTestApi;
  beforeAll(async () => {
    off = await startAuthTestApi({ AUTH_SECURITY_MANUAL_LINKING_ENABLED: 'false' });
  });
  afterAll(() => off.close());

  it("off, refuses linkIdentity and unlinkIdentity with GoTrue's manual_linking_disabled", async () => {
    const { client } = await signedInClient(off);
    const link = await client.auth.linkIdentity({ provider: 'google', options: { redirectTo: off.config.SITE_URL, skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    expect(link.data.url).toBeNull();

    const identities = present((await client.auth.getUserIdentities()).data, 'identities').identities;
    expect(identities).toHaveLength(1);
    const unlink = await client.auth.unlinkIdentity(present(identities[0], 'e-mail identity'));
    expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    expect(present((await client.auth.getUserIdentities()).data, 'identities').identities).toHaveLength(1);
  });

  it('off, still asks a caller without a session for one first', async () => {
    const response = await off.request('/auth/v1/user/identities/authorize?provider=google&skip_http_redirect=true');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error_code: 'no_authorization' });
  });
});

describe('AUTH_DISABLE_SIGNUP', () => {
  let closed: AuthTestApi;
  beforeAll(async () => {
    closed = await startAuthTestApi({ AUTH_DISABLE_SIGNUP: 'true' });
  });
  afterAll(() => closed.close());
  const refusal = { status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' };

  it('is reported by GET /settings', async () => {
    expect(await settingsOf(closed)).toMatchObject({ disable_signup: true });
  });

  it("refuses signUp and an e-mail code for a new address with GoTrue's signup_disabled, creating nobody", async () => {
    const email = 'closed-door@example.com';
    const signUp = await closed.supabase().auth.signUp({ email, password: 'Closed1Door' });
    expect(signUp.error).toMatchObject(refusal);
    expect(signUp.data.user).toBeNull();
    expect((await closed.supabase().auth.signInWithOtp({ email })).error).toMatchObject(refusal);
    expect(await closed.mailsTo(email)).toEqual([]);
    const admin = supabaseClient(closed.url, TEST_SERVICE_ROLE_KEY).auth.admin;
    const { data } = await admin.listUsers();
    expect(data.users.map((user) => user.email)).not.toContain(email);
  });

  it('refuses a new account through Google, back in the fragment', async () => {
    const { data } = await closed.supabase().auth.signInWithOAuth({ provider: 'google', options: { skipBrowserRedirect: true } });
    const standIn = await closed.open(present(data.url, 'OAuth URL'));
    const state = present(new URL(present(standIn.headers.get('location'), 'location'), closed.url).searchParams.get('state'), 'state');
    const back = await closed.open(`${closed.url}/auth/v1/local-oauth/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, email: 'new-google@example.com' }).toString(),
    });
    expect(fragmentOf(back).get('error_code')).toBe('signup_disabled');
    expect(fragmentOf(back).get('access_token')).toBeNull();
  });

  it('still lets existing users sign in, by password and by e-mail code, and the admin API create users', async () => {
    const user = await closed.createSignedInUser();
    expect((await closed.supabase().auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
    expect((await closed.supabase().auth.signInWithOtp({ email: user.email })).error).toBeNull();
    expect(await closed.mailsTo(user.email)).toHaveLength(1);
    const admin = supabaseClient(closed.url, TEST_SERVICE_ROLE_KEY).auth.admin;
    const created = await admin.createUser({ email: 'made-by-admin@example.com', password: 'Admin1Made', email_confirm: true });
    expect(created.error).toBeNull();
    expect((await closed.supabase().auth.signInWithPassword({ email: 'made-by-admin@example.com', password: 'Admin1Made' })).error).toBeNull();
  });
});
