// `npm run dev`: every app in Vite's dev mode (the shell and the remotes), the API in tsx watch
// mode, each on its port of the list of remotes, and a config.json for the shell generated from the
// environment.
import { join } from 'node:path';
import { checkNodeVersion, ensureInstalled, run } from './lib/ensure-install.mjs';
import { workspaceRoot, writeShellConfig } from './shell-config.mjs';

try {
  checkNodeVersion();
  ensureInstalled(workspaceRoot);
  // Dev servers change the remotes' code with every edit: nothing is pinned (remoteIntegrity optional).
  writeShellConfig(join(workspaceRoot, 'apps/shell/public'), { ...process.env, SHELL_DEBUG: '1' }, { dev: true });
  run(
    'npx',
    ['nx', 'run-many', '-t', 'serve', '--projects=tag:type:host,tag:type:remote,api', '--parallel=6', '--outputStyle=stream'],
    { cwd: workspaceRoot, env: { ...process.env, NX_TUI: 'false' } },
  );
} catch (error) {
  console.error(`\nnpm run dev failed: ${error.message}`);
  process.exit(1);
}
