// One data layer, one driver (pg), for the embedded PGlite (default, data under
// BULLION_DATA_DIR/pglite, served from its own thread) and any Postgres (DATABASE_URL). Request
// code reaches group-owned rows only through `scoped`, which runs as the RLS-bound role with the
// caller's user and group ids set for that transaction.
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresDriver,
  sql,
  type DatabaseConnection,
  type PostgresDialectConfig,
  type Transaction,
  type TransactionSettings,
} from 'kysely';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describeDatabaseError, describeDataDirError, describeEmbeddedDatabaseError, StartupError } from '../startup-errors';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { ADVISORY_LOCK_NAMESPACE, type AdvisoryLock } from './locks';
import type { Database } from './schema';
import { currentIdempotentWrite, type IdempotentWrite } from './write-context';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throwaway database (tests). */
  dataDir?: string;
  /** PGlite in memory: start as a copy of the database saved in this file (`OpenDatabase.save`). */
  copyOf?: string;
}

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script in one transaction (used by migrations). */
  execScript(script: string): Promise<void>;
  /**
   * Runs `work` while holding a Postgres advisory lock (locks.ts), so API instances starting at the
   * same moment do it one after another (migrations, seeds). PGlite is one process's alone: no lock.
   */
  exclusively<T>(lock: AdvisoryLock, work: () => Promise<T>): Promise<T>;
  /**
   * A connection of its own, outside the pool, for a session-level advisory lock held as long as the
   * connection lives (leader election, leader.ts); null on PGlite, which serves one session.
   */
  dedicatedClient(applicationName: string): pg.Client | null;
  /** PGlite only: writes a copy of the whole database to a file, which `copyOf` can start from. */
  save?(file: string): Promise<void>;
  close(): Promise<void>;
}

// numeric and int8 come back as strings from pg; keep them exact (money and weights are decimals).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);
// date is a calendar day ("2026-11-24"), not an instant: keep the text instead of a Date at local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Opens and checks the database; a problem of the environment is a StartupError naming the fix. */
export async function openDatabase({ databaseUrl, dataDir, copyOf }: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (databaseUrl) {
    const database = onPool(new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 }), 'postgres', databaseUrl);
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
    embedded = await startEmbeddedPostgres(location, copyOf);
  } catch (error) {
    throw new StartupError(describeEmbeddedDatabaseError(error, location));
  }
  // One connection: PGlite runs one session (see pglite-worker.mjs).
  const pool = new pg.Pool({ ...embedded.connection, max: 1 });
  const database = onPool(pool, 'pglite');
  return {
    ...database,
    save: (file) => embedded.save(file),
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

function onPool(pool: pg.Pool, kind: OpenDatabase['kind'], databaseUrl?: string): OpenDatabase {
  // An idle connection that breaks is dropped by the pool; without a listener it would crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new ScopedPostgresDialect({ pool }) });
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
  const exclusively = async <T>(lock: AdvisoryLock, work: () => Promise<T>): Promise<T> => {
    // PGlite: one process, one connection (holding it here would leave none for `work`).
    if (kind === 'pglite') return work();
    const client = await pool.connect();
    let broken = false;
    try {
      // Waits while another instance holds it; released below, or by Postgres if this process dies.
      await client.query('select pg_advisory_lock($1, $2)', [ADVISORY_LOCK_NAMESPACE, lock]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [ADVISORY_LOCK_NAMESPACE, lock]).catch(() => (broken = true));
      }
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      // A connection that may still hold the lock is closed rather than handed back to the pool.
      client.release(broken);
    }
  };
  const dedicatedClient = (applicationName: string) =>
    databaseUrl
      ? new pg.Client({
          connectionString: databaseUrl,
          application_name: applicationName,
          // A peer that vanished without closing its socket is noticed by TCP keepalives on both ends.
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
          connectionTimeoutMillis: 10_000,
        })
      : null;
  return { db, kind, execScript, exclusively, dedicatedClient, close: () => db.destroy() };
}

export function pgliteDataDir(baseDir: string): string {
  return join(baseDir, 'pglite');
}

export interface Scope {
  userId: string;
  /** The groups this transaction may see; empty means none. */
  groupIds: readonly string[];
}

/** What `scoped` asks the transaction it is about to begin to run first (see ScopedPostgresDriver). */
interface TransactionOpening {
  statement: string;
  /** Set by the driver when it ran `statement` together with BEGIN. */
  done: boolean;
}

const transactionOpenings = new AsyncLocalStorage<TransactionOpening>();

/**
 * Kysely's Postgres driver, except that a transaction opened by `scoped` sends BEGIN and the scope's
 * settings as one simple-protocol message ("begin; select set_config(...)"). A short request is
 * mostly database round trips; this saves two of them on every scoped call.
 */
class ScopedPostgresDriver extends PostgresDriver {
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const opening = transactionOpenings.getStore();
    if (!opening || opening.done || settings.isolationLevel || settings.accessMode) return super.beginTransaction(connection, settings);
    await connection.executeQuery(CompiledQuery.raw(`begin; ${opening.statement}`));
    opening.done = true;
  }
}

class ScopedPostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;

  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver() {
    return new ScopedPostgresDriver(this.#config);
  }
}

/** The settings row-level security reads: role bullion_app, app.user_id and app.group_ids, for this transaction only. */
function scopeStatement(scope: Scope): string {
  // Literals, not parameters: the simple protocol that carries BEGIN alongside takes none.
  const userId = pg.escapeLiteral(scope.userId);
  const groupIds = pg.escapeLiteral(scope.groupIds.join(','));
  return `select set_config('role', 'bullion_app', true), set_config('app.user_id', ${userId}, true), set_config('app.group_ids', ${groupIds}, true)`;
}

/** Inside a transaction of an idempotent request: records that its write is being committed. */
async function markIdempotentWrite(tx: Tx): Promise<IdempotentWrite | null> {
  const write = currentIdempotentWrite();
  if (!write) return null;
  await tx
    .updateTable('idempotency_keys')
    .set({ state: 'applied' })
    .where('user_id', '=', write.userId)
    .where('key', '=', write.key)
    .where('state', '=', 'started')
    .execute();
  return write;
}

/**
 * Runs `work` in a transaction as role bullion_app with app.user_id and app.group_ids set, so the
 * database's row-level security enforces the same group scoping as the queries themselves.
 */
export async function scoped<T>(db: Db, scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
  let write: IdempotentWrite | null = null;
  const opening: TransactionOpening = { statement: scopeStatement(scope), done: false };
  // The opening is used once (`done`): a transaction begun inside `work` starts with a bare BEGIN.
  const result = await transactionOpenings.run(opening, () =>
    db.transaction().execute(async (tx) => {
      // A Kysely instance of another dialect began with a bare BEGIN: set the scope now.
      if (!opening.done) {
        await sql.raw(opening.statement).execute(tx);
        opening.done = true;
      }
      const value = await work(tx);
      write = await markIdempotentWrite(tx);
      return value;
    }),
  );
  if (write) (write as IdempotentWrite).applied = true;
  return result;
}
