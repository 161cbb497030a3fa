// The release registry's API: platform admins and scoped deploy keys, publishing a build with every
// check (and nothing stored when one fails), immutable releases, target changes that race safely,
// the shells' config and the files they load. Builds are small synthetic remote folders written to a
// temp dir: an mf-manifest.json with metaData.bullion, a remoteEntry.js, a chunk and compressed copies.
import type { AuditEntry, DeployKey, Release, ShellRemotesConfig, Target } from '@bullion/contract';
import { SHELL_CONTRACT } from '@bullion/shared/contract-range';
import { sql } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOW, startTestApi, type TestApi } from './harness';

const ADMIN_EMAIL = 'release-ops@example.com';
const sha384 = (bytes: Uint8Array | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

let api: TestApi;
let admin: { accessToken: string; userId: string };
let groupAdmin: { accessToken: string };
const folders: string[] = [];

beforeAll(async () => {
  // The address signs up after start-up: it is granted at its first call, as a sign-up would be.
  api = await startTestApi({ PLATFORM_ADMINS: ` ${ADMIN_EMAIL.toUpperCase()} ` });
  admin = await api.createSignedInUser({ email: ADMIN_EMAIL });
  // Admin of their own personal group, but not a platform admin.
  groupAdmin = await api.createSignedInUser();
});
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await api.close();
});

interface BuildOptions {
  remote?: string;
  version?: string;
  contractRange?: string;
  /** Makes the build's bytes (and so its release id) unique. */
  seed?: string;
  /** A wrong chunk hash in the manifest's metaData.bullion.integrity. */
  wrongChunkPin?: boolean;
}

/** Writes a remote's build folder the way the Vite build lays it out; answers its path. */
function writeBuild(options: BuildOptions = {}): string {
  const { remote = 'catalog', version = '0.2.0', contractRange = `^${SHELL_CONTRACT}`, seed = randomBytes(4).toString('hex') } = options;
  const dir = mkdtempSync(join(tmpdir(), 'bullion-remote-build-'));
  folders.push(dir);
  const chunk = `export const seed = ${JSON.stringify(seed)};\nexport default function parcel() { return 'catalog'; }\n`;
  const entry = `import('./assets/parcel-${seed}.js');\nexport const get = () => null;\n`;
  const files: Record<string, string> = { [`assets/parcel-${seed}.js`]: chunk, 'remoteEntry.js': entry };
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
      bullion: {
        remote,
        version,
        contractRange,
        widgets: {},
        integrity: { [`assets/parcel-${seed}.js`]: options.wrongChunkPin ? sha384('something else') : sha384(chunk) },
      },
    },
    exposes: [{ name: 'parcel', path: './parcel' }],
  };
  files['mf-manifest.json'] = JSON.stringify(manifest);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  // The compressed copies scripts/vite/compress.ts makes.
  for (const path of ['remoteEntry.js', 'mf-manifest.json']) {
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(Buffer.from(files[path] as string)));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(Buffer.from(files[path] as string)));
  }
  return dir;
}

function filesOf(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((path) => statSync(join(dir, path)).isFile()).map((path) => path.split(sep).join('/'));
}

interface UploadChanges {
  /** Listed in the manifest part but not uploaded. */
  omit?: string;
  /** Uploaded but not listed. */
  unlisted?: string;
  /** Listed with another size. */
  wrongSize?: string;
  /** Listed with another hash. */
  wrongHash?: string;
}

