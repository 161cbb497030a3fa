// Initial JavaScript of the shell, federated vs. a plain single-bundle build of the same code.
// Builds both, serves each, loads the first page (/login) in Chromium and sums the scripts it fetched.
// Then, from the production builds of every app (apps/*/dist, `npm run build`), what the dashboard and
// each remote area add after sign-in, against their budgets (bench/budgets.json).
// Usage: node bench/federation-size.mjs      (prints gzip bytes, request counts, the ratio, the pages)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { workspaceRoot, writeShellConfig } from '../scripts/shell-config.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { REMOTE_NAMES } from '../scripts/lib/remotes.mjs';
import { freePort, startApi } from './lib/api-process.mjs';
import { signUpBenchUser } from './lib/bench-user.mjs';
import { missingBuilds, serveBuiltApp } from './lib/built-app.mjs';
import { measurePageWeights, pageWeightsText } from './lib/page-weight.mjs';

const outRoot = join(workspaceRoot, '.bench');
const builds = [
  { name: 'federated', dir: join(outRoot, 'shell-federated'), port: 4280 },
  { name: 'plain', dir: join(outRoot, 'shell-plain'), port: 4281 },
];

function vite(args) {
  execFileSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], { cwd: workspaceRoot, stdio: 'inherit' });
}

async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  // The first page a visitor sees is the login page (protected pages redirect there without a session).
  await page.goto(`${url}login`);
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return {
    requests: scripts.length,
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
  };
}

ensureChromium();
vite(['apps/shell', '--outDir', builds[0].dir, '--emptyOutDir']);
vite(['--config', join(workspaceRoot, 'bench/shell-plain.vite.config.ts')]);

const servers = [];
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const results = {};
  for (const build of builds) {
    writeShellConfig(build.dir);
    servers.push(await startStaticServer({ root: build.dir, port: build.port, spa: true }));
    results[build.name] = await measure(browser, `http://localhost:${build.port}/`);
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nInitial JS of the shell on its first page, /login (gzip -9 of each script fetched before network idle)');
  console.log('build       requests   raw          gzip');
  for (const [name, r] of Object.entries(results)) {
    console.log(`${name.padEnd(11)} ${String(r.requests).padEnd(10)} ${kb(r.raw).padEnd(12)} ${kb(r.gzip)}`);
  }
  const ratio = results.federated.gzip / results.plain.gzip;
  const budgets = JSON.parse(readFileSync(join(workspaceRoot, 'bench/budgets.json'), 'utf8'));
  console.log(`ratio federated/plain (gzip): ${ratio.toFixed(2)}x   (goal: <= 1.25x; first page goal: <= ${budgets.goalKb['first-page']} KB)`);

  const missing = missingBuilds(['shell', ...REMOTE_NAMES]);
  if (missing.length) {
    console.log(`\n(no production build of ${missing.join(', ')}: run npm run build for the figures of the pages after sign-in)`);
  } else {
    const shellPort = await freePort();
    const api = await startApi(undefined, { CORS_ORIGINS: `http://127.0.0.1:${shellPort}` });
    const app = await serveBuiltApp({ apiUrl: api.url, remotes: [...REMOTE_NAMES], shellPort, idlePreload: false });
    try {
      const user = await signUpBenchUser(api.url);
      const pages = await measurePageWeights(browser, { appUrl: app.url, session: user.signIn, appOf: app.appOf });
      console.log(`\nEvery page of the composed app (apps/*/dist), JavaScript (gzip -9) and its budget\n${pageWeightsText(pages, budgets.pages)}`);
    } finally {
      await app.stop();
      await api.stop();
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
