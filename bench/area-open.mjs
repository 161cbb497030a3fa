// Opening an area (issue 19): click on a sidebar link → first content of its area, in Chromium, over
// the production builds of the shell and every remote. Starts the API in a process of its own (PGlite,
// fresh data folder, free port) and serves the builds on free ports (bench/lib/built-app.mjs), so no
// fixed port is taken and a running `npm start` or e2e run is left alone; signs up a user and gives
// their group a few inventory items (so the inventory's pages and the drawer have data).
//
// First content: the area's page heading (its PageHeader, an h3 inside the remote's root) whose text
// is the sidebar entry's label, in the DOM and visible, timed in the page: from the click event on the
// link (performance.now() in a capturing listener) to the first animation frame after a
// MutationObserver saw the heading (the frame that paints it). No Playwright polling is in the figure.
// Also timed, for where the time goes: the area's host in the DOM (the shell's route rendered), the
// remote's root element attached (its code loaded, mounting begins) and the parcel's first commit.
//
// Modes, each with --runs runs (default 10) per area:
//   cold       idle preload off (config.json preload.idle false); a fresh browser context (empty HTTP
//              cache) and page load per run; the pointer goes straight to the link and clicks.
//   hover      idle preload off; fresh context per run; hover the link for 150 ms, then click.
//   idle       idle preload on; fresh context per run; wait until the idle preload has loaded every
//              sidebar remote (the shell's bullion:idle-preload:done mark), then visit each area in
//              turn (first visit; its data not cached yet).
//   cached     in the same pages as `idle`: a second visit to each area after another area was open
//              (its remote loaded and its first-route data in the query cache).
// Targets (issue 19): ≤ 100 ms median after idle with data cached, ≤ 150 ms median with hover alone.
//
// Usage: npm run bench:area-open (builds every app first; Nx replays unchanged builds), or
// node bench/area-open.mjs [--runs=10] [--modes=cold,hover,idle] over existing builds (it builds
// when one is missing).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort, startApi } from './lib/api-process.mjs';
import { apiCaller, signUpBenchUser } from './lib/bench-user.mjs';
import { missingBuilds, serveBuiltApp } from './lib/built-app.mjs';
import { seedInventory } from './lib/inventory-seed.mjs';
import { launchBenchChromium, percentile } from './lib/scroll-frames.mjs';
import { REMOTE_NAMES } from '../scripts/lib/remotes.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const RUNS = Number(args.runs ?? 10);
const MODES = (args.modes ?? 'cold,hover,idle').split(',');
const HOVER_MS = 150;
const SETTLE_MS = 1500;
const TARGETS = { cached: 100, hover: 150 };

// The sidebar's remote areas, from the list of remotes (libs/shared/src/remotes.json).
const list = JSON.parse(readFileSync(new URL('../libs/shared/src/remotes.json', import.meta.url), 'utf8'));
const NAV_AREAS = Object.entries(list.remotes).flatMap(([remote, { pages }]) =>
  pages.filter((page) => page.nav).map((page) => ({ key: page.nav.key, label: page.nav.label ?? page.label, remote })),
);

