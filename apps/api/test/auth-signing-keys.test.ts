// Access tokens signed with asymmetric keys, through the real supabase-js: ES256 by default with a
// key made on first start, RS256 keys given by AUTH_SIGNING_KEYS, the public keys at
// /auth/v1/.well-known/jwks.json so that getClaims() verifies without asking the server, key
// rotation (old tokens work until their key is dropped), HS256 with JWT_SECRET, and AUTH_JWT_EXP.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, createPublicKey, randomUUID, type JsonWebKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETIRED_KEY_MARGIN_SECONDS, rotateKeySet, rotateLocalKeys, signingKeysFile, type StoredKeySet } from '../src/local-signing-keys';
import { loadConfig } from '../src/config';
import { supabaseClient } from './auth-fixtures';
import { SLOW, startTestApi, TEST_ANON_KEY, type TestApi } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'];

interface Jwk extends JsonWebKey {
  kid: string;
}

/** A key pair as JWKs; `kind` EC is ES256 (P-256), RSA is RS256. */
function keyPair(kind: 'EC' | 'RSA', kid: string): { privateJwk: Jwk; publicJwk: Jwk } {
  const { privateKey } = kind === 'EC' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateJwk: { ...privateKey.export({ format: 'jwk' }), kid },
    publicJwk: { ...createPublicKey(privateKey).export({ format: 'jwk' }), kid },
  };
}

/** A supabase-js client of its own (own JWKS cache) that records the path of every request it sends. */
function trackedClient(api: TestApi) {
  const paths: string[] = [];
  const client = supabaseClient(api.url, TEST_ANON_KEY, {
    // supabase-js caches the JWKS per storage key for ten minutes; each client gets its own.
    auth: { storageKey: `sb-test-${randomUUID()}` },
    global: {
      fetch: (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
        paths.push(new URL(input instanceof Request ? input.url : input).pathname);
        return fetch(input, init);
      },
    },
  });
  return { client, requestsTo: (path: string) => paths.filter((sent) => sent === `/auth/v1${path}`).length };
}

async function signedIn(api: TestApi) {
  const user = await api.createSignedInUser();
  const tracked = trackedClient(api);
  const { data, error } = await tracked.client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { ...tracked, user, token: data.session.access_token, session: data.session };
}

async function jwks(api: TestApi): Promise<Jwk[]> {
  // No apikey: any verifier may read the public keys, as GoTrue's.
  const response = await fetch(`${api.url}/auth/v1/.well-known/jwks.json`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { keys: Jwk[] }).keys;
}

