// POST /api/inventory/move: many items into one space (or out of every space) as one action. All
// or nothing: every id must be a held item of the group before anything changes. A drawer item
// moved into a space is put away (status stock, ledger put_away); the others are moved.
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { Acting } from '../http/acting';
import { notFound } from '../http/errors';
import type { SpaceTree } from '../spaces/space-tree';
import { itemDisposed, itemsNotFound } from './errors';
import { appendLedger, type NewLedgerEntry } from './ledger';

/** Moves the items; returns the ids that changed (an item already in the space is left as it is). */
export async function moveItems(tx: Tx, acting: Acting, ids: readonly string[], spaceId: string | null, spaces: SpaceTree): Promise<string[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const target = spaceId ? spaceId.toLowerCase() : null;
  const rows = await tx
    .selectFrom('inventory_items')
    .select(['id', 'status', 'space_id'])
    .where('group_id', '=', acting.groupId)
    .where('id', 'in', wanted)
    .where('merged_into_item_id', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) throw itemsNotFound(missing);
  if (target && !spaces.has(target)) throw notFound('Storage space');
  const disposed = rows.filter((row) => row.status === 'disposed').map((row) => row.id);
  if (disposed.length) throw itemDisposed(disposed);

  const moving = rows.filter((row) => row.space_id !== target);
  if (!moving.length) return [];
  await sql`
    update inventory_items set
      space_id = ${target}::uuid,
      status = case when status = 'drawer' and ${target}::uuid is not null then 'stock' else status end,
      version = version + 1,
      updated_at = ${acting.now.toISOString()}::timestamptz,
      updated_by_user_id = ${acting.userId}::uuid
    where group_id = ${acting.groupId}::uuid and id = any (${moving.map((row) => row.id)}::uuid[])
  `.execute(tx);
  const entries = moving.map((row): NewLedgerEntry => {
    const putAway = row.status === 'drawer' && target !== null;
    return {
      itemId: row.id,
      kind: putAway ? 'put_away' : 'moved',
      changes: { spaceId: { from: row.space_id, to: target }, ...(putAway ? { status: { from: 'drawer', to: 'stock' } } : {}) },
      detail: { fromPath: spaces.path(row.space_id), toPath: spaces.path(target) },
    };
  });
  await appendLedger(tx, acting, entries);
  const moved = new Set(moving.map((row) => row.id));
  return wanted.filter((id) => moved.has(id));
}
