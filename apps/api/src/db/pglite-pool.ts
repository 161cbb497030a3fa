// A pg-Pool lookalike over one embedded PGlite database, for Kysely's PostgresDialect. PGlite runs
// one session, so a connection is lent to one caller at a time: a transaction can never interleave
// with another request's statements.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

const COMMAND = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i;

export class PGlitePool implements PostgresPool {
  readonly options = {};
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: PGlite) {}

  connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const ready = this.queue.then(() => undefined);
    this.queue = this.queue.then(() => turn);
    const { db } = this;
    const client = {
      async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        const result = await db.query<R>(sql, parameters as unknown[]);
        const command = (COMMAND.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT') as PostgresQueryResult<R>['command'];
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release() {
        release();
      },
    };
    // Kysely never passes cursors here (no `cursor` option), so the plain query form is all it needs.
    return ready.then(() => client as unknown as PostgresPoolClient);
  }

  /** Runs a multi-statement SQL script (migrations) in its turn. */
  async exec(script: string): Promise<void> {
    const client = await this.connect();
    try {
      await this.db.exec(script);
    } finally {
      client.release();
    }
  }

  async end(): Promise<void> {
    await this.queue;
    await this.db.close();
  }
}