/** The multipart body of a publish, as the CLI sends it: the manifest part, then one part per file. */
function uploadOf(dir: string, changes: UploadChanges = {}): FormData {
  const form = new FormData();
  const paths = filesOf(dir);
  const listed = paths
    .filter((path) => path !== changes.unlisted)
    .map((path) => {
      const bytes = readFileSync(join(dir, path));
      return { path, size: bytes.length + (path === changes.wrongSize ? 1 : 0), integrity: path === changes.wrongHash ? sha384('not this') : sha384(bytes) };
    });
  form.set('manifest', JSON.stringify({ files: listed }));
  for (const path of paths) {
    if (path === changes.omit) continue;
    form.append(path, new Blob([readFileSync(join(dir, path))]), path.split('/').pop());
  }
  return form;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function call(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const json = init.body !== undefined && !(init.body instanceof FormData);
  return api.request(path, {
    method: init.method ?? 'GET',
    headers: { ...bearer(token), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(init.body) : (init.body as FormData | undefined),
  });
}

async function makeKey(remote: string, environments: string[], name = `${remote} CI`): Promise<{ key: DeployKey; secret: string }> {
  const response = await call('/api/releases/keys', admin.accessToken, { method: 'POST', body: { name, remote, environments } });
  expect(response.status).toBe(201);
  return (await response.json()) as { key: DeployKey; secret: string };
}

async function publish(token: string, dir: string, remote = 'catalog'): Promise<Release> {
  const response = await call(`/api/releases/${remote}`, token, { method: 'POST', body: uploadOf(dir) });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { release: Release }).release;
}

async function errorOf(response: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, code: body.error.code, message: body.error.message };
}

async function storedFiles(remote: string): Promise<string[]> {
  return (await api.deps.blobs.list('releases', remote)).map((entry) => entry.name);
}

async function audit(): Promise<AuditEntry[]> {
  return ((await (await call('/api/releases/audit?limit=500', admin.accessToken)).json()) as { entries: AuditEntry[] }).entries;
}