function expectNoPrivateMembers(keys: Jwk[]) {
  for (const key of keys) for (const member of PRIVATE_MEMBERS) expect(key, `${key.kid}.${member}`).not.toHaveProperty(member);
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function groupsStatus(api: TestApi, token: string) {
  return (await api.request('/api/groups', bearer(token))).status;
}

async function userAnswer(api: TestApi, token: string) {
  const response = await api.request('/auth/v1/user', bearer(token));
  return { status: response.status, body: (await response.json()) as { error_code?: string; id?: string } };
}

describe('ES256 by default', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('signs sessions with an ES256 key it made on first start and publishes only its public part', async () => {
    const { token } = await signedIn(api);
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.stringMatching(UUID) });
    const response = await fetch(`${api.url}/auth/v1/.well-known/jwks.json`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const keys = ((await response.json()) as { keys: Jwk[] }).keys;
    expect(keys).toEqual([{ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String), kid: header.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] }]);
    expectNoPrivateMembers(keys);
    // Kept with the other local secrets, so sessions survive a restart.
    const stored = JSON.parse(readFileSync(signingKeysFile(api.config.BULLION_DATA_DIR), 'utf8')) as StoredKeySet;
    expect(stored.keys.map((key) => key.kid)).toEqual([header.kid]);
  });

  it('lets getClaims() verify the session locally, without a request to /user', async () => {
    const { client, requestsTo, user, session } = await signedIn(api);
    const first = await client.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims).toMatchObject({
      sub: user.userId,
      email: user.email,
      session_id: expect.stringMatching(UUID),
      aal: 'aal1',
      role: 'authenticated',
      aud: 'authenticated',
      exp: session.expires_at,
    });
    expect(first.data?.header).toMatchObject({ alg: 'ES256', kid: decodeProtectedHeader(session.access_token).kid });
    const second = await client.auth.getClaims();
    expect(second.error).toBeNull();
    expect(requestsTo('/user')).toBe(0);
    // The key set is fetched once and cached by the client.
    expect(requestsTo('/.well-known/jwks.json')).toBe(1);
  });

  it('makes getClaims() and the API refuse a tampered token', async () => {
    const { client, requestsTo, token } = await signedIn(api);
    const [head, payload, signature] = token.split('.');
    const claims = decodeJwt(token);
    const changed = Buffer.from(JSON.stringify({ ...claims, email: 'someone-else@example.com' })).toString('base64url');
    const tampered = [head, changed, signature].join('.');
    expect(payload).not.toBe(changed);

    const result = await client.auth.getClaims(tampered);
    expect(result.data).toBeNull();
    expect(result.error).toMatchObject({ name: 'AuthInvalidJwtError', message: 'Invalid JWT signature' });
    expect(requestsTo('/user')).toBe(0);
    expect(await groupsStatus(api, tampered)).toBe(401);
    expect(await userAnswer(api, tampered)).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
  });

  it('refuses a token signed by an unpublished key, even one naming a published kid', async () => {
    const { token } = await signedIn(api);
    const { privateJwk } = keyPair('EC', 'intruder');
    const forged = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(token).kid })
      .sign(privateJwk);
    const unknownKid = await new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: 'ES256', kid: 'intruder' }).sign(privateJwk);
    expect(await groupsStatus(api, token)).toBe(200);
    for (const bad of [forged, unknownKid]) {
      expect(await groupsStatus(api, bad)).toBe(401);
      expect(await userAnswer(api, bad)).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
    }
  });

  it('still accepts HS256 tokens signed with JWT_SECRET (tokens from before the switch)', async () => {
    const { token } = await signedIn(api);
    const hs256 = await new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(api.config.JWT_SECRET));
    expect(await groupsStatus(api, hs256)).toBe(200);
    expect(await userAnswer(api, hs256)).toMatchObject({ status: 200 });
    const wrongSecret = await new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
    expect(await groupsStatus(api, wrongSecret)).toBe(401);
  });
});

describe('RS256 keys given by AUTH_SIGNING_KEYS', () => {
  const signing = keyPair('RSA', 'rsa-2026-01');
  const spare = keyPair('EC', 'ec-next');
  let api: TestApi;
  beforeAll(async () => {
    // GoTrue's form: an array of JWKs; the public-only key after it is published for a later switch.
    api = await startTestApi({ AUTH_SIGNING_KEYS: JSON.stringify([{ ...signing.privateJwk, alg: 'RS256', use: 'sig', key_ops: ['sign', 'verify'] }, spare.publicJwk]) });
  });
  afterAll(() => api.close());

  it('signs with the given key, keeping its kid in the token and in the JWKS', async () => {
    const { client, requestsTo, token, user } = await signedIn(api);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: 'rsa-2026-01' });
    const keys = await jwks(api);
    expect(keys).toEqual([
      { kty: 'RSA', n: signing.publicJwk.n, e: signing.publicJwk.e, kid: 'rsa-2026-01', alg: 'RS256', use: 'sig', key_ops: ['verify'] },
      { kty: 'EC', crv: 'P-256', x: spare.publicJwk.x, y: spare.publicJwk.y, kid: 'ec-next', alg: 'ES256', use: 'sig', key_ops: ['verify'] },
    ]);
    expectNoPrivateMembers(keys);
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: user.userId, email: user.email });
    expect(requestsTo('/user')).toBe(0);
    expect(await groupsStatus(api, token)).toBe(200);
  });

  it('accepts tokens of the published public-only key, which it cannot sign with', async () => {
    const { token } = await signedIn(api);
    const bySpare = await new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: 'ES256', kid: 'ec-next' }).sign(spare.privateJwk);
    expect(await groupsStatus(api, bySpare)).toBe(200);
  });
});

