// Product search on 100 000 products: loads deterministic realistic products (apps/api/src/products/
// sample-products.ts) into an embedded PGlite with the real migrations (and into DATABASE_URL
// Postgres too when set, in a throwaway database), then runs a fixed mix of searches through the
// query code of GET /api/products (listProducts inside `scoped`, as the route runs it; no HTTP) and
// prints count, p50, p95, p99 and max in ms. Also times a 10 000-row import (importProducts).
// Usage: npm run bench:products        (or: npx tsx bench/products-search.mjs [products] [queries])
import { randomBytes, randomUUID } from 'node:crypto';
import { productListFiltersSchema } from '@bullion/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, scoped } from '../apps/api/src/db/database.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { insertProducts } from '../apps/api/src/products/columns.ts';
import { listProducts } from '../apps/api/src/products/list-query.ts';
import { toPartialProduct } from '../apps/api/src/products/mappers.ts';
import { toProducts } from '../apps/api/src/products/product-reads.ts';
import { importProducts } from '../apps/api/src/products/product-import.ts';
import { sampleProducts } from '../apps/api/src/products/sample-products.ts';
import { random } from './lib/random.mjs';

const PRODUCTS = Number(process.argv[2] ?? 100_000);
const QUERIES = Number(process.argv[3] ?? 1000);
const GROUPS = 20;
/** Share of the products that belong to groups (the rest is the public catalog). */
const GROUP_SHARE = 0.1;

// ------------------------------------------------------------------ the query mix

const TERMS = [
  'gold', 'silver', 'eagle', 'maple', 'maple leaf', 'krugerrand', 'kru', 'krug', 'krugerr', 'britannia', 'panda', 'kangaroo',
  'lunar', 'dragon', 'pamp', 'fortuna', 'valcambi', '1 oz', '10 oz', '1/10 oz', 'proof', 'ms70', 'pf70', '2021', '1986',
  'silver eagle', 'gold maple', 'philharmonic', 'sovereign', 'buffalo', 'libertad', 'kookaburra', 'koala', 'noble',
  "queen's", 'beasts', 'heraeus', 'kinebar', 'pcgs ms69', 'ngc', 'burnished', 'reverse pr', 'platinum', 'palladium',
  'round', 'cast bar', 'perth', 'royal mint', 'swiss', 'vreneli', '100 g', '1 kg', 'usa', 'chn', 'engelhard', 'walking',
  'liberty', 'morgan', 'prospector', 'tudor', 'elephant', 'snake', 'horse', 'centenario', 'asahi', 'metalor', 'umicore',
  'credit suisse', 'combibar', 'high relief', 'krugerand', 'xyzzy',
];
const METALS = ['gold', 'silver', 'platinum', 'palladium', 'gold,silver'];
const COUNTRIES = ['USA', 'CAN', 'AUS', 'GBR', 'CHE', 'CHN', 'MEX', 'USA,CAN'];
const TYPES = ['coin', 'bar', 'round', 'coin,round'];

function queryMix(count, groupIds) {
  const next = random(42);
  const pick = (items) => items[Math.floor(next() * items.length)];
  const chance = (p) => next() < p;
  const queries = [];
  for (let index = 0; index < count; index += 1) {
    const filters = {};
    const kind = next();
    // 70 % the catalog search dialog (q, partial rows), 20 % filtered browsing, 10 % plain browsing.
    if (kind < 0.7) filters.q = pick(TERMS);
    if (kind >= 0.7 && kind < 0.9) {
      if (chance(0.6)) filters.metal = pick(METALS);
      if (chance(0.4)) filters.country = pick(COUNTRIES);
      if (chance(0.3)) filters.type = pick(TYPES);
      if (chance(0.2)) filters.seriesId = 1 + Math.floor(next() * 24);
      if (chance(0.2)) filters.categoryId = pick([1, 2, 3, 5, 6, 8]);
      if (chance(0.3)) {
        filters.yearFrom = 1990 + Math.floor(next() * 30);
        filters.yearTo = filters.yearFrom + Math.floor(next() * 10);
      }
    }
    if (filters.q && chance(0.2)) filters.metal = pick(METALS);
    const scopeRoll = next();
    filters.scope = scopeRoll < 0.75 ? 'all' : scopeRoll < 0.9 ? 'public' : 'group';
    if (filters.scope === 'group' && chance(0.3)) filters.status = pick(['draft', 'published', 'draft,published', 'archived']);
    if (!filters.q || chance(0.1)) filters.sort = pick(['relevance', 'title', '-updated', 'year', '-year']);
    const offset = chance(0.8) ? 0 : pick([100, 200, 500, 1000]);
    const limit = chance(0.8) ? 100 : pick([20, 50, 500]);
    queries.push({
      // Parsed as the route parses the query string (comma lists become typed arrays).
      filters: productListFiltersSchema.parse(filters),
      page: { offset, limit },
      returnType: kind < 0.7 || chance(0.5) ? 'partial' : 'full',
      groupId: pick(groupIds),
    });
  }
  return queries;
}

// ------------------------------------------------------------------ loading

