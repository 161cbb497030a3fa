// Scrolling the catalog with 10 000 results, in Chromium, against the running app (`npm start`).
// Creates a fresh user, imports 10 000 products into their group through the API, opens
// /catalog?scope=group and scrolls the list for a few seconds while recording frame times.
// Usage: npm start (in another terminal), then: node bench/catalog-scroll.mjs
// Prints rows in the DOM, frame time p50/p95/max, long frames (> 50 ms) and the time for the rows
// of a far page to appear after jumping there.
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { PORTS } from '../scripts/lib/remotes.mjs';

const APP = process.env.APP_URL ?? `http://localhost:${PORTS.shell}`;
const API = process.env.API_URL ?? `http://localhost:${PORTS.api}`;
const ANON_KEY = process.env.AUTH_PUBLIC_KEY ?? 'bullion-local-anon-key';
const ROWS = 10_000;

async function call(path, { method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { apikey: ANON_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

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

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

ensureChromium();
const email = `bench-${Date.now()}@bullion.test`;
const password = 'BenchUser1234';
await call('/auth/v1/signup', { method: 'POST', body: { email, password, data: { full_name: 'Bench User' } } });
const mails = await (await fetch(`${API}/_dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
await call('/auth/v1/verify', { method: 'POST', body: { type: 'signup', email, token: mails.find((mail) => mail.code).code } });
const session = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: { email, password } });
const bearer = { authorization: `Bearer ${session.access_token}` };
const [group] = await call('/api/groups', { headers: bearer });
const { token } = await call('/api/auth/token', { method: 'POST', body: { groupId: group.id }, headers: bearer });
const importStarted = performance.now();
const imported = await call('/api/products/import', {
  method: 'POST',
  body: { rows: Array.from({ length: ROWS }, (_, index) => product(index)), mode: 'commit' },
  headers: { ...bearer, token },
});
const importMs = performance.now() - importStarted;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const fresh = await call('/auth/v1/token?grant_type=password', { method: 'POST', body: { email, password } });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), ['bullion-auth', JSON.stringify(fresh)]);
  const page = await context.newPage();
  await page.goto(`${APP}/catalog?scope=group`);
  await page.getByTestId('catalog-total').filter({ hasText: '10,000 products' }).waitFor({ timeout: 60_000 });
  await page.locator('a.catalog-row').first().waitFor();

  const scroll = await page.evaluate(async () => {
    const list = document.querySelector('[role="list"][aria-label="Products"]');
    const frames = [];
    let last = performance.now();
    const end = last + 4000;
    await new Promise((resolve) => {
      const step = (now) => {
        frames.push(now - last);
        last = now;
        list.scrollTop += 240;
        if (now < end && list.scrollTop + list.clientHeight < list.scrollHeight) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    return { frames, rowsInDom: list.querySelectorAll('[role="listitem"]').length, scrollTop: list.scrollTop };
  });

  const jump = await page.evaluate(async () => {
    const list = document.querySelector('[role="list"][aria-label="Products"]');
    const started = performance.now();
    list.scrollTop = list.scrollHeight * 0.8;
    await new Promise((resolve) => {
      const check = () => {
        const rows = [...list.querySelectorAll('a.catalog-row')].map((row) => row.textContent ?? '');
        if (rows.some((text) => /#0[78]\d{3}/.test(text))) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    return performance.now() - started;
  });

  const frames = scroll.frames.slice(1);
  console.log(`\nCatalog with ${ROWS.toLocaleString('en-US')} results (/catalog?scope=group), Chromium ${browser.version()}`);
  console.log(`import of ${ROWS} rows: ${(importMs / 1000).toFixed(2)} s (added ${imported.added}, failed ${imported.failed})`);
  console.log(`rows in the DOM while scrolling: ${scroll.rowsInDom}`);
  console.log(
    `scrolling ${frames.length} frames (240 px each): frame time p50 ${percentile(frames, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(frames, 95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms, ` +
      `long frames (> 50 ms) ${frames.filter((frame) => frame > 50).length}`,
  );
  console.log(`jump to 80 %: rows of that page shown after ${jump.toFixed(0)} ms`);
  await context.close();
} finally {
  await browser.close();
}
