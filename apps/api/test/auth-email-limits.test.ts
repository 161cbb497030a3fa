// E-mail send limits per kind (sign-up confirmation, recovery, e-mail code sign-in, e-mail change,
// reauthentication), like GoTrue's confirmation_sent_at, recovery_sent_at, …: one counter per kind
// and user, counted only when a mail goes out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startAuthTestApi, type AuthTestApi } from './auth-fixtures';

let api: AuthTestApi;
beforeAll(async () => {
  api = await startAuthTestApi();
});
afterAll(() => api.close());

describe('e-mail send limits', () => {
  it('let a recovery follow a sign-up at once: the kinds are counted apart', async () => {
    const email = 'fresh-start@example.com';
    expect((await api.supabase().auth.signUp({ email, password: 'Fresh1Start' })).error).toBeNull();
    const recovery = await api.supabase().auth.resetPasswordForEmail(email);
    expect(recovery.error).toBeNull();
    expect((await api.mailsTo(email)).map((mail) => mail.subject)).toEqual(['Reset your Bullion Desk password', 'Confirm your Bullion Desk account']);
  });

  it('refuse a second recovery within the minute with over_email_send_rate_limit, and allow it after', async () => {
    const { email } = await api.createSignedInUser();
    expect((await api.supabase().auth.resetPasswordForEmail(email)).error).toBeNull();
    const again = await api.supabase().auth.resetPasswordForEmail(email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await api.mailsTo(email)).toHaveLength(1);
    api.advanceClock(61);
    expect((await api.supabase().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(await api.mailsTo(email)).toHaveLength(2);
  });

  it('do not count requests that send nothing: a repeat sign-up of a confirmed address, recovery of an unknown one', async () => {
    const { email } = await api.createSignedInUser();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await api.supabase().auth.signUp({ email, password: 'Someone1Else' })).error).toBeNull();
      expect((await api.supabase().auth.resetPasswordForEmail('nobody-here@example.com')).error).toBeNull();
    }
    expect(await api.mailsTo(email)).toEqual([]);
    expect((await api.supabase().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(await api.mailsTo(email)).toHaveLength(1);
  });

  it('keep e-mail code sign-in, reauthentication and e-mail change apart from recovery', async () => {
    const { email, client } = await signedInClient(api);
    expect((await api.supabase().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await api.supabase().auth.signInWithOtp({ email })).error).toBeNull();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    expect((await client.auth.updateUser({ email: `new-${email}` })).error).toBeNull();
    expect(await api.mailsTo(email)).toHaveLength(4);

    expect((await api.supabase().auth.signInWithOtp({ email })).error?.code).toBe('over_email_send_rate_limit');
    expect((await client.auth.reauthenticate()).error?.code).toBe('over_email_send_rate_limit');
    expect((await client.auth.updateUser({ email: `other-${email}` })).error?.code).toBe('over_email_send_rate_limit');
  });
});

describe('AUTH_SMTP_MAX_FREQUENCY', () => {
  let quick: AuthTestApi;
  beforeAll(async () => {
    quick = await startAuthTestApi({ AUTH_SMTP_MAX_FREQUENCY: '5' });
  });
  afterAll(() => quick.close());

  it('sets the seconds between two mails of a kind', async () => {
    const { email } = await quick.createSignedInUser();
    expect((await quick.supabase().auth.resetPasswordForEmail(email)).error).toBeNull();
    const tooSoon = await quick.supabase().auth.resetPasswordForEmail(email);
    expect(tooSoon.error?.message).toMatch(/after [1-5] seconds/);
    quick.advanceClock(6);
    expect((await quick.supabase().auth.resetPasswordForEmail(email)).error).toBeNull();
  });
});
