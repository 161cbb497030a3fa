// Independent deploys of one remote without rebuilding the shell. With a release registry
// (`--registry <url> --key <deploy key>`, or RELEASE_REGISTRY_URL and RELEASE_DEPLOY_KEY), the
// commands talk to the API's /api/releases from any machine (scripts/lib/registry-client.mjs:
// publish, point, promote, rollback, canary, status, releases). Without one, the local file commands
// below (development, one machine; `--local` picks them even when RELEASE_REGISTRY_URL is set):
//   node scripts/remote-deploy.mjs publish <remote> [--from <build dir>]   copy a build to a release folder
//   node scripts/remote-deploy.mjs point <remote> <release id | mf-manifest.json URL>
//   node scripts/remote-deploy.mjs rollback <remote>                        back to the previous target
//   node scripts/remote-deploy.mjs reset <remote>                           back to the environment default
//   node scripts/remote-deploy.mjs status
// Releases live in .data/releases/<remote>/<id>/ and are served by the remote's server under
// /releases/<id>/. The shell's served config.json is updated in place; the history in
// .data/deployments.json makes rollbacks possible and survives restarts.
//
// Integrity: `publish` records the sha384 of the release's mf-manifest.json and remoteEntry.js
// (deployments.json, `releases`); `point` writes it into config.json with the address, so the shell
// runs exactly the published bytes and refuses anything else. `point` refuses a release whose files
// changed since they were published; pointed at a URL, it pins what that URL serves at that moment.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChangedChunksError, integrityOfBuild, integrityOfUrl, sameIntegrity } from './lib/integrity.mjs';
import { registryMain, wantsRegistry } from './lib/registry-client.mjs';
import { PORTS, REMOTE_NAMES } from './lib/remotes.mjs';
import { dataDir, localBuildIntegrity, readDeployments, workspaceRoot, writeDeployments } from './shell-config.mjs';
import { releasesDir } from './static-server.mjs';

const SHELL_CONFIG = join(workspaceRoot, 'apps/shell/dist/config.json');

function fail(message) {
  throw new Error(message);
}

function checkRemote(remote) {
  if (!REMOTE_NAMES.includes(remote)) fail(`Unknown remote "${remote}". Choose from ${REMOTE_NAMES.join(', ')}.`);
}

function contractVersion() {
  return JSON.parse(readFileSync(join(workspaceRoot, 'libs/shared/src/contract-version.json'), 'utf8')).version;
}

/** Minimal caret-range check (^MAJOR.MINOR.PATCH), the form remotes declare. */
function caretAllows(range, version) {
  const match = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  if (!match) return false;
  const [major, minor, patch] = version.split('.').map(Number);
  const [rMajor, rMinor, rPatch] = match.slice(1).map(Number);
  if (major !== rMajor) return false;
  return minor > rMinor || (minor === rMinor && patch >= rPatch);
}

