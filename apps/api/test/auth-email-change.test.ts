// E-mail change (updateUser({ email })), GoTrue's secure flavour: codes and links to the new and the
// current address; the address changes only once both are confirmed, and the old one works until then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, present, signedInClient, startAuthTestApi, type AuthTestApi } from './auth-fixtures';

let api: AuthTestApi;
beforeAll(async () => {
  api = await startAuthTestApi();
});
afterAll(() => api.close());

const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

describe('e-mail change', () => {
  it('changes the address once both codes are confirmed; the old address works until then', async () => {
    const { client, email, password, userId } = await signedInClient(api, { email: 'before@example.com' });
    const newEmail = 'after@example.com';

    const requested = await client.auth.updateUser({ email: newEmail });
    expect(requested.error).toBeNull();
    expect(requested.data.user).toMatchObject({ email, new_email: newEmail });
    expect(requested.data.user?.email_change_sent_at).toBeTruthy();
    const [toNew] = await api.mailsTo(newEmail);
    const [toCurrent] = await api.mailsTo(email);
    expect(toNew?.subject).toBe('Confirm your new e-mail address for Bullion Desk');
    expect(toCurrent?.subject).toBe('Confirm the change of your Bullion Desk e-mail address');
    expect(toCurrent?.text).toContain(newEmail);

    // A code only works with the address it was sent to.
    const swapped = await api.supabase().auth.verifyOtp({ type: 'email_change', email, token: present(toNew?.code, 'code') });
    expect(swapped.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const first = await api.supabase().auth.verifyOtp({ type: 'email_change', email: newEmail, token: present(toNew?.code, 'code') });
    // GoTrue answers { msg, code } here, which supabase-js turns into neither a user nor a session.
    expect(first).toEqual({ data: { user: null, session: null }, error: null });
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: newEmail });
    expect((await api.supabase().auth.signInWithPassword({ email, password })).error).toBeNull();
    expect((await api.supabase().auth.signInWithPassword({ email: newEmail, password })).error?.code).toBe('invalid_credentials');

    const second = await api.supabase().auth.verifyOtp({ type: 'email_change', email, token: present(toCurrent?.code, 'code') });
    expect(second.error).toBeNull();
    expect(second.data.session?.user).toMatchObject({ id: userId, email: newEmail });
    expect(second.data.session?.user.new_email).toBeUndefined();

    expect((await api.supabase().auth.signInWithPassword({ email: newEmail, password })).error).toBeNull();
    expect((await api.supabase().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    // The e-mail identity follows; other sessions stay open, as in GoTrue.
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(newEmail);
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', email: newEmail, identity_data: { email: newEmail, email_verified: true } });
  });

  it('confirms both sides through the e-mailed links too (type=email_change)', async () => {
    const { client, email } = await signedInClient(api);
    const newEmail = `linked-${email}`;
    const redirectTo = `${api.config.SITE_URL}/settings`;
    await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: redirectTo });
    const toCurrent = present((await api.mailsTo(email))[0]?.link, 'link');
    const toNew = present((await api.mailsTo(newEmail))[0]?.link, 'link');
    expect(new URL(toNew).searchParams.get('type')).toBe('email_change');

    const first = await api.open(toCurrent);
    expect(first.status).toBe(303);
    expect(fragmentOf(first).get('message')).toBe(SINGLE_CONFIRMATION);
    expect(present(first.headers.get('location'), 'location').startsWith(redirectTo)).toBe(true);

    const second = fragmentOf(await api.open(toNew));
    expect(second.get('type')).toBe('email_change');
    const { data } = await api.supabase().auth.getUser(present(second.get('access_token'), 'access token'));
    expect(data.user?.email).toBe(newEmail);
  });

  it("refuses an address another account has with GoTrue's email_exists", async () => {
    const { email: taken } = await api.createSignedInUser();
    const { client, email } = await signedInClient(api);
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error).toMatchObject({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' });
    expect((await client.auth.getUser()).data.user?.new_email).toBeUndefined();
    expect(await api.mailsTo(email)).toEqual([]);
  });

  it('resends fresh codes for the pending change (the old ones stop working), within the send limit', async () => {
    const { client, email } = await signedInClient(api);
    const newEmail = `resent-${email}`;
    await client.auth.updateUser({ email: newEmail });
    const oldCode = await api.latestCode(newEmail);

    const tooSoon = await api.supabase().auth.resend({ type: 'email_change', email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    api.advanceClock(61);
    expect((await api.supabase().auth.resend({ type: 'email_change', email })).error).toBeNull();
    const newCode = await api.latestCode(newEmail);
    expect(newCode).not.toBe(oldCode);

    expect((await api.supabase().auth.verifyOtp({ type: 'email_change', email: newEmail, token: oldCode })).error?.code).toBe('otp_expired');
    expect((await api.supabase().auth.verifyOtp({ type: 'email_change', email: newEmail, token: newCode })).error).toBeNull();
    expect((await api.supabase().auth.verifyOtp({ type: 'email_change', email, token: await api.latestCode(email) })).data.session?.user.email).toBe(newEmail);
  });

  it('refuses to finish when the new address was taken meanwhile, keeping the old one', async () => {
    const { client, email, password } = await signedInClient(api);
    const newEmail = `contested-${email}`;
    await client.auth.updateUser({ email: newEmail });
    const codes = { current: await api.latestCode(email), next: await api.latestCode(newEmail) };
    await api.createSignedInUser({ email: newEmail });

    await api.supabase().auth.verifyOtp({ type: 'email_change', email: newEmail, token: codes.next });
    const finish = await api.supabase().auth.verifyOtp({ type: 'email_change', email, token: codes.current });
    expect(finish.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await api.supabase().auth.signInWithPassword({ email, password })).error).toBeNull();
  });
});
