// A signed-in start on the dashboard, reloaded cold: when the page first paints (with a stored
// session, index.html's frame), when the dashboard's heading is in the page, when the portfolio card
// (the inventory remote's widget) shows its content, and the last largest contentful paint. Over the
// production builds of the shell and all remotes, served as `npm start` serves them, with an API of
// its own (PGlite, fresh data folder) on free loopback ports; a new bench user with an empty desk (as
// bench/lighthouse.mjs measures it). No throttling: these are the machine's own times.
// Usage: node bench/dashboard-start.mjs [--runs=10]   (after npm run build, or npm run bench:dashboard-start)
// Prints each figure's median and p95 over the runs, in ms after navigation start.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { REMOTE_NAMES } from '../scripts/lib/remotes.mjs';
import { freePort, startApi } from './lib/api-process.mjs';
import { logInThroughForm, signUpBenchUser } from './lib/bench-user.mjs';
import { missingBuilds } from './lib/built-app.mjs';
import { serveComposedApp } from './lib/composed-app.mjs';
import { CHROMIUM_ARGS, percentile } from './lib/scroll-frames.mjs';
import { watchTheDashboard } from './lib/dashboard-watch.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const RUNS = Number(args.runs ?? 10);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, got ${args.runs}`);
const missing = missingBuilds(['shell', ...REMOTE_NAMES]);
if (missing.length) {
  console.error(`No production build of ${missing.join(', ')}: run npm run build first.`);
  process.exit(1);
}

ensureChromium();
const shellPort = await freePort();
const api = await startApi(undefined, { CORS_ORIGINS: `http://127.0.0.1:${shellPort}` });
let app;
let browser;
try {
  app = await serveComposedApp({ apiUrl: api.url, shellPort });
  const user = await signUpBenchUser(api.url);
  browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  await logInThroughForm(browser, app.url, user);

  const figures = { 'first paint': [], heading: [], 'portfolio card': [], LCP: [] };
  for (let run = 0; run < RUNS; run += 1) {
    process.stderr.write(`run ${run + 1}/${RUNS}\r`);
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.evaluateOnNewDocument(watchTheDashboard);
    await page.goto(`${app.url}/`);
    await page.waitForFunction(() => window.__start.portfolio, { timeout: 60_000 });
    // LCP entries stop at the first input; none comes, so wait for the page to settle.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const seen = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ...window.__start,
    }));
    figures['first paint'].push(seen.paint);
    figures.heading.push(seen.heading);
    figures['portfolio card'].push(seen.portfolio);
    figures.LCP.push(seen.lcp);
    await page.close();
  }
  console.log(`\nSigned-in dashboard, reloaded cold (cache off), ${RUNS} runs, ms after navigation start`);
  console.log(`${'figure'.padEnd(16)}${'median'.padStart(8)}${'p95'.padStart(8)}`);
  for (const [name, values] of Object.entries(figures)) {
    console.log(`${name.padEnd(16)}${String(Math.round(percentile(values, 50))).padStart(8)}${String(Math.round(percentile(values, 95))).padStart(8)}`);
  }
} finally {
  await browser?.close();
  await app?.stop();
  await api.stop();
}
