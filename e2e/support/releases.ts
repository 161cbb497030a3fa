// The release registry end to end (releases.spec.ts): its platform admin, deploy keys, publishing a
// build over HTTP as a team's CI would, the CLI, a shell served with the registry on, and a release
// that is valid but fails in browsers.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { API_ORIGIN, createConfirmedUser, passwordSession } from './auth';
import { e2eDataDir, REGISTRY_SHELL_ORIGIN, RELEASE_ADMIN, serverEnv, workspaceRoot } from './env';

export const REGISTRY_URL = `${API_ORIGIN}/api/releases`;

const sri = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

interface RegistryAnswer<T> {
  status: number;
  body: T;
}

export interface TargetAnswer {
  target: {
    environment: string;
    remote: string;
    release: { id: string; version: string };
    canary: { id: string; version: string; percent: number } | null;
    revision: number;
    previous: { id: string; version: string } | null;
  };
}

/** A call to /api/releases with a bearer (a platform admin's access token or a deploy key). */
export async function registryCall<T>(bearer: string, method: string, path: string, body?: unknown): Promise<RegistryAnswer<T>> {
  const response = await fetch(`${REGISTRY_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Like registryCall, for a call that must succeed. */
export async function registryOk<T>(bearer: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await registryCall<T>(bearer, method, path, body);
  if (answer.status >= 300) throw new Error(`${method} /api/releases${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The platform admin's access token (the user is made on first use: PLATFORM_ADMINS grants it at sign-up). */
export async function releaseAdminToken(): Promise<string> {
  const session = await passwordSession(RELEASE_ADMIN.email, RELEASE_ADMIN.password).catch(async () => {
    await createConfirmedUser(RELEASE_ADMIN);
    return passwordSession(RELEASE_ADMIN.email, RELEASE_ADMIN.password);
  });
  return (session as { access_token: string }).access_token;
}

/** A deploy key made by the platform admin, as a team's CI gets one. */
export async function makeDeployKey(adminToken: string, remote: string, environments: string[]): Promise<string> {
  const { secret } = await registryOk<{ secret: string }>(adminToken, 'POST', '/keys', { name: `e2e ${remote} CI ${Date.now()}`, remote, environments });
  return secret;
}

/** Every file of a build folder, with its path (forward slashes) and bytes. */
function buildFiles(dir: string) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const abs = join(entry.parentPath, entry.name);
      return { path: relative(dir, abs).split(sep).join('/'), bytes: readFileSync(abs) };
    });
}

/**
 * POST /api/releases/<remote> as any HTTP client would send it, written here rather than through the
 * CLI's code: a `manifest` part listing path, size and sha384, then one part per file.
 */
export async function publishOverHttp(key: string, remote: string, dir: string) {
  const files = buildFiles(dir);
  const form = new FormData();
  form.append('manifest', JSON.stringify({ files: files.map(({ path, bytes }) => ({ path, size: bytes.length, integrity: sri(bytes) })) }));
  for (const { path, bytes } of files) form.append(path, new Blob([bytes]), path);
  return registryCall<{ release: { id: string; version: string; manifestUrl: string }; error?: { code: string } }>(key, 'POST', `/${remote}`, form);
}

/** The release id of a build, published now or earlier (the registry answers 409 release_exists for the same bytes). */
export async function releaseOf(key: string, remote: string, dir: string): Promise<string> {
  const published = await publishOverHttp(key, remote, dir);
  if (published.status === 201) return published.body.release.id;
  if (published.status !== 409) throw new Error(`publishing ${dir} answered ${published.status}: ${JSON.stringify(published.body)}`);
  const manifest = sri(readFileSync(join(dir, 'mf-manifest.json')));
  const { releases } = await registryOk<{ releases: { id: string; integrity: { manifest: string } }[] }>(key, 'GET', `/${remote}`);
  const release = releases.find((candidate) => candidate.integrity.manifest === manifest);
  if (!release) throw new Error(`the registry says ${dir} exists but lists no release with its manifest`);
  return release.id;
}

