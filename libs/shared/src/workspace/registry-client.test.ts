// @vitest-environment node
// The release registry's CLI for a team's CI (scripts/lib/registry-client.mjs, behind
// `npm run remote -- … --registry <url> --key <key>`): what it reads from the command line, what it
// uploads and what it says when the registry refuses. The registry itself is tested in apps/api.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface BuildFile {
  path: string;
  size: number;
  integrity: string;
  abs: string;
}
interface Options {
  command: string;
  base: string;
  key: string;
  remote?: string;
  environment?: string;
  from?: string;
  to?: string;
  releaseId?: string;
  percent?: number;
  action?: string;
  expectedRevision?: number;
  json: boolean;
}
type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: unknown }) => Promise<Response>;
interface RegistryClientModule {
  registryBase(value: string): string;
  wantsRegistry(argv: string[], env: Record<string, string | undefined>): boolean;
  parseRegistryArgs(argv: string[], context: { env: Record<string, string | undefined>; remoteNames: string[]; defaultBuildDir(remote: string): string }): Options;
  listBuildFiles(dir: string): BuildFile[];
  releaseIdOf(version: string, files: { path: string; integrity: string }[]): string;
  publishForm(files: BuildFile[]): FormData;
  formatStatus(status: { environments: string[]; targets: unknown[] }): string;
  registryMain(
    argv: string[],
    context: {
      env: Record<string, string | undefined>;
      remoteNames: string[];
      defaultBuildDir(remote: string): string;
      fetchImpl: FetchLike;
      log(text: string): void;
      error(text: string): void;
    },
  ): Promise<number>;
}

const root = resolve(import.meta.dirname, '../../../..');
const load = () => import(/* @vite-ignore */ pathToFileURL(join(root, 'scripts/lib/registry-client.mjs')).href) as Promise<RegistryClientModule>;
const sri = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const REMOTES = ['catalog', 'orders'];
const REGISTRY = 'https://api.example.com';
const context = { env: {}, remoteNames: REMOTES, defaultBuildDir: (remote: string) => `/builds/${remote}` };
const withKey = (...argv: string[]) => [...argv, '--registry', REGISTRY, '--key', 'bdk_test'];

let dir: string;
let build: string;
const MANIFEST = JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, bullion: { remote: 'catalog', version: '0.3.0' } } });
const ENTRY = 'export function init() {}\n';
const CHUNK = 'export const parcel = 1;\n';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bullion-registry-client-'));
  build = join(dir, 'build');
  mkdirSync(join(build, 'assets'), { recursive: true });
  writeFileSync(join(build, 'mf-manifest.json'), MANIFEST);
  writeFileSync(join(build, 'remoteEntry.js'), ENTRY);
  writeFileSync(join(build, 'remoteEntry.js.br'), Buffer.from([1, 2, 3]));
  writeFileSync(join(build, 'assets/parcel-abc.js'), CHUNK);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the registry address', () => {
  it("is the API's /api/releases whether the API's origin, its /api or the releases base is given", async () => {
    const { registryBase } = await load();
    expect(registryBase('https://api.example.com')).toBe('https://api.example.com/api/releases');
    expect(registryBase('https://api.example.com/')).toBe('https://api.example.com/api/releases');
    expect(registryBase('https://example.com/bullion/api')).toBe('https://example.com/bullion/api/releases');
    expect(registryBase('http://localhost:54321/api/releases/')).toBe('http://localhost:54321/api/releases');
    expect(() => registryBase('api.example.com')).toThrow(/absolute URL/);
    expect(() => registryBase('ftp://api.example.com')).toThrow(/http\(s\)/);
  });

  it('is used when --registry or RELEASE_REGISTRY_URL is given, and never with --local', async () => {
    const { wantsRegistry } = await load();
    expect(wantsRegistry(['status'], {})).toBe(false);
    expect(wantsRegistry(['status', '--registry', REGISTRY], {})).toBe(true);
    expect(wantsRegistry(['status', `--registry=${REGISTRY}`], {})).toBe(true);
    expect(wantsRegistry(['status'], { RELEASE_REGISTRY_URL: REGISTRY })).toBe(true);
    expect(wantsRegistry(['reset', 'catalog', '--local'], { RELEASE_REGISTRY_URL: REGISTRY })).toBe(false);
  });
});