describe('platform admins and deploy keys', () => {
  it('tells a platform admin and anyone else apart', async () => {
    expect(await (await call('/api/releases/access', admin.accessToken)).json()).toEqual({ platformAdmin: true });
    expect(await (await call('/api/releases/access', groupAdmin.accessToken)).json()).toEqual({ platformAdmin: false });
    expect((await api.request('/api/releases/access')).status).toBe(401);
  });

  it('refuses a group admin who is not a platform admin (403), keys and audit alike', async () => {
    const made = await call('/api/releases/keys', groupAdmin.accessToken, { method: 'POST', body: { name: 'mine', remote: 'catalog', environments: ['staging'] } });
    expect(await errorOf(made)).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await call('/api/releases/keys', groupAdmin.accessToken)).status).toBe(403);
    expect((await call('/api/releases/audit', groupAdmin.accessToken)).status).toBe(403);
    expect(await api.deps.db.selectFrom('deploy_keys').select('id').where('name', '=', 'mine').execute()).toEqual([]);
  });

  it('shows a key once, stores only its hash, and lists it without the secret', async () => {
    const { key, secret } = await makeKey('catalog', ['staging'], 'catalog staging CI');
    expect(secret).toMatch(/^bdk_[0-9A-Za-z]{40}$/);
    expect(key).toMatchObject({ remote: 'catalog', environments: ['staging'], prefix: secret.slice(0, 10), createdBy: ADMIN_EMAIL, revokedAt: null, lastUsedAt: null });
    const row = await api.deps.db.selectFrom('deploy_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    const listing = await (await call('/api/releases/keys', admin.accessToken)).text();
    expect(listing).toContain(key.id);
    expect(listing).not.toContain(secret);
  });

  it('refuses a key for an unknown environment or remote', async () => {
    expect((await call('/api/releases/keys', admin.accessToken, { method: 'POST', body: { name: 'x', remote: 'catalog', environments: ['qa'] } })).status).toBe(404);
    expect((await call('/api/releases/keys', admin.accessToken, { method: 'POST', body: { name: 'x', remote: 'shell', environments: ['staging'] } })).status).toBe(404);
  });

  it('keeps a key to its remote and its environments (403), and notes its use', async () => {
    const { key, secret } = await makeKey('catalog', ['staging']);
    const ordersBuild = writeBuild({ remote: 'orders' });
    const other = await call('/api/releases/orders', secret, { method: 'POST', body: uploadOf(ordersBuild) });
    expect(await errorOf(other)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await storedFiles('orders')).toEqual([]);
    expect((await call('/api/releases/orders', secret)).status).toBe(403);

    const release = await publish(secret, writeBuild());
    expect((await call('/api/releases/catalog/environments/staging/point', secret, { method: 'POST', body: { releaseId: release.id } })).status).toBe(200);
    const production = await call('/api/releases/catalog/environments/production/point', secret, { method: 'POST', body: { releaseId: release.id } });
    expect(await errorOf(production)).toMatchObject({ status: 403, code: 'forbidden' });
    const status = (await (await call('/api/releases/status', secret)).json()) as { targets: Target[] };
    expect(status.targets.every((target) => target.remote === 'catalog')).toBe(true);

    const listed = ((await (await call('/api/releases/keys', admin.accessToken)).json()) as { keys: DeployKey[] }).keys.find((entry) => entry.id === key.id);
    expect(listed?.lastUsedAt).not.toBeNull();
    const refused = (await audit()).find((entry) => entry.action === 'release.publish_refused' && entry.remote === 'orders');
    expect(refused?.actor).toEqual({ kind: 'key', id: key.id, label: `catalog CI (${key.prefix}…)` });
  });

  it('refuses a revoked key (401 key_revoked); revoking again changes nothing', async () => {
    const { key, secret } = await makeKey('catalog', ['staging']);
    expect((await call('/api/releases/catalog', secret)).status).toBe(200);
    const revoked = await call(`/api/releases/keys/${key.id}`, admin.accessToken, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    const revokedAt = ((await revoked.json()) as { key: DeployKey }).key.revokedAt;
    expect(revokedAt).not.toBeNull();
    expect(await errorOf(await call('/api/releases/catalog', secret))).toMatchObject({ status: 401, code: 'key_revoked' });
    expect(await errorOf(await call('/api/releases/catalog', secret, { method: 'POST', body: uploadOf(writeBuild()) }))).toMatchObject({ status: 401, code: 'key_revoked' });
    const again = (await (await call(`/api/releases/keys/${key.id}`, admin.accessToken, { method: 'DELETE' })).json()) as { key: DeployKey };
    expect(again.key.revokedAt).toBe(revokedAt);
    expect((await audit()).filter((entry) => entry.action === 'key.revoke' && entry.detail.keyId === key.id)).toHaveLength(1);
    expect(await errorOf(await call('/api/releases/catalog', `bdk_${'x'.repeat(40)}`))).toMatchObject({ status: 401, code: 'invalid_key' });
  });
});

