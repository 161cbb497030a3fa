// The release registry's two rollout figures (issue 36), on the production builds:
//  1. publish → first user served: `npm run remote -- publish catalog --env production` (the CLI, a
//     child process) returns; how long until the registry's /config names the new release, and until
//     a browser opened at that moment shows the catalog area mounted from it.
//  2. threshold crossed → rollback served: telemetry batches as browsers send them (every 100 ms: a
//     stable load, a canary load, a canary failure) to a 50% canary; from the 202 of the batch that
//     crosses CANARY_MIN_LOADS and CANARY_FAILURE_MARGIN to the first /config answer, for a subject
//     in the canary, that no longer names the canary.
// Starts the API in a process of its own (PGlite, fresh data folder, a free port) with a platform
// admin, and the shell's build with `releases` in its config.json on a free port.
//   node bench/release-rollout.mjs [--rounds=3]
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../scripts/lib/remotes.mjs';
import { buildShellConfig, workspaceRoot } from '../scripts/shell-config.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';
import { freePort, startApi } from './lib/api-process.mjs';
import { apiCaller } from './lib/bench-user.mjs';
import { missingBuilds } from './lib/built-app.mjs';
import { launchBenchChromium } from './lib/scroll-frames.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const ROUNDS = Number(args.rounds ?? 3);
const REMOTE = REMOTE_NAMES[0];
const ADMIN = { email: `release-bench-${Date.now()}@bullion.test`, password: 'ReleaseBench1234' };
const MIN_LOADS = 20;
const MARGIN = 0.05;

const missing = missingBuilds(['shell', REMOTE]);
if (missing.length) throw new Error(`no production build of ${missing.join(', ')}: run npm run build`);

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const ms = (value) => `${Math.round(value)} ms`;

