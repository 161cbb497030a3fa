// GET /api/spaces: the group's whole tree, parents before children, each node with what is held in
// it and in the locations below it (items, pieces, fine ozt per metal: exact sums by Postgres).
import type { InventoryMetal, StorageSpace } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { StorageSpaceRow } from '../db/schema';
import { iso } from '../http/mappers';
import { canonicalDecimal } from '../inventory/decimals';
import { SpaceTree } from './space-tree';

interface HoldingRow {
  space_id: string;
  metal: string | null;
  items: string;
  pieces: string;
  fine_ozt: string;
}

export async function listSpaces(tx: Tx, groupId: string): Promise<StorageSpace[]> {
  const rows = await tx.selectFrom('storage_spaces').selectAll().where('group_id', '=', groupId).execute();
  if (!rows.length) return [];
  const holdings = await sql<HoldingRow>`
    with recursive below (ancestor, node) as (
      select id, id from storage_spaces where group_id = ${groupId}::uuid
      union all
      select b.ancestor, s.id from below b join storage_spaces s on s.parent_id = b.node
    )
    select b.ancestor as space_id, i.metal, count(*) as items, sum(i.quantity) as pieces,
      coalesce(sum(i.fine_weight_ozt * i.quantity), 0) as fine_ozt
    from below b
    join inventory_items i on i.space_id = b.node
    where i.group_id = ${groupId}::uuid and i.status in ('drawer', 'stock') and i.merged_into_item_id is null
    group by b.ancestor, i.metal
    order by i.metal
  `.execute(tx);
  const held = new Map<string, HoldingRow[]>();
  for (const row of holdings.rows) held.set(row.space_id, [...(held.get(row.space_id) ?? []), row]);
  const tree = new SpaceTree<StorageSpaceRow>(rows);
  return tree.ordered().map((row) => toSpace(row, tree, held.get(row.id) ?? []));
}

function toSpace(row: StorageSpaceRow, tree: SpaceTree<StorageSpaceRow>, held: readonly HoldingRow[]): StorageSpace {
  return {
    id: row.id,
    groupId: row.group_id,
    parentId: row.parent_id,
    name: row.name,
    kind: row.kind,
    notes: row.notes,
    depth: row.depth,
    path: tree.path(row.id),
    version: row.version,
    items: held.reduce((sum, holding) => sum + Number(holding.items), 0),
    pieces: held.reduce((sum, holding) => sum + Number(holding.pieces), 0),
    holdings: held.filter((holding) => holding.metal !== null).map((holding) => ({ metal: holding.metal as InventoryMetal, fineOzt: canonicalDecimal(holding.fine_ozt) })),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function findSpace(tx: Tx, groupId: string, id: string): Promise<StorageSpace | undefined> {
  return (await listSpaces(tx, groupId)).find((space) => space.id === id);
}
