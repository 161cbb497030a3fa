// One data layer, one driver (pg), for the embedded PGlite (default, data under
// BULLION_DATA_DIR/pglite, served from its own thread) and any Postgres (DATABASE_URL). Request
// code reaches group-owned rows only through `scoped`, which runs as the RLS-bound role with the
// caller's user and group ids set for that transaction.
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describeDatabaseError, describeDataDirError, describeEmbeddedDatabaseError, StartupError } from '../startup-errors';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import type { Database } from './schema';
import { markIdempotentWrite, type IdempotentWrite } from './write-context';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throwaway database (tests). */
  dataDir?: string;
}

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script in one transaction (used by migrations). */
  execScript(script: string): Promise<void>;
  close(): Promise<void>;
}

// numeric and int8 come back as strings from pg; keep them exact (money and weights are decimals).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/** Opens and checks the database; a problem of the environment is a StartupError naming the fix. */
export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (databaseUrl) {
    const database = onPool(new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 }), 'postgres');
    try {
      await sql`select 1`.execute(database.db);
    } catch (error) {
      await database.close().catch(() => undefined);
      throw new StartupError(describeDatabaseError(error, databaseUrl));
    }
    return database;
  }
  const location = dataDir ?? 'memory://';
  if (!location.startsWith('memory://')) checkWritableFolder(location);
  let embedded: EmbeddedPostgres;
  try {
    embedded = await startEmbeddedPostgres(location);
  } catch (error) {
    throw new StartupError(describeEmbeddedDatabaseError(error, location));
  }
  // One connection: PGlite runs one session (see pglite-worker.mjs).
  const pool = new pg.Pool({ ...embedded.connection, max: 1 });
  const database = onPool(pool, 'pglite');
  return {
    ...database,
    async close() {
      await database.close();
      await embedded.close();
    },
  };
}

/** Creates the folder and proves it takes a file, or throws a StartupError saying why not. */
export function checkWritableFolder(path: string): void {
  const probe = join(path, `.write-check-${process.pid}`);
  try {
    mkdirSync(path, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    throw new StartupError(describeDataDirError(error, path));
  }
}

function onPool(pool: pg.Pool, kind: OpenDatabase['kind']): OpenDatabase {
  // An idle connection that breaks is dropped by the pool; without a listener it would crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const execScript = async (script: string) => {
    const client = await pool.connect();
    try {
      await client.query(`begin;\n${script}\ncommit;`);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return { db, kind, execScript, close: () => db.destroy() };
}

export function pgliteDataDir(baseDir: string): string {
  return join(baseDir, 'pglite');
}

export interface Scope {
  userId: string;
  /** The groups this transaction may see; empty means none. */
  groupIds: readonly string[];
}

/**
 * Runs `work` in a transaction as role bullion_app with app.user_id and app.group_ids set, so the
 * database's row-level security enforces the same group scoping as the queries themselves.
 */
export async function scoped<T>(db: Db, scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
  let write: IdempotentWrite | null = null;
  const result = await db.transaction().execute(async (tx) => {
    await sql`set local role bullion_app`.execute(tx);
    await sql`select set_config('app.user_id', ${scope.userId}, true), set_config('app.group_ids', ${scope.groupIds.join(',')}, true)`.execute(tx);
    const value = await work(tx);
    write = await markIdempotentWrite(tx);
    return value;
  });
  if (write) (write as IdempotentWrite).applied = true;
  return result;
}
