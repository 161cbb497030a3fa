// The admin API through the real supabase-js client created with the service-role key, as a dealer's
// server would use it: the key itself (refused with the anon key or a user's session, generated
// locally, never in the shell's config), users (list, get, create, update, ban, delete), their
// two-factor factors, generated links, invitations and admin sign-out.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SERVICE_ROLE_KEY_FILE } from '../src/config';
import { addMember, createTeam, roleId, signIn } from './api-fixtures';
import { fragmentOf, present, startAuthTestApi, supabaseClient, type AuthTestApi } from './auth-fixtures';
import { SLOW, startTestApi, TEST_ANON_KEY, TEST_SERVICE_ROLE_KEY } from './harness';

let api: AuthTestApi;
beforeAll(async () => {
  api = await startAuthTestApi();
});
afterAll(() => api.close());

const client = (key: string, url = api.url, headers: Record<string, string> = {}) => supabaseClient(url, key, { global: { headers } });
const anon = () => api.supabase();
const admin = () => client(TEST_SERVICE_ROLE_KEY).auth.admin;

let counter = 0;
const newEmail = (name = 'user') => `${name}${(counter += 1)}-${randomUUID().slice(0, 6)}@example.com`;

async function createConfirmed(password = 'Passw0rdX', email = newEmail()) {
  const { data, error } = await admin().createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { user: present(data.user, 'user'), email, password };
}

async function signedIn(email: string, password: string) {
  const supabase = anon();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { supabase, session: present(data.session, 'session') };
}

