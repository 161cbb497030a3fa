// Builds the shell's config.json from environment variables (defaults for local use: the ports of
// the list of remotes) and from the remote deployments recorded by scripts/remote-deploy.mjs.
// Node built-ins only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The config object; throws with the variable's name when one is malformed. */
export function buildShellConfig(env = process.env, deployments = readDeployments()) {
  const host = env.PUBLIC_HOST ?? 'http://localhost';
  const remotes = {};
  for (const remote of REMOTE_NAMES) {
    const key = `REMOTE_${remote.toUpperCase()}`;
    const defaultManifest = `${host}:${PORTS[remote]}/mf-manifest.json`;
    const deployed = deployments[remote]?.current;
    remotes[remote] = {
      manifestUrl: deployed?.manifestUrl ?? url(env, `${key}_URL`, defaultManifest),
      version: deployed?.version ?? env[`${key}_VERSION`] ?? remoteVersion(remote),
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
  const apiOrigin = url(env, 'API_ORIGIN', `${host}:${PORTS.api}`);
  return {
    apiUrl: url(env, 'API_URL', `${apiOrigin}/api`),
    authUrl: url(env, 'AUTH_URL', apiOrigin),
    authPublicKey: env.AUTH_PUBLIC_KEY ?? LOCAL_AUTH_PUBLIC_KEY,
    remoteTimeoutMs: timeout,
    previewOrigins,
    debug: env.SHELL_DEBUG === '1' || env.SHELL_DEBUG === 'true',
    remotes,
  };
}

export function writeShellConfig(targetDir, env = process.env) {
  const config = buildShellConfig(env);
  mkdirSync(targetDir, { recursive: true });
  writeFileSync(join(targetDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2] ?? join(workspaceRoot, 'apps/shell/dist');
  const config = writeShellConfig(resolve(target));
  console.log(`config.json written to ${target}:\n${JSON.stringify(config, null, 2)}`);
}