describe('key rotation through AUTH_SIGNING_KEYS', () => {
  const a = keyPair('EC', 'key-a');
  const b = keyPair('EC', 'key-b');
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ AUTH_SIGNING_KEYS: JSON.stringify({ keys: [a.privateJwk] }) }, { restartable: true });
  });
  afterAll(() => api.close());

  it('keeps tokens of the old key working while it is published, and refuses them once it is removed', SLOW.startsAnApi, async () => {
    const before = await signedIn(api);
    expect(decodeProtectedHeader(before.token).kid).toBe('key-a');
    expect(await groupsStatus(api, before.token)).toBe(200);

    // The new key first, the old one public-only until its tokens have expired.
    api = await api.restart({ AUTH_SIGNING_KEYS: JSON.stringify([b.privateJwk, a.publicJwk]) });
    expect((await jwks(api)).map((key) => key.kid)).toEqual(['key-b', 'key-a']);
    const after = await signedIn(api);
    expect(decodeProtectedHeader(after.token).kid).toBe('key-b');
    expect(await groupsStatus(api, before.token)).toBe(200);
    expect(await groupsStatus(api, before.token)).toBe(200);
    expect(await userAnswer(api, before.token)).toMatchObject({ status: 200, body: { id: before.user.userId } });
    const oldClaims = await trackedClient(api).client.auth.getClaims(before.token);
    expect(oldClaims.error).toBeNull();

    api = await api.restart({ AUTH_SIGNING_KEYS: JSON.stringify([b.privateJwk]) });
    expect((await jwks(api)).map((key) => key.kid)).toEqual(['key-b']);
    // The session of the old token is still open: only its key is gone.
    expect(await groupsStatus(api, before.token)).toBe(401);
    expect(await userAnswer(api, before.token)).toMatchObject({ status: 403, body: { error_code: 'bad_jwt' } });
    const refused = await trackedClient(api).client.auth.getClaims(before.token);
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(await groupsStatus(api, after.token)).toBe(200);
  });
});

