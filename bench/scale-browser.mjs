// The browser at dealer scale (issue 37, point 5), over the production builds served as the other
// browser benches serve them: the scale data set (bench/lib/scale-data.mjs: 100 000 items, 20 000
// orders, 2 000 customers, 200 collections and one of 1 000 entries, in the demo user's personal
// group), then
// - frame times while /inventory (the table), /orders (the list) and the 1 000-entry collection's
//   page (/collections/{id}) scroll (bench/lib/scroll-frames.mjs), with the main thread's long tasks
//   during each scroll: goal, no frame over 50 ms at p95;
// - the dashboard's signed-in start, reloaded cold, as bench/dashboard-start.mjs measures it, for a
//   new user's empty group and for the scale group, in the same run and the same browser: goal, not
//   slower at scale.
// Usage: npm run bench:scale-browser   (builds the shell and the remotes first; Nx replays unchanged
// builds from its cache), or node bench/scale-browser.mjs [--items=100000] [--orders=20000]
// [--customers=2000] [--collections=200] [--entries=50] [--big-collection=1000] [--runs=10] over
// existing builds. Prints each page's frame figures and the dashboard's figures for both groups.
import { REMOTE_NAMES } from '../scripts/lib/remotes.mjs';
import { DEMO, freePort } from './lib/api-process.mjs';
import { apiCaller, signUpBenchUser } from './lib/bench-user.mjs';
import { missingBuilds, serveBuiltApp } from './lib/built-app.mjs';
import { serveComposedApp } from './lib/composed-app.mjs';
import { buildScaleDataSet } from './lib/scale-data.mjs';
import { figuresText, frameFigures, launchBenchChromium, percentile, scrollFrames } from './lib/scroll-frames.mjs';
import { watchTheDashboard } from './lib/dashboard-watch.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const count = (name, fallback) => {
  const value = Number(args[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got ${args[name]}`);
  return value;
};
const ITEMS = count('items', 100_000);
const ORDERS = count('orders', 20_000);
const CUSTOMERS = count('customers', 2_000);
const COLLECTIONS = count('collections', 200);
const ENTRIES = count('entries', 50);
const BIG_COLLECTION = count('big-collection', 1_000);
const RUNS = count('runs', 10);
if (RUNS < 1) throw new Error('--runs must be at least 1');

const missing = missingBuilds(['shell', ...REMOTE_NAMES]);
if (missing.length) {
  console.error(`No production build of ${missing.join(', ')}: run npm run bench:scale-browser (it builds them) or npm run build.`);
  process.exit(1);
}

/**
 * What the shell keeps in localStorage for a signed-in user holding a group's app token: the auth
 * session and the app store (the demo user belongs to two groups; with the token held the shell
 * opens the group it is for instead of asking which one).
 */
function storedSignIn(session, appToken) {
  const appStore = {
    state: { accessToken: appToken.token, spotPrices: null, permissions: appToken.permissions ?? {}, groupPermissions: appToken.group?.permissions ?? {}, cacheId: 1 },
    version: 0,
  };
  return { 'bullion-auth': JSON.stringify(session), 'app-store': JSON.stringify(appStore) };
}

/** A 1280 × 900 browser context whose pages start signed in with `stored` (storedSignIn). */
async function signedInContext(browser, stored) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Only before the app first runs in this context: later the shell keeps its own (refreshed) copy.
  await context.addInitScript((entries) => {
    if (window.localStorage.getItem('bullion-auth')) return;
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, stored);
  return context;
}

/** Counts the main thread's long tasks (> 50 ms) from now on; read them with readLongTasks. */
function watchLongTasks(page) {
  return page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

const readLongTasks = (page) => page.evaluate(() => window.__longTasks ?? []);

/**
 * Marks the element that scrolls `contentSelector` (the nearest ancestor that scrolls, else the
 * document) with data-bench-scroller, so scrollFrames can drive a page whose list is not a box of its own.
 */
function markScroller(page, contentSelector) {
  return page.evaluate((selector) => {
    const content = document.querySelector(selector);
    if (!content) throw new Error(`nothing matches ${selector}`);
    let box = content.parentElement;
    while (box && box !== document.body) {
      const { overflowY } = getComputedStyle(box);
      if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) break;
      box = box.parentElement;
    }
    const scroller = box && box !== document.body ? box : document.scrollingElement;
    scroller.setAttribute('data-bench-scroller', '');
    return scroller === document.scrollingElement ? 'the document' : `${scroller.tagName.toLowerCase()}${scroller.className ? `.${String(scroller.className).split(' ')[0]}` : ''}`;
  }, contentSelector);
}

/** Opens `path`, waits for `ready`, scrolls and returns the frame figures and long tasks. */
async function scrollPage(context, appUrl, { path, ready, boxSelector, rowSelector, contentSelector }) {
  const page = await context.newPage();
  try {
    await page.goto(`${appUrl}${path}`);
    await ready(page);
    // Let the first page's follow-up work (prefetches, the idle preload) settle before measuring.
    await page.waitForTimeout(1500);
    const box = boxSelector ?? '[data-bench-scroller]';
    const scroller = contentSelector ? await markScroller(page, contentSelector) : boxSelector;
    await watchLongTasks(page);
    const scroll = await scrollFrames(page, { boxSelector: box, rowSelector });
    const longTasks = await readLongTasks(page);
    return { scroll, figures: frameFigures(scroll.frames), longTasks, scroller };
  } finally {
    await page.close();
  }
}

/** `runs` cold reloads (cache off) of the signed-in dashboard; each figure's values in ms after navigation start. */
async function dashboardStarts(context, appUrl, runs, label) {
  await context.addInitScript(watchTheDashboard);
  // One start first, so the session is the shell's own (as after a sign-in) before the measured ones.
  const first = await context.newPage();
  await first.goto(`${appUrl}/`);
  await first.waitForFunction(() => window.__start.portfolio, null, { timeout: 120_000 });
  await first.close();
  const figures = { 'first paint': [], heading: [], 'portfolio card': [], LCP: [] };
  for (let run = 0; run < runs; run += 1) {
    process.stderr.write(`dashboard, ${label}: run ${run + 1}/${runs}\r`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${appUrl}/`);
    await page.waitForFunction(() => window.__start.portfolio, null, { timeout: 60_000 });
    // LCP entries stop at the first input; none comes, so wait for the page to settle.
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => ({ paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, ...window.__start }));
    figures['first paint'].push(seen.paint);
    figures.heading.push(seen.heading);
    figures['portfolio card'].push(seen.portfolio);
    figures.LCP.push(seen.lcp);
    await page.close();
  }
  return figures;
}

