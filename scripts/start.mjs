// `npm start`: installs what is missing, builds the apps (production builds, cached by Nx) and
// serves the composed app (scripts/serve.mjs): the shell, the remotes and the API with its embedded
// Postgres (PGlite, data in .data/), each on its port of the list of remotes.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion, ensureInstalled, run } from './lib/ensure-install.mjs';
import { PORTS } from './lib/remotes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

try {
  checkNodeVersion();
  ensureInstalled(root);
  console.log('Building the shell and the remotes…');
  run('npx', ['nx', 'run-many', '-t', 'build', '--projects=tag:type:host,tag:type:remote', '--outputStyle=static'], {
    cwd: root,
    env: { ...process.env, NX_TUI: 'false' },
  });
  const { closeOnSignals, serveApps } = await import('./serve.mjs');
  closeOnSignals(await serveApps());
  console.log(`\nBullion Desk is running: open http://localhost:${PORTS.shell} (Ctrl+C stops it)`);
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`);
  process.exit(1);
}
