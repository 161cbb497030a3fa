// The API in a process of its own for benches: a free port, a fresh data folder (removed on stop,
// unless the caller gave its own), the demo account seeded, and the demo user's sign-in. Shared by
// bench/api-load.mjs, bench/inventory-api.mjs and bench/lib/scale-data.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEMO = { email: 'demo@bullion.local', password: 'BullionDemo1' };
export const ANON_KEY = 'bullion-local-anon-key';

/** A port nothing listens on now (the system picks it, so never one of the dev servers' fixed ports). */
export function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts tsx apps/api/src/main.ts (PGlite, or `databaseUrl`) and waits for /health/live. `extraEnv`
 * may be a function of the API's URL (for settings that name it, such as PUBLIC_API_URL). `dataDir`:
 * the data folder to use and keep on stop (a bench stops the API, seeds its database and starts it
 * again on the same data); without it a fresh folder is made and removed on stop.
 */
export async function startApi(databaseUrl, extraEnv = {}, { dataDir: keptDataDir } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'bullion-bench-'));
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const extra = typeof extraEnv === 'function' ? extraEnv(url) : extraEnv;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', BULLION_DATA_DIR: dataDir, SEED_DEMO: '1', NODE_ENV: 'development', ...extra };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [tsx, join(root, 'apps/api/src/main.ts')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API stopped during start-up (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/health/live`)).ok) break;
    } catch {
      // not listening yet
    }
    // A fresh database runs every migration first; on a loaded 2-core machine that has taken over a minute.
    if (attempt > 1800) throw new Error('the API did not start within 180 s');
    await new Promise((done) => setTimeout(done, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop, dataDir };
}

/** The demo user's access token. */
export async function signIn(apiUrl) {
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}
