// Versioned SQL migrations (apps/api/migrations/NNNN_name.sql), applied in order at start-up, each
// in its own transaction, recorded in schema_migrations with a checksum so an edited migration that
// was already applied is reported instead of silently diverging. On Postgres the whole pass holds an
// advisory lock: API instances starting at the same moment apply each migration once, the others
// wait for the lock and then find nothing left to do.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { OpenDatabase } from './database';
import { ADVISORY_LOCKS } from './locks';

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../migrations');

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      return {
        version: file.slice(0, 4),
        name: file.slice(5, -4),
        sql: text,
        checksum: createHash('sha256').update(text).digest('hex'),
      };
    });
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Applies pending migrations; returns the versions applied now. */
export function migrate(database: OpenDatabase, migrations = readMigrations()): Promise<string[]> {
  return database.exclusively(ADVISORY_LOCKS.migrations, () => applyPending(database, migrations));
}

async function applyPending(database: OpenDatabase, migrations: Migration[]): Promise<string[]> {
  const { db } = database;
  await sql`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    checksum text not null,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const applied = await sql<{ version: string; checksum: string }>`select version, checksum from schema_migrations`.execute(db);
  const known = new Map(applied.rows.map((row) => [row.version, row.checksum]));
  const done: string[] = [];
  for (const migration of migrations) {
    const checksum = known.get(migration.version);
    if (checksum) {
      if (checksum !== migration.checksum) {
        throw new MigrationError(`Migration ${migration.version}_${migration.name} changed after it was applied.`);
      }
      continue;
    }
    const record = `insert into schema_migrations (version, name, checksum) values ('${migration.version}', '${migration.name.replace(/'/g, "''")}', '${migration.checksum}');`;
    await database.execScript(`${migration.sql}\n${record}`);
    done.push(migration.version);
  }
  return done;
}