function readManifest(dir) {
  const path = join(dir, 'mf-manifest.json');
  if (!existsSync(path)) fail(`${dir} has no mf-manifest.json: is it a remote build?`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function publish(remote, from = join(workspaceRoot, 'apps', remote, 'dist'), { force = false } = {}) {
  checkRemote(remote);
  const source = resolve(from);
  const manifest = readManifest(source);
  const meta = manifest.metaData?.bullion;
  if (meta?.remote && meta.remote !== remote) fail(`${source} is a build of ${meta.remote}, not ${remote}.`);
  const version = meta?.version ?? '0.0.0';
  if (meta?.contractRange && !caretAllows(meta.contractRange, contractVersion()) && !force) {
    fail(`This build declares shell contract ${meta.contractRange}; the shell provides ${contractVersion()}. Use --force to publish anyway.`);
  }
  const entry = readFileSync(join(source, manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name));
  const id = `${version}-${createHash('sha256').update(entry).digest('hex').slice(0, 8)}`;
  const target = join(releasesDir(dataDir, remote), id);
  const integrity = integrityOfBuild(source);
  cpSync(source, target, { recursive: true });
  if (!sameIntegrity(integrityOfBuild(target), integrity)) fail(`The copy of ${source} in ${target} differs from its source: publish again.`);
  const deployments = readDeployments();
  const record = deployments[remote] ?? { current: null, history: [] };
  record.releases = { ...record.releases, [id]: { version, integrity, publishedAt: new Date().toISOString() } };
  deployments[remote] = record;
  writeDeployments(deployments);
  return { id, version, dir: target, integrity };
}

async function releaseTarget(remote, idOrUrl) {
  if (/^https?:\/\//.test(idOrUrl)) {
    // Trust on first use: what the address serves now is what the shell will accept.
    const integrity = await integrityOfUrl(idOrUrl).catch((error) => fail(`Cannot pin ${idOrUrl}: ${error.message}`));
    return { manifestUrl: idOrUrl, version: 'external', integrity };
  }
  const dir = join(releasesDir(dataDir, remote), idOrUrl);
  const manifest = readManifest(dir);
  let integrity;
  try {
    integrity = integrityOfBuild(dir);
  } catch (error) {
    if (!(error instanceof ChangedChunksError)) throw error;
    fail(
      `Release ${idOrUrl} of ${remote} changed since it was published (${error.chunks.join(', ')} ` +
        `${error.chunks.length === 1 ? 'differs' : 'differ'} from the hash its mf-manifest.json records): ` +
        'not pointing the shell at it. Publish the build again.',
    );
  }
  const published = readDeployments()[remote]?.releases?.[idOrUrl]?.integrity;
  if (published && !sameIntegrity(published, integrity)) {
    fail(
      `Release ${idOrUrl} of ${remote} changed since it was published (its mf-manifest.json or remoteEntry.js differs): ` +
        'not pointing the shell at it. Publish the build again.',
    );
  }
  const host = process.env.PUBLIC_HOST ?? 'http://localhost';
  return {
    manifestUrl: `${host}:${PORTS[remote]}/releases/${idOrUrl}/mf-manifest.json`,
    version: manifest.metaData?.bullion?.version ?? idOrUrl,
    integrity: published ?? integrity,
  };
}

function applyToShellConfig(remote, target) {
  if (!existsSync(SHELL_CONFIG)) return false;
  const config = JSON.parse(readFileSync(SHELL_CONFIG, 'utf8'));
  config.remotes[remote] = target;
  writeFileSync(SHELL_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return true;
}

/** The remote's own build (apps/<remote>/dist) on its port, pinned to what that folder holds now. */
function defaultTarget(remote) {
  const host = process.env.PUBLIC_HOST ?? 'http://localhost';
  const version = JSON.parse(readFileSync(join(workspaceRoot, 'apps', remote, 'package.json'), 'utf8')).version;
  const integrity = localBuildIntegrity(remote);
  return { manifestUrl: `${host}:${PORTS[remote]}/mf-manifest.json`, version, ...(integrity ? { integrity } : {}) };
}

export async function point(remote, idOrUrl) {
  checkRemote(remote);
  const target = await releaseTarget(remote, idOrUrl);
  const deployments = readDeployments();
  const entry = deployments[remote] ?? { current: null, history: [] };
  entry.history.push(entry.current ?? defaultTarget(remote));
  entry.current = target;
  deployments[remote] = entry;
  writeDeployments(deployments);
  applyToShellConfig(remote, target);
  return target;
}

/**
 * A target recorded before deployments carried integrity: pinned again from what was published
 * (a local release) or from the build folder (the default address); any other address stays unpinned.
 */
function withIntegrity(remote, target, deployments) {
  if (target.integrity) return target;
  const release = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(new URL(target.manifestUrl).pathname)?.[1];
  if (release && existsSync(join(releasesDir(dataDir, remote), release))) {
    const integrity = deployments[remote]?.releases?.[release]?.integrity ?? integrityOfBuild(join(releasesDir(dataDir, remote), release));
    return { ...target, integrity };
  }
  const fallback = defaultTarget(remote);
  return fallback.manifestUrl === target.manifestUrl && fallback.integrity ? { ...target, integrity: fallback.integrity } : target;
}

export function rollback(remote) {
  checkRemote(remote);
  const deployments = readDeployments();
  const entry = deployments[remote];
  if (!entry || entry.history.length === 0) fail(`${remote} has no earlier deployment to roll back to.`);
  const previous = withIntegrity(remote, entry.history.pop(), deployments);
  entry.current = previous;
  writeDeployments(deployments);
  applyToShellConfig(remote, previous);
  return previous;
}

export function reset(remote) {
  checkRemote(remote);
  const deployments = readDeployments();
  // What was published stays recorded (its integrity), so a later `point` still checks it.
  const releases = deployments[remote]?.releases;
  if (releases) deployments[remote] = { current: null, history: [], releases };
  else delete deployments[remote];
  writeDeployments(deployments);
  const target = defaultTarget(remote);
  applyToShellConfig(remote, target);
  return target;
}

export function status() {
  const deployments = readDeployments();
  return Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const dir = releasesDir(dataDir, remote);
      const published = deployments[remote]?.releases ?? {};
      return [
        remote,
        {
          current: deployments[remote]?.current ?? defaultTarget(remote),
          previous: deployments[remote]?.history.at(-1) ?? null,
          releases: existsSync(dir)
            ? readdirSync(dir).map((id) => ({ id, integrity: published[id]?.integrity ?? null }))
            : [],
        },
      ];
    }),
  );
}