describe('the command line', () => {
  it('publishes the remote’s own build by default, or --from, and points --env at it', async () => {
    const { parseRegistryArgs } = await load();
    expect(parseRegistryArgs(withKey('publish', 'catalog'), context)).toMatchObject({
      command: 'publish',
      remote: 'catalog',
      from: '/builds/catalog',
      base: 'https://api.example.com/api/releases',
      key: 'bdk_test',
    });
    expect(parseRegistryArgs(withKey('publish', 'catalog', '--from', 'out/catalog', '--env', 'staging'), context)).toMatchObject({
      from: 'out/catalog',
      environment: 'staging',
    });
  });

  it('takes the registry and the key from RELEASE_REGISTRY_URL and RELEASE_DEPLOY_KEY', async () => {
    const { parseRegistryArgs } = await load();
    const env = { RELEASE_REGISTRY_URL: 'http://localhost:54321', RELEASE_DEPLOY_KEY: 'bdk_fromenv' };
    expect(parseRegistryArgs(['status', '--env', 'production'], { ...context, env })).toMatchObject({
      command: 'status',
      base: 'http://localhost:54321/api/releases',
      key: 'bdk_fromenv',
      environment: 'production',
    });
    // The flags win over the environment.
    expect(parseRegistryArgs(['status', '--key', 'bdk_flag'], { ...context, env }).key).toBe('bdk_flag');
  });

  it('reads the three forms of canary', async () => {
    const { parseRegistryArgs } = await load();
    expect(parseRegistryArgs(withKey('canary', 'catalog', '0.3.0-abc', '--percent', '10', '--env', 'production'), context)).toMatchObject({
      action: 'start',
      releaseId: '0.3.0-abc',
      percent: 10,
      environment: 'production',
    });
    expect(parseRegistryArgs(withKey('canary', 'catalog', '--promote', '--env', 'production'), context)).toMatchObject({ action: 'promote' });
    expect(parseRegistryArgs(withKey('canary', 'catalog', '--abort', '--env', 'production'), context)).toMatchObject({ action: 'abort' });
  });

  it('refuses what the registry would refuse or what is ambiguous, before sending anything', async () => {
    const { parseRegistryArgs } = await load();
    const refused = (...argv: string[]) => () => parseRegistryArgs(withKey(...argv), context);
    expect(refused('canary', 'catalog', '0.3.0-abc', '--percent', '100', '--env', 'production')).toThrow(/--percent must be a whole number from 1 to 99/);
    expect(refused('canary', 'catalog', '0.3.0-abc', '--percent', '2.5', '--env', 'production')).toThrow(/--percent/);
    expect(refused('canary', 'catalog', '0.3.0-abc', '--env', 'production')).toThrow(/--percent <1-99>/);
    expect(refused('canary', 'catalog', '0.3.0-abc', '--promote', '--env', 'production')).toThrow(/one of them/);
    expect(refused('canary', 'catalog', '--abort', '--percent', '5', '--env', 'production')).toThrow(/takes no --percent/);
    expect(refused('rollback', 'catalog')).toThrow(/rollback needs --env/);
    expect(refused('publish', 'billing')).toThrow(/Unknown remote "billing". Choose from catalog, orders/);
    expect(refused('publish', 'catalog', '--percent', '5')).toThrow(/publish takes no --percent/);
    expect(refused('promote', 'catalog', '--from', 'staging', '--to', 'staging')).toThrow(/same environment/);
    expect(refused('status', '--env', 'Prod uction')).toThrow(/--env must name an environment/);
    expect(refused('reset', 'catalog')).toThrow(/"reset" is not a registry command/);
    expect(refused('status', '--bogus')).toThrow(/bogus/);
    expect(() => parseRegistryArgs(['status', '--registry', REGISTRY], context)).toThrow(/Give a deploy key/);
  });
});

describe("a build's files", () => {
  it('are every file of the folder, compressed copies included, sorted, with size and sha384', async () => {
    const { listBuildFiles } = await load();
    const files = listBuildFiles(build).map(({ path, size, integrity }) => ({ path, size, integrity }));
    expect(files).toEqual([
      { path: 'assets/parcel-abc.js', size: CHUNK.length, integrity: sri(CHUNK) },
      { path: 'mf-manifest.json', size: MANIFEST.length, integrity: sri(MANIFEST) },
      { path: 'remoteEntry.js', size: ENTRY.length, integrity: sri(ENTRY) },
      { path: 'remoteEntry.js.br', size: 3, integrity: sri(Buffer.from([1, 2, 3])) },
    ]);
  });

  it('are refused when the folder is not a remote build', async () => {
    const { listBuildFiles } = await load();
    const empty = join(dir, 'empty');
    mkdirSync(empty, { recursive: true });
    writeFileSync(join(empty, 'index.html'), '<!doctype html>');
    expect(() => listBuildFiles(empty)).toThrow(/has no mf-manifest.json/);
    expect(() => listBuildFiles(join(dir, 'missing'))).toThrow(/is not a build folder/);
  });

  it("give the release id the registry gives the same bytes: the version and 12 hex of their hashes' sha256", async () => {
    const { listBuildFiles, releaseIdOf } = await load();
    const files = listBuildFiles(build);
    const lines = files.map((file) => `${file.path}\t${file.integrity}`).join('\n');
    expect(releaseIdOf('0.3.0', files)).toBe(`0.3.0-${createHash('sha256').update(lines).digest('hex').slice(0, 12)}`);
    expect(releaseIdOf('0.3.0', [...files].reverse())).toBe(releaseIdOf('0.3.0', files));
  });
});

