// One data layer for embedded PGlite (default, data under BULLION_DATA_DIR/pglite) and any Postgres
// (DATABASE_URL). Request code reaches group-owned rows only through `scoped`, which runs as the
// RLS-bound role with the caller's user and group ids set for that transaction.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';

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

export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
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
    return { db, kind: 'postgres', execScript, close: () => db.destroy() };
  }
  const location = dataDir ?? 'memory://';
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const lite = await PGlite.create(location, { extensions: { pg_trgm } });
  const pool = new PGlitePool(lite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const execScript = async (script: string) => {
    try {
      await pool.exec(`begin;\n${script}\ncommit;`);
    } catch (error) {
      await pool.exec('rollback').catch(() => undefined);
      throw error;
    }
  };
  return { db, kind: 'pglite', execScript, close: () => db.destroy() };
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
  return db.transaction().execute(async (tx) => {
    await sql`set local role bullion_app`.execute(tx);
    await sql`select set_config('app.user_id', ${scope.userId}, true), set_config('app.group_ids', ${scope.groupIds.join(',')}, true)`.execute(tx);
    return work(tx);
  });
}