async function load(database, label) {
  const { db } = database;
  const started = performance.now();
  await migrate(database);
  const groupIds = [];
  for (let index = 0; index < GROUPS; index += 1) {
    const group = await db.insertInto('groups').values({ name: `Bench group ${index + 1}`, type: 'team', settings: '{}' }).returning('id').executeTakeFirstOrThrow();
    groupIds.push(group.id);
  }
  const products = sampleProducts(PRODUCTS);
  const next = random(7);
  const rows = products.map((fields) => {
    const groupId = next() < GROUP_SHARE ? groupIds[Math.floor(next() * GROUPS)] : null;
    const status = groupId ? ['draft', 'published', 'published', 'archived', 'deleted'][Math.floor(next() * 5)] : 'published';
    return { id: randomUUID(), groupId, userId: null, fields: { ...fields, status } };
  });
  // Slugs are unique per group: the generator makes them unique in the whole set.
  await db.transaction().execute((tx) => insertProducts(tx, rows, new Date()));
  const loadedMs = performance.now() - started;
  await sql`vacuum analyze products`.execute(db);
  console.log(`${label}: ${PRODUCTS} products loaded in ${(loadedMs / 1000).toFixed(1)} s (+ vacuum analyze ${((performance.now() - started - loadedMs) / 1000).toFixed(1)} s)`);
  return groupIds;
}

// ------------------------------------------------------------------ measuring

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(label, times) {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (value) => value.toFixed(1).padStart(7);
  return `${label.padEnd(34)} count ${String(sorted.length).padStart(5)}  p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  p99 ${f(percentile(sorted, 99))}  max ${f(sorted[sorted.length - 1])}  (ms)`;
}

async function runQuery(db, query) {
  const scope = { userId: randomUUID(), groupIds: [query.groupId] };
  return scoped(db, scope, async (tx) => {
    const { rows, total } = await listProducts(tx, query.filters, query.page, { groupId: query.groupId }, query.returnType);
    const items = query.returnType === 'partial' ? rows.map(toPartialProduct) : await toProducts(tx, rows);
    return { items, total };
  });
}

async function measure(database, label, groupIds) {
  const { db } = database;
  const queries = queryMix(QUERIES, groupIds);
  for (const query of queries.slice(0, 30)) await runQuery(db, query); // warm-up
  const times = { all: [], q: [], filters: [], browse: [] };
  const slowest = [];
  for (const query of queries) {
    const started = performance.now();
    const { total } = await runQuery(db, query);
    const ms = performance.now() - started;
    times.all.push(ms);
    const kind = query.filters.q ? 'q' : Object.keys(query.filters).some((key) => !['scope', 'sort', 'status'].includes(key)) ? 'filters' : 'browse';
    times[kind].push(ms);
    slowest.push({ ms, total, query });
  }
  console.log(`\n${label}: ${QUERIES} searches through listProducts (as GET /api/products runs them)`);
  console.log(summary('all', times.all));
  console.log(summary('  with q (search dialog)', times.q));
  console.log(summary('  filters without q', times.filters));
  console.log(summary('  browsing (no q, no filters)', times.browse));
  slowest.sort((a, b) => b.ms - a.ms);
  console.log('  slowest:');
  for (const { ms, total, query } of slowest.slice(0, 5)) {
    console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${String(total).padStart(6)} matches  ${query.returnType} ${JSON.stringify(query.filters)} ${JSON.stringify(query.page)}`);
  }
}

async function measureImport(database, label, groupId) {
  const { db } = database;
  const rows = sampleProducts(10_000, 99).map(({ slug, ...fields }) => ({ ...fields, slug: `import-${slug}`, status: 'draft' }));
  const context = { groupId, userId: null, now: new Date() };
  const validateStart = performance.now();
  await scoped(db, { userId: randomUUID(), groupIds: [groupId] }, (tx) => importProducts(tx, { rows, mode: 'validate', onExisting: 'update' }, context));
  const validateMs = performance.now() - validateStart;
  const started = performance.now();
  const result = await scoped(db, { userId: randomUUID(), groupIds: [groupId] }, (tx) => importProducts(tx, { rows, mode: 'commit', onExisting: 'update' }, context));
  const commitMs = performance.now() - started;
  const again = performance.now();
  const updated = await scoped(db, { userId: randomUUID(), groupIds: [groupId] }, (tx) => importProducts(tx, { rows, mode: 'commit', onExisting: 'update' }, context));
  const updateMs = performance.now() - again;
  console.log(
    `\n${label}: import of 10 000 rows: validate ${(validateMs / 1000).toFixed(2)} s, commit (added ${result.added}) ${(commitMs / 1000).toFixed(2)} s, same rows again (updated ${updated.updated}) ${(updateMs / 1000).toFixed(2)} s`,
  );
}

async function bench(database, label) {
  try {
    const groupIds = await load(database, label);
    await measure(database, label, groupIds);
    await measureImport(database, label, groupIds[0]);
  } finally {
    await database.close();
  }
}

async function scratchPostgres(adminUrl) {
  const name = `bullion_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

console.log(`Products search benchmark: ${PRODUCTS} products (${Math.round(GROUP_SHARE * 100)} % in ${GROUPS} groups), ${QUERIES} searches`);
await bench(await openDatabase({ dataDir: 'memory://' }), 'PGlite');
if (process.env.DATABASE_URL) {
  const scratch = await scratchPostgres(process.env.DATABASE_URL);
  try {
    await bench(await openDatabase({ databaseUrl: scratch.url }), 'Postgres');
  } finally {
    await scratch.drop();
  }
}
