// The production builds of the shell and some remotes, each on a free port, with a config.json of
// their own pointing the shell at them and at `apiUrl`; nothing in the build folders is written, and
// no fixed port of the list of remotes is taken (a developer's `npm start` can keep running).
// Remotes not served get an address that answers 404, so the shell never reaches another server.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { integrityOfBuild } from '../../scripts/lib/integrity.mjs';
import { REMOTE_NAMES } from '../../scripts/lib/remotes.mjs';
import { buildShellConfig, workspaceRoot } from '../../scripts/shell-config.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { freePort } from './api-process.mjs';

const distOf = (app) => join(workspaceRoot, 'apps', app, 'dist');

/** What to run first when a build is missing. */
export function missingBuilds(apps) {
  return apps.filter((app) => !existsSync(join(distOf(app), app === 'shell' ? 'index.html' : 'mf-manifest.json')));
}

function close(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Serves the shell on `shellPort` (or a free port) and `remotes`; returns the shell's URL, `appOf(url)`,
 * `stop()` and `setConfig(patch)`, which changes the config.json served from then on (e.g.
 * `{ preload: { idle: false } }`). `idlePreload: false` serves it with the idle preload off from the start.
 */
export async function serveBuiltApp({ apiUrl, remotes, shellPort, idlePreload = true }) {
  const missing = missingBuilds(['shell', ...remotes]);
  if (missing.length) throw new Error(`no production build of ${missing.join(', ')}: run npx nx run-many -t build --projects=${['shell', ...remotes].join(',')}`);
  const servers = [];
  const origins = {};
  const env = { API_ORIGIN: apiUrl, PUBLIC_HOST: 'http://127.0.0.1', REMOTE_TIMEOUT_MS: '30000' };
  for (const remote of remotes) {
    const port = await freePort();
    servers.push(await startStaticServer({ root: distOf(remote), port, host: '127.0.0.1' }));
    origins[`http://127.0.0.1:${port}`] = remote;
    const key = `REMOTE_${remote.toUpperCase()}`;
    env[`${key}_URL`] = `http://127.0.0.1:${port}/mf-manifest.json`;
    // The shell runs only pinned code: the integrity of the build this bench serves.
    const integrity = integrityOfBuild(distOf(remote));
    env[`${key}_MANIFEST_INTEGRITY`] = integrity.manifest;
    env[`${key}_ENTRY_INTEGRITY`] = integrity.entry;
  }
  const port = shellPort ?? (await freePort());
  const notServed = `http://127.0.0.1:${port}/not-served`;
  for (const remote of REMOTE_NAMES.filter((name) => !remotes.includes(name))) env[`REMOTE_${remote.toUpperCase()}_URL`] = `${notServed}/${remote}/mf-manifest.json`;
  let config = JSON.stringify(buildShellConfig(env, {}));
  const shell = sirv(distOf('shell'), { dev: true, single: true });
  const server = createServer((req, res) => {
    if (req.url === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(config);
    } else if (req.url?.startsWith('/not-served/')) {
      res.writeHead(404).end('Not served by this bench');
    } else {
      shell(req, res, () => res.writeHead(404).end('Not found'));
    }
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  servers.push(server);
  origins[`http://127.0.0.1:${port}`] = 'shell';
  const setConfig = (patch) => {
    config = JSON.stringify({ ...JSON.parse(config), ...patch });
  };
  if (!idlePreload) setConfig({ preload: { idle: false } });
  return {
    url: `http://127.0.0.1:${port}`,
    /** The app (shell or a remote) a URL of this page belongs to. */
    appOf: (url) => origins[new URL(url).origin] ?? new URL(url).origin,
    stop: () => Promise.all(servers.map(close)),
    setConfig,
  };
}