describe('publish', () => {
  it('records every file with its sha384 and stores the files under releases/<remote>/<id>/', async () => {
    const dir = writeBuild({ version: '0.3.0' });
    const release = await publish(admin.accessToken, dir);
    expect(release.id).toMatch(/^0\.3\.0-[0-9a-f]{12}$/);
    expect(release.files.map((file) => file.path).sort()).toEqual(filesOf(dir).sort());
    for (const file of release.files) expect(file.integrity).toBe(sha384(readFileSync(join(dir, file.path))));
    expect(release.integrity).toEqual({ manifest: sha384(readFileSync(join(dir, 'mf-manifest.json'))), entry: sha384(readFileSync(join(dir, 'remoteEntry.js'))) });
    expect(release.publishedBy).toBe(ADMIN_EMAIL);
    expect((await storedFiles(`catalog/${release.id}`)).sort()).toEqual(filesOf(dir).map((path) => `catalog/${release.id}/${path}`).sort());
    const listed = (await (await call('/api/releases/catalog', admin.accessToken)).json()) as { releases: Release[] };
    expect(listed.releases[0]?.id).toBe(release.id);
    expect((await audit()).some((entry) => entry.action === 'release.publish' && entry.releaseId === release.id)).toBe(true);
  });

  it('answers one 201 and one 409 release_exists to the same build published twice at once', async () => {
    const dir = writeBuild();
    const [first, second] = await Promise.all([0, 1].map(() => call('/api/releases/catalog', admin.accessToken, { method: 'POST', body: uploadOf(dir) })));
    expect([first?.status, second?.status].sort()).toEqual([201, 409]);
    const loser = first?.status === 409 ? first : (second as Response);
    expect((await errorOf(loser)).code).toBe('release_exists');
    const winner = ((await (first?.status === 201 ? first : (second as Response)).json()) as { release: Release }).release;
    // The loser removed nothing of what the winner stored.
    expect(await storedFiles(`catalog/${winner.id}`)).toHaveLength(filesOf(dir).length);
    expect(await api.deps.db.selectFrom('releases').select('id').where('id', '=', winner.id).execute()).toHaveLength(1);
  });

  it.each([
    ['a contract range that excludes the shell’s contract', { contractRange: '^9.0.0' }, {}, 'contract_mismatch'],
    ['a listed file not uploaded', {}, { omit: 'remoteEntry.js.gz' }, 'missing_file'],
    ['an uploaded file not listed', {}, { unlisted: 'remoteEntry.js.br' }, 'missing_file'],
    ['a file of another size than listed', {}, { wrongSize: 'remoteEntry.js' }, 'bad_size'],
    ['a file of another hash than listed', {}, { wrongHash: 'remoteEntry.js' }, 'bad_integrity'],
    ['a chunk that does not match the manifest’s pin', { wrongChunkPin: true }, {}, 'bad_integrity'],
    ['a build of another remote', { remote: 'orders' }, {}, 'wrong_remote'],
  ] as const)('refuses %s (422) and stores nothing', async (_what, build: BuildOptions, changes: UploadChanges, code) => {
    const version = `0.9.${Math.floor(Math.random() * 1e6)}`;
    const dir = writeBuild({ ...build, version });
    const response = await call('/api/releases/catalog', admin.accessToken, { method: 'POST', body: uploadOf(dir, changes) });
    const error = await errorOf(response);
    expect(error).toMatchObject({ status: 422, code });
    if (code === 'contract_mismatch') {
      expect(error.message).toContain('^9.0.0');
      expect(error.message).toContain(SHELL_CONTRACT);
    }
    expect(await api.deps.db.selectFrom('releases').select('id').where('version', '=', version).execute()).toEqual([]);
    expect((await storedFiles('catalog')).filter((name) => name.startsWith(`catalog/${version}-`))).toEqual([]);
    const refused = (await audit()).find((entry) => entry.action === 'release.publish_refused');
    expect(refused?.detail).toMatchObject({ code });
  });

  it('refuses a compressed copy that does not decode to its file', async () => {
    const dir = writeBuild();
    writeFileSync(join(dir, 'remoteEntry.js.gz'), gzipSync(Buffer.from('export const changed = true;')));
    expect(await errorOf(await call('/api/releases/catalog', admin.accessToken, { method: 'POST', body: uploadOf(dir) }))).toMatchObject({ status: 422, code: 'bad_integrity' });
  });

  it('refuses a folder that is not a remote build', async () => {
    const dir = writeBuild();
    rmSync(join(dir, 'mf-manifest.json'));
    rmSync(join(dir, 'mf-manifest.json.br'));
    rmSync(join(dir, 'mf-manifest.json.gz'));
    expect(await errorOf(await call('/api/releases/catalog', admin.accessToken, { method: 'POST', body: uploadOf(dir) }))).toMatchObject({ status: 422, code: 'not_a_remote_build' });
  });

  it('keeps a release immutable: 405 release_immutable over HTTP, and the row refuses an UPDATE', async () => {
    const release = await publish(admin.accessToken, writeBuild());
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(await errorOf(await call(`/api/releases/catalog/${release.id}`, admin.accessToken, { method, body: {} }))).toMatchObject({ status: 405, code: 'release_immutable' });
    }
    await expect(sql`update releases set version = '9.9.9' where id = ${release.id}`.execute(api.deps.db)).rejects.toThrow(/immutable/);
    const readResponse = await call(`/api/releases/catalog/${release.id}`, admin.accessToken);
    expect(readResponse.status, await readResponse.clone().text()).toBe(200);
    const read = (await readResponse.json()) as { release: Release };
    expect(read.release).toEqual(release);
  });
});

