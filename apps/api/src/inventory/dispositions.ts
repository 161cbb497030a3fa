// Dispositions: an item (or part of a lot) leaves the holdings, sold, traded, lost, gifted, returned
// or melted. The realised gain is computed once, by Postgres, and stored with the disposition.
//
// Part of a lot (3 of 10) splits it: a new item holds the 3 disposed pieces and their share of the
// cost, shipping, fees and tax, each round(value × 3 / 10, 2); the lot keeps the rest (value − share),
// so the two always add up to the original exactly, the rounding remainder staying with the lot.
//
// Undoing a disposition (admins) merges a split-off lot back into its origin while the origin is
// still held (quantity and amounts added back, the split-off row kept but merged away); otherwise,
// or when the lot could no longer take them back within an item's limits, the disposed item itself
// returns to stock.
import { randomUUID } from 'node:crypto';
import type { DispositionInputParsed } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { Acting } from '../http/acting';
import { ApiError, notFound } from '../http/errors';
import { invalidItem, itemDisposed, versionConflict } from './errors';
import { changedFields, itemValues } from './fields';
import { isUuid } from './item-reads';
import { lockItem } from './item-writes';
import { appendLedger } from './ledger';

export interface DispositionOutcome {
  /** The disposed item: the split-off lot, or the item itself. */
  disposedId: string;
  /** What remains of the lot after a partial disposition. */
  remainingId: string | null;
}

const AMOUNT_COLUMNS = ['cost', 'shipping', 'fees', 'tax'] as const;
/** What an item's columns hold at most (quantity check, numeric(14, 2)). */
const MAX_QUANTITY = 1_000_000;
const MAX_AMOUNT = '999999999999.99';

export async function disposeItem(tx: Tx, acting: Acting, id: string, input: DispositionInputParsed): Promise<DispositionOutcome> {
  const row = await lockItem(tx, acting.groupId, id);
  if (!row) throw notFound('Inventory item');
  if (input.version !== undefined && input.version !== row.version) throw versionConflict('item', input.version, row.version);
  if (row.status === 'disposed') throw itemDisposed([id]);
  const quantity = input.quantity ?? row.quantity;
  if (quantity > row.quantity) {
    throw invalidItem([{ field: 'quantity', message: `This lot has ${row.quantity} piece${row.quantity === 1 ? '' : 's'}; at most ${row.quantity} can be disposed of.` }], 'disposition');
  }
  if (row.acquired_on && input.date < row.acquired_on) {
    throw invalidItem([{ field: 'date', message: `The disposition date is before the acquisition date (${row.acquired_on}).` }], 'disposition');
  }
  const at = acting.now.toISOString();
  const before = itemValues(row);
  const split = quantity < row.quantity;
  const disposedId = split ? randomUUID() : id;

  if (split) {
    const shares = sql.join(AMOUNT_COLUMNS.map((column) => sql`round(${sql.ref(column)} * ${quantity}::integer / quantity, 2)`));
    await sql`
      insert into inventory_items (
        id, group_id, status, product_id, title, metal, form, weight, weight_unit, purity, declared_fine_ozt, quantity, year, grade,
        grading_service, certificate_number, serial_numbers, space_id, tags, notes, obverse_image, reverse_image,
        acquired_on, source, cost, shipping, fees, tax, spot_at_acquisition, split_from_item_id,
        created_by_user_id, updated_by_user_id, created_at, updated_at
      )
      select ${disposedId}::uuid, group_id, 'disposed', product_id, title, metal, form, weight, weight_unit, purity, declared_fine_ozt,
        ${quantity}::integer, year, grade, grading_service, certificate_number, '{}', space_id, tags, notes, obverse_image,
        reverse_image, acquired_on, source, ${shares}, spot_at_acquisition, id,
        ${acting.userId}::uuid, ${acting.userId}::uuid, ${at}::timestamptz, ${at}::timestamptz
      from inventory_items where id = ${id}::uuid and group_id = ${acting.groupId}::uuid
    `.execute(tx);
    const rest = sql.join(AMOUNT_COLUMNS.map((column) => sql`${sql.raw(column)} = o.${sql.raw(column)} - n.${sql.raw(column)}`));
    const after = await sql<Parameters<typeof itemValues>[0]>`
      update inventory_items o set quantity = o.quantity - n.quantity, ${rest}, version = o.version + 1,
        updated_at = ${at}::timestamptz, updated_by_user_id = ${acting.userId}::uuid
      from inventory_items n
      where o.id = ${id}::uuid and o.group_id = ${acting.groupId}::uuid and n.id = ${disposedId}::uuid
      returning o.*
    `.execute(tx);
    const changes = changedFields(before, itemValues(after.rows[0] as Parameters<typeof itemValues>[0]));
    await appendLedger(tx, acting, [
      { itemId: id, kind: 'split', changes, detail: { splitItemId: disposedId, quantity } },
      { itemId: disposedId, kind: 'split', detail: { fromItemId: id, quantity } },
    ]);
  } else {
    await tx
      .updateTable('inventory_items')
      .set({ status: 'disposed', version: sql`version + 1`, updated_at: acting.now, updated_by_user_id: acting.userId })
      .where('id', '=', id)
      .where('group_id', '=', acting.groupId)
      .execute();
  }

  const amount = input.amount ?? null;
  const disposition = await sql<{ id: string; realised_gain: string | null }>`
    insert into inventory_dispositions (
      group_id, item_id, kind, disposed_on, quantity, amount, counterparty, notes, realised_gain, split_from_item_id,
      created_by_user_id, created_at
    )
    select i.group_id, i.id, ${input.kind}, ${input.date}::date, ${quantity}::integer, ${amount}::numeric,
      ${input.counterparty ?? null}, ${input.notes ?? null},
      case when i.cost_basis is null then null else coalesce(${amount}::numeric, 0) - i.cost_basis end,
      ${split ? id : null}::uuid, ${acting.userId}::uuid, ${at}::timestamptz
    from inventory_items i where i.id = ${disposedId}::uuid and i.group_id = ${acting.groupId}::uuid
    returning id, realised_gain
  `.execute(tx);
  const { id: dispositionId, realised_gain: realisedGain } = disposition.rows[0] as { id: string; realised_gain: string | null };
  const detail = { dispositionId, kind: input.kind, date: input.date, quantity, amount, realisedGain };
  await appendLedger(tx, acting, [
    ...(split ? [{ itemId: id, kind: 'disposed' as const, detail: { ...detail, disposedItemId: disposedId } }] : []),
    {
      itemId: disposedId,
      kind: 'disposed',
      changes: { status: { from: split ? null : row.status, to: 'disposed' } },
      detail: split ? { ...detail, splitFromItemId: id } : detail,
    },
  ]);
  return { disposedId, remainingId: split ? id : null };
}

