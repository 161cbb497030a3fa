// The embedded database's own thread: PGlite (Postgres in WASM) served over the Postgres wire
// protocol on a private Unix socket, so the API talks to it with `pg` exactly as to any Postgres and
// no query ever runs on the API's event loop. Plain JavaScript: it runs unchanged under tsx, vitest
// and node. Started by embedded-postgres.ts.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { parentPort, workerData } from 'node:worker_threads';

const { dataDir, socketPath } = workerData;

let db;
let server;
try {
  db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  // PGlite is one session: the socket server admits one connection, and the API's pool holds one,
  // so statements of different requests never interleave (a transaction keeps the connection).
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
    code: error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined,
  });
}

parentPort.on('message', async (message) => {
  if (message?.type !== 'close') return;
  try {
    await server?.stop();
    await db?.close();
  } finally {
    parentPort.postMessage({ type: 'closed' });
  }
});
