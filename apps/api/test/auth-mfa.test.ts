// Two-factor sign-in (TOTP) through the real supabase-js client: enrolment with a QR code, aal2 after
// verification, the code asked again at the next sign-in, codes that work once, the per-factor limit
// on failed codes, expiring challenges, unenrolment rules, and factors deleted behind the session's back.
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, present, signedInClient, startAuthTestApi, type AuthTestApi } from './auth-fixtures';
import { purgeExpired } from '../src/maintenance';
import { totpCode } from './mfa-fixtures';

let api: AuthTestApi;
beforeAll(async () => {
  api = await startAuthTestApi();
});
afterAll(() => api.close());

/** Moves the API's clock on by whole TOTP steps, so the next code differs from the last. */
const nextStep = (steps = 1) => api.advanceClock(steps * 30);

async function signInWithPassword(email: string, password: string) {
  const client = api.supabase();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

async function enrol(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', ...(friendlyName ? { friendlyName } : {}) });
  if (error) throw error;
  return { factorId: data.id, secret: data.totp.secret, data };
}

/** Enrols a factor and verifies it: the client's session is then aal2. */
async function enrolVerified(client: SupabaseClient) {
  const factor = await enrol(client, 'Phone');
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.factorId, code: totpCode(factor.secret, api.deps.now()) });
  if (verified.error) throw verified.error;
  return factor;
}

async function accessClaims(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  return decodeJwt(present(data.session, 'session').access_token) as { aal: string; amr: { method: string; timestamp: number }[]; session_id: string };
}

describe('enrolment', () => {
  it('returns a TOTP secret with its otpauth URI and QR code; the factor stays unverified until a code is verified', async () => {
    const { client, email } = await signedInClient(api);
    const { factorId, secret, data } = await enrol(client, 'Work phone');

    expect(data).toMatchObject({ id: factorId, type: 'totp', friendly_name: 'Work phone' });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    const uri = new URL(data.totp.uri);
    const issuer = new URL(api.config.SITE_URL).hostname;
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/${issuer}:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });

    const listed = present((await client.auth.mfa.listFactors()).data, 'factors');
    expect(listed.all).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'unverified', friendly_name: 'Work phone', last_challenged_at: null }),
    ]);
    expect(listed.totp).toEqual([]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    // Only the encrypted secret is stored.
    const row = await api.deps.db.selectFrom('auth_mfa_factors').select('secret').where('id', '=', factorId).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
  });

  it('uses the issuer the client asks for', async () => {
    const { client } = await signedInClient(api);
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', issuer: 'Bullion Desk' });
    expect(error).toBeNull();
    expect(new URL(present(data, 'factor').totp.uri).searchParams.get('issuer')).toBe('Bullion Desk');
  });

  it('refuses a friendly name the user already gave a factor', async () => {
    const { client } = await signedInClient(api);
    await enrol(client, 'Phone');
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('allows 10 factors per user', async () => {
    const { client } = await signedInClient(api);
    for (let index = 1; index <= 10; index += 1) await enrol(client, `Key ${index}`);
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Key 11' });
    expect(error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
  });

  it('needs an aal2 session to add a factor once one is verified', async () => {
    const { client, email, password } = await signedInClient(api);
    await enrolVerified(client);
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup' })).error).toBeNull();

    const passwordOnly = (await signInWithPassword(email, password)).client;
    const { error } = await passwordOnly.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Attacker' });
    expect(error).toMatchObject({ status: 403, code: 'insufficient_aal' });
  });

  it('offers TOTP only', async () => {
    const { client } = await signedInClient(api);
    const { error } = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });
});

describe('abandoned enrolments', () => {
  const factorsOf = async (client: SupabaseClient) => present((await client.auth.mfa.listFactors()).data, 'factors').all;

  it('an enrolment given up after a wrong code is removed once the enrolment window has passed, and a new one takes its name', async () => {
    const { client } = await signedInClient(api);
    const abandoned = await enrol(client, 'Authenticator app');
    const wrong = await client.auth.mfa.challengeAndVerify({ factorId: abandoned.factorId, code: totpCode(abandoned.secret, new Date(api.deps.now().getTime() + 120_000)) });
    expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed' });

    // Within the window the setup may still be under way (another tab): its name is taken.
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' })).error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
    });

    api.advanceClock(6 * 60);
    const fresh = await enrol(client, 'Authenticator app');
    expect(await factorsOf(client)).toEqual([expect.objectContaining({ id: fresh.factorId, friendly_name: 'Authenticator app', status: 'unverified' })]);
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: fresh.factorId, code: totpCode(fresh.secret, api.deps.now()) });
    expect(verified.error).toBeNull();
    expect(await factorsOf(client)).toEqual([expect.objectContaining({ id: fresh.factorId, friendly_name: 'Authenticator app', status: 'verified' })]);
  });

  it('keeps an enrolment whose challenge is still open, however old the enrolment', async () => {
    const { client } = await signedInClient(api);
    const slow = await enrol(client, 'Slow phone');
    api.advanceClock(4 * 60);
    expect((await client.auth.mfa.challenge({ factorId: slow.factorId })).error).toBeNull();
    api.advanceClock(2 * 60);
    await enrol(client, 'Other phone');
    expect((await factorsOf(client)).map((factor) => factor.id)).toContain(slow.factorId);
  });

  it('are removed by the hourly maintenance too, with no new enrolment needed', async () => {
    const { client, userId } = await signedInClient(api);
    const { factorId } = await enrol(client, 'Forgotten');
    // The maintenance runs on the database's clock: the enrolment is dated back past the window.
    await api.deps.db.updateTable('auth_mfa_factors').set({ created_at: new Date(Date.now() - 10 * 60_000) }).where('id', '=', factorId).execute();
    await purgeExpired(api.deps.db);
    const left = await api.deps.db.selectFrom('auth_mfa_factors').select('id').where('user_id', '=', userId).execute();
    expect(left).toEqual([]);
  });
});

