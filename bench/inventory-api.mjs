// Inventory API on 10 000 items: starts the API in a process of its own (PGlite, fresh data folder,
// demo account seeded; a free port), signs in the demo user, makes a few storage spaces in the
// demo user's personal group and imports 10 000 items into it through POST /api/inventory/import,
// then times GET /api/inventory (first page, a filtered page, a search) and GET /api/inventory/summary
// with 200 sequential requests each, and prints p50, p95 and max per call.
//   node bench/inventory-api.mjs [--items=10000] [--requests=200]
//   bash scripts/with-postgres.sh node bench/inventory-api.mjs   (the API on DATABASE_URL Postgres)
import { signIn, startApi } from './lib/api-process.mjs';
import { seedInventory } from './lib/inventory-seed.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const ITEMS = Number(args.items ?? 10_000);
const REQUESTS = Number(args.requests ?? 200);

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

  const { spaces: { safe }, importMs, requestMs } = await seedInventory(post, ITEMS);
  console.log(
    `\nimported ${ITEMS} items into the demo user's personal group in ${Math.round(importMs)} ms ` +
      `(${requestMs.length} requests, one transaction each: ${requestMs.map((ms) => Math.round(ms)).join(', ')} ms)`,
  );

  const calls = [
    ['GET /api/inventory (first page, 100 items)', '/api/inventory'],
    [`GET /api/inventory?metal=gold&form=coin&space=${'{safe}'}&sort=-cost`, `/api/inventory?metal=gold&form=coin&space=${safe.id}&sort=-cost`],
    ['GET /api/inventory?q=maple%20ms70', '/api/inventory?q=maple%20ms70'],
    ['GET /api/inventory?q=eagle%20%2377', '/api/inventory?q=eagle%20%2377'],
    ['GET /api/inventory/summary', '/api/inventory/summary'],
    ['GET /api/inventory/summary?q=maple%20ms70', '/api/inventory/summary?q=maple%20ms70'],
  ];
  const table = [];
  for (const [label, path] of calls) {
    const times = [];
    let total = null;
    for (let index = 0; index < REQUESTS; index += 1) {
      const started = performance.now();
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
