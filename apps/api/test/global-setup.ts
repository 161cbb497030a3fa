// Once per `vitest run` of the API: one embedded database is created and migrated, and saved to a
// file. Each test's API (harness.ts) starts from a copy of it instead of running initdb and every
// migration again. On Postgres (DATABASE_URL) each test makes its
// own database as before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A saved, migrated embedded database for the API under test to start from ('' on Postgres). */
    migratedDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('migratedDatabase', '');
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'bullion-api-migrated-'));
  const file = join(folder, 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    if (!database.save) throw new Error('The embedded database cannot be saved.');
    await database.save(file);
  } finally {
    await database.close();
  }
  project.provide('migratedDatabase', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
