// Starts the embedded database (PGlite) in a worker thread behind a private Unix socket, so the API
// reaches it through `pg` like any Postgres and heavy queries never stall other requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** pg connects to a Unix socket given the folder as `host`; the file must be `.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;

export interface EmbeddedPostgres {
  /** `pg` connection settings for the socket. */
  connection: { host: string; port: number; user: string; database: string };
  /** Writes a copy of the whole database to `file`, from which `startEmbeddedPostgres` can start another. */
  save(file: string): Promise<void>;
  close(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Postgres compiled to WebAssembly, compiled once per process: each database's thread gets the
 * compiled module instead of compiling 9 MB of WebAssembly again (for a process that starts several
 * databases, as the API's tests do). The file is PGlite's own, beside
 * its entry point, where PGlite itself looks for it.
 */
let compiledPostgres: Promise<WebAssembly.Module> | null = null;
function compilePostgres(): Promise<WebAssembly.Module> {
  compiledPostgres ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    // The API's types have no DOM lib, which declares WebAssembly's functions; Node has them all the same.
    const { compile } = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;
    return compile(await readFile(join(dirname(entry), 'pglite.wasm')));
  })();
  return compiledPostgres;
}

type WorkerMessage = { type: 'ready' } | { type: 'saved' } | { type: 'closed' } | { type: 'failed'; message: string; code?: string };

/** `copyOf`: a file written by `save`, whose database an in-memory `dataDir` starts as. */
export async function startEmbeddedPostgres(dataDir: string, copyOf?: string): Promise<EmbeddedPostgres> {
  const pgliteWasmModule = await compilePostgres();
  // A private folder (mode 0700) holds the socket: only this OS user can connect to the database.
  const socketDir = mkdtempSync(join(tmpdir(), 'bullion-pg-'));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), copyOf, pgliteWasmModule },
  });
  const next = () =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        cleanup();
        resolve(message);
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new EmbeddedPostgresError(`The embedded database's thread stopped (exit code ${code}).`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });

  let started: WorkerMessage;
  try {
    started = await next();
  } catch (error) {
    removeSocketDir();
    throw error;
  }
  if (started.type !== 'ready') {
    await worker.terminate();
    removeSocketDir();
    const reason = started.type === 'failed' ? started.message : 'unexpected message';
    throw new EmbeddedPostgresError(reason, started.type === 'failed' ? started.code : undefined);
  }
  worker.unref();

  let closing: Promise<void> | null = null;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    async save(file) {
      const saved = next();
      worker.postMessage({ type: 'save', file });
      const answer = await saved;
      if (answer.type !== 'saved') throw new EmbeddedPostgresError(answer.type === 'failed' ? answer.message : 'The embedded database was not saved.');
    },
    close() {
      closing ??= (async () => {
        const closed = next().catch(() => undefined);
        worker.postMessage({ type: 'close' });
        // PGlite flushes its data directory on close; give it time, then stop the thread anyway.
        await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
        await worker.terminate();
        removeSocketDir();
      })();
      return closing;
    },
  };
}
