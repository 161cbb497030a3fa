// Reading items inside a request scope: the one select every read goes through (the item with its
// disposition in force), and the mapping to the API's InventoryItem with actors' names and space
// paths (two small queries per page, whatever its size).
import type { DispositionKind, InventoryForm, InventoryItem, InventoryMetal, InventoryStatus, ItemWeightUnit } from '@bullion/contract';
import type { Tx } from '../db/database';
import { iso } from '../http/mappers';
import { loadSpaceTree, type SpaceTree } from '../spaces/space-tree';
import { canonicalOrNull } from './decimals';

/** Items of the group that exist for the API (an undone split merged back into its lot does not). */
export function itemQuery(tx: Tx, groupId: string) {
  return tx
    .selectFrom('inventory_items as i')
    .leftJoin('inventory_dispositions as d', (join) => join.onRef('d.item_id', '=', 'i.id').on('d.undone_at', 'is', null))
    .where('i.group_id', '=', groupId)
    .where('i.merged_into_item_id', 'is', null)
    .select([
      'i.id',
      'i.group_id',
      'i.version',
      'i.status',
      'i.product_id',
      'i.title',
      'i.metal',
      'i.form',
      'i.weight',
      'i.weight_unit',
      'i.purity',
      'i.fine_weight_ozt',
      'i.declared_fine_ozt',
      'i.quantity',
      'i.year',
      'i.grade',
      'i.grading_service',
      'i.certificate_number',
      'i.serial_numbers',
      'i.space_id',
      'i.tags',
      'i.notes',
      'i.obverse_image',
      'i.reverse_image',
      'i.acquired_on',
      'i.source',
      'i.cost',
      'i.shipping',
      'i.fees',
      'i.tax',
      'i.cost_basis',
      'i.spot_at_acquisition',
      'i.created_at',
      'i.updated_at',
      'i.created_by_user_id',
      'i.updated_by_user_id',
      'd.id as disposition_id',
      'd.kind as disposition_kind',
      'd.disposed_on',
      'd.quantity as disposition_quantity',
      'd.amount as disposition_amount',
      'd.counterparty as disposition_counterparty',
      'd.notes as disposition_notes',
      'd.realised_gain',
      'd.split_from_item_id as disposition_split_from',
      'd.created_at as disposition_created_at',
      'd.created_by_user_id as disposition_created_by',
    ]);
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

type Actor = { id: string; name: string | null };

export interface ItemLinks {
  users: ReadonlyMap<string, Actor>;
  spaces: SpaceTree;
}

export function toInventoryItem(row: ItemRow, links: ItemLinks): InventoryItem {
  const actor = (id: string | null): Actor | null => (id ? (links.users.get(id) ?? { id, name: null }) : null);
  return {
    id: row.id,
    groupId: row.group_id,
    version: row.version,
    status: row.status as InventoryStatus,
    productId: row.product_id,
    title: row.title,
    metal: row.metal as InventoryMetal | null,
    form: row.form as InventoryForm,
    weight: canonicalOrNull(row.weight),
    weightUnit: row.weight_unit as ItemWeightUnit,
    purity: canonicalOrNull(row.purity),
    fineWeightOzt: canonicalOrNull(row.fine_weight_ozt),
    declaredFineOzt: canonicalOrNull(row.declared_fine_ozt),
    quantity: row.quantity,
    year: row.year,
    grade: row.grade,
    gradingService: row.grading_service,
    certificateNumber: row.certificate_number,
    serialNumbers: row.serial_numbers,
    spaceId: row.space_id,
    spacePath: links.spaces.path(row.space_id),
    tags: row.tags,
    notes: row.notes,
    obverseImage: row.obverse_image,
    reverseImage: row.reverse_image,
    acquisition: {
      date: row.acquired_on,
      source: row.source,
      cost: row.cost,
      shipping: row.shipping,
      fees: row.fees,
      tax: row.tax,
      spotAtAcquisition: row.spot_at_acquisition,
    },
    costBasis: row.cost_basis,
    disposition:
      row.disposition_id === null
        ? null
        : {
            id: row.disposition_id,
            kind: row.disposition_kind as DispositionKind,
            date: row.disposed_on as string,
            amount: row.disposition_amount,
            counterparty: row.disposition_counterparty,
            notes: row.disposition_notes,
            quantity: row.disposition_quantity as number,
            realisedGain: row.realised_gain,
            splitFromItemId: row.disposition_split_from,
            createdAt: iso(row.disposition_created_at as Date),
            createdBy: actor(row.disposition_created_by),
          },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    createdBy: actor(row.created_by_user_id),
    updatedBy: actor(row.updated_by_user_id),
  };
}

/** Names of these users as far as the scope may see them (row-level security on profiles). */
export async function actorNames(tx: Tx, ids: Iterable<string | null>): Promise<Map<string, Actor>> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const users = await tx.selectFrom('profiles').select(['id', 'name', 'display_name']).where('id', 'in', wanted).execute();
  return new Map(users.map((user) => [user.id, { id: user.id, name: user.display_name || user.name || null }]));
}

export async function toInventoryItems(tx: Tx, groupId: string, rows: readonly ItemRow[], spaces?: SpaceTree): Promise<InventoryItem[]> {
  if (!rows.length) return [];
  const users = await actorNames(
    tx,
    rows.flatMap((row) => [row.created_by_user_id, row.updated_by_user_id, row.disposition_created_by]),
  );
  const links = { users, spaces: spaces ?? (await loadSpaceTree(tx, groupId)) };
  return rows.map((row) => toInventoryItem(row, links));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export async function findItemRow(tx: Tx, groupId: string, id: string): Promise<ItemRow | undefined> {
  if (!isUuid(id)) return undefined;
  return itemQuery(tx, groupId).where('i.id', '=', id).executeTakeFirst();
}

/** Whether the group has the item's row, a lot merged back into its origin included (its ledger stays readable). */
export async function itemRowExists(tx: Tx, groupId: string, id: string): Promise<boolean> {
  return !!(await tx.selectFrom('inventory_items').select('id').where('id', '=', id).where('group_id', '=', groupId).executeTakeFirst());
}

export async function findItem(tx: Tx, groupId: string, id: string): Promise<InventoryItem | undefined> {
  const row = await findItemRow(tx, groupId, id);
  return row ? (await toInventoryItems(tx, groupId, [row]))[0] : undefined;
}