/** `npm run remote -- <args>` against the suite's registry, as a team's CI runs it. */
export function releaseCli(key: string, ...args: string[]): string {
  // Only the flags name the registry and the key (a developer's own RELEASE_* would not).
  const env: NodeJS.ProcessEnv = { ...serverEnv };
  delete env.RELEASE_REGISTRY_URL;
  delete env.RELEASE_DEPLOY_KEY;
  return execFileSync(process.execPath, [join(workspaceRoot, 'scripts/remote-deploy.mjs'), ...args, '--registry', REGISTRY_URL, '--key', key], {
    cwd: workspaceRoot,
    env,
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

interface StaticServerModule {
  startStaticServer(options: { root: string; port: number; spa?: boolean }): Promise<Server>;
}
interface ShellConfigModule {
  buildShellConfig(env: Record<string, string | undefined>, deployments: Record<string, unknown>): Record<string, unknown>;
}
const loadScript = <T>(path: string) => import(/* @vite-ignore */ pathToFileURL(join(workspaceRoot, path)).href) as Promise<T>;

/**
 * The shell's build served at REGISTRY_SHELL_ORIGIN with a config.json of its own, written by
 * scripts/shell-config.mjs with RELEASE_REGISTRY_URL, RELEASE_ENVIRONMENT and RELEASE_REGISTRY_WAIT_MS
 * as a deployment would.
 * No idle preload of other areas: each fresh browser loads what its page needs. The remote timeout
 * is the default's (15 s), not the suite's 4 s: these users' first loads are cold, several at once,
 * and a timeout here would be counted as a failure of the release they were given.
 */
export async function startRegistryShell(environment = 'production') {
  const root = join(e2eDataDir, 'registry-shell');
  rmSync(root, { recursive: true, force: true });
  cpSync(join(workspaceRoot, 'apps/shell/dist'), root, { recursive: true, filter: (source) => !/(?:\.map|config\.json)$/.test(source) });
  const { buildShellConfig } = await loadScript<ShellConfigModule>('scripts/shell-config.mjs');
  const config = buildShellConfig(
    {
      ...serverEnv,
      RELEASE_REGISTRY_URL: REGISTRY_URL,
      RELEASE_ENVIRONMENT: environment,
      PRELOAD_IDLE: '0',
      REMOTE_TIMEOUT_MS: '15000',
      // Several cold browsers start at once on the test machine; the wait ends when the registry answers.
      RELEASE_REGISTRY_WAIT_MS: '15000',
    },
    {},
  );
  writeFileSync(join(root, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  const { startStaticServer } = await loadScript<StaticServerModule>('scripts/static-server.mjs');
  const server = await startStaticServer({ root, port: Number(new URL(REGISTRY_SHELL_ORIGIN).port), spa: true });
  return {
    config,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function recompress(file: string) {
  const bytes = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * A copy of a remote's build whose parcel throws when the shell mounts it, published as a valid
 * release: the parcel chunk's hash in the manifest (`metaData.bullion.integrity`) and the compressed
 * copies are written again, so the registry and the browser accept every byte and it fails only at
 * run time, as a bad release would.
 */
export function throwingBuild(from: string, to: string, version: string) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const manifestPath = join(to, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const exposed = manifest.exposes.find((expose: { name: string }) => expose.name === 'parcel');
  const chunk: string | undefined = exposed?.assets.js.sync.find((path: string) => /(?:^|\/)parcel-[^/]+\.js$/.test(path));
  if (!chunk) throw new Error(`${from} has no parcel chunk in its manifest's exposes`);
  const chunkPath = join(to, chunk);
  const code = readFileSync(chunkPath, 'utf8');
  const exports = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(code);
  const local = exports?.[1]?.split(',').map((part) => part.trim().split(/\s+as\s+/)).find(([, name]) => name === 'parcel')?.[0];
  if (!exports || !local) throw new Error(`${chunk} does not end with an export of its parcel`);
  const broken = `${code.slice(0, exports.index)}var __e2eThrowingParcel={...${local},mount:async()=>{throw new Error("e2e: this canary's parcel throws at mount")}};${exports[0].replace(
    new RegExp(`\\b${local.replace(/\$/g, '\\$')}\\s+as\\s+parcel\\b`),
    '__e2eThrowingParcel as parcel',
  )}`;
  writeFileSync(chunkPath, broken);
  recompress(chunkPath);
  const integrity = manifest.metaData.bullion.integrity as Record<string, string> | undefined;
  if (integrity) integrity[chunk] = sri(broken);
  manifest.metaData.bullion.version = version;
  writeFileSync(manifestPath, JSON.stringify(manifest));
  recompress(manifestPath);
}
