// Builds the extra remote builds the suite needs (a preview build, a build declaring an
// incompatible contract, a second release for the swap test) and starts every server.
import { REMOTE_NAMES } from '@bullion/shared/remotes';
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir, PREVIEW_ORIGIN, workspaceRoot } from './support/env';
import { createConfirmedUser, E2E_USER } from './support/auth';
import { SERVED_APPS, startApp, stopAll } from './support/servers';

export const FIXTURE_BUILDS = {
  settingsNextContract: {
    app: 'settings',
    outDir: join(e2eDataDir, 'previews/settings-contract-2'),
    env: { REMOTE_BUILD_VERSION: '2.0.0-next', SHELL_CONTRACT_RANGE: '^2.0.0' },
  },
  catalogSwap: { app: 'catalog', outDir: join(e2eDataDir, 'builds/catalog-0.2.0'), env: { REMOTE_BUILD_VERSION: '0.2.0-swap' } },
} as const;

function viteBuild(app: string, outDir: string, env: Record<string, string>) {
  execFileSync('npx', ['vite', 'build', `apps/${app}`, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: workspaceRoot,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
}

export default async function globalSetup() {
  for (const app of ['shell', ...REMOTE_NAMES]) {
    if (!existsSync(join(workspaceRoot, 'apps', app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
      throw new Error(`apps/${app}/dist is missing: build first (npm test does: nx run-many -t build).`);
    }
  }
  await stopAll();
  rmSync(e2eDataDir, { recursive: true, force: true });
  for (const { app, outDir, env } of Object.values(FIXTURE_BUILDS)) viteBuild(app, outDir, env);
  // The preview build a team makes for review, exactly as docs/deployment.md says (previews/catalog-e2e).
  execFileSync('npx', ['nx', 'run', 'catalog:preview-build', '--name=e2e', `--preview-origin=${PREVIEW_ORIGIN}`, '--outputStyle=static', '--skip-nx-cache'], {
    cwd: workspaceRoot,
    env: { ...process.env, BULLION_DATA_DIR: e2eDataDir, NX_TUI: 'false' },
    stdio: 'inherit',
  });
  for (const app of SERVED_APPS) await startApp(app);
  await createConfirmedUser(E2E_USER);
}
