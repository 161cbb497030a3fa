// Writing collections and their entries inside a request scope (row-level security admits only the
// caller's group). Every write that counts or numbers entries (add, remove, reorder) locks the
// collection's row first, so positions stay 0, 1, 2… and the entry limit holds under concurrent
// calls. The version steps only when the collection's own fields change; entry writes touch its
// updated time and author, so the list's "recently changed" order follows them.
import { randomBytes } from 'node:crypto';
import { COLLECTION_MAX_ENTRIES, COLLECTION_TITLE_MAX_LENGTH, type CollectionEntriesAddParsed, type CollectionEntryPatchParsed, type CollectionInputParsed, type CollectionPatchParsed } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { Acting } from '../http/acting';
import { notFound } from '../http/errors';
import { isUuid } from '../inventory/item-reads';
import { collectionFull, entriesChanged, productsNotFound, versionConflict } from './errors';

/** The collection's row locked for this transaction; 404 when the group has none with this id. */
async function lockCollection(tx: Tx, groupId: string, id: string) {
  const row = isUuid(id)
    ? await tx.selectFrom('collections').selectAll().where('id', '=', id).where('group_id', '=', groupId).forUpdate().executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Collection');
  return row;
}

/** Records that the collection changed (its entries or sharing) without a version step. */
async function touch(tx: Tx, acting: Acting, id: string): Promise<void> {
  await tx.updateTable('collections').set({ updated_at: acting.now, updated_by_user_id: acting.userId }).where('id', '=', id).execute();
}

