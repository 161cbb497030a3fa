// Throughput of the release registry's telemetry endpoint (POST /api/releases/telemetry), side by side
// with a bare node:http server answering 202 in the same run.
//   node bench/release-telemetry.mjs                 PGlite (the embedded default)
//   bash scripts/with-postgres.sh node bench/release-telemetry.mjs --only=postgres
// Options: --duration=10 (seconds per run) --connections=100 --events=20 (events per batch).
// The API (tsx apps/api/src/main.ts, fresh data folder) gets a small build of catalog published
// twice through the registry (a stable release and a canary at 10 % in production), so that every
// batch is counted and touches a running canary, whose evaluation runs too (once a second).
// The per-address rate limit is off (RELEASE_TELEMETRY_RATE_LIMIT=0): every autocannon connection
// comes from 127.0.0.1 and the API ignores X-Forwarded-For, so the limit would count all of them in
// one window (`--rate-limit=<n>` keeps it on at n a minute, to see its cost). A third run sends
// batches of an environment the registry does not have: the route without anything to count.
// Printed per target: requests/s, events/s, latency p50/p99/max, errors, non-2xx. Then, in
// staging, the time from the batch crossing the rollback threshold to the stable release served.
import autocannon from 'autocannon';
import { createHash } from 'node:crypto';
import { ANON_KEY, DEMO, signIn, startApi } from './lib/api-process.mjs';
import { startBare } from './lib/bare-server.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 100);
const EVENTS = Number(args.events ?? 20);
/** pglite or postgres to bench one database only. */
const ONLY = args.only;
const RATE_LIMIT = String(args['rate-limit'] ?? 0);
const REMOTE = 'catalog';
const ENVIRONMENT = 'production';

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The smallest build the registry accepts as `remote` `version`: a manifest naming its entry, and the entry. */
function tinyBuild(version, remote = REMOTE) {
  const entry = Buffer.from(`export const version = ${JSON.stringify(version)};\n`);
  const manifest = Buffer.from(
    JSON.stringify({ name: remote, metaData: { name: remote, remoteEntry: { name: 'remoteEntry.js', path: '' }, bullion: { remote, version, contractRange: '*', integrity: {} } } }),
  );
  return [
    { path: 'mf-manifest.json', bytes: manifest },
    { path: 'remoteEntry.js', bytes: entry },
  ];
}

async function registry(apiUrl, token, method, path, body) {
  const headers = { apikey: ANON_KEY, authorization: `Bearer ${token}` };
  if (!(body instanceof FormData) && body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${apiUrl}/api/releases${path}`, { method, headers, body: body instanceof FormData || body === undefined ? body : JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} /api/releases${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function publish(apiUrl, token, version, remote = REMOTE) {
  const files = tinyBuild(version, remote);
  const form = new FormData();
  form.append('manifest', JSON.stringify({ files: files.map((file) => ({ path: file.path, size: file.bytes.length, integrity: sri(file.bytes) })) }));
  for (const file of files) form.append(file.path, new Blob([file.bytes], { type: 'application/octet-stream' }), file.path);
  return (await registry(apiUrl, token, 'POST', `/${remote}`, form)).release.id;
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function telemetry(apiUrl, environment, events) {
  const response = await fetch(`${apiUrl}/api/releases/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ environment, events }) });
  if (response.status !== 202) throw new Error(`telemetry: ${response.status} ${await response.text()}`);
}

/**
 * Milliseconds from the 202 of the batch that takes a canary over CANARY_MIN_LOADS (every canary load
 * failing) until /api/releases/config serves a subject of the canary the stable release again. With
 * `afterEvaluation` the batch before it was evaluated just before (the once-a-second throttle holds
 * the crossing batch's evaluation back); without, the target was idle for over a second.
 */
async function rollbackServedAfter(apiUrl, token, remote, afterEvaluation) {
  const environment = 'staging';
  const stable = await publish(apiUrl, token, `2.0.${Date.now()}`, remote);
  const canary = await publish(apiUrl, token, `2.1.${Date.now()}`, remote);
  await registry(apiUrl, token, 'POST', `/${remote}/environments/${environment}/point`, { releaseId: stable });
  await registry(apiUrl, token, 'POST', `/${remote}/environments/${environment}/canary`, { releaseId: canary, percent: 99 });
  let subject = 0;
  const served = async (id) => (await (await fetch(`${apiUrl}/api/releases/config?env=${environment}&subject=bench-${id}`)).json()).remotes[remote];
  while (!(await served(subject)).canary) subject += 1;
  await telemetry(apiUrl, environment, [{ remote, release: stable, outcome: 'loaded', count: 100 }]);
  // The API's list of running canaries is at most a second old.
  await sleep(1100);
  await telemetry(apiUrl, environment, [{ remote, release: canary, outcome: 'failed', reason: 'crashed', count: 19 }]);
  if (!afterEvaluation) await sleep(1100);
  await telemetry(apiUrl, environment, [{ remote, release: canary, outcome: 'failed', reason: 'crashed' }]);
  const crossed = performance.now();
  while ((await served(subject)).canary) {
    if (performance.now() - crossed > 30_000) throw new Error('the canary was not rolled back within 30 s');
    await sleep(10);
  }
  return Math.round(performance.now() - crossed);
}

