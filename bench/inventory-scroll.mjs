// Scrolling /inventory with 10 000 items, in Chromium, over the production builds of the shell and
// the inventory remote. Starts the API in a process of its own (PGlite, fresh data folder, free
// port) and serves the builds on free ports (bench/lib/built-app.mjs), so nothing else needs to run
// and a running `npm start` is left alone; signs up a user, imports 10 000 items into their group
// (the items of bench/inventory-api.mjs), opens /inventory and scrolls the table for a few seconds
// while recording frame times.
// Usage: npm run bench:inventory-scroll   (builds the shell and the inventory remote first; Nx
// replays an unchanged build from its cache), or node bench/inventory-scroll.mjs [--items=10000]
// over existing builds. Prints rows in the DOM, frame time p50/p95/max, long and dropped frames, and
// the time for the rows of a far page to appear after jumping there.
import { freePort, startApi } from './lib/api-process.mjs';
import { apiCaller, signUpBenchUser } from './lib/bench-user.mjs';
import { missingBuilds, serveBuiltApp } from './lib/built-app.mjs';
import { seedInventory } from './lib/inventory-seed.mjs';
import { figuresText, frameFigures, launchBenchChromium, openSignedIn, scrollFrames, timeToFillAfterJump } from './lib/scroll-frames.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const ITEMS = Number(args.items ?? 10_000);
const TABLE = '[role="table"][aria-label="Inventory items"]';
const ROWS = '[role="rowgroup"] > [role="row"]';

const missing = missingBuilds(['shell', 'inventory']);
if (missing.length) {
  console.error(`No production build of ${missing.join(' and ')}: run npm run bench:inventory-scroll (it builds them) or npx nx run-many -t build --projects=shell,inventory.`);
  process.exit(1);
}

const shellPort = await freePort();
const api = await startApi(undefined, { CORS_ORIGINS: `http://127.0.0.1:${shellPort}` });
let app;
let browser;
try {
  app = await serveBuiltApp({ apiUrl: api.url, remotes: ['inventory'], shellPort });
  const call = apiCaller(api.url);
  const user = await signUpBenchUser(api.url, call);
  const { importMs } = await seedInventory((path, body) => call(path, { method: 'POST', body, headers: user.inGroup }), ITEMS);

  browser = await launchBenchChromium();
  const { context, page } = await openSignedIn(browser, app.url, await user.signIn(), '/inventory');
  const totalText = `${ITEMS.toLocaleString('en-US')} items`;
  await page.getByTestId('inventory-total').filter({ hasText: totalText }).waitFor({ timeout: 120_000 });
  await page.locator(`${TABLE} ${ROWS}[data-item-id]`).first().waitFor();

  const scroll = await scrollFrames(page, { boxSelector: TABLE, rowSelector: ROWS });

  // Jump to 80 %: how long until every row in view shows its item (its page fetched and drawn).
  const jump = await timeToFillAfterJump(page, { boxSelector: TABLE, rowSelector: ROWS, filledSelector: '[data-item-id]', headerPx: 44 });

  const figures = frameFigures(scroll.frames);
  console.log(`\nInventory with ${ITEMS.toLocaleString('en-US')} items (/inventory, production builds), Chromium ${browser.version()}`);
  console.log(`import of ${ITEMS} items: ${(importMs / 1000).toFixed(2)} s (${Math.ceil(ITEMS / 10_000)} requests)`);
  console.log(`rows in the DOM while scrolling: ${scroll.maxRowsInDom} at most (${scroll.rowsInDom} at the end)`);
  console.log(figuresText(figures));
  console.log(`scrolled ${Math.round(scroll.scrollTop).toLocaleString('en-US')} of ${scroll.scrollHeight.toLocaleString('en-US')} px`);
  console.log(`jump to 80 %: rows of that page shown after ${jump.toFixed(0)} ms`);
  await context.close();
} finally {
  await browser?.close();
  await app?.stop();
  await api.stop();
}
