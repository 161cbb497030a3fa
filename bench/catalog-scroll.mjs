// Scrolling the catalog with 10 000 results, in Chromium, against the running app (`npm start`).
// Creates a fresh user, imports 10 000 products into their group through the API, opens
// /catalog?scope=group and scrolls the list for a few seconds while recording frame times.
// Usage: npm start (in another terminal), then: node bench/catalog-scroll.mjs
// Prints rows in the DOM, frame time p50/p95/max, long frames (> 50 ms), dropped frames and the time
// for the rows of a far page to appear after jumping there.
import { PORTS } from '../scripts/lib/remotes.mjs';
import { apiCaller, signUpBenchUser } from './lib/bench-user.mjs';
import { figuresText, frameFigures, launchBenchChromium, openSignedIn, scrollFrames, timeToFillAfterJump } from './lib/scroll-frames.mjs';

const APP = process.env.APP_URL ?? `http://localhost:${PORTS.shell}`;
const API = process.env.API_URL ?? `http://localhost:${PORTS.api}`;
const ROWS = 10_000;
const LIST = '[role="list"][aria-label="Products"]';

const METALS = [
  ['gold', 0.9999],
  ['silver', 0.999],
  ['platinum', 0.9995],
  ['palladium', 0.9995],
];

function product(index) {
  const [metal, purity] = METALS[index % METALS.length];
  const weight = [1, 2, 5, 10, 20, 50, 100][index % 7];
  return {
    title: `Bench ${metal} bar ${weight} g #${String(index).padStart(5, '0')}`,
    metal,
    type: 'bar',
    weight,
    weightUnit: 'g',
    purity,
    metalContent: Number((weight * purity).toFixed(6)),
  };
}

const call = apiCaller(API, process.env.AUTH_PUBLIC_KEY);
const user = await signUpBenchUser(API, call);
const importStarted = performance.now();
const imported = await call('/api/products/import', {
  method: 'POST',
  body: { rows: Array.from({ length: ROWS }, (_, index) => product(index)), mode: 'commit' },
  headers: user.inGroup,
});
const importMs = performance.now() - importStarted;

const browser = await launchBenchChromium();
try {
  const { context, page } = await openSignedIn(browser, APP, await user.signIn(), '/catalog?scope=group');
  await page.getByTestId('catalog-total').filter({ hasText: '10,000 products' }).waitFor({ timeout: 60_000 });
  await page.locator('a.catalog-row').first().waitFor();

  const scroll = await scrollFrames(page, { boxSelector: LIST, rowSelector: '[role="listitem"]' });

  // Every row in view showing its product: its page fetched and drawn. (Waiting for given titles
  // hung: the default order is not the order the rows were numbered in.)
  const jump = await timeToFillAfterJump(page, { boxSelector: LIST, rowSelector: '[role="listitem"]', filledSelector: 'a.catalog-row' });

  console.log(`\nCatalog with ${ROWS.toLocaleString('en-US')} results (/catalog?scope=group), Chromium ${browser.version()}`);
  console.log(`import of ${ROWS} rows: ${(importMs / 1000).toFixed(2)} s (added ${imported.added}, failed ${imported.failed})`);
  console.log(`rows in the DOM while scrolling: ${scroll.rowsInDom}`);
  console.log(figuresText(frameFigures(scroll.frames)));
  console.log(`jump to 80 %: rows of that page shown after ${jump.toFixed(0)} ms`);
  await context.close();
} finally {
  await browser.close();
}
