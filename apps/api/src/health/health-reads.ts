// What the health check asks the database: the latest migration applied, which also proves it answers.
import { sql } from 'kysely';
import type { Db } from '../db/database';

export async function latestMigration(db: Db): Promise<string | null> {
  const result = await sql<{ version: string | null }>`select max(version) as version from schema_migrations`.execute(db);
  return result.rows[0]?.version ?? null;
}
