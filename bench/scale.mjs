// Dealer scale (issue 37): builds the scale data set (buildScaleDataSet: items imported through the
// API in 10 000-row requests, then orders, customers and collections from the seed CLI) in the demo
// user's personal group, and prints, as markdown tables for docs/performance.md:
//   - the import time of each 10 000-row request and in total;
//   - p50/p95/max over --requests sequential requests of every list, search, summary and history call
//     of inventory, orders, customers and collections, with the number of matches of each;
//   - a load run: --connections × --load-seconds of mixed reads (the calls above, in turn) with
//     autocannon against the API, beside bare node:http in the same run.
// Exits non-zero when any answer is an error (or the load run had errors, time-outs or non-2xx).
//   npm run bench:scale -- [--items=100000] [--orders=20000] [--customers=2000] [--collections=200]
//     [--entries=50] [--requests=40] [--database=pglite|postgres] [--load-seconds=30] [--connections=100]
// --database=postgres: DATABASE_URL when set (an empty database: the demo account is seeded into it),
// else a throwaway Postgres cluster reached over TCP (scripts/with-postgres.sh with PG_TCP=1, on a
// free port) that this script re-runs itself under. --load-seconds=0 leaves the load run out.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/api-process.mjs';
import { buildScaleDataSet } from './lib/scale-data.mjs';
import { startBare } from './lib/bare-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const number = (name, fallback) => {
  const value = Number(args[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number (got ${args[name]})`);
  return value;
};
const SIZES = {
  items: number('items', 100_000),
  orders: number('orders', 20_000),
  customers: number('customers', 2_000),
  collections: number('collections', 200),
  entries: number('entries', 50),
};
const REQUESTS = Math.max(1, number('requests', 40));
const LOAD_SECONDS = number('load-seconds', 30);
const CONNECTIONS = Math.max(1, number('connections', 100));
const DATABASE = args.database ?? 'pglite';
if (!['pglite', 'postgres'].includes(DATABASE)) throw new Error(`--database must be pglite or postgres (got ${DATABASE})`);
/** The issue's goal for every sequential call (point 1). */
const GOAL_P95_MS = 100;
/** The issue's goal for the load run on Postgres (point 6). */
const GOAL_LOAD_P99_MS = 250;

const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(', ');
const ms = (value) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `textColumns`: how many columns, from the left, hold words (left-aligned); the rest are figures. */
function markdownTable(columns, rows, textColumns = 1) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map((_, index) => (index < textColumns ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

/** What the run measured: the database, where the code comes from, and how busy the machine was. */
function describeRun() {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
  let database = 'PGlite (embedded)';
  if (DATABASE === 'postgres') {
    const url = new URL(process.env.DATABASE_URL);
    const socket = url.searchParams.get('host')?.startsWith('/') || !url.hostname || url.hostname === 'localhost';
    database = `Postgres ${socket ? 'over a Unix socket' : `over TCP (${url.hostname}:${url.port || 5432})`}`;
  }
  return { commit: `${commit}${changed ? ' + uncommitted changes' : ''}`, database };
}

function importTable(importMs) {
  const rows = importMs.map((time, index) => [`request ${index + 1}`, ms(time)]);
  const total = importMs.reduce((sum, time) => sum + time, 0);
  rows.push(['**total**', `**${ms(total)}**`]);
  return { table: markdownTable(['import (POST /api/inventory/import, one transaction each)', 'ms'], rows), total };
}

/**
 * The calls of point 1. Each has the paths it GETs (several: sent together, timed together, as a page
 * asks for them) and what it matched, from its answers, so the figures can be believed.
 */
function scaleCalls(search) {
  const everyStatus = 'draft,quoted,confirmed,paid,fulfilled,completed,cancelled,reversed';
  const total = (page) => page.total;
  const orderMatches = (page) => `${page.total} (sell ${page.totals.sell.orders}, buy ${page.totals.buy.orders})`;
  const thisYear = new Date().getUTCFullYear();
  const q = (text) => encodeURIComponent(text);
  return [
    { call: 'inventory, first page', paths: ['/api/inventory'], matches: total },
    {
      call: 'inventory, filtered page (metal, form, space, sort)',
      paths: [`/api/inventory?metal=gold&form=coin&space=${search.spaceId}&sort=-cost`],
      matches: total,
    },
    ...search.inventory.map(({ words, why }) => ({ call: `inventory, search “${words}” (${why})`, paths: [`/api/inventory?q=${q(words)}`], matches: total })),
    { call: 'inventory summary', paths: ['/api/inventory/summary'], matches: (summary) => `${summary.items} items` },
    {
      call: 'inventory summary, filtered (metal, form, space)',
      paths: [`/api/inventory/summary?metal=gold&form=coin&space=${search.spaceId}`],
      matches: (summary) => `${summary.items} items`,
    },
    {
      call: `inventory summary, search “${search.inventory[0].words}”`,
      paths: [`/api/inventory/summary?q=${q(search.inventory[0].words)}`],
      matches: (summary) => `${summary.items} items`,
    },
    { call: 'history, 30 days', paths: ['/api/inventory/history?days=30'], matches: (history) => `${history.days.length} days` },
    { call: 'history, 365 days', paths: ['/api/inventory/history?days=365'], matches: (history) => `${history.days.length} days` },
    { call: 'orders with totals, first page', paths: ['/api/orders'], matches: orderMatches },
    {
      call: 'orders with totals, filtered (side, status, dates)',
      paths: [`/api/orders?side=sell&status=completed,paid&from=${thisYear - 1}-01-01&to=${thisYear - 1}-12-31`],
      matches: orderMatches,
    },
    ...search.orders.map(({ words, why }) => ({ call: `orders with totals, search “${words}” (${why})`, paths: [`/api/orders?q=${q(words)}`], matches: orderMatches })),
    {
      // What the page asks for: the customer, its order history and its orders flagged for Form 8300.
      call: 'a customer’s page (the customer, its orders, its flagged orders)',
      paths: [
        `/api/customers/${search.customerId}`,
        `/api/orders?customerId=${search.customerId}&status=${everyStatus}`,
        `/api/orders?customerId=${search.customerId}&flagged=true&status=${everyStatus}`,
      ],
      matches: (customer, orders, flagged) => `${customer.orderCount} orders, ${orders.total} listed, ${flagged.total} flagged`,
    },
    { call: 'customers, first page', paths: ['/api/customers'], matches: total },
    ...search.customers.map(({ words, why }) => ({ call: `customers, search “${words}” (${why})`, paths: [`/api/customers?q=${q(words)}`], matches: total })),
    { call: 'collections, first page', paths: ['/api/collections'], matches: total },
    ...search.collections.map(({ words, why }) => ({ call: `collections, search “${words}” (${why})`, paths: [`/api/collections?q=${q(words)}`], matches: total })),
    {
      call: 'one collection',
      paths: [`/api/collections/${search.collectionId}`],
      matches: (collection) => `${collection.entries.length} entries, ${collection.entries.filter((entry) => entry.owned > 0).length} owned`,
    },
  ];
}

async function getJson(apiUrl, headers, path) {
  const response = await fetch(`${apiUrl}${path}`, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

const wordsOf = (text) => text.toLowerCase().split(/\s+/).filter((word) => word.length >= 3 && /^[a-z]/.test(word));

/**
 * What a dealer would type, taken from the data set so that each query matches what it says: a
 * search matching many rows, one with short words (which no trigram can serve), one matching a few
 * (the issue's `eagle #77`) and one matching a single item by its number; a customer's surname and
 * full name; an order's number; a collection's title word.
 */
async function searchTerms(data) {
  const get = (path) => getJson(data.api.url, data.headers, path);
  // Items are numbered #1 to #items in their titles: a number above items/10 is no other's prefix.
  const itemNumber = `#${SIZES.items - 7}`;
  const [items, customers, orders, collections, spaces] = await Promise.all([
    get(`/api/inventory?limit=1&q=${encodeURIComponent(itemNumber)}`),
    get('/api/customers?limit=1&offset=' + Math.floor(SIZES.customers / 2)),
    get('/api/orders?limit=1&offset=' + Math.floor(SIZES.orders / 2)),
    get('/api/collections?limit=1'),
    get('/api/spaces'),
  ]);
  // The top-level space with the most held items (its locations included): the filtered page's space.
  const space = spaces.spaces.filter((node) => node.parentId === null).sort((a, b) => (b.items ?? 0) - (a.items ?? 0))[0];
  const kind = items.items[0] ? wordsOf(items.items[0].title)[0] : 'eagle';
  // Empty lists (--orders=0 and the like) still get their calls, with words that match nothing.
  const customer = customers.items[0] ?? { id: undefined, name: 'Ada Lovelace' };
  const surname = wordsOf(customer.name).at(-1);
  const order = orders.items[0] ?? { number: 'SO-000001' };
  const collection = collections.items[0] ?? { id: undefined, title: 'Lunar series' };
  const collectionWord = wordsOf(collection.title)[0];
  return {
    spaceId: space.id,
    customerId: data.ids?.customerId ?? customer.id,
    collectionId: data.ids?.collectionId ?? collection.id,
    inventory: [
      { words: 'silver eagle', why: 'many' },
      { words: '1 oz maple', why: 'short words' },
      { words: 'eagle #77', why: 'few' },
      { words: `${kind} ${itemNumber}`, why: 'one item' },
    ],
    orders: [
      { words: 'maple', why: 'a line title, many' },
      { words: surname, why: 'a customer’s surname' },
      { words: order.number, why: 'an order number' },
    ],
    customers: [
      { words: surname, why: 'a surname' },
      { words: customer.name, why: 'a full name' },
    ],
    collections: [
      { words: collectionWord, why: 'a title word' },
      { words: 'eagle', why: 'an entry’s product' },
    ],
  };
}

/** --requests sequential requests of each call; a call whose answer is an error stops at its first one. */
async function timeCalls(data, search, calls) {
  // Ids in the printed paths by what they are, so the table reads the same on every run.
  const names = [
    [search.spaceId, '{space}'],
    [search.customerId, '{customer}'],
    [search.collectionId, '{collection}'],
  ].filter(([id]) => id);
  const named = (path) => names.reduce((text, [id, name]) => text.replaceAll(id, name), path);
  const shown = (call) => call.paths.map((path) => `\`${named(path)}\``).join(' + ');
  const rows = [];
  let failed = false;
  for (const call of calls) {
    const times = [];
    let matches;
    try {
      for (let index = 0; index < REQUESTS; index += 1) {
        const started = performance.now();
        const answers = await Promise.all(call.paths.map((path) => getJson(data.api.url, data.headers, path)));
        times.push(performance.now() - started);
        matches ??= call.matches(...answers);
      }
    } catch (error) {
      failed = true;
      console.error(`${call.call}: ${error.message}`);
      rows.push([call.call, shown(call), 'error', '–', '–', '–', '✗']);
      continue;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    rows.push([call.call, shown(call), matches, ms(percentile(times, 50)), ms(p95), ms(times.at(-1)), p95 <= GOAL_P95_MS ? 'yes' : 'no']);
  }
  return { table: markdownTable(['call', 'GET', 'matches', 'p50 ms', 'p95 ms', 'max ms', `p95 ≤ ${GOAL_P95_MS} ms`], rows, 3), failed };
}

function loadRow(label, result) {
  return [
    label,
    Math.round(result.requests.average),
    result.latency.p50,
    result.latency.p97_5,
    result.latency.p99,
    result.latency.max,
    result.errors,
    result.timeouts,
    result.non2xx,
  ];
}

/** The bare server, then the API with the calls' GETs in turn on every connection, each for LOAD_SECONDS. */
async function loadRun(data, calls) {
  const requests = calls.flatMap((call) => call.paths).map((path) => ({ method: 'GET', path }));
  const options = { connections: CONNECTIONS, duration: LOAD_SECONDS, timeout: 10 };
  const bare = await startBare();
  let bareResult;
  try {
    bareResult = await autocannon({ ...options, url: `${bare.url}/` });
  } finally {
    await bare.close();
  }
  const apiResult = await autocannon({ ...options, url: data.api.url, headers: data.headers, requests });
  const rows = [loadRow('bare node:http (GET /)', bareResult), loadRow(`API, mixed reads (${requests.length} GETs in turn)`, apiResult)];
  const table = markdownTable(['target', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'errors', 'timeouts', 'non-2xx'], rows);
  const failed = apiResult.errors + apiResult.timeouts + apiResult.non2xx + bareResult.errors + bareResult.timeouts + bareResult.non2xx > 0;
  return { table, failed, apiResult };
}

async function main() {
  const run = describeRun();
  console.log(`# bench:scale: ${run.database}, commit ${run.commit}, node ${process.version}`);
  console.log(
    `data set: ${SIZES.items} items, ${SIZES.orders} orders, ${SIZES.customers} customers, ${SIZES.collections} collections × ${SIZES.entries} entries, in the demo user's personal group`,
  );
  console.log(`load average at the start (1, 5, 15 min): ${loadAverage()} (2-core machine shared with other work: figures are noisy)`);

  const buildStarted = performance.now();
  const data = await buildScaleDataSet({ ...SIZES, databaseUrl: DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined });
  let failed = false;
  try {
    const built = performance.now() - buildStarted;
    const imported = importTable(data.importMs);
    console.log(`\n## Import: ${SIZES.items} items in ${data.importMs.length} requests\n`);
    console.log(imported.table);
    const written = Object.entries(data.seeded)
      .filter(([, value]) => typeof value === 'number')
      .map(([what, count]) => `${count} ${what}`)
      .join(', ');
    console.log(`\ndata set built in ${(built / 1000).toFixed(1)} s (import, seed CLI, API restarts); the seed CLI wrote ${written}`);

    const search = await searchTerms(data);
    const calls = scaleCalls(search);
    console.log(`\n## Sequential requests: ${REQUESTS} per call, ${run.database}\nload average before: ${loadAverage()}\n`);
    const sequential = await timeCalls(data, search, calls);
    console.log(sequential.table);
    console.log(`\nload average after: ${loadAverage()}`);
    failed ||= sequential.failed;

    if (LOAD_SECONDS > 0) {
      console.log(`\n## Load: ${CONNECTIONS} connections × ${LOAD_SECONDS} s per target, ${run.database}\nload average before: ${loadAverage()}\n`);
      const load = await loadRun(data, calls);
      console.log(load.table);
      console.log(`\nload average after: ${loadAverage()}`);
      if (DATABASE === 'postgres') console.log(`API p99 ${load.apiResult.latency.p99} ms: ${load.apiResult.latency.p99 <= GOAL_LOAD_P99_MS ? 'within' : 'over'} the ${GOAL_LOAD_P99_MS} ms goal`);
      failed ||= load.failed;
    }
  } finally {
    await data.stop();
  }
  if (failed) {
    console.error('\nSome answers were errors (see above).');
    process.exitCode = 1;
  }
}

if (DATABASE === 'postgres' && !process.env.DATABASE_URL) {
  // A throwaway cluster on a free port (another bench or test may hold the script's default one).
  const port = await freePort();
  const child = spawn('bash', [join(root, 'scripts/with-postgres.sh'), process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PG_TCP: '1', PG_PORT: String(port) },
  });
  const code = await new Promise((done) => child.once('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))));
  process.exitCode = code;
} else {
  await main();
}
