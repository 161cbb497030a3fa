// Migrations: a fresh database has every table, applying them again is a no-op, and upgrading a
// database from 0002 to the latest (0003 adds policy group_members_own_rows) keeps existing rows and
// lets a user read their own memberships under row-level security, and nothing more. 0023 corrects
// the fine weight of items whose product declares its fine content, in the ledger.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, scoped, type OpenDatabase } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { portfolioHistory, recomputeHistory } from '../src/inventory/history';
import { recomputeSummary, summarise } from '../src/inventory/list-query';
import { loadSpaceTree } from '../src/spaces/space-tree';
import { SLOW, startTestApi, type TestApi } from './harness';

const PRODUCT_TABLES = ['auth_users', 'profiles', 'plans', 'group_member_roles', 'groups', 'group_members', 'subscriptions', 'group_invites'];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function tables(database: OpenDatabase) {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema()
  `.execute(database.db);
  return result.rows.map((row) => row.table_name);
}

/** A new in-memory database with the migrations up to `version` applied (and nothing after). */
async function databaseMigratedTo(version: string): Promise<OpenDatabase> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const old = readMigrations().filter((migration) => migration.version <= version);
  expect(await migrate(database, old)).toEqual(old.map((migration) => migration.version));
  return database;
}

describe('migrations', () => {
  it('a fresh database has every table and every migration recorded', async () => {
    expect(await tables(api.database)).toEqual(expect.arrayContaining([...PRODUCT_TABLES, 'schema_migrations']));
    const applied = await sql<{ version: string }>`select version from schema_migrations order by version`.execute(api.database.db);
    expect(applied.rows.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
    const policy = await sql<{ policyname: string }>`select policyname from pg_policies where tablename = 'group_members'`.execute(api.database.db);
    expect(policy.rows.map((row) => row.policyname)).toContain('group_members_own_rows');
  });

  it('applying the migrations again is a no-op', async () => {
    expect(await migrate(api.database)).toEqual([]);
  });

  it('upgrading from 0002 keeps existing rows and adds the own-membership policy', SLOW.migratesFromScratch, async () => {
    const database = await databaseMigratedTo('0002');
    try {

      const { db } = database;
      const user = await db.insertInto('auth_users').values({ email: 'legacy@example.com' }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('profiles').values({ id: user.id, email: 'legacy@example.com', name: 'Legacy' }).execute();
      const group = await db.insertInto('groups').values({ name: 'Legacy Team', type: 'team', created_by: user.id }).returning('id').executeTakeFirstOrThrow();
      const admin = await db.selectFrom('group_member_roles').select('id').where('value', '=', 'admin').executeTakeFirstOrThrow();
      await db.insertInto('group_members').values({ group_id: group.id, user_id: user.id, role_id: admin.id }).execute();
      const other = await db.insertInto('groups').values({ name: 'Someone Else', type: 'team' }).returning('id').executeTakeFirstOrThrow();
      const stranger = await db.insertInto('auth_users').values({ email: 'stranger@example.com' }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('group_members').values({ group_id: other.id, user_id: stranger.id, role_id: admin.id }).execute();

      // Before 0003 a transaction scoped to no group sees no membership at all.
      const before = await scoped(db, { userId: user.id, groupIds: [] }, (tx) => tx.selectFrom('group_members').select('group_id').execute());
      expect(before).toEqual([]);

      const pending = readMigrations().filter((migration) => migration.version > '0002');
      expect(await migrate(database)).toEqual(pending.map((migration) => migration.version));

      expect(await db.selectFrom('groups').select('name').where('id', '=', group.id).executeTakeFirst()).toEqual({ name: 'Legacy Team' });
      expect(await db.selectFrom('profiles').select('name').where('id', '=', user.id).executeTakeFirst()).toEqual({ name: 'Legacy' });
      expect(await db.selectFrom('group_members').select('user_id').where('group_id', '=', group.id).execute()).toEqual([{ user_id: user.id }]);

      // After: the user reads exactly their own membership rows, still no one else's and no groups.
      const own = await scoped(db, { userId: user.id, groupIds: [] }, (tx) => tx.selectFrom('group_members').select('group_id').execute());
      expect(own).toEqual([{ group_id: group.id }]);
      const groups = await scoped(db, { userId: user.id, groupIds: [] }, (tx) => tx.selectFrom('groups').select('id').execute());
      expect(groups).toEqual([]);
      // ...and cannot write through the new policy: it is select-only.
      const updated = await scoped(db, { userId: user.id, groupIds: [] }, (tx) =>
        tx.updateTable('group_members').set({ role_id: admin.id + 1 }).where('group_id', '=', group.id).executeTakeFirst(),
      );
      expect(Number(updated.numUpdatedRows)).toBe(0);

      expect(await migrate(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('0023 gives items made from a product that declares its fine content that content, and records the correction', SLOW.migratesFromScratch, async () => {
    const database = await databaseMigratedTo('0022');
    try {
      const { db } = database;
      const group = await db.insertInto('groups').values({ name: 'Stackers', type: 'team' }).returning('id').executeTakeFirstOrThrow();
      const product = (values: { slug: string; weight: string; weight_unit: string; purity: string; metal_content: string | null }) =>
        db.insertInto('products').values({ ...values, title: values.slug, status: 'published', metal: 'silver', type: 'coin' }).returning('id').executeTakeFirstOrThrow();
      const eagle = await product({ slug: 'eagle', weight: '1', weight_unit: 'ozt', purity: '0.999', metal_content: '1' });
      const maple = await product({ slug: 'maple-tenth', weight: '0.1007', weight_unit: 'ozt', purity: '0.9999', metal_content: '0.1' });
      const dwtBar = await product({ slug: 'bar-in-dwt', weight: '20', weight_unit: 'dwt', purity: '0.999', metal_content: '19.98' });
      const plain = await product({ slug: 'no-declared-content', weight: '1', weight_unit: 'ozt', purity: '0.999', metal_content: null });
      const item = (title: string, productId: string, weight: string, weight_unit: 'ozt' | 'g', purity: string) =>
        db
          .insertInto('inventory_items')
          .values({ group_id: group.id, title, product_id: productId, metal: 'silver', form: 'coin', weight, weight_unit, purity, quantity: 10 })
          .returning('id')
          .executeTakeFirstOrThrow();
      const eagles = await item('Eagles', eagle.id, '1', 'ozt', '0.999');
      const maples = await item('Maples', maple.id, '0.1007', 'ozt', '0.9999');
      const bar = await item('Bar', dwtBar.id, '31.103477', 'g', '0.999');
      const worn = await item('A worn eagle, weighed', eagle.id, '0.98', 'ozt', '0.999');
      const undeclared = await item('Plain', plain.id, '1', 'ozt', '0.999');

      expect(await migrate(database)).toEqual(readMigrations().filter((migration) => migration.version > '0022').map((migration) => migration.version));

      const fine = async (id: string) =>
        db.selectFrom('inventory_items').select([sql<string>`trim_scale(fine_weight_ozt)::text`.as('fine'), sql<string | null>`trim_scale(declared_fine_ozt)::text`.as('declared'), 'version']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(await fine(eagles.id)).toEqual({ fine: '1', declared: '1', version: 2 });
      expect(await fine(maples.id)).toEqual({ fine: '0.1', declared: '0.1', version: 2 });
      // 19.98 dwt × 1.55517384 g ÷ 31.1034768 g = 0.999 ozt
      expect(await fine(bar.id)).toMatchObject({ fine: '0.999', declared: '0.999' });
      // Weighed otherwise, or nothing declared: weight × purity as before, untouched.
      expect(await fine(worn.id)).toEqual({ fine: '0.97902', declared: null, version: 1 });
      expect(await fine(undeclared.id)).toEqual({ fine: '0.999', declared: null, version: 1 });

      const ledger = await db.selectFrom('inventory_ledger').select(['item_id', 'kind', 'changes', 'detail', 'actor_user_id']).orderBy('id').execute();
      expect(ledger).toEqual([
        { item_id: eagles.id, kind: 'corrected', changes: { fineWeightOzt: { from: '0.999', to: '1' } }, detail: { reason: 'declared-fine-content', productId: eagle.id }, actor_user_id: null },
        { item_id: maples.id, kind: 'corrected', changes: { fineWeightOzt: { from: '0.10068993', to: '0.1' } }, detail: { reason: 'declared-fine-content', productId: maple.id }, actor_user_id: null },
        { item_id: bar.id, kind: 'corrected', changes: { fineWeightOzt: { from: expect.stringMatching(/^0\.99900/), to: '0.999' } }, detail: { reason: 'declared-fine-content', productId: dwtBar.id }, actor_user_id: null },
      ]);
    } finally {
      await database.close();
    }
  });

  it('0034 starts the kept inventory totals and daily holdings from the items already stored, which bullion_app may read but not write', SLOW.migratesFromScratch, async () => {
    const database = await databaseMigratedTo('0033');
    try {
      const { db } = database;
      const group = await db.insertInto('groups').values({ name: 'Kept Stackers', type: 'team' }).returning('id').executeTakeFirstOrThrow();
      const other = await db.insertInto('groups').values({ name: 'Someone Else', type: 'team' }).returning('id').executeTakeFirstOrThrow();
      const item = (values: Record<string, unknown>, groupId = group.id) =>
        db
          .insertInto('inventory_items')
          .values({ group_id: groupId, title: 'Lot', metal: 'silver', weight: '1', purity: '0.999', quantity: 10, cost: '250.00', acquired_on: '2026-01-15', ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
      const lot = await item({ quantity: 7, cost: '175.00' });
      // 3 pieces of it sold: the split-off lot without an acquisition date counts from its origin's creation.
      const sold = await item({ quantity: 3, cost: '75.00', acquired_on: null, status: 'disposed', split_from_item_id: lot.id });
      await db.insertInto('inventory_dispositions').values({ group_id: group.id, item_id: sold.id, kind: 'sold', disposed_on: '2026-03-01', quantity: 3, amount: '90.00', split_from_item_id: lot.id }).execute();
      await item({ title: 'Merged back', merged_into_item_id: lot.id });
      await item({ title: 'Unknown metal', metal: null, weight: null, purity: null, cost: null, acquired_on: '2025-12-01' });
      await item({ title: 'Gold', metal: 'gold', weight: '31.1034768', weight_unit: 'g', purity: '0.9999', cost: '20000.00' }, other.id);

      expect(await migrate(database)).toEqual(readMigrations().filter((migration) => migration.version > '0033').map((migration) => migration.version));

      const now = new Date('2026-06-30T12:00:00Z');
      const scope = { userId: '00000000-0000-4000-8000-000000000001', groupIds: [group.id] };
      await scoped(db, scope, async (tx) => {
        const spaces = await loadSpaceTree(tx, group.id);
        for (const filters of [{}, { status: ['disposed' as const] }, { status: ['drawer' as const, 'disposed' as const], metal: ['silver' as const] }]) {
          expect(await summarise(tx, group.id, filters, spaces)).toEqual(await recomputeSummary(tx, group.id, filters, spaces));
        }
        expect(await summarise(tx, group.id, {}, spaces)).toMatchObject({ items: 2, pieces: 17, costBasis: '175.00', unvalued: 1, metals: [{ metal: 'silver', items: 1, pieces: 7, fineOzt: '6.993' }] });
        expect(await portfolioHistory(tx, group.id, 365, now)).toEqual(await recomputeHistory(tx, group.id, 365, now));
        // Only the scope's group is visible, and nothing can be written by the request role.
        expect(await tx.selectFrom('inventory_totals').select('group_id').distinct().execute()).toEqual([{ group_id: group.id }]);
      });
      await expect(
        scoped(db, scope, (tx) => tx.insertInto('inventory_holding_days').values({ group_id: group.id, day: '2026-01-01', metal: 'gold', fine_ozt: '1000', cost_basis: '0' }).execute()),
      ).rejects.toThrow(/permission denied/);

      // A group's deletion takes its kept rows with it (the triggers leave a vanishing group alone).
      await db.deleteFrom('groups').where('id', '=', group.id).execute();
      const left = await sql<{ group_id: string }>`select group_id from inventory_totals union select group_id from inventory_holding_days`.execute(db);
      expect(left.rows).toEqual([{ group_id: other.id }]);
    } finally {
      await database.close();
    }
  });
});