describe('local keys and auth:rotate-keys', () => {
  it('retires the signing key to its public part with the time, and drops keys retired longer ago than a token lives', () => {
    const keep = 3600 + RETIRED_KEY_MARGIN_SECONDS;
    const t0 = new Date('2026-03-01T10:00:00Z');
    const first = rotateKeySet({ keys: [] }, { algorithm: 'ES256', now: t0, keepRetiredSeconds: keep });
    expect(first.keySet.keys).toHaveLength(1);
    expect(first.keySet.keys[0]).toMatchObject({ kid: first.added, alg: 'ES256', kty: 'EC', d: expect.any(String), key_ops: ['sign', 'verify'] });

    const t1 = new Date(t0.getTime() + 60_000);
    const second = rotateKeySet(first.keySet, { algorithm: 'RS256', now: t1, keepRetiredSeconds: keep });
    expect(second).toMatchObject({ retired: [first.added], dropped: [] });
    expect(second.keySet.keys.map((key) => key.kid)).toEqual([second.added, first.added]);
    expect(second.keySet.keys[0]).toMatchObject({ alg: 'RS256', kty: 'RSA', d: expect.any(String) });
    const retired = second.keySet.keys[1];
    expect(retired).toMatchObject({ kid: first.added, key_ops: ['verify'], retired_at: t1.toISOString() });
    for (const member of PRIVATE_MEMBERS) expect(retired).not.toHaveProperty(member);

    // Still inside the token lifetime and margin: kept.
    const t2 = new Date(t1.getTime() + (keep - 1) * 1000);
    const third = rotateKeySet(second.keySet, { algorithm: 'ES256', now: t2, keepRetiredSeconds: keep });
    expect(third).toMatchObject({ retired: [second.added], dropped: [] });
    expect(third.keySet.keys.map((key) => key.kid)).toEqual([third.added, second.added, first.added]);

    const t3 = new Date(t1.getTime() + keep * 1000);
    const fourth = rotateKeySet(third.keySet, { algorithm: 'ES256', now: t3, keepRetiredSeconds: keep });
    expect(fourth).toMatchObject({ retired: [third.added], dropped: [first.added] });
    expect(fourth.keySet.keys.map((key) => key.kid)).toEqual([fourth.added, third.added, second.added]);
  });

  it('signs with the new key after a restart and accepts the old key until a later rotation drops it', SLOW.startsAnApi, async () => {
    let api = await startTestApi({}, { restartable: true });
    try {
      const before = await signedIn(api);
      const oldKid = decodeProtectedHeader(before.token).kid;
      const file = signingKeysFile(api.config.BULLION_DATA_DIR);
      const keep = 3600 + RETIRED_KEY_MARGIN_SECONDS;
      const rotation = rotateLocalKeys(file, { algorithm: 'ES256', now: new Date(), keepRetiredSeconds: keep });
      expect(rotation.retired).toEqual([oldKid]);

      api = await api.restart();
      const after = await signedIn(api);
      expect(decodeProtectedHeader(after.token).kid).toBe(rotation.added);
      expect((await jwks(api)).map((key) => key.kid)).toEqual([rotation.added, oldKid]);
      expect(await groupsStatus(api, before.token)).toBe(200);
      expect((await trackedClient(api).client.auth.getClaims(before.token)).error).toBeNull();

      const later = rotateLocalKeys(file, { algorithm: 'ES256', now: new Date(Date.now() + keep * 1000), keepRetiredSeconds: keep });
      expect(later.dropped).toEqual([oldKid]);
      api = await api.restart();
      expect(await groupsStatus(api, before.token)).toBe(401);
      expect(await groupsStatus(api, after.token)).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('is one command, which refuses when the keys come from AUTH_SIGNING_KEYS', SLOW.startsAnApi, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bullion-rotate-'));
    try {
      const run = (env: Record<string, string>) => runTs('src/auth/rotate-signing-keys.ts', { BULLION_DATA_DIR: dataDir, ...env });
      const first = await run({});
      expect(first.code).toBe(0);
      const second = await run({ AUTH_JWT_EXP: '600' });
      expect(second.code).toBe(0);
      const stored = JSON.parse(readFileSync(signingKeysFile(dataDir), 'utf8')) as StoredKeySet;
      expect(stored.keys).toHaveLength(2);
      const [current, retired] = stored.keys;
      expect(second.output).toContain(`New signing key ${current?.kid}`);
      expect(second.output).toContain(`Retired ${retired?.kid}`);
      expect(second.output).toContain('Restart the API');

      const refused = await run({ AUTH_SIGNING_KEYS: JSON.stringify([keyPair('EC', 'given').privateJwk]) });
      expect(refused.code).not.toBe(0);
      expect(refused.output).toMatch(/^AUTH_SIGNING_KEYS is set/);
      expect((JSON.parse(readFileSync(signingKeysFile(dataDir), 'utf8')) as StoredKeySet).keys).toEqual(stored.keys);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('HS256 (AUTH_SIGNING_ALGORITHM=HS256)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ AUTH_SIGNING_ALGORITHM: 'HS256' });
  });
  afterAll(() => api.close());

  it('signs with JWT_SECRET, publishes no key, and getClaims() asks the server as it does with GoTrue', async () => {
    const { client, requestsTo, token, user } = await signedIn(api);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    await expect(jwtVerify(token, new TextEncoder().encode(api.config.JWT_SECRET))).resolves.toBeTruthy();
    expect(await jwks(api)).toEqual([]);
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: user.userId });
    expect(requestsTo('/user')).toBe(1);
    expect(await groupsStatus(api, token)).toBe(200);
  });
});

describe('AUTH_JWT_EXP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ AUTH_JWT_EXP: '600', ACCESS_TOKEN_TTL_SECONDS: '900' });
  });
  afterAll(() => api.close());

  it('sets the access-token lifetime, winning over ACCESS_TOKEN_TTL_SECONDS', async () => {
    const { session, token } = await signedIn(api);
    expect(session.expires_in).toBe(600);
    const { iat, exp } = decodeJwt(token);
    expect((exp ?? 0) - (iat ?? 0)).toBe(600);
  });

  it('falls back to ACCESS_TOKEN_TTL_SECONDS, then to an hour', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bullion-config-'));
    try {
      const base = { BULLION_DATA_DIR: dataDir, AUTH_SIGNING_ALGORITHM: 'HS256' };
      expect(loadConfig({ ...base, ACCESS_TOKEN_TTL_SECONDS: '900' }).ACCESS_TOKEN_TTL_SECONDS).toBe(900);
      expect(loadConfig(base).ACCESS_TOKEN_TTL_SECONDS).toBe(3600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a bad AUTH_SIGNING_KEYS stops start-up with a message naming it', SLOW.startsAnApi, () => {
  const ec = keyPair('EC', 'ec-1');
  const rsa = keyPair('RSA', 'rsa-1');
  const { privateKey: p384 } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
  const { privateKey: rsa1024 } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const cases: [string, string, Record<string, string>?][] = [
    ['text that is not JSON', `{"kid":"x","d":"${ec.privateJwk.d}"`],
    ['a JSON object without keys', '{"kid":"x"}'],
    ['an empty set', '[]'],
    ['a key without kid', JSON.stringify([{ ...ec.privateJwk, kid: undefined }])],
    ['a shared secret', JSON.stringify([{ kty: 'oct', kid: 'hs', k: 'c2VjcmV0' }])],
    ['only public keys', JSON.stringify([ec.publicJwk])],
    ['a private key that may not sign', JSON.stringify([{ ...ec.privateJwk, key_ops: ['verify'] }])],
    ['an EC key on P-384', JSON.stringify([{ ...p384.export({ format: 'jwk' }), kid: 'p384' }])],
    ['an RSA key of 1024 bits', JSON.stringify([{ ...rsa1024.export({ format: 'jwk' }), kid: 'short' }])],
    ['a damaged key', JSON.stringify([{ ...ec.privateJwk, x: 'AAAA' }])],
    ['a private key with the public part of another', JSON.stringify([{ ...ec.privateJwk, x: keyPair('EC', 'other').publicJwk.x, y: keyPair('EC', 'other').publicJwk.y }])],
    ['two keys with one kid', JSON.stringify([ec.privateJwk, { ...rsa.publicJwk, kid: 'ec-1' }])],
    ['an alg that does not fit the key', JSON.stringify([{ ...ec.privateJwk, alg: 'RS256' }])],
    ['a key of another algorithm than AUTH_SIGNING_ALGORITHM', JSON.stringify([rsa.privateJwk]), { AUTH_SIGNING_ALGORITHM: 'ES256' }],
  ];

  it.each(cases)('%s', (_label, value, extra = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bullion-config-'));
    try {
      const message = messageOf(() => loadConfig({ BULLION_DATA_DIR: dataDir, AUTH_SIGNING_KEYS: value, ...extra }));
      expect(message).toMatch(/^Invalid configuration:\n {2}AUTH_SIGNING_KEYS: \S/);
      // The message never quotes a private key.
      expect(message).not.toContain(ec.privateJwk.d);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('in one line from the API process, with a non-zero exit code', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bullion-config-'));
    try {
      const { code, output } = await runTs('src/main.ts', { BULLION_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', AUTH_SIGNING_KEYS: '[{"kty":"EC"}]' });
      expect(code).not.toBe(0);
      expect(output.trim().split('\n')).toEqual(['Invalid configuration:', '  AUTH_SIGNING_KEYS: key 1 has no "kid" (tokens name their key by it)']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected an error');
}

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/** Runs a TypeScript entry of the API as its own process; resolves with its exit code and output. */
function runTs(entry: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, join(import.meta.dirname, '..', entry)], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