export async function createCollection(tx: Tx, acting: Acting, input: CollectionInputParsed): Promise<string> {
  const row = await tx
    .insertInto('collections')
    .values({
      group_id: acting.groupId,
      title: input.title,
      description: input.description ?? null,
      cover_image: input.coverImage ?? null,
      sort_order: input.sortOrder ?? 'position',
      created_by_user_id: acting.userId,
      updated_by_user_id: acting.userId,
      created_at: acting.now,
      updated_at: acting.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** PATCH: the fields given change; a patch that changes nothing writes nothing (no version step). */
export async function patchCollection(tx: Tx, acting: Acting, id: string, patch: CollectionPatchParsed): Promise<void> {
  const row = await lockCollection(tx, acting.groupId, id);
  if (patch.version !== undefined && patch.version !== row.version) throw versionConflict(patch.version, row.version);
  const change: { title?: string; description?: string | null; cover_image?: string | null; sort_order?: CollectionPatchParsed['sortOrder'] & string } = {};
  if (patch.title !== undefined && patch.title !== row.title) change.title = patch.title;
  if (patch.description !== undefined && patch.description !== row.description) change.description = patch.description;
  if (patch.coverImage !== undefined && patch.coverImage !== row.cover_image) change.cover_image = patch.coverImage;
  if (patch.sortOrder !== undefined && patch.sortOrder !== row.sort_order) change.sort_order = patch.sortOrder;
  if (!Object.keys(change).length) return;
  await tx
    .updateTable('collections')
    .set({ ...change, version: sql`version + 1`, updated_at: acting.now, updated_by_user_id: acting.userId })
    .where('id', '=', id)
    .execute();
}

/** Deletes the collection (its entries go with it); false when the group has none with this id. */
export async function deleteCollection(tx: Tx, groupId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await tx.deleteFrom('collections').where('id', '=', id).where('group_id', '=', groupId).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

const copyTitle = (title: string) => `${title.slice(0, COLLECTION_TITLE_MAX_LENGTH - ' (copy)'.length).trimEnd()} (copy)`;

/** A copy with the same fields and entries (positions, wanted, grades, notes); sharing off, version 1. */
export async function duplicateCollection(tx: Tx, acting: Acting, id: string, title?: string): Promise<string> {
  const source = await lockCollection(tx, acting.groupId, id);
  const copy = await tx
    .insertInto('collections')
    .values({
      group_id: acting.groupId,
      title: title ?? copyTitle(source.title),
      description: source.description,
      cover_image: source.cover_image,
      sort_order: source.sort_order,
      created_by_user_id: acting.userId,
      updated_by_user_id: acting.userId,
      created_at: acting.now,
      updated_at: acting.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into collection_entries (group_id, collection_id, product_id, position, wanted_quantity, target_grade, notes, created_at, updated_at)
    select group_id, ${copy.id}::uuid, product_id, position, wanted_quantity, target_grade, notes, ${acting.now}, ${acting.now}
    from collection_entries where collection_id = ${id} and group_id = ${acting.groupId}
  `.execute(tx);
  return copy.id;
}

export interface AddedEntries {
  added: { productId: string; entryId: string }[];
  skipped: { productId: string; reason: 'already_in_collection' }[];
}

/**
 * Adds products at the end, in the order given. All or nothing for products the group cannot see
 * (404 product_not_found) and for the entry limit (409 collection_full); a product already in the
 * collection, or named twice, is skipped and reported.
 */
export async function addEntries(tx: Tx, acting: Acting, id: string, body: CollectionEntriesAddParsed): Promise<AddedEntries> {
  await lockCollection(tx, acting.groupId, id);
  const wanted = body.entries.map((entry) => ({ ...entry, productId: entry.productId.toLowerCase() }));
  const uuids = [...new Set(wanted.map((entry) => entry.productId).filter(isUuid))];
  const visible = new Set(
    uuids.length ? (await tx.selectFrom('products_visible').select('id').where('id', 'in', uuids).execute()).map((row) => row.id) : [],
  );
  const unknown = [...new Set(body.entries.map((entry) => entry.productId).filter((productId) => !visible.has(productId.toLowerCase())))];
  if (unknown.length) throw productsNotFound(unknown);

  const existing = await tx.selectFrom('collection_entries').select(['product_id', 'position']).where('collection_id', '=', id).execute();
  const present = new Set(existing.map((row) => row.product_id));
  const result: AddedEntries = { added: [], skipped: [] };
  const rows: { productId: string; wantedQuantity: number; targetGrade: string | null; notes: string | null; position: number }[] = [];
  let position = existing.reduce((next, row) => Math.max(next, row.position + 1), 0);
  for (const entry of wanted) {
    if (present.has(entry.productId)) {
      result.skipped.push({ productId: entry.productId, reason: 'already_in_collection' });
      continue;
    }
    present.add(entry.productId);
    rows.push({ productId: entry.productId, wantedQuantity: entry.wantedQuantity ?? 1, targetGrade: entry.targetGrade ?? null, notes: entry.notes ?? null, position: position++ });
  }
  if (!rows.length) return result;
  if (existing.length + rows.length > COLLECTION_MAX_ENTRIES) throw collectionFull(existing.length, rows.length);

  // One statement for the whole selection; the rows travel as one jsonb parameter.
  const inserted = await sql<{ id: string; product_id: string }>`
    insert into collection_entries (group_id, collection_id, product_id, position, wanted_quantity, target_grade, notes, created_at, updated_at)
    select ${acting.groupId}::uuid, ${id}::uuid, (d.doc->>'productId')::uuid, (d.doc->>'position')::integer,
      (d.doc->>'wantedQuantity')::integer, d.doc->>'targetGrade', d.doc->>'notes', ${acting.now}, ${acting.now}
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as d(doc, n)
    order by d.n
    returning id, product_id
  `.execute(tx);
  const ids = new Map(inserted.rows.map((row) => [row.product_id, row.id]));
  result.added = rows.map((row) => ({ productId: row.productId, entryId: ids.get(row.productId) as string }));
  await touch(tx, acting, id);
  return result;
}

/** The entry of the collection, or 404 naming what is missing. */
async function entryOf(tx: Tx, acting: Acting, id: string, entryId: string) {
  const entry = isUuid(entryId)
    ? await tx.selectFrom('collection_entries').selectAll().where('id', '=', entryId).where('collection_id', '=', id).where('group_id', '=', acting.groupId).executeTakeFirst()
    : undefined;
  if (!entry) throw notFound('Collection entry');
  return entry;
}

export async function patchEntry(tx: Tx, acting: Acting, id: string, entryId: string, patch: CollectionEntryPatchParsed): Promise<void> {
  await lockCollection(tx, acting.groupId, id);
  const entry = await entryOf(tx, acting, id, entryId);
  const change: { wanted_quantity?: number; target_grade?: string | null; notes?: string | null } = {};
  if (patch.wantedQuantity !== undefined && patch.wantedQuantity !== entry.wanted_quantity) change.wanted_quantity = patch.wantedQuantity;
  if (patch.targetGrade !== undefined && patch.targetGrade !== entry.target_grade) change.target_grade = patch.targetGrade;
  if (patch.notes !== undefined && patch.notes !== entry.notes) change.notes = patch.notes;
  if (!Object.keys(change).length) return;
  await tx.updateTable('collection_entries').set({ ...change, updated_at: acting.now }).where('id', '=', entry.id).execute();
  await touch(tx, acting, id);
}

/** Removes an entry and closes the gap, so positions stay 0, 1, 2… */
export async function removeEntry(tx: Tx, acting: Acting, id: string, entryId: string): Promise<void> {
  await lockCollection(tx, acting.groupId, id);
  const entry = await entryOf(tx, acting, id, entryId);
  await tx.deleteFrom('collection_entries').where('id', '=', entry.id).execute();
  await tx
    .updateTable('collection_entries')
    .set({ position: sql`position - 1` })
    .where('collection_id', '=', id)
    .where('position', '>', entry.position)
    .execute();
  await touch(tx, acting, id);
}

/** Positions become the order of `entryIds`, which must name every entry of the collection once (409 entries_changed otherwise). */
export async function reorderEntries(tx: Tx, acting: Acting, id: string, entryIds: readonly string[]): Promise<void> {
  await lockCollection(tx, acting.groupId, id);
  const order = entryIds.map((entryId) => entryId.toLowerCase());
  const current = await tx.selectFrom('collection_entries').select(['id', 'position']).where('collection_id', '=', id).orderBy('position').execute();
  const known = new Set(current.map((row) => row.id));
  if (order.length !== known.size || order.some((entryId) => !known.has(entryId))) throw entriesChanged(current.map((row) => row.id));
  if (current.every((row, index) => row.id === order[index] && row.position === index)) return;
  // One statement; the unique position check is deferred to the commit (migration 0011).
  await sql`
    update collection_entries e set position = o.n - 1
    from unnest(${order}::uuid[]) with ordinality as o(id, n)
    where e.id = o.id and e.collection_id = ${id}
  `.execute(tx);
  await touch(tx, acting, id);
}

/** Turns the share link on: a new unguessable token (32 random bytes) unless it is on already (the link stays the same). */
export async function shareCollection(tx: Tx, acting: Acting, id: string): Promise<void> {
  const row = await lockCollection(tx, acting.groupId, id);
  if (row.share_token) return;
  await tx.updateTable('collections').set({ share_token: randomBytes(32).toString('base64url') }).where('id', '=', id).execute();
  await touch(tx, acting, id);
}

/** Turns the share link off: the token is forgotten, so the old link answers 404 and a later share makes a new one. */
export async function unshareCollection(tx: Tx, acting: Acting, id: string): Promise<void> {
  const row = await lockCollection(tx, acting.groupId, id);
  if (!row.share_token) return;
  await tx.updateTable('collections').set({ share_token: null }).where('id', '=', id).execute();
  await touch(tx, acting, id);
}
