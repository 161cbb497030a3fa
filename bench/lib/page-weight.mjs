// What JavaScript each page of the composed app downloads, measured in Chromium: every script
// response, its size as sent compressed (gzip -9 of its body, so the figure does not depend on the
// server) and a stable name for it (the app it came from and its file name without the content hash).
// Used by bench/federation-size.mjs (prints the figures) and bench/check-budgets.mjs (holds them to
// bench/budgets.json in `npm test`).
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../../scripts/shell-config.mjs';

const REMOTES = JSON.parse(readFileSync(join(workspaceRoot, 'libs/shared/src/remotes.json'), 'utf8')).remotes;

/** The areas measured after sign-in: each remote at its first page. */
export const AREAS = Object.entries(REMOTES).map(([remote, { pages }]) => ({ remote, path: pages[0].to }));

/**
 * `login-page-BOmQCCNI.js` → `login-page.js`; the federation plugin's generated names lose their
 * build-specific owner number too. Rolldown's hash is the last 8 characters before `.js`.
 */
export function chunkName(url) {
  const file = new URL(url).pathname.split('/').pop() ?? url;
  return file
    // The owner number, whole or cut short where the name itself is (`…_mf_owner__1-HASH.js`).
    .replace(/_mf_owner__\d+(?:__)?/g, '_mf_owner__')
    .replace(/-[A-Za-z0-9_-]{8}(\.js)$/, '$1');
}

const QUIET_MS = 500;

/** Follows a page's script responses; `since(mark)` gives those after a `mark()`, `quiet()` waits for the network to rest. */
export function recordScripts(page, appOf) {
  const scripts = [];
  const pending = new Set();
  // Requests in flight and the time of the last start or end: `quiet()` waits on them. Playwright's
  // `networkidle` would not do after a client-side navigation (the page loaded long before), and what
  // a page renders after its first paint (AfterFirstPaint, lazy charts) would go uncounted.
  const inFlight = new Set();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  for (const event of ['requestfinished', 'requestfailed']) {
    page.on(event, (request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    });
  }
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const done = response
      .body()
      .catch(() => Buffer.alloc(0))
      .then((body) => {
        scripts.push({ app: appOf(response.url()), name: chunkName(response.url()), url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      });
    pending.add(done);
    done.finally(() => pending.delete(done));
  });
  return {
    /** Resolves once no request has been in flight for `ms` (at most `timeoutMs`, then it throws). */
    async quiet(ms = QUIET_MS, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < ms) {
        if (Date.now() > deadline) throw new Error(`the page's network did not go quiet within ${timeoutMs} ms (${inFlight.size} requests in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Where the page stands now: every response so far is counted before it. */
    async mark() {
      await Promise.all([...pending]);
      return scripts.length;
    },
    async since(mark = 0) {
      await Promise.all([...pending]);
      return scripts.slice(mark);
    },
  };
}

export const totalGzip = (scripts) => scripts.reduce((sum, script) => sum + script.gzip, 0);

/** Keyed `app:name`; the same chunk fetched twice (a retry) counts once. */
export function byChunk(scripts) {
  const chunks = {};
  for (const script of scripts) chunks[`${script.app}:${script.name}`] = script.gzip;
  return chunks;
}

/**
 * Measures, against the app at `appUrl` (the shell; remotes as its config.json says):
 * - `first-page`: /login signed out, everything it fetches;
 * - `dashboard`: `/` signed in, less what /login fetches too (start-up, singletons);
 * - `area:<remote>`: what a click-through from the settled dashboard to the area's first page adds.
 * `session()` gives a fresh auth session (the auth server's token answer) for each signed-in page.
 * `appOf(url)` names the app a script came from.
 */
export async function measurePageWeights(browser, { appUrl, session, appOf, areas = AREAS }) {
  const pages = {};
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const recorder = recordScripts(page, appOf);
    await page.goto(`${appUrl}/login`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await recorder.quiet();
    pages['first-page'] = await recorder.since();
    await context.close();
  }
  const startUp = new Set(pages['first-page'].map((script) => `${script.app}:${script.name}`));

  const openDashboard = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const auth = await session();
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), ['bullion-auth', JSON.stringify(auth)]);
    const page = await context.newPage();
    const recorder = recordScripts(page, appOf);
    await page.goto(`${appUrl}/`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 60_000 });
    // Its portfolio card is the inventory remote's widget, loaded after the page itself.
    await page.getByTestId('portfolio-summary').waitFor({ timeout: 60_000 });
    await recorder.quiet();
    return { context, page, recorder };
  };

  {
    const { context, recorder } = await openDashboard();
    pages.dashboard = (await recorder.since()).filter((script) => !startUp.has(`${script.app}:${script.name}`));
    await context.close();
  }
  for (const { remote, path } of areas) {
    const { context, page, recorder } = await openDashboard();
    const mark = await recorder.mark();
    // A client-side navigation, as a click in the sidebar makes it (single-spa turns pushState into popstate).
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
    // The area's page drawn: its page header (an h3) inside the area's host, not just the remote's root
    // (the dashboard's portfolio card is the inventory remote's root too).
    await page.locator(`section[data-remote-area="${remote}"] .remote-area h3`).first().waitFor({ timeout: 60_000 });
    await recorder.quiet();
    pages[`area:${remote}`] = await recorder.since(mark);
    await context.close();
  }
  return pages;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per page: its total and its largest chunks. */
export function pageWeightsText(pages, budgets = {}) {
  const lines = ['page             scripts  gzip        budget     largest chunks'];
  for (const [name, scripts] of Object.entries(pages)) {
    const budget = budgets[name]?.budgetKb;
    const largest = [...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((script) => `${script.name.slice(0, 40)} ${kb(script.gzip)}`)
      .join(', ');
    lines.push(`${name.padEnd(16)} ${String(scripts.length).padEnd(8)} ${kb(totalGzip(scripts)).padEnd(11)} ${(budget ? `${budget} KB` : '-').padEnd(10)} ${largest}`);
  }
  return lines.join('\n');
}
