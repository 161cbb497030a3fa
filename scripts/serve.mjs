// Serves the production builds: the shell on 4200 (with a fresh config.json), the remotes on
// 4201–4204 (each also serving its published releases under /releases/), the preview folder on 4290,
// and the API on 4300 (run from its TypeScript sources through tsx, in this process).
// Usage: node scripts/serve.mjs [api|shell|catalog|inventory|orders|settings|preview ...]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataDir, PORTS, PREVIEW_PORT, REMOTES, workspaceRoot, writeShellConfig } from './shell-config.mjs';
import { releasesDir, startStaticServer } from './static-server.mjs';

const ALL = ['api', 'shell', ...REMOTES];
const DEFAULT_APPS = [...ALL, 'preview'];

async function waitForApi(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORTS.api}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not answer on port ${PORTS.api} within ${timeoutMs / 1000} s.`);
}

export async function serveApps(apps = DEFAULT_APPS) {
  const servers = [];
  for (const app of apps) {
    if (app === 'api') {
      const { register } = await import('tsx/esm/api');
      register();
      await import(pathToFileURL(join(workspaceRoot, 'apps/api/src/main.ts')).href);
      await waitForApi();
      console.log(`api       http://localhost:${PORTS.api}/  (docs: /api/docs, mailbox: /_dev/mailbox)`);
      continue;
    }
    if (app === 'preview') {
      const dir = join(dataDir, 'previews');
      mkdirSync(dir, { recursive: true });
      servers.push(await startStaticServer({ root: dir, port: PREVIEW_PORT }));
      console.log(`preview builds  http://localhost:${PREVIEW_PORT}/`);
      continue;
    }
    const root = join(workspaceRoot, 'apps', app, 'dist');
    if (app === 'shell') {
      writeShellConfig(root);
      servers.push(await startStaticServer({ root, port: PORTS.shell, spa: true }));
    } else {
      const releases = releasesDir(dataDir, app);
      mkdirSync(releases, { recursive: true });
      servers.push(await startStaticServer({ root, port: PORTS[app], mounts: { '/releases': releases } }));
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
  serveApps(requested.length ? requested : DEFAULT_APPS).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