const ms = (value) => String(Math.round(value)).padStart(8);
const long = (tasks) => (tasks.length ? `${tasks.length} (longest ${Math.round(Math.max(...tasks))} ms, ${Math.round(tasks.reduce((sum, task) => sum + task, 0))} ms in all)` : 'none');

const builtPort = await freePort();
const composedPort = await freePort();
const corsOrigins = [builtPort, composedPort].map((port) => `http://127.0.0.1:${port}`).join(',');
const started = performance.now();
// The API's process takes this process's environment: the shells on both ports may call it.
process.env.CORS_ORIGINS = corsOrigins;
const data = await buildScaleDataSet({ items: ITEMS, orders: ORDERS, customers: CUSTOMERS, collections: COLLECTIONS, entries: ENTRIES, bigCollection: BIG_COLLECTION });
const { api } = data;
console.log(`scale data set built in ${((performance.now() - started) / 1000).toFixed(1)} s (import ${data.importMs.map((value) => Math.round(value)).join(' + ')} ms)`);
let built;
let composed;
let browser;
try {
  const call = apiCaller(api.url);
  // The data set is the demo user's personal group.
  const scaleSession = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: DEMO });
  const scaleToken = await call('/api/auth/token', { method: 'POST', body: { groupId: data.groupId }, headers: { authorization: `Bearer ${scaleSession.access_token}` } });
  const bigCollectionId = data.ids.bigCollectionId;
  if (BIG_COLLECTION && !bigCollectionId) throw new Error('the scale data set named no big collection (ids.bigCollectionId)');

  built = await serveBuiltApp({ apiUrl: api.url, remotes: REMOTE_NAMES, shellPort: builtPort });
  browser = await launchBenchChromium();
  const context = await signedInContext(browser, storedSignIn(scaleSession, scaleToken));

  const table = (label) => `[role="table"][aria-label="${label}"]`;
  const tableRows = '[role="rowgroup"] > [role="row"]';
  const pages = [
    {
      name: `/inventory (${ITEMS.toLocaleString('en-US')} items)`,
      path: '/inventory',
      boxSelector: table('Inventory items'),
      rowSelector: tableRows,
      ready: async (page) => {
        await page.getByTestId('inventory-total').filter({ hasText: /\d/ }).waitFor({ timeout: 120_000 });
        await page.locator(`${table('Inventory items')} ${tableRows}[data-item-id]`).first().waitFor({ timeout: 120_000 });
      },
    },
    ...(ORDERS
      ? [
    {
      name: `/orders (${ORDERS.toLocaleString('en-US')} orders)`,
      path: '/orders',
      boxSelector: table('Orders'),
      rowSelector: tableRows,
      ready: async (page) => {
        await page.getByTestId('orders-count').filter({ hasText: /\d/ }).waitFor({ timeout: 120_000 });
        await page.locator(`${table('Orders')} ${tableRows}[data-order-id]`).first().waitFor({ timeout: 120_000 });
      },
    },
        ]
      : []),
    ...(BIG_COLLECTION
      ? [
          {
            name: `/collections/{id} (${BIG_COLLECTION.toLocaleString('en-US')} entries)`,
            path: `/collections/${bigCollectionId}`,
            contentSelector: 'ul[aria-label="Entries"]',
            rowSelector: 'li[data-entry-id]',
            ready: (page) => page.locator('ul[aria-label="Entries"] > li[data-entry-id]').first().waitFor({ timeout: 120_000 }),
          },
        ]
      : []),
  ];
  const scrolls = [];
  for (const spec of pages) {
    process.stderr.write(`scrolling ${spec.name}\n`);
    scrolls.push({ name: spec.name, ...(await scrollPage(context, built.url, spec)) });
  }
  await context.close();
  await built.stop();
  built = undefined;

  composed = await serveComposedApp({ apiUrl: api.url, shellPort: composedPort });
  const emptyUser = await signUpBenchUser(api.url, call);
  const emptyToken = await call('/api/auth/token', { method: 'POST', body: { groupId: emptyUser.groupId }, headers: emptyUser.bearer });
  const starts = {};
  for (const [label, session, token] of [
    ['empty group', await emptyUser.signIn(), emptyToken],
    [`${ITEMS.toLocaleString('en-US')} items`, scaleSession, scaleToken],
  ]) {
    const dashboard = await signedInContext(browser, storedSignIn(session, token));
    starts[label] = await dashboardStarts(dashboard, composed.url, RUNS, label);
    await dashboard.close();
  }

  console.log(`\nScale data set: ${ITEMS.toLocaleString('en-US')} items, ${ORDERS.toLocaleString('en-US')} orders, ${CUSTOMERS.toLocaleString('en-US')} customers, ${COLLECTIONS} collections of ${ENTRIES} entries and one of ${BIG_COLLECTION.toLocaleString('en-US')}; production builds, Chromium ${browser.version()}`);
  for (const { name, scroll, figures, longTasks, scroller } of scrolls) {
    const verdict = figures.p95 <= 50 ? 'meets' : 'MISSES';
    console.log(`\n${name}: ${verdict} the goal (p95 ≤ 50 ms)`);
    console.log(figuresText(figures));
    console.log(`rows in the DOM while scrolling: ${scroll.maxRowsInDom} at most; scrolled ${Math.round(scroll.scrollTop).toLocaleString('en-US')} of ${scroll.scrollHeight.toLocaleString('en-US')} px (${scroller})`);
    console.log(`long tasks during the scroll: ${long(longTasks)}`);
  }
  console.log(`\nSigned-in dashboard, reloaded cold (cache off), ${RUNS} runs per group, ms after navigation start`);
  const labels = Object.keys(starts);
  console.log(`${'figure'.padEnd(16)}${labels.map((label) => `${label} median`.padStart(24) + 'p95'.padStart(8)).join('')}`);
  for (const figure of Object.keys(starts[labels[0]])) {
    console.log(`${figure.padEnd(16)}${labels.map((label) => `${ms(percentile(starts[label][figure], 50)).padStart(24)}${ms(percentile(starts[label][figure], 95))}`).join('')}`);
  }
} finally {
  await browser?.close();
  await built?.stop();
  await composed?.stop();
  await data.stop();
}
