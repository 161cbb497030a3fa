// The dealer-scale data set of issue 37 in the demo user's personal group: `items` inventory items
// imported through POST /api/inventory/import in requests of 10 000 rows (each request timed), then,
// with the API stopped, a dealer's orders, customers and collections written by the seed CLI
// (npm run seed:scale, apps/api/src/seed/scale-seed.ts), and the API started again on the same data.
// Completed purchases add the items they received to the imported ones. Shared by bench/scale.mjs and
// the browser benches at scale.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn, startApi } from './api-process.mjs';
import { seedInventory } from './inventory-seed.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The demo user's session and app token for their personal group. */
async function groupSession(apiUrl) {
  const auth = { authorization: `Bearer ${await signIn(apiUrl)}` };
  const groups = await json(await fetch(`${apiUrl}/api/groups`, { headers: auth }), 'groups');
  const personal = (Array.isArray(groups) ? groups : (groups.groups ?? groups.items)).find((group) => group.type === 'personal');
  if (!personal) throw new Error('the demo user has no personal group');
  const { token } = await json(
    await fetch(`${apiUrl}/api/auth/token`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ groupId: personal.id }) }),
    'app token',
  );
  return { groupId: personal.id, headers: { ...auth, token, 'content-type': 'application/json' } };
}

/** Runs the seed CLI against the stopped API's database; answers what it wrote. */
function runSeed({ dataDir, databaseUrl, args }) {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const env = { ...process.env, BULLION_DATA_DIR: dataDir, NODE_ENV: 'development' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return new Promise((resolveSeed, reject) => {
    const child = spawn(process.execPath, [tsx, join(root, 'apps/api/src/seed/scale-seed-cli.ts'), ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`seed:scale exited with ${code}`));
      try {
        resolveSeed(JSON.parse(out.trim().split('\n').at(-1)));
      } catch (error) {
        reject(new Error(`seed:scale printed no summary: ${out.slice(-500)} (${error.message})`));
      }
    });
  });
}

/**
 * Builds the data set and answers the running API on it: `{ api, headers, groupId, importMs, ids, seeded,
 * stop }`. importMs: each import request's time in ms. ids: a customer (the one with the most orders),
 * a regular collection, a large collection (null without bigCollection) and a completed order.
 * databaseUrl: a Postgres to use instead of a PGlite data folder (its data is left in place).
 */
export async function buildScaleDataSet({
  items = 100_000,
  orders = 20_000,
  lines = 5,
  customers = 2_000,
  collections = 200,
  entries = 50,
  bigCollection = 0,
  databaseUrl,
  seed = 37,
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bullion-scale-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    let api = await startApi(databaseUrl, {}, { dataDir });
    let session;
    let importMs;
    try {
      session = await groupSession(api.url);
      const post = async (path, body) => json(await fetch(`${api.url}${path}`, { method: 'POST', headers: session.headers, body: JSON.stringify(body) }), `POST ${path}`);
      ({ requestMs: importMs } = await seedInventory(post, items));
    } finally {
      await api.stop();
    }
    const args = ['--group', session.groupId, '--orders', orders, '--lines', lines, '--customers', customers, '--collections', collections, '--entries', entries, '--big-collection', bigCollection, '--seed', seed].map(String);
    const seeded = await runSeed({ dataDir, databaseUrl, args });
    api = await startApi(databaseUrl, {}, { dataDir });
    // A new sign-in: the old session's refresh is of no use, and the access token may have expired.
    const { headers } = await groupSession(api.url);
    return {
      api,
      headers,
      groupId: session.groupId,
      importMs,
      ids: seeded.ids,
      seeded,
      async stop() {
        await api.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
