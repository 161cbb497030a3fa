// The composed production app as `npm start` serves it, on free loopback ports: the shell and every
// remote through scripts/static-server.mjs (the same server, headers and file handling), the shell
// from a copy of its build with a config.json of its own (scripts/serve.mjs writes config.json into
// apps/shell/dist; this copy leaves the build folder alone), each remote pinned by the integrity of
// the build it serves. Nothing of the list of remotes' fixed ports is taken.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { integrityOfBuild } from '../../scripts/lib/integrity.mjs';
import { REMOTE_NAMES } from '../../scripts/lib/remotes.mjs';
import { buildShellConfig, workspaceRoot } from '../../scripts/shell-config.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { freePort } from './api-process.mjs';
import { missingBuilds } from './built-app.mjs';

const distOf = (app) => join(workspaceRoot, 'apps', app, 'dist');

function close(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Serves the shell (on `shellPort` or a free port) and all remotes; returns the shell's URL, which app
 * each origin serves (`apps`: origin → shell or the remote's name) and `stop()`.
 */
export async function serveComposedApp({ apiUrl, shellPort }) {
  const missing = missingBuilds(['shell', ...REMOTE_NAMES]);
  if (missing.length) throw new Error(`no production build of ${missing.join(', ')}: run npm run build`);
  const host = '127.0.0.1';
  const servers = [];
  const apps = {};
  const shellDir = mkdtempSync(join(tmpdir(), 'bullion-shell-'));
  try {
    // PRELOAD_IDLE=0 in the bench's environment measures without the idle preload of the sidebar's areas.
    const preloadIdle = process.env.PRELOAD_IDLE ? { PRELOAD_IDLE: process.env.PRELOAD_IDLE } : {};
    const env = { API_ORIGIN: apiUrl, PUBLIC_HOST: `http://${host}`, REMOTE_TIMEOUT_MS: '30000', ...preloadIdle };
    for (const remote of REMOTE_NAMES) {
      const port = await freePort();
      servers.push(await startStaticServer({ root: distOf(remote), port, host }));
      apps[`http://${host}:${port}`] = remote;
      const key = `REMOTE_${remote.toUpperCase()}`;
      env[`${key}_URL`] = `http://${host}:${port}/mf-manifest.json`;
      const integrity = integrityOfBuild(distOf(remote));
      env[`${key}_MANIFEST_INTEGRITY`] = integrity.manifest;
      env[`${key}_ENTRY_INTEGRITY`] = integrity.entry;
    }
    cpSync(distOf('shell'), shellDir, { recursive: true });
    writeFileSync(join(shellDir, 'config.json'), `${JSON.stringify(buildShellConfig(env, {}), null, 2)}\n`);
    const port = shellPort ?? (await freePort());
    servers.push(await startStaticServer({ root: shellDir, port, host, spa: true }));
    apps[`http://${host}:${port}`] = 'shell';
    return {
      url: `http://${host}:${port}`,
      apps,
      stop: async () => {
        await Promise.all(servers.map(close));
        rmSync(shellDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(servers.map(close));
    rmSync(shellDir, { recursive: true, force: true });
    throw error;
  }
}