describe('the publish request', () => {
  it('is multipart/form-data: the manifest part first, listing every file, then one part per file named by its path', async () => {
    const { listBuildFiles, publishForm } = await load();
    const files = listBuildFiles(build);
    const request = new Request('https://api.example.com/api/releases/catalog', { method: 'POST', body: publishForm(files) });
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // What a server reads back from the bytes on the wire.
    const parsed = await new Request(request.url, { method: 'POST', headers: request.headers, body: await request.arrayBuffer() }).formData();
    const names = [...parsed.keys()];
    expect(names[0]).toBe('manifest');
    expect(JSON.parse(parsed.get('manifest') as string)).toEqual({
      files: files.map(({ path, size, integrity }) => ({ path, size, integrity })),
    });
    expect(names.slice(1)).toEqual(['assets/parcel-abc.js', 'mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.br']);
    const chunk = parsed.get('assets/parcel-abc.js') as File;
    expect(await chunk.text()).toBe(CHUNK);
    expect(Buffer.from(await (parsed.get('remoteEntry.js.br') as File).arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
  });
});

/** A registry stand-in: answers by "METHOD path", records the requests. */
function registryStandIn(answers: Record<string, { status: number; body: unknown }>) {
  const requests: { method: string; path: string; authorization?: string; body?: unknown }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    const { pathname, search } = new URL(url);
    const path = `${pathname.replace('/api/releases', '')}${search}`;
    requests.push({ method: init.method, path, authorization: init.headers.authorization, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    const answer = answers[`${init.method} ${path}`];
    if (!answer) return Response.json({ error: { code: 'not_found', message: `no ${path}` } }, { status: 404 });
    return Response.json(answer.body, { status: answer.status });
  };
  return { fetchImpl, requests };
}

const TARGET = {
  environment: 'production',
  remote: 'catalog',
  release: { id: '0.2.0-aaaaaaaaaaaa', version: '0.2.0' },
  canary: null,
  revision: 4,
  updatedAt: '2026-11-29T10:00:00.000Z',
  previous: null,
};

async function run(argv: string[], answers: Record<string, { status: number; body: unknown }>) {
  const { registryMain } = await load();
  const standIn = registryStandIn(answers);
  const printed: string[] = [];
  const errors: string[] = [];
  const code = await registryMain(withKey(...argv), {
    ...context,
    fetchImpl: standIn.fetchImpl,
    log: (text) => printed.push(text),
    error: (text) => errors.push(text),
  });
  return { code, printed: printed.join('\n'), errors: errors.join('\n'), requests: standIn.requests };
}

describe('talking to the registry', () => {
  it('sends the key as a bearer token and shows the status as a table', async () => {
    const { code, printed, requests } = await run(['status'], {
      'GET /status': {
        status: 200,
        body: {
          environments: ['staging', 'production'],
          targets: [TARGET, { ...TARGET, environment: 'staging', canary: { id: '0.3.0-bbbbbbbbbbbb', version: '0.3.0', percent: 10, startedAt: TARGET.updatedAt } }],
        },
      },
    });
    expect(code).toBe(0);
    expect(requests[0]?.authorization).toBe('Bearer bdk_test');
    const lines = printed.split('\n');
    expect(lines[0]).toMatch(/^ENVIRONMENT\s+REMOTE\s+RELEASE\s+CANARY\s+PREVIOUS\s+REVISION\s+UPDATED$/);
    // Environments in promotion order, the canary with its share.
    expect(lines[1]).toMatch(/^staging\s+catalog\s+0\.2\.0-aaaaaaaaaaaa\s+0\.3\.0-bbbbbbbbbbbb at 10%/);
    expect(lines[2]).toMatch(/^production\s+catalog\s+0\.2\.0-aaaaaaaaaaaa\s+–/);
  });

  it("prints the registry's message and exits 1, and on a 409 conflict says what the target is now", async () => {
    const { code, errors } = await run(['point', 'catalog', '0.3.0-bbbbbbbbbbbb', '--env', 'production', '--expect-revision', '3'], {
      'POST /catalog/environments/production/point': {
        status: 409,
        body: { error: { code: 'conflict', message: 'production of catalog changed since revision 3 (it is at revision 4).' } },
      },
      'GET /status?env=production': { status: 200, body: { environments: ['staging', 'production'], targets: [TARGET] } },
    });
    expect(code).toBe(1);
    expect(errors).toContain('The registry refused (HTTP 409 conflict): production of catalog changed since revision 3 (it is at revision 4).');
    expect(errors).toContain('Now: production serves catalog 0.2.0-aaaaaaaaaaaa (revision 4, changed 2026-11-29 10:00:00 UTC)');
  });

  it('promotes to the environment after --from in the registry’s order', async () => {
    const { code, requests } = await run(['promote', 'catalog', '--from', 'staging'], {
      'GET /status': { status: 200, body: { environments: ['staging', 'production'], targets: [] } },
      'POST /catalog/environments/production/promote': { status: 200, body: { target: TARGET } },
    });
    expect(code).toBe(0);
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/catalog/environments/production/promote', body: { from: 'staging' } });
  });

  it('aborts only a running canary: without one it rolls nothing back', async () => {
    const noCanary = await run(['canary', 'catalog', '--abort', '--env', 'production'], {
      'GET /status?env=production': { status: 200, body: { environments: ['staging', 'production'], targets: [TARGET] } },
    });
    expect(noCanary.code).toBe(1);
    expect(noCanary.errors).toMatch(/No canary of catalog is running in production/);
    expect(noCanary.requests.map((request) => request.method)).toEqual(['GET']);

    const canary = { id: '0.3.0-bbbbbbbbbbbb', version: '0.3.0', percent: 10, startedAt: TARGET.updatedAt };
    const aborted = await run(['canary', 'catalog', '--abort', '--env', 'production'], {
      'GET /status?env=production': { status: 200, body: { environments: ['staging', 'production'], targets: [{ ...TARGET, canary }] } },
      'POST /catalog/environments/production/rollback': { status: 200, body: { target: { ...TARGET, revision: 5 } } },
    });
    expect(aborted.code).toBe(0);
    // With the revision it saw, so a canary promoted meanwhile is not rolled back instead.
    expect(aborted.requests.at(-1)?.body).toEqual({ expectedRevision: 4 });
    expect(aborted.printed).toMatch(/Aborted the canary 0\.3\.0-bbbbbbbbbbbb/);
  });

  it('uploads the build and points --env at the new release', async () => {
    const release = {
      id: '0.3.0-cccccccccccc',
      version: '0.3.0',
      totalBytes: 120,
      manifestUrl: 'https://api.example.com/api/releases/files/catalog/0.3.0-cccccccccccc/mf-manifest.json',
      integrity: { manifest: sri(MANIFEST), entry: sri(ENTRY) },
    };
    const { code, printed, requests } = await run(['publish', 'catalog', '--from', build, '--env', 'staging'], {
      'POST /catalog': { status: 201, body: { release } },
      'POST /catalog/environments/staging/point': { status: 200, body: { target: { ...TARGET, environment: 'staging', release: { id: release.id, version: '0.3.0' } } } },
    });
    expect(code).toBe(0);
    expect(requests[0]?.body).toBeInstanceOf(FormData);
    expect(requests[1]?.body).toEqual({ releaseId: release.id });
    expect(printed).toMatch(/Published catalog 0\.3\.0 as release 0\.3\.0-cccccccccccc \(4 files/);
    expect(printed).toMatch(/staging serves catalog 0\.3\.0-cccccccccccc/);
  });
});

describe('remote-deploy.mjs', () => {
  it('keeps its local commands without a registry, and says how to use the registry when a registry command is incomplete', () => {
    const script = join(root, 'scripts/remote-deploy.mjs');
    const env = { ...process.env, RELEASE_REGISTRY_URL: '', BULLION_DATA_DIR: join(dir, 'data') };
    expect(() => execFileSync(process.execPath, [script, 'bogus'], { env, stdio: 'pipe' })).toThrow(/Usage: remote-deploy.mjs publish\|point\|rollback\|reset/);
    expect(() => execFileSync(process.execPath, [script, 'canary', 'catalog', '--registry', REGISTRY, '--key', 'k'], { env, stdio: 'pipe' })).toThrow(
      /canary needs --env <environment>/,
    );
  });
});