describe('targets', () => {
  async function change(remote: string, env: string, action: string, body: Record<string, unknown>, token = admin.accessToken) {
    return call(`/api/releases/${remote}/environments/${env}/${action}`, token, { method: 'POST', body });
  }
  async function targetOf(response: Response): Promise<Target> {
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { target: Target }).target;
  }

  it('lets one of two points based on the same revision win; the other is 409 and leaves no trace', async () => {
    const first = await publish(admin.accessToken, writeBuild({ remote: 'inventory', version: '1.0.0' }), 'inventory');
    const [a, b] = await Promise.all(
      ['1.1.0', '1.2.0'].map((version) => publish(admin.accessToken, writeBuild({ remote: 'inventory', version }), 'inventory')),
    );
    const start = await targetOf(await change('inventory', 'staging', 'point', { releaseId: first.id, expectedRevision: 0 }));
    expect(start.revision).toBe(1);
    const deploymentsBefore = await api.deps.db.selectFrom('release_deployments').select('id').where('remote', '=', 'inventory').execute();
    const auditBefore = (await audit()).filter((entry) => entry.action === 'target.point' && entry.remote === 'inventory').length;

    const answers = await Promise.all([a, b].map((release) => change('inventory', 'staging', 'point', { releaseId: (release as Release).id, expectedRevision: 1 })));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const won = answers.find((response) => response.status === 200) as Response;
    const lost = answers.find((response) => response.status === 409) as Response;
    expect((await errorOf(lost)).code).toBe('conflict');
    const target = ((await won.json()) as { target: Target }).target;
    expect(target.revision).toBe(2);
    expect(target.previous?.id).toBe(first.id);

    const stored = await api.deps.db.selectFrom('release_targets').selectAll().where('environment', '=', 'staging').where('remote', '=', 'inventory').executeTakeFirstOrThrow();
    expect({ release: stored.release_id, revision: stored.revision }).toEqual({ release: target.release.id, revision: 2 });
    const deploymentsAfter = await api.deps.db.selectFrom('release_deployments').select('release_id').where('remote', '=', 'inventory').orderBy('id').execute();
    expect(deploymentsAfter).toHaveLength(deploymentsBefore.length + 1);
    expect(deploymentsAfter.at(-1)?.release_id).toBe(target.release.id);
    expect((await audit()).filter((entry) => entry.action === 'target.point' && entry.remote === 'inventory')).toHaveLength(auditBefore + 1);
  });

  it('promotes staging to production, runs a canary, rolls it back, promotes one, and rolls back the stable release', async () => {
    const v1 = await publish(admin.accessToken, writeBuild({ remote: 'settings', version: '1.0.0' }), 'settings');
    const v2 = await publish(admin.accessToken, writeBuild({ remote: 'settings', version: '2.0.0' }), 'settings');
    await targetOf(await change('settings', 'staging', 'point', { releaseId: v1.id }));
    const promoted = await targetOf(await change('settings', 'production', 'promote', {}));
    expect(promoted.release.id).toBe(v1.id);
    expect(await errorOf(await change('settings', 'production', 'rollback', {}))).toMatchObject({ status: 409, code: 'nothing_to_roll_back' });

    const canary = await targetOf(await change('settings', 'production', 'canary', { releaseId: v2.id, percent: 10 }));
    expect(canary.canary).toMatchObject({ id: v2.id, version: '2.0.0', percent: 10 });
    expect(await errorOf(await change('settings', 'production', 'point', { releaseId: v2.id }))).toMatchObject({ status: 409, code: 'conflict' });
    const raised = await targetOf(await change('settings', 'production', 'canary', { releaseId: v2.id, percent: 40, expectedRevision: canary.revision }));
    expect(raised.canary?.percent).toBe(40);
    expect(raised.canary?.startedAt).toBe(canary.canary?.startedAt);

    // A rollback with a canary running aborts the canary: that is the rollback.
    const aborted = await targetOf(await change('settings', 'production', 'rollback', {}));
    expect(aborted).toMatchObject({ release: { id: v1.id }, canary: null });

    await targetOf(await change('settings', 'production', 'canary', { releaseId: v2.id, percent: 50 }));
    const full = await targetOf(await change('settings', 'production', 'canary/promote', {}));
    expect(full).toMatchObject({ release: { id: v2.id, version: '2.0.0' }, canary: null, previous: { id: v1.id } });
    expect(await errorOf(await change('settings', 'production', 'canary/promote', {}))).toMatchObject({ status: 409, code: 'no_canary' });

    const back = await targetOf(await change('settings', 'production', 'rollback', {}));
    expect(back).toMatchObject({ release: { id: v1.id }, previous: null });
    const actions = (await audit()).filter((entry) => entry.remote === 'settings' && entry.environment === 'production').map((entry) => entry.action).reverse();
    expect(actions).toEqual(['target.promote', 'canary.start', 'canary.percent', 'canary.abort', 'canary.start', 'canary.promote', 'target.rollback']);
    expect(await errorOf(await change('settings', 'qa', 'point', { releaseId: v1.id }))).toMatchObject({ status: 404, code: 'unknown_environment' });
  });
});

