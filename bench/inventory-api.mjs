// Inventory API on 10 000 items: starts the API in a process of its own (PGlite, fresh data folder,
// demo account seeded; a free port), signs in the demo user, makes a few storage spaces in the
// demo user's personal group and imports 10 000 items into it through POST /api/inventory/import,
// then times GET /api/inventory (first page, a filtered page, a search) and GET /api/inventory/summary
// with 200 sequential requests each, and prints p50, p95 and max per call.
//   node bench/inventory-api.mjs [--items=10000] [--requests=200]
//   bash scripts/with-postgres.sh node bench/inventory-api.mjs   (the API on DATABASE_URL Postgres)
import { signIn, startApi } from './lib/api-process.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const ITEMS = Number(args.items ?? 10_000);
const REQUESTS = Number(args.requests ?? 200);

/** mulberry32, so every run imports the same items. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const KINDS = [
  { title: 'American Gold Eagle 1 oz', metal: 'gold', form: 'coin', weight: '1.0909', purity: '0.9167' },
  { title: 'Canadian Maple Leaf 1 oz', metal: 'gold', form: 'coin', weight: '1', purity: '0.9999' },
  { title: 'Krugerrand 1 oz', metal: 'gold', form: 'coin', weight: '1.0909', purity: '0.9167' },
  { title: 'PAMP Fortuna 10 g', metal: 'gold', form: 'bar', weight: '10', weightUnit: 'g', purity: '0.9999' },
  { title: 'American Silver Eagle 1 oz', metal: 'silver', form: 'coin', weight: '1', purity: '0.999' },
  { title: 'Britannia 1 oz', metal: 'silver', form: 'coin', weight: '1', purity: '0.999' },
  { title: 'Silver bar 1 kg', metal: 'silver', form: 'bar', weight: '1', weightUnit: 'kg', purity: '0.999' },
  { title: 'Buffalo round 1 oz', metal: 'silver', form: 'round', weight: '1', purity: '0.999' },
  { title: 'Platinum Maple 1 oz', metal: 'platinum', form: 'coin', weight: '1', purity: '0.9995' },
  { title: 'Palladium bar 1 oz', metal: 'palladium', form: 'bar', weight: '1', purity: '0.9995' },
];
const TAGS = ['stack', 'graded', 'gift', 'ira', 'lunar', 'proof'];

function rows(count, spaceIds) {
  const next = random(20_261_124);
  const pick = (items) => items[Math.floor(next() * items.length)];
  const cents = (max) => (Math.floor(next() * max * 100) / 100).toFixed(2);
  return Array.from({ length: count }, (_, index) => {
    const kind = pick(KINDS);
    const day = new Date(Date.UTC(2015, 0, 1) + Math.floor(next() * 3900) * 86_400_000).toISOString().slice(0, 10);
    return {
      ...kind,
      title: `${kind.title} #${index + 1}`,
      quantity: 1 + Math.floor(next() * 20),
      year: 1990 + Math.floor(next() * 36),
      tags: [pick(TAGS), ...(next() < 0.3 ? [pick(TAGS)] : [])].filter((tag, position, all) => all.indexOf(tag) === position),
      serialNumbers: kind.form === 'bar' ? [`SN-${100000 + index}`] : [],
      grade: next() < 0.2 ? pick(['MS69', 'MS70', 'PF70']) : null,
      notes: next() < 0.1 ? 'Bought at the spring show' : null,
      spaceId: next() < 0.85 ? pick(spaceIds) : null,
      acquiredOn: next() < 0.9 ? day : null,
      source: pick(['APMEX', 'JM Bullion', 'Local dealer', 'Estate sale']),
      cost: cents(3000),
      shipping: cents(30),
      fees: next() < 0.5 ? cents(10) : null,
      tax: cents(100),
    };
  });
}

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const api = await startApi(process.env.DATABASE_URL);
try {
  const auth = { authorization: `Bearer ${await signIn(api.url)}` };
  const groups = await json(await fetch(`${api.url}/api/groups`, { headers: auth }), 'groups');
  const personal = (Array.isArray(groups) ? groups : groups.groups ?? groups.items).find((group) => group.type === 'personal');
  const { token } = await json(
    await fetch(`${api.url}/api/auth/token`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ groupId: personal.id }) }),
    'app token',
  );
  const headers = { ...auth, token, 'content-type': 'application/json' };
  const post = async (path, body) => json(await fetch(`${api.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), `POST ${path}`);

  const safe = await post('/api/spaces', { name: 'Home safe', kind: 'safe' });
  const shelf = await post('/api/spaces', { name: 'Shelf 1', parentId: safe.id });
  const box = await post('/api/spaces', { name: 'Box A', parentId: shelf.id });
  const bank = await post('/api/spaces', { name: 'Bank box', kind: 'bank_box' });
  const vault = await post('/api/spaces', { name: 'Vault provider', kind: 'vault' });
  const spaceIds = [safe.id, shelf.id, box.id, bank.id, vault.id];

  let started = performance.now();
  const imported = await post('/api/inventory/import', { mode: 'commit', rows: rows(ITEMS, spaceIds) });
  const importMs = performance.now() - started;
  if (imported.added !== ITEMS) throw new Error(`imported ${imported.added} of ${ITEMS}: ${JSON.stringify(imported.errors.slice(0, 3))}`);
  console.log(`\nimported ${ITEMS} items into the demo user's personal group in ${Math.round(importMs)} ms (one request, one transaction)`);

  const calls = [
    ['GET /api/inventory (first page, 100 items)', '/api/inventory'],
    [`GET /api/inventory?metal=gold&form=coin&space=${'{safe}'}&sort=-cost`, `/api/inventory?metal=gold&form=coin&space=${safe.id}&sort=-cost`],
    ['GET /api/inventory?q=maple%20ms70', '/api/inventory?q=maple%20ms70'],
    ['GET /api/inventory/summary', '/api/inventory/summary'],
  ];
  const table = [];
  for (const [label, path] of calls) {
    const times = [];
    let total = null;
    for (let index = 0; index < REQUESTS; index += 1) {
      started = performance.now();
      const body = await json(await fetch(`${api.url}${path}`, { headers }), label);
      times.push(performance.now() - started);
      total ??= body.total ?? body.items;
    }
    times.sort((a, b) => a - b);
    table.push({ call: label, matches: total, requests: REQUESTS, 'p50 ms': +percentile(times, 50).toFixed(1), 'p95 ms': +percentile(times, 95).toFixed(1), 'max ms': +times.at(-1).toFixed(1) });
  }
  console.log(`\n## ${process.env.DATABASE_URL ? 'Postgres' : 'PGlite (embedded)'}: ${REQUESTS} sequential requests per call, ${ITEMS} items`);
  console.table(table);
} finally {
  await api.stop();
}