async function userCount(): Promise<number> {
  const { n } = await api.deps.db.selectFrom('auth_users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

describe('the service-role key', () => {
  it('refuses the admin API with the anon key, changing nothing', async () => {
    const before = await userCount();
    const listed = await anon().auth.admin.listUsers();
    expect(listed.error).toMatchObject({ name: 'AuthApiError', status: 403, code: 'not_admin' });
    const created = await anon().auth.admin.createUser({ email: newEmail(), password: 'Passw0rdX', email_confirm: true });
    expect(created.error).toMatchObject({ status: 403, code: 'not_admin' });
    expect(await userCount()).toBe(before);
  });

  it("refuses a user's session as bearer, even with the service key as apikey", async () => {
    const { email, password } = await createConfirmed();
    const { session } = await signedIn(email, password);
    const asUser = client(TEST_SERVICE_ROLE_KEY, api.url, { Authorization: `Bearer ${session.access_token}` });
    expect((await asUser.auth.admin.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await asUser.auth.admin.deleteUser(session.user.id)).error).toMatchObject({ status: 403, code: 'not_admin' });

    const withoutBearer = await fetch(`${api.url}/auth/v1/admin/users`, { headers: { apikey: TEST_SERVICE_ROLE_KEY, 'x-supabase-api-version': '2024-01-01' } });
    expect(withoutBearer.status).toBe(401);
    expect(await withoutBearer.json()).toMatchObject({ code: 'no_authorization' });
    // The service key is no session: it gets nothing from the user routes.
    expect((await client(TEST_SERVICE_ROLE_KEY).auth.getUser(TEST_SERVICE_ROLE_KEY)).error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('is accepted as apikey on the other auth routes, as GoTrue behind its gateway accepts it', async () => {
    const { email, password } = await createConfirmed();
    const service = client(TEST_SERVICE_ROLE_KEY);
    const { data, error } = await service.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const wrongKey = await client('not-a-key-of-this-server').auth.signInWithPassword({ email, password });
    expect(wrongKey.error).toMatchObject({ status: 401 });
  });

  it('is generated once under the data dir outside production, and absent (admin API off) in production', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bullion-service-key-'));
    try {
      const first = loadConfig({ NODE_ENV: 'development', BULLION_DATA_DIR: dataDir });
      const again = loadConfig({ NODE_ENV: 'development', BULLION_DATA_DIR: dataDir });
      const stored = readFileSync(join(dataDir, 'secrets', SERVICE_ROLE_KEY_FILE), 'utf8').trim();
      expect(first.AUTH_SERVICE_ROLE_KEY).toBe(stored);
      expect(again.AUTH_SERVICE_ROLE_KEY).toBe(stored);
      expect(stored.length).toBeGreaterThanOrEqual(32);
      expect(stored).not.toBe(first.AUTH_PUBLIC_KEY);

      const production = loadConfig({ NODE_ENV: 'production', BULLION_DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), APP_TOKEN_SECRET: 'y'.repeat(32) });
      expect(production.AUTH_SERVICE_ROLE_KEY).toBeUndefined();
      expect(() => loadConfig({ BULLION_DATA_DIR: dataDir, AUTH_PUBLIC_KEY: 'same-key-'.repeat(4), AUTH_SERVICE_ROLE_KEY: 'same-key-'.repeat(4) })).toThrow(ConfigError);
      expect(() => loadConfig({ BULLION_DATA_DIR: dataDir, AUTH_SERVICE_ROLE_KEY: 'too-short' })).toThrow(/AUTH_SERVICE_ROLE_KEY/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says the admin API is off when production has no key', SLOW.startsAnApi, async () => {
    const production = await startTestApi({ NODE_ENV: 'production', AUTH_SERVICE_ROLE_KEY: undefined, SEED_CATALOG: '0' });
    try {
      const caller = client(TEST_ANON_KEY, production.url, { Authorization: `Bearer ${TEST_SERVICE_ROLE_KEY}` });
      const { error } = await caller.auth.admin.listUsers();
      expect(error).toMatchObject({ status: 403, code: 'not_admin' });
      expect(error?.message).toMatch(/admin API is disabled.*AUTH_SERVICE_ROLE_KEY/);
      // Nor is the would-be key an API key there.
      expect((await client(TEST_SERVICE_ROLE_KEY, production.url).auth.admin.listUsers()).error).toMatchObject({ status: 401, code: 'invalid_api_key' });
    } finally {
      await production.close();
    }
  });

  it("never reaches the browser: the shell's config.json, written with the key in the environment, leaves it out", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bullion-shell-config-'));
    try {
      const script = resolve(import.meta.dirname, '../../../scripts/shell-config.mjs');
      const env = { ...process.env, BULLION_DATA_DIR: dir, AUTH_PUBLIC_KEY: TEST_ANON_KEY, AUTH_SERVICE_ROLE_KEY: TEST_SERVICE_ROLE_KEY };
      execFileSync(process.execPath, [script, dir], { env, stdio: 'pipe' });
      const written = readFileSync(join(dir, 'config.json'), 'utf8');
      expect(JSON.parse(written)).toMatchObject({ authPublicKey: TEST_ANON_KEY });
      expect(written).not.toContain(TEST_SERVICE_ROLE_KEY);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('users', () => {
  it("lists users newest first a page at a time, with GoTrue's pagination headers", async () => {
    const created = [await createConfirmed(), await createConfirmed(), await createConfirmed()].map(({ user }) => user.id);
    const total = await userCount();
    const perPage = Math.ceil(total / 3);
    const lastPage = Math.ceil(total / perPage);

    const first = await admin().listUsers({ page: 1, perPage });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ aud: 'authenticated', total, nextPage: 2, lastPage });
    expect(first.data.users.map((user) => user.id).slice(0, 3)).toEqual(created.reverse().slice(0, Math.min(3, perPage)));

    const seen: string[] = [];
    for (let page = 1; page <= lastPage; page += 1) {
      const { data } = await admin().listUsers({ page, perPage });
      expect(data.users.length).toBe(page < lastPage ? perPage : total - perPage * (lastPage - 1));
      seen.push(...data.users.map((user) => user.id));
    }
    expect(new Set(seen).size).toBe(total);

    const raw = await fetch(`${api.url}/auth/v1/admin/users?page=1&per_page=${perPage}`, {
      headers: { apikey: TEST_SERVICE_ROLE_KEY, authorization: `Bearer ${TEST_SERVICE_ROLE_KEY}` },
    });
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    expect(raw.headers.get('link')).toBe(
      `</auth/v1/admin/users?page=2&per_page=${perPage}>; rel="next", </auth/v1/admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`,
    );
  });

  it('gets a user by id, and answers 404 user_not_found for an unknown id', async () => {
    const { user, email } = await createConfirmed();
    const found = await admin().getUserById(user.id);
    expect(found.data.user).toMatchObject({ id: user.id, email, aud: 'authenticated', role: 'authenticated' });
    const missing = await admin().getUserById(randomUUID());
    expect(missing.error).toMatchObject({ name: 'AuthApiError', status: 404, code: 'user_not_found' });
  });

  it('creates a confirmed user with their metadata, profile and personal group, who can sign in at once', async () => {
    const email = newEmail('ada');
    const { data, error } = await admin().createUser({
      email,
      password: 'Passw0rdX',
      email_confirm: true,
      user_metadata: { full_name: 'Ada Admin', locale: 'en' },
      app_metadata: { desk: 'north' },
    });
    expect(error).toBeNull();
    const user = present(data.user, 'user');
    expect(user).toMatchObject({ email, user_metadata: { full_name: 'Ada Admin', locale: 'en' }, app_metadata: { provider: 'email', providers: ['email'], desk: 'north' } });
    expect(user.email_confirmed_at).toBeTruthy();

    const { session } = await signedIn(email, 'Passw0rdX');
    expect(session.user.id).toBe(user.id);
    const personal = await api.deps.db.selectFrom('groups').select(['name', 'type']).where('created_by', '=', user.id).execute();
    expect(personal).toEqual([{ name: "Ada's desk", type: 'personal' }]);
    const profile = await api.deps.db.selectFrom('profiles').select('name').where('id', '=', user.id).executeTakeFirst();
    expect(profile?.name).toBe('Ada Admin');
  });

  it('creates an unconfirmed user who cannot sign in yet, and refuses duplicates and weak passwords', async () => {
    const email = newEmail();
    const { data } = await admin().createUser({ email, password: 'Passw0rdX' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await anon().auth.signInWithPassword({ email, password: 'Passw0rdX' })).error).toMatchObject({ code: 'email_not_confirmed' });

    const duplicate = await admin().createUser({ email: email.toUpperCase(), password: 'Passw0rdX' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
    const weak = await admin().createUser({ email: newEmail(), password: 'short' });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password' });
  });

  it('validates every field and answers validation_failed', async () => {
    const invalid: Parameters<ReturnType<typeof admin>['createUser']>[0][] = [
      { email: 'not-an-address' },
      { email: newEmail(), ban_duration: 'forever' },
      { email: newEmail(), phone: '+15551234567' },
      { email: newEmail(), user_metadata: { full_name: 42 } },
      { email: newEmail(), role: 'service_role' },
    ];
    const before = await userCount();
    for (const attributes of invalid) {
      expect((await admin().createUser(attributes)).error, JSON.stringify(attributes)).toMatchObject({ status: 400, code: 'validation_failed' });
    }
    const { user } = await createConfirmed();
    expect((await admin().updateUserById(user.id, { ban_duration: '12 hours' })).error).toMatchObject({ status: 400, code: 'validation_failed' });
    const badPage = await fetch(`${api.url}/auth/v1/admin/users?page=-1`, {
      headers: { apikey: TEST_SERVICE_ROLE_KEY, authorization: `Bearer ${TEST_SERVICE_ROLE_KEY}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(badPage.status).toBe(400);
    expect(await badPage.json()).toMatchObject({ code: 'validation_failed' });
    expect(await userCount()).toBe(before + 1);
  });

  it('updates metadata (null removes a key), confirms the address, and a new password ends the sessions', async () => {
    const email = newEmail();
    const created = await admin().createUser({ email, password: 'Passw0rdX', user_metadata: { full_name: 'Old Name', team: 'blue' } });
    const id = present(created.data.user, 'user').id;

    const confirmed = await admin().updateUserById(id, { email_confirm: true, user_metadata: { full_name: 'New Name', team: null }, app_metadata: { tier: 'pro' } });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user).toMatchObject({ user_metadata: { full_name: 'New Name' }, app_metadata: { provider: 'email', tier: 'pro' } });
    expect(confirmed.data.user?.user_metadata).not.toHaveProperty('team');
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy();

    const { supabase } = await signedIn(email, 'Passw0rdX');
    expect((await admin().updateUserById(id, { password: 'weak' })).error).toMatchObject({ code: 'weak_password' });
    expect((await admin().updateUserById(id, { password: 'N3wPassword' })).error).toBeNull();
    expect((await supabase.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await anon().auth.signInWithPassword({ email, password: 'Passw0rdX' })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await anon().auth.signInWithPassword({ email, password: 'N3wPassword' })).error).toBeNull();
  });

  it('changes the address: the new one signs in, codes mailed to the old one die, taken addresses are refused', async () => {
    const { user, email, password } = await createConfirmed();
    const other = await createConfirmed();
    expect((await anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    const recoveryCode = present((await api.mailsTo(email)).at(-1)?.code, 'recovery code');

    expect((await admin().updateUserById(user.id, { email: other.email })).error).toMatchObject({ status: 422, code: 'email_exists' });
    const moved = newEmail('moved');
    const { data, error } = await admin().updateUserById(user.id, { email: moved });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(moved);

    expect((await anon().auth.signInWithPassword({ email: moved, password })).error).toBeNull();
    expect((await anon().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    const stale = await anon().auth.verifyOtp({ email: moved, token: recoveryCode, type: 'recovery' });
    expect(stale.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const profile = await api.deps.db.selectFrom('profiles').select('email').where('id', '=', user.id).executeTakeFirst();
    expect(profile?.email).toBe(moved);
  });

  it('bans: sign-in is refused with user_banned and open sessions end; the ban expires or is lifted', async () => {
    const { user, email, password } = await createConfirmed();
    const { supabase, session } = await signedIn(email, password);

    const banned = await admin().updateUserById(user.id, { ban_duration: '24h' });
    const until = new Date(present(banned.data.user?.banned_until, 'banned_until')).getTime();
    expect(until - api.deps.now().getTime()).toBeGreaterThan(23.9 * 3600_000);
    expect(until - api.deps.now().getTime()).toBeLessThanOrEqual(24 * 3600_000);

    const refused = await anon().auth.signInWithPassword({ email, password });
    expect(refused.error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'user_banned' });
    expect((await supabase.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await anon().auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({ code: 'refresh_token_not_found' });
    const productApi = await fetch(`${api.url}/api/account`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(productApi.status).toBe(401);
    // No way around it by e-mailed code either.
    await anon().auth.resetPasswordForEmail(email);
    const code = present((await api.mailsTo(email)).at(-1)?.code, 'recovery code');
    expect((await anon().auth.verifyOtp({ email, token: code, type: 'recovery' })).error).toMatchObject({ status: 403, code: 'user_banned' });
    const link = present((await admin().generateLink({ type: 'recovery', email })).data.properties?.action_link, 'action_link');
    const followed = new URL(present((await api.open(link)).headers.get('location'), 'location'));
    expect(new URLSearchParams(followed.hash.slice(1)).get('error_code')).toBe('user_banned');

    expect((await admin().updateUserById(user.id, { ban_duration: 'none' })).data.user?.banned_until).toBeUndefined();
    expect((await anon().auth.signInWithPassword({ email, password })).error).toBeNull();

    await admin().updateUserById(user.id, { ban_duration: '1h30m' });
    expect((await anon().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'user_banned' });
    api.advanceClock(91 * 60);
    expect((await anon().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('creates a user banned from the start when given a ban_duration', async () => {
    const email = newEmail();
    const { data } = await admin().createUser({ email, password: 'Passw0rdX', email_confirm: true, ban_duration: '876000h' });
    expect(data.user?.banned_until).toBeTruthy();
    expect((await anon().auth.signInWithPassword({ email, password: 'Passw0rdX' })).error).toMatchObject({ code: 'user_banned' });
  });
});

describe('deleting users', () => {
  it('deletes a user with the groups only they were in and their stored files; they can no longer sign in', async () => {
    const { user, email, password } = await createConfirmed();
    const { supabase, session } = await signedIn(email, password);
    const owner = { userId: user.id, email, accessToken: session.access_token, personalGroupId: '' };
    const soloTeam = await createTeam(api, owner, 'Solo Team');
    const personal = await api.deps.db.selectFrom('groups').select('id').where('created_by', '=', user.id).where('type', '=', 'personal').executeTakeFirstOrThrow();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const files = [
      ['profiles', `${user.id}/avatar.png`],
      ['groups', `${soloTeam}/logo.png`],
    ] as const;
    for (const [bucket, path] of files) {
      expect((await supabase.storage.from(bucket).upload(path, png, { contentType: 'image/png' })).error).toBeNull();
    }

    const { data, error } = await admin().deleteUser(user.id);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect((await admin().getUserById(user.id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await anon().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    const groups = await api.deps.db.selectFrom('groups').select('id').where('id', 'in', [personal.id, soloTeam]).execute();
    expect(groups).toEqual([]);
    for (const [bucket, path] of files) {
      expect((await fetch(`${api.url}/storage/v1/object/public/${bucket}/${path}`)).status).toBe(404);
      expect(existsSync(join(api.config.BULLION_DATA_DIR, 'storage', bucket, path))).toBe(false);
    }
    expect((await admin().deleteUser(user.id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('refuses while they are the only admin of a group with other members, then hands the group over', async () => {
    const owner = await signIn(api, 'Tess Owner');
    const member = await signIn(api, 'Mo Member');
    const team = await createTeam(api, owner, 'Shared Desk');
    await addMember(api, team, member, 'member');

    const refused = await admin().deleteUser(owner.userId);
    expect(refused.error).toMatchObject({ status: 409, code: 'conflict' });
    expect(refused.error?.message).toContain('"Shared Desk"');
    expect((await admin().getUserById(owner.userId)).data.user?.id).toBe(owner.userId);

    await api.deps.db.updateTable('group_members').set({ role_id: await roleId(api, 'admin') }).where('group_id', '=', team).where('user_id', '=', member.userId).execute();
    expect((await admin().deleteUser(owner.userId)).error).toBeNull();
    const members = await api.deps.db.selectFrom('group_members').select('user_id').where('group_id', '=', team).execute();
    expect(members).toEqual([{ user_id: member.userId }]);
    const subscription = await api.deps.db.selectFrom('subscriptions').select(['user_id', 'subscription_plan_id']).where('group_id', '=', team).execute();
    expect(subscription).toEqual([{ user_id: member.userId, subscription_plan_id: 'free' }]);
  });

  it('refuses soft deletion with a clear message', async () => {
    const { user } = await createConfirmed();
    const { error } = await admin().deleteUser(user.id, true);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error?.message).toMatch(/Soft deletion is not supported/);
    expect((await admin().getUserById(user.id)).data.user?.id).toBe(user.id);
  });
});

describe("a user's two-factor factors", () => {
  it('lists them without their secrets, and deleting one lets a user who lost their authenticator back in', async () => {
    const { user } = await createConfirmed();
    const other = await createConfirmed();
    const secret = 'encrypted-secret-that-must-not-leak';
    const factor = await api.deps.db
      .insertInto('auth_mfa_factors')
      .values({ user_id: user.id, friendly_name: 'Phone', status: 'verified', secret })
      .returning('id')
      .executeTakeFirstOrThrow();

    const listed = await admin().mfa.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factor.id, friendly_name: 'Phone', factor_type: 'totp', status: 'verified', last_challenged_at: null }),
    ]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    expect((await admin().mfa.deleteFactor({ userId: other.user.id, id: factor.id })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const deleted = await admin().mfa.deleteFactor({ userId: user.id, id: factor.id });
    expect(deleted.error).toBeNull();
    // supabase-js 2.119 nests the answer (data.data); the factor is in there, without its secret.
    expect(JSON.stringify(deleted.data)).toContain(factor.id);
    expect(JSON.stringify(deleted.data)).not.toContain(secret);
    expect((await admin().mfa.listFactors({ userId: user.id })).data?.factors).toEqual([]);
    expect((await admin().mfa.deleteFactor({ userId: user.id, id: factor.id })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await admin().mfa.listFactors({ userId: randomUUID() })).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe('generated links', () => {
  it('signup: creates the user and its code confirms them; nothing is mailed', async () => {
    const email = newEmail('linked');
    const { data, error } = await admin().generateLink({ type: 'signup', email, password: 'Passw0rdX', options: { data: { full_name: 'Lin Ked' } } });
    expect(error).toBeNull();
    const { properties, user } = data;
    expect(user).toMatchObject({ email, user_metadata: { full_name: 'Lin Ked' } });
    expect(properties).toMatchObject({ verification_type: 'signup', redirect_to: api.config.SITE_URL });
    expect(properties?.email_otp).toMatch(/^\d{6}$/);
    expect(properties?.action_link).toContain(`${api.config.PUBLIC_API_URL}/auth/v1/verify?token=`);
    expect(await api.mailsTo(email)).toEqual([]);

    const verified = await anon().auth.verifyOtp({ email, token: present(properties?.email_otp, 'otp'), type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await anon().auth.signInWithPassword({ email, password: 'Passw0rdX' })).error).toBeNull();
    expect((await admin().generateLink({ type: 'signup', email, password: 'Passw0rdX' })).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('recovery: the hashed_token and the action link each sign the user in; unknown addresses are 404', async () => {
    const { email } = await createConfirmed();
    const first = await admin().generateLink({ type: 'recovery', email });
    const byHash = await anon().auth.verifyOtp({ token_hash: present(first.data.properties?.hashed_token, 'hashed_token'), type: 'recovery' });
    expect(byHash.error).toBeNull();
    expect(byHash.data.user?.email).toBe(email);

    const redirectTo = `${api.config.SITE_URL}/reset`;
    const second = await admin().generateLink({ type: 'recovery', email, options: { redirectTo } });
    expect(second.data.properties?.redirect_to).toBe(redirectTo);
    const followed = await api.open(present(second.data.properties?.action_link, 'action_link'));
    expect(followed.status).toBe(303);
    const location = new URL(present(followed.headers.get('location'), 'location'));
    expect(location.href.startsWith(redirectTo)).toBe(true);
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('recovery');
    expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();

    expect((await admin().generateLink({ type: 'recovery', email: newEmail() })).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('invite: verifyOtp with type invite confirms and signs in', async () => {
    const email = newEmail('invitee');
    const { data } = await admin().generateLink({ type: 'invite', email });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.properties?.verification_type).toBe('invite');
    const verified = await anon().auth.verifyOtp({ email, token: present(data.properties?.email_otp, 'otp'), type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('magiclink and email_change issue their one-time codes (a magiclink for a new address is a signup)', async () => {
    const { user, email } = await createConfirmed();
    const magic = await admin().generateLink({ type: 'magiclink', email });
    expect(magic.data.properties).toMatchObject({ verification_type: 'magiclink' });
    expect(magic.data.properties?.action_link).toContain('type=magiclink');

    const stranger = newEmail('stranger');
    const signup = await admin().generateLink({ type: 'magiclink', email: stranger });
    expect(signup.data.properties?.verification_type).toBe('signup');
    expect(signup.data.user?.email).toBe(stranger);

    const target = newEmail('target');
    const change = await admin().generateLink({ type: 'email_change_new', email, newEmail: target });
    expect(change.error).toBeNull();
    expect(change.data.properties).toMatchObject({ verification_type: 'email_change_new' });
    expect(change.data.properties?.action_link).toContain('type=email_change');
    const row = await api.deps.db.selectFrom('auth_users').select('email_change').where('id', '=', user.id).executeTakeFirst();
    expect(row?.email_change).toBe(target);
    const kinds = await api.deps.db
      .selectFrom('auth_one_time_tokens')
      .select('kind')
      .where('user_id', '=', user.id)
      .where('consumed_at', 'is', null)
      .orderBy('kind')
      .execute();
    expect(kinds.map((token) => token.kind)).toEqual(['email_change_new', 'magiclink']);

    const taken = await admin().generateLink({ type: 'email_change_current', email, newEmail: stranger });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('invitations', () => {
  it('mails an invitation; accepting signs the user in, then they choose a password and sign in with it', async () => {
    const email = newEmail('ivy');
    const redirectTo = `${api.config.SITE_URL}/welcome`;
    const { data, error } = await admin().inviteUserByEmail(email, { data: { full_name: 'Ivy Invitee' }, redirectTo });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Ivy Invitee' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mails = await api.mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = present(mails[0], 'mail');
    expect(mail.subject).toMatch(/invited/i);
    expect(mail.text).toContain('Hi Ivy,');
    expect(mail.link).toContain('type=invite');
    expect(mail.link).toContain(`redirect_to=${encodeURIComponent(redirectTo)}`);

    const invitee = anon();
    const accepted = await invitee.auth.verifyOtp({ email, token: present(mail.code, 'code'), type: 'invite' });
    expect(accepted.error).toBeNull();
    expect(accepted.data.user?.email_confirmed_at).toBeTruthy();
    expect((await invitee.auth.updateUser({ password: 'Ch0senPassword' })).error).toBeNull();
    expect((await anon().auth.signInWithPassword({ email, password: 'Ch0senPassword' })).error).toBeNull();

    const again = await admin().inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('accepts the link in the invitation too', async () => {
    const email = newEmail('link');
    await admin().inviteUserByEmail(email);
    const link = present((await api.mailsTo(email))[0]?.link, 'link');
    const followed = await api.open(link);
    const fragment = fragmentOf(followed);
    expect(fragment.get('type')).toBe('invite');
    const { data } = await anon().auth.getUser(present(fragment.get('access_token'), 'access_token'));
    expect(data.user?.email).toBe(email);
  });
});

describe('admin sign-out', () => {
  it("ends the user's sessions with their access token", async () => {
    const { email, password } = await createConfirmed();
    const laptop = await signedIn(email, password);
    const phone = await signedIn(email, password);

    const { error } = await admin().signOut(laptop.session.access_token, 'global');
    expect(error).toBeNull();
    expect((await laptop.supabase.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await phone.supabase.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await anon().auth.refreshSession({ refresh_token: phone.session.refresh_token })).error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('ends only that session with scope local', async () => {
    const { email, password } = await createConfirmed();
    const laptop = await signedIn(email, password);
    const phone = await signedIn(email, password);
    expect((await admin().signOut(laptop.session.access_token, 'local')).error).toBeNull();
    expect((await laptop.supabase.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await phone.supabase.auth.getUser()).error).toBeNull();
  });
});
