// API throughput under load, side by side with a bare node:http server in the same run.
//   node bench/api-load.mjs                       PGlite (the embedded default)
//   bash scripts/with-postgres.sh node bench/api-load.mjs   PGlite, then Postgres (DATABASE_URL)
// Options: --duration=30 (seconds per run) --connections=100 --only=pglite|postgres.
// The bare server and each database's API (tsx apps/api/src/main.ts, fresh data folder, demo
// account seeded) run in processes of their own, driven by autocannon from this process. Printed per target: requests/s, latency
// p50/p99/max, errors, timeouts and non-2xx answers; then /health's latency measured at 20 req/s
// (from a process of its own) while product searches saturate the database.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn, startApi } from './lib/api-process.mjs';
import { startBare } from './lib/bare-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const DURATION = Number(args.duration ?? 30);
const CONNECTIONS = Number(args.connections ?? 100);
/** pglite or postgres to bench one database only. */
const ONLY = args.only;
const SEARCH = '/api/products?returnType=partial&q=eagle';

function run(options) {
  return autocannon({ connections: CONNECTIONS, duration: DURATION, timeout: 10, ...options });
}

/** An autocannon run in a process of its own, so that its latencies do not include this process's. */
function runApart(options) {
  const child = fork(join(root, 'bench/lib/autocannon-process.mjs'), [JSON.stringify({ duration: DURATION, timeout: 10, ...options })]);
  return new Promise((done, fail) => {
    child.once('message', done);
    child.once('exit', (code) => (code === 0 ? undefined : fail(new Error(`autocannon stopped (exit ${code})`))));
  });
}

function figures(label, result) {
  const over2s = result.latency.max > 2000 ? ' (a request took over 2 s)' : '';
  return {
    target: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max + over2s,
    errors: result.errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
  };
}

async function benchDatabase(kind, databaseUrl, bareUrl) {
  console.log(`\n## ${kind}: ${CONNECTIONS} connections × ${DURATION} s per target`);
  const api = await startApi(databaseUrl);
  try {
    const auth = { authorization: `Bearer ${await signIn(api.url)}` };
    const rows = [];
    const bare = await run({ url: `${bareUrl}/` });
    rows.push(figures('bare node:http', bare));
    const live = await run({ url: `${api.url}/health/live` });
    rows.push(figures('GET /health/live', live));
    rows.push(figures('GET /health', await run({ url: `${api.url}/health` })));
    const search = await run({ url: `${api.url}${SEARCH}`, headers: auth });
    rows.push(figures(`GET ${SEARCH}`, search));
    // /health while searches keep the database busy: a few requests per second on one connection,
    // sent and timed by a process of its own (this one is busy driving the searches).
    const [, healthUnderLoad] = await Promise.all([
      run({ url: `${api.url}${SEARCH}`, headers: auth }),
      runApart({ url: `${api.url}/health`, connections: 1, overallRate: 20 }),
    ]);
    rows.push(figures('GET /health during searches', healthUnderLoad));
    console.table(rows);
    console.log(`liveness / bare node:http: ${(live.requests.average / bare.requests.average).toFixed(2)}×`);
    console.log(`/health p99 while searches saturate the database: ${healthUnderLoad.latency.p99} ms`);
  } finally {
    await api.stop();
  }
}

const bare = await startBare();
try {
  if (ONLY !== 'postgres') await benchDatabase('PGlite (embedded, own thread)', null, bare.url);
  if (process.env.DATABASE_URL && ONLY !== 'pglite') await benchDatabase('Postgres', process.env.DATABASE_URL, bare.url);
} finally {
  await bare.close();
}
