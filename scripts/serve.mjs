// Serves the production builds: the shell on 4200 (with a fresh config.json), the remotes on
// 4201–4204 (each also serving its published releases under /releases/), the preview folder on 4290.
// Usage: node scripts/serve.mjs [shell|catalog|inventory|orders|settings|preview ...]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, PORTS, PREVIEW_PORT, REMOTES, workspaceRoot, writeShellConfig } from './shell-config.mjs';
import { releasesDir, startStaticServer } from './static-server.mjs';

const ALL = ['shell', ...REMOTES];
const DEFAULT_APPS = [...ALL, 'preview'];

export async function serveApps(apps = DEFAULT_APPS) {
  const servers = [];
  for (const app of apps) {
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