/**
 * `EVENTS` events, nine in ten for the stable release and one in ten for the canary; each release's
 * events alternate 19 loads and 1 failure, so both fail 5 % of the time and the canary stays.
 */
function batch(stable, canary) {
  const seen = new Map();
  const events = Array.from({ length: EVENTS }, (_, index) => {
    const release = index % 10 === 9 ? canary : stable;
    const nth = (seen.get(release) ?? 0) + 1;
    seen.set(release, nth);
    return nth % 2 === 1 ? { remote: REMOTE, release, outcome: 'loaded', count: 19 } : { remote: REMOTE, release, outcome: 'failed', reason: 'unreachable' };
  });
  return JSON.stringify({ environment: ENVIRONMENT, events });
}

function run(options) {
  return autocannon({ connections: CONNECTIONS, duration: DURATION, timeout: 10, method: 'POST', headers: { 'content-type': 'application/json' }, ...options });
}

function figures(label, result) {
  return {
    target: label,
    'req/s': Math.round(result.requests.average),
    'events/s': Math.round(result.requests.average * EVENTS),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
  };
}

async function benchDatabase(kind, databaseUrl, bareUrl) {
  const limit = RATE_LIMIT === '0' ? 'no rate limit' : `rate limit ${RATE_LIMIT}/min`;
  console.log(`\n## ${kind}: ${CONNECTIONS} connections × ${DURATION} s per target, ${EVENTS} events per batch, ${limit}`);
  const api = await startApi(databaseUrl, { PLATFORM_ADMINS: DEMO.email, RELEASE_TELEMETRY_RATE_LIMIT: RATE_LIMIT });
  try {
    const token = await signIn(api.url);
    const stable = await publish(api.url, token, `1.0.${Date.now()}`);
    const canary = await publish(api.url, token, `1.1.${Date.now()}`);
    await registry(api.url, token, 'POST', `/${REMOTE}/environments/${ENVIRONMENT}/point`, { releaseId: stable });
    await registry(api.url, token, 'POST', `/${REMOTE}/environments/${ENVIRONMENT}/canary`, { releaseId: canary, percent: 10 });
    const body = batch(stable, canary);
    // One batch first: it must be counted whole, or the run would measure refusals.
    const first = await fetch(`${api.url}/api/releases/telemetry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const answer = await first.json();
    if (first.status !== 202 || answer.accepted !== EVENTS) throw new Error(`a telemetry batch was not counted: ${first.status} ${JSON.stringify(answer)}`);

    const rows = [figures('bare node:http (202)', await run({ url: `${bareUrl}/api/releases/telemetry`, body }))];
    rows.push(figures('POST /api/releases/telemetry', await run({ url: `${api.url}/api/releases/telemetry`, body })));
    // The same route for an environment the registry does not have: nothing to count, to tell the
    // counting's share from the HTTP, validation (and rate limit's) share.
    const unknownEnvironment = JSON.stringify({ environment: 'nowhere', events: JSON.parse(body).events });
    rows.push(figures('  same, nothing to count (unknown env)', await run({ url: `${api.url}/api/releases/telemetry`, body: unknownEnvironment })));
    console.table(rows);
    console.log(`telemetry / bare node:http: ${(rows[1]['req/s'] / rows[0]['req/s']).toFixed(2)}×`);
    const status = await registry(api.url, token, 'GET', `/status?env=${ENVIRONMENT}`);
    const target = status.targets.find((each) => each.remote === REMOTE);
    const { rates } = await registry(api.url, token, 'GET', `/rates?env=${ENVIRONMENT}`);
    const rate = rates.find((each) => each.remote === REMOTE);
    console.log(
      `counted: stable ${rate.stable.loads} loads / ${rate.stable.failures} failures, canary ${rate.canary?.loads ?? '-'} / ${rate.canary?.failures ?? '-'}; canary still running: ${target.canary?.id === canary}`,
    );
    const idle = await rollbackServedAfter(api.url, token, 'orders', false);
    const throttled = await rollbackServedAfter(api.url, token, 'inventory', true);
    console.log(`threshold crossed → stable release served again: ${idle} ms (target idle), ${throttled} ms (right after an evaluation)`);
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
