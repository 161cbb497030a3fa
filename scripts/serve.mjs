// Serves the production builds on the ports of the list of remotes (libs/shared/src/remotes.json):
// the shell (with a fresh config.json), each remote (also serving its published releases under
// /releases/), the preview folder, and the API (run from its TypeScript sources through tsx, in
// this process).
// Usage: node scripts/serve.mjs [api|shell|<remote>|preview ...]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PORTS, REMOTE_NAMES } from './lib/remotes.mjs';
import { dataDir, workspaceRoot, writeShellConfig } from './shell-config.mjs';
import { releasesDir, startStaticServer } from './static-server.mjs';

const ALL = ['api', 'shell', ...REMOTE_NAMES];
const DEFAULT_APPS = [...ALL, 'preview'];

function closeHttp(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

const asClosable = (server) => ({ close: () => closeHttp(server) });

/** Ctrl+C or SIGTERM closes every started app; the process then ends by itself. */
export function closeOnSignals(servers) {
  const stop = () => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    void Promise.all(servers.map((server) => server.close()));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Starts the apps; returns one `close()` per started app. */
export async function serveApps(apps = DEFAULT_APPS) {
  const servers = [];
  for (const app of apps) {
    if (app === 'api') {
      const { register } = await import('tsx/esm/api');
      register();
      const { runApi } = await import(pathToFileURL(join(workspaceRoot, 'apps/api/src/run.ts')).href);
      const api = await runApi();
      servers.push({ close: () => api.close() });
      console.log(`api       http://localhost:${PORTS.api}/  (docs: /api/docs, mailbox: /_dev/mailbox)`);
      continue;
    }
    if (app === 'preview') {
      const dir = join(dataDir, 'previews');
      mkdirSync(dir, { recursive: true });
      servers.push(await startStaticServer({ root: dir, port: PORTS.preview }).then(asClosable));
      console.log(`preview builds  http://localhost:${PORTS.preview}/`);
      continue;
    }
    const root = join(workspaceRoot, 'apps', app, 'dist');
    if (app === 'shell') {
      writeShellConfig(root);
      servers.push(await startStaticServer({ root, port: PORTS.shell, spa: true }).then(asClosable));
    } else {
      const releases = releasesDir(dataDir, app);
      mkdirSync(releases, { recursive: true });
      servers.push(await startStaticServer({ root, port: PORTS[app], mounts: { '/releases': releases } }).then(asClosable));
    }
    console.log(`${app.padEnd(9)} http://localhost:${PORTS[app]}/`);
  }
  return servers;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((app) => !ALL.includes(app) && app !== 'preview');
  if (unknown.length) {
    console.error(`Unknown app(s): ${unknown.join(', ')}. Choose from ${[...ALL, 'preview'].join(', ')}.`);
    process.exit(2);
  }
  serveApps(requested.length ? requested : DEFAULT_APPS).then(closeOnSignals, (error) => {
    console.error(error.message);
    process.exit(1);
  });
}