const missing = missingBuilds(['shell', ...REMOTE_NAMES]);
if (missing.length) {
  console.log(`No production build of ${missing.join(', ')}: building every app first.`);
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=tag:type:host,tag:type:remote', '--outputStyle=static'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Installed in every page: times a click on a sidebar link and the area's content that follows. */
function measureInPage() {
  const state = { armed: null, clickAt: null, marks: {} };
  const visible = (element) => element.isConnected && (element.checkVisibility?.() ?? true);
  const check = () => {
    const target = state.armed;
    if (!target || state.clickAt === null) return;
    const now = performance.now();
    const host = document.querySelector(`section[data-remote-area="${target.remote}"]`);
    if (host && state.marks.host === undefined) state.marks.host = now;
    if (host?.querySelector('.remote-area-root') && state.marks.root === undefined) state.marks.root = now;
    if (host?.querySelector('.remote-area') && state.marks.commit === undefined) state.marks.commit = now;
    if (state.marks.heading !== undefined || !host) return;
    const heading = [...host.querySelectorAll('.remote-area h3')].find((candidate) => candidate.textContent?.trim().toLowerCase() === target.label.toLowerCase() && visible(candidate));
    if (!heading) return;
    state.marks.heading = now;
    requestAnimationFrame((frame) => {
      state.marks.paint = Math.max(frame, now);
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'style', 'class'] });
  document.addEventListener(
    'click',
    (event) => {
      if (state.armed && event.target instanceof Element && event.target.closest(`a[data-nav="${state.armed.key}"]`)) {
        state.clickAt = performance.now();
        check();
      }
    },
    true,
  );
  window.__areaOpen = {
    arm(target) {
      state.armed = target;
      state.clickAt = null;
      state.marks = {};
    },
    result() {
      const { clickAt, marks } = state;
      if (clickAt === null || marks.paint === undefined) return null;
      const since = (at) => (at === undefined ? null : Math.max(0, at - clickAt));
      return { content: since(marks.paint), host: since(marks.host), root: since(marks.root), commit: since(marks.commit), heading: since(marks.heading) };
    },
  };
}

const shellPort = await freePort();
const api = await startApi(undefined, { CORS_ORIGINS: `http://127.0.0.1:${shellPort}` });
let app;
let browser;
try {
  app = await serveBuiltApp({ apiUrl: api.url, remotes: REMOTE_NAMES, shellPort });
  const call = apiCaller(api.url);
  const user = await signUpBenchUser(api.url, call);
  await seedInventory((path, body) => call(path, { method: 'POST', body, headers: user.inGroup }), 200);
  const session = await user.signIn();
  browser = await launchBenchChromium();

  /** A fresh context (empty cache) and page at /, the sidebar shown; `idle`: the idle preload done. */
  async function openApp(idle) {
    app.setConfig({ preload: { idle } });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), ['bullion-auth', JSON.stringify(session)]);
    await context.addInitScript(measureInPage);
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    await page.locator('nav.sidebar a[data-nav]').first().waitFor({ timeout: 60_000 });
    if (idle) {
      await page.waitForFunction(() => performance.getEntriesByName('bullion:idle-preload:done').length > 0, undefined, { timeout: 60_000, polling: 100 });
    } else {
      // The dashboard's own loading is over before the click.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(SETTLE_MS);
    }
    return { context, page };
  }

  async function shownAreas(page) {
    const shown = [];
    for (const area of NAV_AREAS) if (await page.locator(`nav.sidebar a[data-nav="${area.key}"]`).isVisible()) shown.push(area);
    return shown;
  }

  /** Clicks the area's link (after hovering it for `hoverMs`) and returns the page's timings. */
  async function open(page, area, hoverMs = 0) {
    await page.evaluate((target) => window.__areaOpen.arm(target), area);
    const link = page.locator(`nav.sidebar a[data-nav="${area.key}"]`);
    if (hoverMs) {
      await link.hover();
      await page.waitForTimeout(hoverMs);
    }
    await link.click();
    const handle = await page.waitForFunction(() => window.__areaOpen.result(), undefined, { timeout: 60_000, polling: 50 });
    return handle.jsonValue();
  }

  const results = new Map(); // `${mode} ${key}` → timings[]
  const idleDone = []; // ms from navigation start to the idle preload's done mark
  const record = (mode, area, timing) => {
    const id = `${mode} ${area.key}`;
    results.set(id, [...(results.get(id) ?? []), timing]);
  };

  const firstPage = await openApp(false);
  const areas = await shownAreas(firstPage.page);
  await firstPage.context.close();
  console.log(`\nAreas in the sidebar: ${areas.map((area) => `${area.label} (${area.remote})`).join(', ')}; ${RUNS} runs per mode and area.`);

  for (const mode of ['cold', 'hover'].filter((name) => MODES.includes(name))) {
    for (let run = 0; run < RUNS; run += 1) {
      for (const area of areas) {
        const { context, page } = await openApp(false);
        record(mode, area, await open(page, area, mode === 'hover' ? HOVER_MS : 0));
        await context.close();
      }
      process.stdout.write(`${mode} ${run + 1}/${RUNS}\r`);
    }
  }
  if (MODES.includes('idle')) {
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page } = await openApp(true);
      idleDone.push(await page.evaluate(() => performance.getEntriesByName('bullion:idle-preload:done')[0].startTime));
      // A different first area each run: the first visit after idle is the purest.
      const order = areas.map((_, index) => areas[(index + run) % areas.length]);
      for (const area of order) {
        record('idle', area, await open(page, area));
        // Its first-route data arrives (and is cached) before the next area opens.
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(300);
      }
      for (const area of order) {
        record('cached', area, await open(page, area));
        await page.waitForTimeout(300);
      }
      await context.close();
      process.stdout.write(`idle ${run + 1}/${RUNS}\r`);
    }
  }

  const fmt = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)}`.padStart(5));
  const median = (values) => percentile(values, 50);
  console.log(`\nClick → first content (ms), production builds on loopback, Chromium ${browser.version()}`);
  console.log('median and p95 of the heading painted; then medians of: area host rendered / remote root attached / parcel committed');
  console.log(`${'area'.padEnd(18)}${'mode'.padEnd(8)}${'n'.padStart(4)}${'median'.padStart(8)}${'p95'.padStart(7)}   ${'host'.padStart(5)} ${'root'.padStart(5)} ${'commit'.padStart(6)}  target`);
  const overall = {};
  for (const mode of ['cold', 'hover', 'idle', 'cached']) {
    for (const area of areas) {
      const timings = results.get(`${mode} ${area.key}`);
      if (!timings) continue;
      const content = timings.map((timing) => timing.content);
      overall[mode] = [...(overall[mode] ?? []), ...content];
      const part = (name) => median(timings.map((timing) => timing[name]).filter((value) => value !== null));
      const target = TARGETS[mode];
      const verdict = target === undefined ? '' : `≤ ${target} ms median: ${median(content) <= target ? 'met' : 'MISSED'}`;
      console.log(
        `${area.label.padEnd(18)}${mode.padEnd(8)}${String(content.length).padStart(4)}${fmt(median(content)).padStart(8)}${fmt(percentile(content, 95)).padStart(7)}   ${fmt(part('host'))} ${fmt(part('root'))} ${fmt(part('commit')).padStart(6)}  ${verdict}`,
      );
    }
  }
  if (idleDone.length) {
    console.log(`\nIdle preload done (every sidebar remote loaded), after the page's navigation start: median ${fmt(median(idleDone))} ms, p95 ${fmt(percentile(idleDone, 95))} ms`);
  }
  console.log('\nAll areas together:');
  for (const [mode, content] of Object.entries(overall)) {
    const target = TARGETS[mode];
    console.log(`${mode.padEnd(8)} n=${String(content.length).padStart(3)}  median ${fmt(median(content))} ms  p95 ${fmt(percentile(content, 95))} ms${target === undefined ? '' : `  (target ≤ ${target} ms median)`}`);
  }
} finally {
  await browser?.close();
  await app?.stop();
  await api.stop();
}
