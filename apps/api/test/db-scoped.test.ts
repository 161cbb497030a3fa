// `scoped`: the transaction runs as the RLS-bound role with the caller's ids set, opened with BEGIN in
// the same message; nothing of the scope outlives the transaction, and ids are carried as literals
// that cannot break out of the statement.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, scoped, type OpenDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
});
afterAll(() => database.close());

const settings = sql<{ role: string; user_id: string; group_ids: string; started: Date }>`
  select current_user as role, current_setting('app.user_id', true) as user_id,
         current_setting('app.group_ids', true) as group_ids, now() as started`;

describe('scoped', () => {
  it('runs as bullion_app with the user and groups set, inside one transaction', async () => {
    const scope = { userId: '6f1c2b4e-3a5d-4e7f-8a9b-0c1d2e3f4a5b', groupIds: ['0b9a7f0e-3c1d-4a52-8f7e-2d6c5b4a3e21', '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'] };
    const [first, second] = await scoped(database.db, scope, async (tx) => {
      const a = (await settings.execute(tx)).rows[0];
      await sql`select pg_sleep(0.01)`.execute(tx);
      return [a, (await settings.execute(tx)).rows[0]];
    });
    expect(first).toMatchObject({ role: 'bullion_app', user_id: scope.userId, group_ids: scope.groupIds.join(',') });
    // One transaction: both statements see its start time.
    expect(second?.started).toEqual(first?.started);
  });

  it('leaves nothing of the scope on the connection afterwards', async () => {
    await scoped(database.db, { userId: '6f1c2b4e-3a5d-4e7f-8a9b-0c1d2e3f4a5b', groupIds: [] }, (tx) => settings.execute(tx));
    const after = (await settings.execute(database.db)).rows[0];
    expect(after?.role).not.toBe('bullion_app');
    expect(after?.user_id ?? '').toBe('');
  });

  it('carries ids with quotes as plain text', async () => {
    const userId = "x', true); drop table products; --";
    const seen = await scoped(database.db, { userId, groupIds: ["g'1", 'g2'] }, async (tx) => (await settings.execute(tx)).rows[0]);
    expect(seen).toMatchObject({ role: 'bullion_app', user_id: userId, group_ids: "g'1,g2" });
    const products = await sql<{ n: string }>`select count(*) as n from products`.execute(database.db);
    expect(products.rows).toHaveLength(1);
  });

  it('rolls back everything when the work fails, and the next scope starts clean', async () => {
    await expect(
      scoped(database.db, { userId: '6f1c2b4e-3a5d-4e7f-8a9b-0c1d2e3f4a5b', groupIds: [] }, async (tx) => {
        await sql`select set_config('app.marker', 'left behind', false)`.execute(tx);
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    const marker = await sql<{ marker: string | null }>`select current_setting('app.marker', true) as marker`.execute(database.db);
    expect(marker.rows[0]?.marker ?? '').toBe('');
    const next = await scoped(database.db, { userId: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', groupIds: [] }, async (tx) => (await settings.execute(tx)).rows[0]);
    expect(next).toMatchObject({ role: 'bullion_app', user_id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d' });
  });
});