/**
 * Whether the lot can take the pieces back within an item's limits (its quantity or amounts may have
 * been raised since the split); if not, the pieces return to stock as a lot of their own.
 */
async function mergeFits(tx: Tx, originId: string, itemId: string): Promise<boolean> {
  const limits = sql.join(AMOUNT_COLUMNS.map((column) => sql`coalesce(o.${sql.raw(column)}, 0) + coalesce(s.${sql.raw(column)}, 0) <= ${MAX_AMOUNT}::numeric`), sql` and `);
  const result = await sql<{ fits: boolean }>`
    select (o.quantity + s.quantity <= ${MAX_QUANTITY} and ${limits}) as fits
    from inventory_items o, inventory_items s where o.id = ${originId}::uuid and s.id = ${itemId}::uuid
  `.execute(tx);
  return result.rows[0]?.fits === true;
}

/** Undoes a disposition; returns the id of the item that holds the pieces again. */
export async function undoDisposition(tx: Tx, acting: Acting, dispositionId: string): Promise<string> {
  const disposition = isUuid(dispositionId)
    ? await tx
        .selectFrom('inventory_dispositions')
        .selectAll()
        .where('id', '=', dispositionId)
        .where('group_id', '=', acting.groupId)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!disposition) throw notFound('Disposition');
  if (disposition.undone_at) throw new ApiError(409, 'already_undone', 'This disposition was already undone.');
  const item = await lockItem(tx, acting.groupId, disposition.item_id);
  if (!item) throw notFound('Inventory item');
  const at = acting.now.toISOString();
  await tx
    .updateTable('inventory_dispositions')
    .set({ undone_at: acting.now, undone_by_user_id: acting.userId })
    .where('id', '=', disposition.id)
    .execute();

  const origin = disposition.split_from_item_id ? await lockItem(tx, acting.groupId, disposition.split_from_item_id) : undefined;
  if (origin && origin.status !== 'disposed' && (await mergeFits(tx, origin.id, item.id))) {
    const before = itemValues(origin);
    const sums = sql.join(
      AMOUNT_COLUMNS.map(
        (column) =>
          sql`${sql.raw(column)} = case when o.${sql.raw(column)} is null and s.${sql.raw(column)} is null then null
            else coalesce(o.${sql.raw(column)}, 0) + coalesce(s.${sql.raw(column)}, 0) end`,
      ),
    );
    const merged = await sql<Parameters<typeof itemValues>[0]>`
      update inventory_items o set quantity = o.quantity + s.quantity, ${sums},
        serial_numbers = o.serial_numbers || s.serial_numbers, version = o.version + 1,
        updated_at = ${at}::timestamptz, updated_by_user_id = ${acting.userId}::uuid
      from inventory_items s
      where o.id = ${origin.id}::uuid and o.group_id = ${acting.groupId}::uuid and s.id = ${item.id}::uuid
      returning o.*
    `.execute(tx);
    await tx
      .updateTable('inventory_items')
      .set({ merged_into_item_id: origin.id, version: sql`version + 1`, updated_at: acting.now, updated_by_user_id: acting.userId })
      .where('id', '=', item.id)
      .execute();
    const changes = changedFields(before, itemValues(merged.rows[0] as Parameters<typeof itemValues>[0]));
    await appendLedger(tx, acting, [
      { itemId: item.id, kind: 'undone', detail: { dispositionId: disposition.id, mergedIntoItemId: origin.id } },
      { itemId: origin.id, kind: 'undone', changes, detail: { dispositionId: disposition.id, mergedItemId: item.id, quantity: item.quantity } },
    ]);
    return origin.id;
  }

  await tx
    .updateTable('inventory_items')
    .set({ status: 'stock', version: sql`version + 1`, updated_at: acting.now, updated_by_user_id: acting.userId })
    .where('id', '=', item.id)
    .execute();
  await appendLedger(tx, acting, [
    {
      itemId: item.id,
      kind: 'undone',
      changes: { status: { from: 'disposed', to: 'stock' } },
      detail: { dispositionId: disposition.id, ...(disposition.split_from_item_id ? { originNotHeld: disposition.split_from_item_id } : {}) },
    },
  ]);
  return item.id;
}
