// `npm start`: installs what is missing, builds the apps (production builds, cached by Nx) and
// serves the composed app: shell on http://localhost:4200, remotes on 4201–4204, the API on 4300
// with its embedded Postgres (PGlite, data in .data/).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNodeVersion, ensureInstalled, run } from './lib/ensure-install.mjs';

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
  console.log('\nBullion Desk is running: open http://localhost:4200 (Ctrl+C stops it)');
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`);
  process.exit(1);
}