describe('password reset of an account with two-step verification', () => {
  it('the reset code signs in at aal1; the new password needs the authenticator code first (GoTrue: insufficient_aal)', async () => {
    const { client, email, password } = await signedInClient(api);
    const { factorId, secret } = await enrolVerified(client);
    nextStep();

    const resetting = api.supabase();
    expect((await resetting.auth.resetPasswordForEmail(email)).error).toBeNull();
    const recovered = await resetting.auth.verifyOtp({ email, token: await api.latestCode(email), type: 'recovery' });
    expect(recovered.error).toBeNull();
    expect((await accessClaims(resetting)).aal).toBe('aal1');
    expect((await resetting.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const tooEarly = await resetting.auth.updateUser({ password: 'Resetpass123' });
    expect(tooEarly.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect((await resetting.auth.updateUser({ email: `other-${email}` })).error).toMatchObject({ status: 401, code: 'insufficient_aal' });

    expect((await resetting.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, api.deps.now()) })).error).toBeNull();
    expect((await resetting.auth.updateUser({ password: 'Resetpass123' })).error).toBeNull();
    expect((await api.supabase().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await api.supabase().auth.signInWithPassword({ email, password: 'Resetpass123' })).error).toBeNull();
  });

  it('the same through the e-mailed link, whose session also asks for the authenticator code', async () => {
    const { client, email } = await signedInClient(api);
    const { factorId, secret } = await enrolVerified(client);
    nextStep();

    const resetting = api.supabase();
    await resetting.auth.resetPasswordForEmail(email, { redirectTo: `${api.config.SITE_URL}/reset-password` });
    const link = present((await api.mailsTo(email))[0]?.link, 'reset link');
    const fragment = fragmentOf(await api.open(link));
    expect(fragment.get('type')).toBe('recovery');
    const linked = await resetting.auth.setSession({ access_token: present(fragment.get('access_token'), 'token'), refresh_token: present(fragment.get('refresh_token'), 'refresh') });
    expect(linked.error).toBeNull();
    // The link used the code up: it is not asked for again, the authenticator's is.
    expect((await api.supabase().auth.verifyOtp({ email, token: await api.latestCode(email), type: 'recovery' })).error).toMatchObject({ code: 'otp_expired' });
    expect((await resetting.auth.updateUser({ password: 'Linkpass123' })).error).toMatchObject({ code: 'insufficient_aal' });
    expect((await resetting.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, api.deps.now()) })).error).toBeNull();
    expect((await resetting.auth.updateUser({ password: 'Linkpass123' })).error).toBeNull();
  });

  it('an account without two-step changes its password from the reset code alone', async () => {
    const { email } = await signedInClient(api);
    const resetting = api.supabase();
    await resetting.auth.resetPasswordForEmail(email);
    expect((await resetting.auth.verifyOtp({ email, token: await api.latestCode(email), type: 'recovery' })).error).toBeNull();
    expect((await resetting.auth.updateUser({ password: 'Plainpass123' })).error).toBeNull();
  });
});

