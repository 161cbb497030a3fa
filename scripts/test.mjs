// `npm test`: lint, typecheck and unit tests of every project, the API's scale-out test on Postgres,
// production builds (checked for development-only code and held to their size budgets), the remotes'
// Storybook builds, then the Playwright suite against the composed app in Debian's Chromium.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { checkNodeVersion, ensureInstalled, run } from './lib/ensure-install.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_TUI: 'false' };
const nx = (...args) => run('npx', ['nx', ...args, '--outputStyle=static'], { cwd: root, env });

try {
  checkNodeVersion();
  ensureInstalled(root);
  ensureChromium();
  nx('run-many', '-t', 'lint', 'typecheck', 'test');
  // Several API processes on one Postgres (a throwaway cluster; PG_PORT, default 54339): sessions,
  // rate limits, migrations and the spot feed's leader shared, failover. The PGlite run above leaves it out.
  run('bash', ['scripts/test-api-scale-out.sh'], { cwd: root, env });
  nx('run-many', '-t', 'build', '--projects=tag:type:host,tag:type:remote');
  // No production build may contain the standalone host, msw or the mock API.
  run('node', ['scripts/check-production-builds.mjs'], { cwd: root, env });
  // What each page downloads, held to its size budget (bench/budgets.json), naming any chunk that grew.
  run('node', ['bench/check-budgets.mjs'], { cwd: root, env });
  // Each remote's Storybook must build (its stories are rendered by `src/stories.test.tsx` above).
  nx('run-many', '-t', 'build-storybook');
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { cwd: root, env });
} catch (error) {
  console.error(`\nnpm test failed: ${error.message}`);
  process.exit(1);
}