async function main(argv) {
  const [command, remote, ...rest] = argv;
  const fromIndex = rest.indexOf('--from');
  const from = fromIndex >= 0 ? rest[fromIndex + 1] : undefined;
  switch (command) {
    case 'publish': {
      const release = publish(remote, from, { force: rest.includes('--force') });
      console.log(
        `Published ${remote} ${release.version} as release ${release.id}\n` +
          `  integrity: mf-manifest.json ${release.integrity.manifest}, remoteEntry.js ${release.integrity.entry}\n` +
          `  point the shell at it: node scripts/remote-deploy.mjs point ${remote} ${release.id}`,
      );
      return;
    }
    case 'point': {
      if (!rest[0]) fail('Say which release id or manifest URL to point at.');
      const target = await point(remote, rest[0]);
      console.log(
        `${remote} now loads ${target.manifestUrl} (${target.version}), pinned to remoteEntry.js ${target.integrity.entry}. ` +
          `Roll back with: node scripts/remote-deploy.mjs rollback ${remote}`,
      );
      return;
    }
    case 'rollback': {
      const target = rollback(remote);
      console.log(`${remote} rolled back to ${target.manifestUrl} (${target.version}).`);
      if (!target.integrity) console.warn(`  It has no recorded integrity, so a shell that requires one refuses it: point at it again (or reset) to pin it.`);
      return;
    }
    case 'reset': {
      const target = reset(remote);
      console.log(`${remote} reset to ${target.manifestUrl} (${target.version}).`);
      return;
    }
    case 'status':
      console.log(JSON.stringify(status(), null, 2));
      return;
    default:
      fail('Usage: remote-deploy.mjs publish|point|rollback|reset <remote> … | status');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  if (wantsRegistry(argv)) {
    registryMain(argv, { remoteNames: REMOTE_NAMES, defaultBuildDir: (remote) => join(workspaceRoot, 'apps', remote, 'dist') }).then(
      (code) => {
        process.exitCode = code;
      },
      (error) => {
        console.error(error.stack ?? error.message);
        process.exit(1);
      },
    );
  } else {
    main(argv.filter((arg) => arg !== '--local')).catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
  }
}
