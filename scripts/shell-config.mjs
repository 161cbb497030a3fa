// Builds the shell's config.json from environment variables (defaults for local use: the ports of
// the list of remotes) and from the remote deployments recorded by scripts/remote-deploy.mjs.
// Each remote's integrity (sha384 of its mf-manifest.json and remoteEntry.js) pins the code the
// shell may run: recorded by the deploy tool, taken from the local build for the default addresses,
// or given in the environment for other addresses. Node built-ins only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { integrityOfBuild } from './lib/integrity.mjs';
import { PORTS, REMOTE_NAMES } from './lib/remotes.mjs';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where local state lives (deployments, releases, previews); BULLION_DATA_DIR moves it (the e2e suite does). */
export const dataDir = resolve(process.env.BULLION_DATA_DIR ?? join(workspaceRoot, '.data'));
export const DEPLOYMENTS_FILE = join(dataDir, 'deployments.json');

// The key a local auth server accepts as "anon" key; it is public by design (Supabase's anon key).
const LOCAL_AUTH_PUBLIC_KEY = 'bullion-local-anon-key';

function url(env, name, fallback) {
  const value = env[name] ?? fallback;
  try {
    return new URL(value).href.replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

const SRI = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** REMOTE_<NAME>_MANIFEST_INTEGRITY and REMOTE_<NAME>_ENTRY_INTEGRITY, both or neither. */
function integrityFromEnv(env, key) {
  const manifest = env[`${key}_MANIFEST_INTEGRITY`];
  const entry = env[`${key}_ENTRY_INTEGRITY`];
  if (manifest === undefined && entry === undefined) return undefined;
  for (const [name, value] of [[`${key}_MANIFEST_INTEGRITY`, manifest], [`${key}_ENTRY_INTEGRITY`, entry]]) {
    if (value === undefined) throw new Error(`${name} is missing: give both ${key}_MANIFEST_INTEGRITY and ${key}_ENTRY_INTEGRITY, or neither.`);
    if (!SRI.test(value)) throw new Error(`${name} must be an SRI hash like sha384-<base64>, got "${value}"`);
  }
  return { manifest, entry };
}

/** As the registry names environments (RELEASE_ENVIRONMENTS of the API). */
const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * RELEASE_REGISTRY_URL (the registry's base, `<api origin>/api/releases`) and RELEASE_ENVIRONMENT
 * (default `production`): the shell then takes each remote the registry names for that environment
 * from the registry at start; RELEASE_REGISTRY_WAIT_MS, how long remote loads wait for its answer
 * (`waitMs`; the shell's 3 s when unset). Unset RELEASE_REGISTRY_URL: no `releases` section,
 * config.json's remotes only.
 */
function releasesFromEnv(env) {
  if (!env.RELEASE_REGISTRY_URL) return undefined;
  const registry = url(env, 'RELEASE_REGISTRY_URL');
  if (!/^https?:$/.test(new URL(registry).protocol)) {
    throw new Error(`RELEASE_REGISTRY_URL must be an absolute http(s) URL such as https://registry.example.com/api/releases, got "${env.RELEASE_REGISTRY_URL}"`);
  }
  const environment = env.RELEASE_ENVIRONMENT ?? 'production';
  if (!ENVIRONMENT_NAME.test(environment)) {
    throw new Error(`RELEASE_ENVIRONMENT must be an environment name (lower-case letters, digits and dashes), got "${environment}"`);
  }
  if (env.RELEASE_REGISTRY_WAIT_MS === undefined) return { url: registry, environment };
  const waitMs = Number(env.RELEASE_REGISTRY_WAIT_MS);
  if (!Number.isInteger(waitMs) || waitMs <= 0) {
    throw new Error(
      `RELEASE_REGISTRY_WAIT_MS must be a positive integer (milliseconds remote loads wait for the registry), got "${env.RELEASE_REGISTRY_WAIT_MS}"`,
    );
  }
  return { url: registry, environment, waitMs };
}

/** The integrity of a remote's local build (apps/<remote>/dist), which the default address serves. */
export function localBuildIntegrity(remote) {
  const dist = join(workspaceRoot, 'apps', remote, 'dist');
  return existsSync(join(dist, 'mf-manifest.json')) ? integrityOfBuild(dist) : undefined;
}

function remoteVersion(remote) {
  return JSON.parse(readFileSync(join(workspaceRoot, 'apps', remote, 'package.json'), 'utf8')).version;
}

export function readDeployments() {
  if (!existsSync(DEPLOYMENTS_FILE)) return {};
  return JSON.parse(readFileSync(DEPLOYMENTS_FILE, 'utf8'));
}

export function writeDeployments(deployments) {
  mkdirSync(dirname(DEPLOYMENTS_FILE), { recursive: true });
  writeFileSync(DEPLOYMENTS_FILE, `${JSON.stringify(deployments, null, 2)}\n`);
}

/**
 * The config object; throws with the variable's name when one is malformed. `dev` (npm run dev):
 * the remotes run on Vite's dev servers, whose code changes with every edit, so nothing is pinned
 * and the shell loads remotes without an integrity (`remoteIntegrity: "optional"`).
 */
export function buildShellConfig(env = process.env, deployments = readDeployments(), { dev = false } = {}) {
  const host = env.PUBLIC_HOST ?? 'http://localhost';
  const remoteIntegrity = env.REMOTE_INTEGRITY ?? (dev ? 'optional' : 'required');
  if (remoteIntegrity !== 'required' && remoteIntegrity !== 'optional') {
    throw new Error(`REMOTE_INTEGRITY must be "required" or "optional", got "${remoteIntegrity}"`);
  }
  const remotes = {};
  for (const remote of REMOTE_NAMES) {
    const key = `REMOTE_${remote.toUpperCase()}`;
    const defaultManifest = `${host}:${PORTS[remote]}/mf-manifest.json`;
    const deployed = deployments[remote]?.current;
    const integrity = deployed
      ? deployed.integrity
      : (integrityFromEnv(env, key) ?? (env[`${key}_URL`] === undefined ? localBuildIntegrity(remote) : undefined));
    remotes[remote] = {
      manifestUrl: deployed?.manifestUrl ?? url(env, `${key}_URL`, defaultManifest),
      version: deployed?.version ?? env[`${key}_VERSION`] ?? remoteVersion(remote),
      ...(integrity && !dev ? { integrity } : {}),
    };
  }
  const defaultPreviewOrigins = [PORTS.preview, ...REMOTE_NAMES.map((remote) => PORTS[remote])].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  const previewOrigins = (env.PREVIEW_ORIGINS ? env.PREVIEW_ORIGINS.split(',') : defaultPreviewOrigins)
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin, index) => new URL(url({ [`PREVIEW_ORIGINS[${index}]`]: origin }, `PREVIEW_ORIGINS[${index}]`)).origin);
  const timeout = Number(env.REMOTE_TIMEOUT_MS ?? 15000);
  if (!Number.isInteger(timeout) || timeout <= 0) throw new Error(`REMOTE_TIMEOUT_MS must be a positive integer, got "${env.REMOTE_TIMEOUT_MS}"`);
  const preloadIdle = env.PRELOAD_IDLE ?? '1';
  if (!['0', '1', 'false', 'true'].includes(preloadIdle)) throw new Error(`PRELOAD_IDLE must be 1 or 0 (true or false), got "${preloadIdle}"`);
  const apiOrigin = url(env, 'API_ORIGIN', `${host}:${PORTS.api}`);
  const releases = releasesFromEnv(env);
  return {
    apiUrl: url(env, 'API_URL', `${apiOrigin}/api`),
    authUrl: url(env, 'AUTH_URL', apiOrigin),
    authPublicKey: env.AUTH_PUBLIC_KEY ?? LOCAL_AUTH_PUBLIC_KEY,
    remoteTimeoutMs: timeout,
    previewOrigins,
    debug: env.SHELL_DEBUG === '1' || env.SHELL_DEBUG === 'true',
    remoteIntegrity,
    // PRELOAD_IDLE=0: no idle-time preload of the sidebar's areas (to measure them cold).
    preload: { idle: preloadIdle === '1' || preloadIdle === 'true' },
    remotes,
    ...(releases ? { releases } : {}),
  };
}

export function writeShellConfig(targetDir, env = process.env, options = {}) {
  const config = buildShellConfig(env, readDeployments(), options);
  mkdirSync(targetDir, { recursive: true });
  writeFileSync(join(targetDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2] ?? join(workspaceRoot, 'apps/shell/dist');
  const config = writeShellConfig(resolve(target));
  console.log(`config.json written to ${target}:\n${JSON.stringify(config, null, 2)}`);
}
