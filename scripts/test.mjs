// `npm test`: lint, typecheck and unit tests of every project, the API's scale-out test on Postgres,
// production builds (checked for development-only code and held to their size budgets), the remotes'
// Storybook builds, then the Playwright suite against the composed app in Debian's Chromium. It ends
// with where the time went: each stage's wall time, each project's tasks, the slowest tests
// (scripts/test-report.mjs).
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { checkNodeVersion, ensureInstalled, run } from './lib/ensure-install.mjs';
import { printReport } from './test-report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
const env = { ...process.env, NX_TUI: 'false' };
const startedAt = Date.now();
const stages = [];
const nxProfiles = {};

function stage(name, work) {
  const started = Date.now();
  try {
    work();
    stages.push({ name, ms: Date.now() - started, ok: true });
  } catch (error) {
    stages.push({ name, ms: Date.now() - started, ok: false });
    throw error;
  }
}

/** An Nx run whose per-task times land in the summary (NX_PROFILE, a path relative to the root). */
function nx(name, ...args) {
  const profile = `.reports/nx-${name.replace(/\W+/g, '-')}.json`;
  nxProfiles[name] = join(root, profile);
  run('npx', ['nx', ...args, '--outputStyle=static'], { cwd: root, env: { ...env, NX_PROFILE: profile } });
}

let failed = null;
try {
  checkNodeVersion();
  stage('install', () => {
    ensureInstalled(root);
    ensureChromium();
  });
  rmSync(reports, { recursive: true, force: true });
  stage('lint', () => nx('lint', 'run-many', '-t', 'lint'));
  stage('typecheck', () => nx('typecheck', 'run-many', '-t', 'typecheck'));
  stage('unit', () => nx('unit', 'run-many', '-t', 'test'));
  // Several API processes on one Postgres (a throwaway cluster; PG_PORT, default 54339): sessions,
  // rate limits, migrations and the spot feed's leader shared, failover. The PGlite run above leaves it out.
  stage('scale-out', () => run('bash', ['scripts/test-api-scale-out.sh'], { cwd: root, env }));
  stage('builds', () => {
    nx('builds', 'run-many', '-t', 'build', '--projects=tag:type:host,tag:type:remote');
    // No production build may contain the standalone host, msw or the mock API.
    run('node', ['scripts/check-production-builds.mjs'], { cwd: root, env });
    // What each page downloads, held to its size budget (bench/budgets.json), naming any chunk that grew.
    run('node', ['bench/check-budgets.mjs'], { cwd: root, env });
  });
  // Each remote's Storybook must build (its stories are rendered by `src/stories.test.tsx` above).
  stage('storybook', () => nx('storybook', 'run-many', '-t', 'build-storybook'));
  stage('e2e', () => run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { cwd: root, env }));
} catch (error) {
  failed = error;
}
printReport({ root, stages, nxProfiles, startedAt });
if (failed) {
  console.error(`\nnpm test failed: ${failed.message}`);
  process.exit(1);
}
