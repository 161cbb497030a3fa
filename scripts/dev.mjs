// `npm run dev`: every app in Vite's dev mode (shell 4200, remotes 4201–4204), the API in tsx watch
// mode (4300), and a config.json for the shell generated from the environment.
import { join } from 'node:path';
import { checkNodeVersion, ensureInstalled, run } from './lib/ensure-install.mjs';
import { workspaceRoot, writeShellConfig } from './shell-config.mjs';

try {
  checkNodeVersion();
  ensureInstalled(workspaceRoot);
  writeShellConfig(join(workspaceRoot, 'apps/shell/public'), { ...process.env, SHELL_DEBUG: '1' });
  run(
    'npx',
    ['nx', 'run-many', '-t', 'serve', '--projects=tag:type:host,tag:type:remote,api', '--parallel=6', '--outputStyle=stream'],
    { cwd: workspaceRoot, env: { ...process.env, NX_TUI: 'false' } },
  );
} catch (error) {
  console.error(`\nnpm run dev failed: ${error.message}`);
  process.exit(1);
}