describe('what the shells get', () => {
  it('answers the config of an environment, never cached, with the canary for its share of subjects', async () => {
    const stable = await publish(admin.accessToken, writeBuild({ version: '5.0.0' }));
    const next = await publish(admin.accessToken, writeBuild({ version: '5.1.0' }));
    const point = await call('/api/releases/catalog/environments/production/point', admin.accessToken, { method: 'POST', body: { releaseId: stable.id } });
    expect(point.status).toBe(200);
    const canary = await call('/api/releases/catalog/environments/production/canary', admin.accessToken, { method: 'POST', body: { releaseId: next.id, percent: 50 } });
    expect(canary.status).toBe(200);

    const configs: ShellRemotesConfig[] = [];
    for (let subject = 0; subject < 60; subject += 1) {
      const response = await api.request(`/api/releases/config?env=production&subject=subject-${subject}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      configs.push((await response.json()) as ShellRemotesConfig);
    }
    const catalog = configs.map((config) => config.remotes.catalog);
    const inCanary = catalog.filter((remote) => remote?.canary);
    expect(inCanary.length).toBeGreaterThan(15);
    expect(inCanary.length).toBeLessThan(45);
    expect(inCanary[0]).toEqual({ manifestUrl: next.manifestUrl, version: '5.1.0', release: next.id, canary: true, integrity: next.integrity });
    expect(catalog.find((remote) => !remote?.canary)).toEqual({ manifestUrl: stable.manifestUrl, version: '5.0.0', release: stable.id, canary: false, integrity: stable.integrity });
    // The same subject gets the same release every time.
    const again = (await (await api.request('/api/releases/config?env=production&subject=subject-7')).json()) as ShellRemotesConfig;
    expect(again.remotes.catalog?.release).toBe(catalog[7]?.release);
    expect((await api.request('/api/releases/config?env=qa&subject=a')).status).toBe(404);
  });

  it('serves a release’s files as published: integrity holds, brotli and gzip from the stored copies, CORS, immutable caching, ETag', async () => {
    const dir = writeBuild();
    const release = await publish(admin.accessToken, dir);
    const path = new URL(release.manifestUrl).pathname;
    expect(path).toBe(`/api/releases/files/catalog/${release.id}/mf-manifest.json`);

    const plain = await api.request(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(sha384(Buffer.from(await plain.arrayBuffer()))).toBe(release.integrity.manifest);

    // fetch decodes what it is sent: the bytes after decoding are the pinned ones.
    const entry = `/api/releases/files/catalog/${release.id}/remoteEntry.js`;
    for (const encoding of ['br', 'gzip']) {
      const response = await api.request(entry, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(sha384(Buffer.from(await response.arrayBuffer()))).toBe(release.integrity.entry);
    }
    const chunkPath = filesOf(dir).find((file) => file.startsWith('assets/')) as string;
    const chunk = await api.request(`/api/releases/files/catalog/${release.id}/${chunkPath}`);
    expect(sha384(Buffer.from(await chunk.arrayBuffer()))).toBe(release.files.find((file) => file.path === chunkPath)?.integrity);

    const etag = plain.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    expect((await api.request(path, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } })).status).toBe(304);
    expect((await api.request(`/api/releases/files/catalog/${release.id}/missing.js`)).status).toBe(404);
    expect((await api.request(`/api/releases/files/catalog/0.0.1-000000000000/mf-manifest.json`)).status).toBe(404);
  });

  it('documents every registry route in /api/openapi.json', async () => {
    const document = (await (await api.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string[]][] = [
      ['/api/releases/access', ['get']],
      ['/api/releases/keys', ['get', 'post']],
      ['/api/releases/keys/{id}', ['delete']],
      ['/api/releases/{remote}', ['get', 'post']],
      ['/api/releases/{remote}/{releaseId}', ['get', 'put', 'patch', 'delete']],
      ['/api/releases/{remote}/environments/{env}/point', ['post']],
      ['/api/releases/{remote}/environments/{env}/promote', ['post']],
      ['/api/releases/{remote}/environments/{env}/rollback', ['post']],
      ['/api/releases/{remote}/environments/{env}/canary', ['post']],
      ['/api/releases/{remote}/environments/{env}/canary/promote', ['post']],
      ['/api/releases/status', ['get']],
      ['/api/releases/audit', ['get']],
      ['/api/releases/config', ['get']],
      ['/api/releases/files/{remote}/{releaseId}/{path}', ['get']],
    ];
    for (const [path, methods] of expected) expect(Object.keys(document.paths[path] ?? {}).sort(), path).toEqual([...methods].sort());
  });
});

describe('configuration', () => {
  it('grants the PLATFORM_ADMINS that have an account at start-up', SLOW.startsAnApi, async () => {
    let restartable = await startTestApi({}, { restartable: true });
    try {
      const existing = await restartable.createSignedInUser({ email: 'lead@example.com' });
      const other = await restartable.createSignedInUser();
      restartable = await restartable.restart({ PLATFORM_ADMINS: 'lead@example.com,not-signed-up@example.com' });
      const rows = await restartable.deps.db.selectFrom('platform_admins').select(['user_id', 'granted_by']).execute();
      expect(rows).toEqual([{ user_id: existing.userId, granted_by: 'PLATFORM_ADMINS' }]);
      expect(rows.some((row) => row.user_id === other.userId)).toBe(false);
    } finally {
      await restartable.close();
    }
  });

  it('refuses a publish over RELEASE_MAX_BYTES with 413 too_large and stores nothing', SLOW.startsAnApi, async () => {
    const small = await startTestApi({ RELEASE_MAX_BYTES: '2048', PLATFORM_ADMINS: ADMIN_EMAIL });
    try {
      const user = await small.createSignedInUser({ email: ADMIN_EMAIL });
      const dir = writeBuild();
      writeFileSync(join(dir, 'assets', 'big.bin'), randomBytes(4096));
      const response = await small.request('/api/releases/catalog', { method: 'POST', headers: bearer(user.accessToken), body: uploadOf(dir) });
      expect(await errorOf(response)).toMatchObject({ status: 413, code: 'too_large' });
      expect(await small.deps.blobs.list('releases', 'catalog')).toEqual([]);
      expect(await small.deps.db.selectFrom('releases').select('id').execute()).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
