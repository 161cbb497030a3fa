// The embedded database's own thread: PGlite (Postgres in WASM) served over the Postgres wire
// protocol on a private Unix socket, so the API talks to it with `pg` exactly as to any Postgres and
// no query ever runs on the API's event loop. Plain JavaScript: it runs unchanged under tsx, vitest
// and node. Started by embedded-postgres.ts.
//
// A new in-memory database can start as a copy of a saved one (`copyOf`, a file written by the
// `save` message): the API's tests migrate one database once and start each test's API from a copy,
// instead of running initdb and every migration again.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';

const { dataDir, socketPath, copyOf, pgliteWasmModule } = workerData;

let db;
let server;
try {
  const loadDataDir = copyOf ? new Blob([await readFile(copyOf)]) : undefined;
  db = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir, pgliteWasmModule });
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
  if (message?.type === 'save') {
    try {
      const saved = await db.dumpDataDir('none');
      await writeFile(message.file, Buffer.from(await saved.arrayBuffer()));
      parentPort.postMessage({ type: 'saved' });
    } catch (error) {
      parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  if (message?.type !== 'close') return;
  try {
    await server?.stop();
    await db?.close();
  } finally {
    parentPort.postMessage({ type: 'closed' });
  }
});
