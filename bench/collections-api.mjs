// Collections API with a few hundred entries over a few thousand held items: starts the API in a
// process of its own (PGlite, fresh data folder, demo account seeded; a free port), signs in the demo
// user, imports items linked to catalog products into the personal group, makes collections of
// catalog products (one shared), then times the list (every collection's totals in one statement),
// a search, one collection with its entries, and the signed-out share view, with sequential requests
// each, and prints p50, p95 and max per call.
//   node bench/collections-api.mjs [--collections=20] [--entries=25] [--items=3000] [--requests=100]
//   bash scripts/with-postgres.sh node bench/collections-api.mjs   (the API on DATABASE_URL Postgres)
import { signIn, startApi } from './lib/api-process.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const COLLECTIONS = Number(args.collections ?? 20);
const ENTRIES = Number(args.entries ?? 25);
const ITEMS = Number(args.items ?? 3000);
const REQUESTS = Number(args.requests ?? 100);

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
  const post = async (path, body) => json(await fetch(`${api.url}${path}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) }), `POST ${path}`);
  const get = async (path, extra = headers) => json(await fetch(`${api.url}${path}`, { headers: extra }), `GET ${path}`);

  const products = [];
  for (let offset = 0; ; offset += 100) {
    const page = await get(`/api/products?returnType=partial&limit=100&offset=${offset}`);
    products.push(...page.items.map((item) => item.id));
    if (page.items.length < 100 || products.length >= 1000) break;
  }

  // Items linked to products (most collections' products are held, some many times, some not at all).
  const rows = Array.from({ length: ITEMS }, (_, index) => ({
    productId: products[(index * 7) % Math.min(products.length, COLLECTIONS * ENTRIES)],
    quantity: 1 + (index % 5),
    grade: index % 9 === 0 ? 'MS70' : null,
  }));
  let started = performance.now();
  for (let start = 0; start < rows.length; start += 5000) {
    const imported = await post('/api/inventory/import', { mode: 'commit', rows: rows.slice(start, start + 5000) });
    if (imported.errors.length) throw new Error(JSON.stringify(imported.errors.slice(0, 3)));
  }
  console.log(`\nimported ${ITEMS} items linked to catalog products in ${Math.round(performance.now() - started)} ms`);

  started = performance.now();
  const ids = [];
  for (let index = 0; index < COLLECTIONS; index += 1) {
    const collection = await post('/api/collections', { title: `Collection ${index + 1}`, description: index === 7 ? 'The one with the needle' : null });
    const entries = Array.from({ length: ENTRIES }, (_, offset) => ({
      productId: products[(index * ENTRIES + offset) % products.length],
      wantedQuantity: 1 + (offset % 4),
      ...(offset % 6 === 0 ? { targetGrade: 'ms70' } : {}),
    }));
    await post(`/api/collections/${collection.id}/entries`, { entries });
    ids.push(collection.id);
  }
  const shared = await post(`/api/collections/${ids[0]}/share`);
  console.log(`made ${COLLECTIONS} collections of ${ENTRIES} entries (${COLLECTIONS * ENTRIES} entries) in ${Math.round(performance.now() - started)} ms`);

  const calls = [
    [`GET /api/collections (${COLLECTIONS} summaries)`, '/api/collections', headers],
    ['GET /api/collections?q=needle', '/api/collections?q=needle', headers],
    ['GET /api/collections?sort=-completion', '/api/collections?sort=-completion', headers],
    [`GET /api/collections/{id} (${ENTRIES} entries)`, `/api/collections/${ids[1]}`, headers],
    ['GET /api/public/collections/{token} (signed out)', `/api/public/collections/${shared.shareToken}`, {}],
  ];
  const table = [];
  for (const [label, path, callHeaders] of calls) {
    const times = [];
    let shape = null;
    for (let index = 0; index < REQUESTS; index += 1) {
      started = performance.now();
      const body = await get(path, callHeaders);
      times.push(performance.now() - started);
      shape ??= body.total ?? body.entryCount ?? body.entries?.length;
    }
    times.sort((a, b) => a - b);
    table.push({ call: label, size: shape, requests: REQUESTS, 'p50 ms': +percentile(times, 50).toFixed(1), 'p95 ms': +percentile(times, 95).toFixed(1), 'max ms': +times.at(-1).toFixed(1) });
  }
  console.log(`\n## ${process.env.DATABASE_URL ? 'Postgres' : 'PGlite (embedded)'}: ${REQUESTS} sequential requests per call, ${ITEMS} held items`);
  console.table(table);
} finally {
  await api.stop();
}