const shellPort = await freePort();
const shellOrigin = `http://127.0.0.1:${shellPort}`;
const api = await startApi(undefined, (apiUrl) => ({
  // The registry's manifest addresses name this API, not the fixed port of npm start's.
  PUBLIC_API_URL: apiUrl,
  PLATFORM_ADMINS: ADMIN.email,
  CORS_ORIGINS: shellOrigin,
  CANARY_MIN_LOADS: String(MIN_LOADS),
  CANARY_FAILURE_MARGIN: String(MARGIN),
  RELEASE_TELEMETRY_RATE_LIMIT: '100000',
}));
const registry = `${api.url}/api/releases`;
const work = mkdtempSync(join(tmpdir(), 'bullion-release-bench-'));
let shellServer;
let browser;
try {
  // The platform admin (PLATFORM_ADMINS grants the address at sign-up) and a deploy key.
  const call = apiCaller(api.url);
  await call('/auth/v1/signup', { method: 'POST', body: { ...ADMIN, data: { full_name: 'Release Bench' } } });
  const mails = await (await fetch(`${api.url}/_dev/mailbox.json?to=${encodeURIComponent(ADMIN.email)}`)).json();
  await call('/auth/v1/verify', { method: 'POST', body: { type: 'signup', email: ADMIN.email, token: mails.find((mail) => mail.code).code } });
  const session = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: ADMIN });
  const admin = { authorization: `Bearer ${session.access_token}` };
  const { secret: key } = await call('/api/releases/keys', { method: 'POST', headers: admin, body: { name: 'release bench', remote: REMOTE, environments: ['staging', 'production'] } });
  const asKey = { authorization: `Bearer ${key}` };

  // The shell with the registry on, its other remotes at addresses nothing serves (only the area is opened).
  const shellDir = join(work, 'shell');
  cpSync(join(workspaceRoot, 'apps/shell/dist'), shellDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  const shellEnv = { API_ORIGIN: api.url, PUBLIC_HOST: 'http://127.0.0.1', PRELOAD_IDLE: '0', RELEASE_REGISTRY_URL: registry, RELEASE_ENVIRONMENT: 'production' };
  writeFileSync(join(shellDir, 'config.json'), `${JSON.stringify(buildShellConfig(shellEnv, {}), null, 2)}\n`);
  shellServer = await startStaticServer({ root: shellDir, port: shellPort, host: '127.0.0.1', spa: true });
  browser = await launchBenchChromium();

  /** A build of the remote with its own bytes (a marker file), so each round publishes a new release. */
  let builds = 0;
  const distinctBuild = () => {
    const dir = join(work, `build-${++builds}`);
    cpSync(join(workspaceRoot, 'apps', REMOTE, 'dist'), dir, { recursive: true, filter: (source) => !source.endsWith('.map') });
    appendFileSync(join(dir, 'bench-round.txt'), `${builds} ${Date.now()}\n`);
    return dir;
  };
  const cli = (...cliArgs) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [join(workspaceRoot, 'scripts/remote-deploy.mjs'), ...cliArgs, '--registry', registry, '--key', key, '--json'], {
        cwd: workspaceRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('exit', (code) => (code === 0 ? resolve({ at: performance.now(), answer: JSON.parse(out) }) : reject(new Error(`the CLI exited ${code}`))));
    });
  const configFor = async (subject) => {
    const answer = await (await fetch(`${registry}/config?env=production&subject=${encodeURIComponent(subject)}`)).json();
    return answer.remotes[REMOTE];
  };
  const post = async (path, body, headers = asKey) => {
    const response = await fetch(`${registry}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  // A first release in production, so every round replaces one.
  let stable = (await cli('publish', REMOTE, '--from', distinctBuild(), '--env', 'production')).answer.release.id;

  // 1. publish → first user served.
  const publishFigures = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const previous = stable;
    let seenAt;
    let polling = true;
    const poller = (async () => {
      while (polling && seenAt === undefined) {
        const served = await configFor('bench-poller');
        if (served && served.release !== previous) seenAt = performance.now();
      }
    })();
    const { at: returned, answer } = await cli('publish', REMOTE, '--from', distinctBuild(), '--env', 'production');
    stable = answer.release.id;
    // A user who opens the app the moment the CLI returns.
    const context = await browser.newContext();
    await context.addInitScript(([storageKey, value]) => window.localStorage.setItem(storageKey, value), ['bullion-auth', JSON.stringify(session)]);
    const page = await context.newPage();
    const manifest = page.waitForRequest((request) => request.url().includes(`/files/${REMOTE}/${stable}/mf-manifest.json`), { timeout: 30_000 });
    await page.goto(`${shellOrigin}/${REMOTE}`);
    await manifest;
    await page.locator(`[data-remote-area="${REMOTE}"][data-status="mounted"]`).waitFor({ timeout: 30_000 });
    const mountedAt = performance.now();
    await context.close();
    polling = false;
    await poller;
    publishFigures.push({ config: seenAt - returned, mounted: mountedAt - returned });
    console.log(
      `round ${round}: ${stable}: /config named it ${ms(seenAt - returned)} after the CLI returned` +
        ` (negative: before the CLI process had exited); a browser opened then showed it mounted after ${ms(mountedAt - returned)}`,
    );
  }

  // 2. threshold crossed → rollback served.
  const rollbackFigures = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const canary = (await cli('publish', REMOTE, '--from', distinctBuild())).answer.release.id;
    await post(`/${REMOTE}/environments/production/canary`, { releaseId: canary, percent: 50 });
    let subject;
    for (let index = 0; !subject; index += 1) if ((await configFor(`bench-${round}-${index}`))?.canary) subject = `bench-${round}-${index}`;

    let crossedAt;
    let servedAt;
    let batches = 0;
    const counts = { stableLoads: 0, canaryLoads: 0, canaryFailures: 0 };
    let watching = true;
    const watcher = (async () => {
      while (watching && servedAt === undefined) {
        const served = await configFor(subject);
        if (served.release !== canary) servedAt = performance.now();
      }
    })();
    while (servedAt === undefined && batches < 200) {
      const started = performance.now();
      const events = [
        { remote: REMOTE, release: stable, outcome: 'loaded' },
        { remote: REMOTE, release: canary, outcome: 'loaded' },
        { remote: REMOTE, release: canary, outcome: 'failed', reason: 'crashed' },
      ];
      const response = await fetch(`${registry}/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ environment: 'production', events }) });
      if (response.status !== 202) throw new Error(`telemetry answered ${response.status}: ${await response.text()}`);
      batches += 1;
      counts.stableLoads += 1;
      counts.canaryLoads += 1;
      counts.canaryFailures += 1;
      const canaryTotal = counts.canaryLoads + counts.canaryFailures;
      // The stable release fails never here: its rate stays 0.
      if (crossedAt === undefined && canaryTotal >= MIN_LOADS && counts.canaryFailures / canaryTotal > MARGIN) crossedAt = performance.now();
      await sleep(Math.max(0, 100 - (performance.now() - started)));
    }
    watching = false;
    await watcher;
    if (crossedAt === undefined || servedAt === undefined) throw new Error(`no rollback after ${batches} batches (${JSON.stringify(counts)})`);
    rollbackFigures.push(servedAt - crossedAt);
    console.log(`round ${round}: canary ${canary} rolled back; served ${ms(servedAt - crossedAt)} after the crossing batch's 202 (${batches} batches of 3 events sent)`);
  }

  console.log(`\nrelease ${REMOTE}, ${ROUNDS} rounds each, API on PGlite, this machine:`);
  console.log(
    `  publish (CLI returned) → first user served: /config names it ${ms(median(publishFigures.map((figure) => figure.config)))} (median),` +
      ` a browser opened then shows the area mounted from it after ${ms(median(publishFigures.map((figure) => figure.mounted)))} (median, max ${ms(Math.max(...publishFigures.map((figure) => figure.mounted)))})`,
  );
  console.log(
    `  threshold crossed (that batch's 202) → rollback served (/config without the canary): median ${ms(median(rollbackFigures))}, max ${ms(Math.max(...rollbackFigures))}`,
  );
} finally {
  await browser?.close();
  if (shellServer) {
    await new Promise((done) => {
      shellServer.close(() => done());
      shellServer.closeAllConnections();
    });
  }
  await api.stop();
  rmSync(work, { recursive: true, force: true });
}