describe('two-factor sign-in', () => {
  it('enrol, verify (aal2), sign out, sign in with the password (aal1, next aal2), verify a code: aal2 in the token', async () => {
    const { client, email, password, session: firstSession } = await signedInClient(api);
    const { factorId, secret } = await enrol(client, 'Phone');
    const enrolment = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, api.deps.now()) });
    expect(enrolment.error).toBeNull();
    expect(present(enrolment.data, 'session').refresh_token).not.toBe(firstSession.refresh_token);
    const enrolledClaims = await accessClaims(client);
    expect(enrolledClaims).toMatchObject({ aal: 'aal2', session_id: decodeJwt(firstSession.access_token).session_id });
    expect(enrolledClaims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    // As in GoTrue's user object, the factor says when it was last challenged.
    expect(present((await client.auth.mfa.listFactors()).data, 'factors').totp).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified', last_challenged_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }),
    ]);
    expect((await client.auth.signOut()).error).toBeNull();

    nextStep();
    const { client: again } = await signInWithPassword(email, password);
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await accessClaims(again)).aal).toBe('aal1');

    const challenge = await again.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const { id: challengeId, expires_at: expiresAt } = present(challenge.data, 'challenge') as { id: string; expires_at: number };
    expect(expiresAt - Math.floor(api.deps.now().getTime() / 1000)).toBeGreaterThanOrEqual(299);
    const verified = await again.auth.mfa.verify({ factorId, challengeId, code: totpCode(secret, api.deps.now()) });
    expect(verified.error).toBeNull();

    const claims = await accessClaims(again);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(claims.amr[0]?.timestamp).toBeGreaterThanOrEqual(present(claims.amr[1], 'password entry').timestamp);
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // Refreshing keeps the session's level and methods.
    const refreshed = await again.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const refreshedClaims = await accessClaims(again);
    expect(refreshedClaims).toMatchObject({ aal: 'aal2', session_id: claims.session_id });
    expect(refreshedClaims.amr).toEqual(claims.amr);
  });

  it('retires the refresh tokens issued before the code: the session continues only from the aal2 answer', async () => {
    const { client, session } = await signedInClient(api);
    await enrolVerified(client);
    const stale = await api.supabase().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(stale.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it("ends the user's other password-only sessions when a code is verified", async () => {
    const { client, email, password } = await signedInClient(api);
    const otherDevice = (await signInWithPassword(email, password)).client;
    await enrolVerified(client);
    expect((await otherDevice.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('accepts a code once: the same code is refused in a new challenge, even from another session', async () => {
    const { client, email, password } = await signedInClient(api);
    const { factorId, secret } = await enrol(client);
    const usedCode = totpCode(secret, api.deps.now());
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: usedCode })).error).toBeNull();

    const { client: second } = await signInWithPassword(email, password);
    const replay = await second.auth.mfa.challengeAndVerify({ factorId, code: usedCode });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await accessClaims(second)).aal).toBe('aal1');

    nextStep();
    expect((await second.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, api.deps.now()) })).error).toBeNull();
  });

  it('refuses a wrong code with mfa_verification_failed and a used challenge', async () => {
    const { client } = await signedInClient(api);
    const { factorId, secret } = await enrol(client);
    const challengeId = present((await client.auth.mfa.challenge({ factorId })).data, 'challenge').id;
    const wrong = await client.auth.mfa.verify({ factorId, challengeId, code: '000000' === totpCode(secret, api.deps.now()) ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ name: 'AuthApiError', status: 422, code: 'mfa_verification_failed' });
    expect(present((await client.auth.mfa.listFactors()).data, 'factors').all[0]).toMatchObject({ status: 'unverified' });

    expect((await client.auth.mfa.verify({ factorId, challengeId, code: totpCode(secret, api.deps.now()) })).error).toBeNull();
    nextStep();
    const reused = await client.auth.mfa.verify({ factorId, challengeId, code: totpCode(secret, api.deps.now()) });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('blocks a factor after 5 wrong codes in 5 minutes, even for the right code, until the window ends', async () => {
    const { client } = await signedInClient(api);
    const { factorId, secret } = await enrol(client);
    const right = () => totpCode(secret, api.deps.now());
    const wrongCode = () => (right() === '123456' ? '654321' : '123456');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: wrongCode() });
      expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const blocked = await client.auth.mfa.challengeAndVerify({ factorId, code: right() });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(present((await client.auth.mfa.listFactors()).data, 'factors').all[0]).toMatchObject({ status: 'unverified' });

    api.advanceClock(5 * 60 + 1);
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: right() })).error).toBeNull();
  });

  it('expires a challenge after 5 minutes', async () => {
    const { client } = await signedInClient(api);
    const { factorId, secret } = await enrol(client);
    const challengeId = present((await client.auth.mfa.challenge({ factorId })).data, 'challenge').id;
    api.advanceClock(5 * 60 + 1);
    const late = await client.auth.mfa.verify({ factorId, challengeId, code: totpCode(secret, api.deps.now()) });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  it("treats another user's factor as unknown", async () => {
    const owner = await signedInClient(api);
    const { factorId, secret } = await enrol(owner.client);
    const { client: stranger } = await signedInClient(api);
    expect((await stranger.auth.mfa.challenge({ factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const challengeId = present((await owner.client.auth.mfa.challenge({ factorId })).data, 'challenge').id;
    const stolen = await stranger.auth.mfa.verify({ factorId, challengeId, code: totpCode(secret, api.deps.now()) });
    expect(stolen.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await stranger.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect(present((await owner.client.auth.mfa.listFactors()).data, 'factors').all).toHaveLength(1);
  });
});

describe('unenrolment', () => {
  it('removes an unverified factor from an aal1 session', async () => {
    const { client } = await signedInClient(api);
    const { factorId } = await enrol(client);
    expect((await client.auth.mfa.unenroll({ factorId })).data).toEqual({ id: factorId });
    expect(present((await client.auth.mfa.listFactors()).data, 'factors').all).toEqual([]);
  });

  it('removes a verified factor only from an aal2 session, whose next token is aal1 again', async () => {
    const { client, email, password } = await signedInClient(api);
    const { factorId } = await enrolVerified(client);

    const passwordOnly = (await signInWithPassword(email, password)).client;
    const refused = await passwordOnly.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    expect((await client.auth.mfa.unenroll({ factorId })).data).toEqual({ id: factorId });
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await accessClaims(client)).aal).toBe('aal1');
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });
});

describe('factors deleted outside the session (admin reset of a lost factor)', () => {
  it('leave the session signed in, and its next refresh is aal1 with nothing more to verify', async () => {
    const { client, userId } = await signedInClient(api);
    await enrolVerified(client);
    expect((await accessClaims(client)).aal).toBe('aal2');

    await api.deps.db.deleteFrom('auth_mfa_factors').where('user_id', '=', userId).execute();

    expect((await client.auth.refreshSession()).error).toBeNull();
    const claims = await accessClaims(client);
    expect(claims.aal).toBe('aal1');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['password']);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const session = await api.deps.db.selectFrom('auth_sessions').select('aal').where('id', '=', claims.session_id).executeTakeFirstOrThrow();
    expect(session.aal).toBe('aal1');
  });
});
