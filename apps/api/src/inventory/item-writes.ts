// Adding and changing items. A new item takes what it leaves out from its catalog product and its
// spot snapshot from the stored spot history; a change is compared field by field with the stored
// item, and what really changed is written with one version step and recorded in the ledger
// (identified, quantity_changed, moved, edited), all in the caller's one transaction.
import { randomUUID } from 'node:crypto';
import { itemDeclaredFineOzt, type InventoryItemInputParsed, type InventoryItemPatchParsed, type ItemWeightUnit, type LedgerKind } from '@bullion/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db, Tx } from '../db/database';
import type { Acting } from '../http/acting';
import type { Logger } from '../logger';
import { notFound } from '../http/errors';
import type { SpaceTree } from '../spaces/space-tree';
import { loadSpaceTree } from '../spaces/space-tree';
import { invalidItem, itemDisposed, versionConflict, type FieldIssue } from './errors';
import { changedFields, columnOf, itemValues, sameValue, type FieldValue, type ItemField, type ItemValues } from './fields';
import { fillFromProduct, loadProductDefaults, type ProductSource } from './from-product';
import { appendLedger, type NewLedgerEntry } from './ledger';

/**
 * The spot of `metal` (USD/ozt) at the end of `date` (UTC): the last stored quote on or before it.
 * Null without a date, for a metal without a spot price (copper), or before the first stored quote.
 */
export function spotAt(metal: RawBuilder<unknown>, date: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`(
    select case ${metal} when 'gold' then s.gold when 'silver' then s.silver when 'platinum' then s.platinum
      when 'palladium' then s.palladium when 'rhodium' then s.rhodium end
    from spot_prices s
    where s.fetched_at < ((${date} + 1)::timestamp at time zone 'UTC')
    order by s.fetched_at desc
    limit 1
  )`;
}

/** A new item's columns, as the insert reads them from JSON. */
export interface NewItem {
  id: string;
  status: 'drawer' | 'stock';
  productId: string | null;
  title: string;
  metal: string | null;
  form: string;
  weight: string | null;
  weightUnit: string;
  purity: string | null;
  /** The fine ozt its product declares, while its weight and purity are the product's; null: weight × purity. */
  declaredFineOzt: string | null;
  quantity: number;
  year: number | null;
  grade: string | null;
  gradingService: string | null;
  certificateNumber: string | null;
  serialNumbers: string[];
  spaceId: string | null;
  tags: string[];
  notes: string | null;
  obverseImage: string | null;
  reverseImage: string | null;
  acquiredOn: string | null;
  source: string | null;
  cost: string | null;
  shipping: string | null;
  fees: string | null;
  tax: string | null;
}

/** An issue of a new item; `missing` names a referenced row that is not there (404 for a single create). */
export interface NewItemIssue extends FieldIssue {
  missing?: 'Product' | 'Storage space';
}

export const DRAWER_IN_SPACE = 'A drawer item is not in a space yet: leave spaceId out, or use status stock.';

/** The item an input makes (product defaults, status), or why it cannot be made. */
export function prepareNewItem(
  input: InventoryItemInputParsed,
  products: ReadonlyMap<string, ProductSource>,
  spaces: SpaceTree,
): { item: NewItem } | { issues: NewItemIssue[] } {
  const issues: NewItemIssue[] = [];
  const productId = input.productId ? input.productId.toLowerCase() : null;
  const product = productId ? products.get(productId) : undefined;
  if (productId && !product) issues.push({ field: 'productId', message: 'No catalog product with this id (or it is not visible to your group).', missing: 'Product' });
  const spaceId = input.spaceId ? input.spaceId.toLowerCase() : null;
  if (spaceId && !spaces.has(spaceId)) issues.push({ field: 'spaceId', message: 'No storage space with this id in your group.', missing: 'Storage space' });
  if (input.status === 'drawer' && spaceId) issues.push({ field: 'status', message: DRAWER_IN_SPACE });
  if (issues.length) return { issues };
  const fields = product ? fillFromProduct(input, product.fields) : input;
  const weight = fields.weight ?? null;
  const weightUnit = fields.weightUnit ?? 'ozt';
  const purity = fields.purity ?? null;
  return {
    item: {
      id: randomUUID(),
      status: input.status ?? (spaceId ? 'stock' : 'drawer'),
      productId,
      title: fields.title as string,
      metal: fields.metal ?? null,
      form: fields.form ?? 'other',
      weight,
      weightUnit,
      purity,
      declaredFineOzt: product ? declaredFineFrom({ weight, weightUnit, purity }, product) : null,
      quantity: fields.quantity ?? 1,
      year: fields.year ?? null,
      grade: fields.grade ?? null,
      gradingService: fields.gradingService ?? null,
      certificateNumber: fields.certificateNumber ?? null,
      serialNumbers: fields.serialNumbers ?? [],
      spaceId,
      tags: fields.tags ?? [],
      notes: fields.notes ?? null,
      obverseImage: fields.obverseImage ?? null,
      reverseImage: fields.reverseImage ?? null,
      acquiredOn: fields.acquiredOn ?? null,
      source: fields.source ?? null,
      cost: fields.cost ?? null,
      shipping: fields.shipping ?? null,
      fees: fields.fees ?? null,
      tax: fields.tax ?? null,
    },
  };
}

/** The declared fine ozt an item with these weight fields takes from its product (itemDeclaredFineOzt). */
function declaredFineFrom(item: { weight: string | null; weightUnit: string; purity: string | null }, product: ProductSource): string | null {
  const { weight = null, weightUnit = 'ozt', purity = null } = product.fields;
  return itemDeclaredFineOzt({ ...item, weightUnit: item.weightUnit as ItemWeightUnit }, { weight, weightUnit, purity, declaredFineOzt: product.declaredFineOzt });
}

// One statement per request of the import's 10 000 rows: the statement-level triggers of 0034 then
// add up the totals once, and the rows' JSON is read once.
const BATCH_SIZE = 10_000;

/**
 * Inserts items in batches (one statement per batch; the rows travel as one jsonb parameter, read
 * by jsonb_to_recordset into typed columns) with their spot snapshots, and one ledger entry each of
 * `kind`.
 */
export async function insertItems(
  tx: Tx,
  acting: Acting,
  items: readonly NewItem[],
  ledger: { kind: LedgerKind; detail?: (item: NewItem, index: number) => Record<string, unknown> },
): Promise<void> {
  const at = acting.now.toISOString();
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    const batch = items.slice(start, start + BATCH_SIZE);
    await sql`
      insert into inventory_items (
        id, group_id, status, product_id, title, metal, form, weight, weight_unit, purity, declared_fine_ozt, quantity, year, grade,
        grading_service, certificate_number, serial_numbers, space_id, tags, notes, obverse_image, reverse_image,
        acquired_on, source, cost, shipping, fees, tax, spot_at_acquisition,
        created_by_user_id, updated_by_user_id, created_at, updated_at
      )
      select d.id, ${acting.groupId}::uuid, d.status, d."productId", d.title, d.metal, d.form, d.weight, d."weightUnit", d.purity,
        d."declaredFineOzt", d.quantity, d.year, d.grade, d."gradingService", d."certificateNumber", d."serialNumbers", d."spaceId",
        d.tags, d.notes, d."obverseImage", d."reverseImage", d."acquiredOn", d.source, d.cost, d.shipping, d.fees, d.tax,
        ${spotAt(sql`d.metal`, sql`d."acquiredOn"`)},
        ${acting.userId}::uuid, ${acting.userId}::uuid, ${at}::timestamptz, ${at}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as d(
        id uuid, status text, "productId" uuid, title text, metal text, form text, weight numeric, "weightUnit" text, purity numeric,
        "declaredFineOzt" numeric, quantity integer, year integer, grade text, "gradingService" text, "certificateNumber" text,
        "serialNumbers" text[], "spaceId" uuid, tags text[], notes text, "obverseImage" text, "reverseImage" text, "acquiredOn" date,
        source text, cost numeric, shipping numeric, fees numeric, tax numeric
      )
    `.execute(tx);
  }
  await appendLedger(
    tx,
    acting,
    items.map((item, index) => ({ itemId: item.id, kind: ledger.kind, detail: ledger.detail?.(item, index) ?? {} })),
  );
}

export async function createItem(tx: Tx, acting: Acting, input: InventoryItemInputParsed): Promise<string> {
  const products = input.productId ? await loadProductDefaults(tx, [input.productId]) : new Map();
  const spaces = await loadSpaceTree(tx, acting.groupId);
  const prepared = prepareNewItem(input, products, spaces);
  if ('issues' in prepared) {
    const missing = prepared.issues.find((issue) => issue.missing);
    if (missing?.missing) throw notFound(missing.missing);
    throw invalidItem(prepared.issues);
  }
  const { item } = prepared;
  await insertItems(tx, acting, [item], {
    kind: 'acquired',
    detail: () => ({ status: item.status, ...(item.spaceId ? { spaceId: item.spaceId, spacePath: spaces.path(item.spaceId) } : {}) }),
  });
  return item.id;
}

/** The item's row locked for this transaction, with what a write checks; undefined when the group has no such item. */
export async function lockItem(tx: Tx, groupId: string, id: string) {
  return tx
    .selectFrom('inventory_items')
    .selectAll()
    .where('id', '=', id)
    .where('group_id', '=', groupId)
    .where('merged_into_item_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Which ledger entry a changed field belongs to. */
function entryKind(field: string, identified: boolean): LedgerKind {
  if (field === 'quantity') return 'quantity_changed';
  if (field === 'spaceId') return 'moved';
  return identified ? 'identified' : 'edited';
}

/**
 * PATCH: only the fields given change (null clears). A new productId identifies the item: fields
 * the patch leaves out are taken from the product. A changed acquisition date or metal takes a new
 * spot snapshot. Status is not changed here (move and dispose do), and a drawer item is put away
 * by a move, not by setting its space. Returns whether anything changed.
 */
export async function patchItem(tx: Tx, acting: Acting, id: string, body: InventoryItemPatchParsed, spaces: SpaceTree): Promise<boolean> {
  const row = await lockItem(tx, acting.groupId, id);
  if (!row) throw notFound('Inventory item');
  const { version, ...given } = body;
  if (version !== undefined && version !== row.version) throw versionConflict('item', version, row.version);
  if (row.status === 'disposed') throw itemDisposed([id]);

  const before = itemValues(row);
  const wanted: Partial<Record<ItemField, FieldValue>> = {};
  for (const [field, value] of Object.entries(given)) if (value !== undefined) wanted[field as ItemField] = value as FieldValue;
  if (typeof wanted.productId === 'string') wanted.productId = wanted.productId.toLowerCase();
  if (typeof wanted.spaceId === 'string') wanted.spaceId = wanted.spaceId.toLowerCase();

  const identifies = typeof wanted.productId === 'string' && wanted.productId !== before.productId;
  let product: ProductSource | undefined;
  if (identifies) {
    product = (await loadProductDefaults(tx, [wanted.productId as string])).get(wanted.productId as string);
    if (!product) throw notFound('Product');
    // A photo of the piece itself is worth more than the catalog's picture: the product's images
    // fill in only for an item without one (unless the patch names them).
    const ownPhoto = Boolean(before.obverseImage || before.reverseImage);
    const { obverseImage, reverseImage, ...productFields } = product.fields;
    Object.assign(wanted, fillFromProduct(wanted, ownPhoto ? productFields : { ...productFields, obverseImage, reverseImage }));
  }
  if (typeof wanted.spaceId === 'string') {
    if (!spaces.has(wanted.spaceId)) throw notFound('Storage space');
    if (row.status === 'drawer' && wanted.spaceId !== before.spaceId) {
      throw invalidItem([{ field: 'spaceId', message: 'A drawer item is put away with POST /api/inventory/move, which also moves it into stock.' }]);
    }
  }

  const change: Partial<Record<ItemField, FieldValue>> = {};
  for (const [field, value] of Object.entries(wanted) as [ItemField, FieldValue][]) {
    if (!sameValue(field, before[field], value)) change[field] = value;
  }
  const reweighed = 'weight' in change || 'weightUnit' in change || 'purity' in change;
  if (identifies || reweighed || 'productId' in change) {
    // The product's declared fine weight holds while the item's weight, unit and purity are the
    // product's; without a product, an item keeps the one it has until it is weighed otherwise.
    const after = { ...before, ...change };
    const productId = typeof after.productId === 'string' ? after.productId : null;
    const source = product ?? (productId ? (await loadProductDefaults(tx, [productId])).get(productId) : undefined);
    const declared = source
      ? declaredFineFrom({ weight: after.weight as string | null, weightUnit: after.weightUnit as string, purity: after.purity as string | null }, source)
      : reweighed
        ? null
        : before.declaredFineOzt;
    if (!sameValue('declaredFineOzt', before.declaredFineOzt, declared)) change.declaredFineOzt = declared;
  }
  if ('metal' in change || 'acquiredOn' in change) {
    const metal = 'metal' in change ? change.metal : before.metal;
    const date = 'acquiredOn' in change ? change.acquiredOn : before.acquiredOn;
    const spot = await sql<{ spot: string | null }>`select ${spotAt(sql`${metal}::text`, sql`${date}::date`)} as spot`.execute(tx);
    const snapshot = spot.rows[0]?.spot ?? null;
    if (!sameValue('spotAtAcquisition', before.spotAtAcquisition, snapshot)) change.spotAtAcquisition = snapshot;
  }
  if (!Object.keys(change).length) return false;

  const columns = Object.fromEntries(Object.entries(change).map(([field, value]) => [columnOf.get(field as ItemField), value]));
  const updated = await tx
    .updateTable('inventory_items')
    .set({ ...columns, version: sql`version + 1`, updated_at: acting.now, updated_by_user_id: acting.userId })
    .where('id', '=', id)
    .where('group_id', '=', acting.groupId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const changes = changedFields(before, itemValues(updated));
  await appendLedger(tx, acting, ledgerEntries(id, changes, identifies, before, itemValues(updated), spaces));
  return true;
}

function ledgerEntries(id: string, changes: ReturnType<typeof changedFields>, identified: boolean, before: ItemValues, after: ItemValues, spaces: SpaceTree): NewLedgerEntry[] {
  const grouped = new Map<LedgerKind, Record<string, { from: unknown; to: unknown }>>();
  for (const [field, change] of Object.entries(changes)) {
    const kind = entryKind(field, identified);
    grouped.set(kind, { ...grouped.get(kind), [field]: change });
  }
  const order: LedgerKind[] = ['identified', 'edited', 'quantity_changed', 'moved'];
  return order
    .filter((kind) => grouped.has(kind))
    .map((kind) => ({
      itemId: id,
      kind,
      changes: grouped.get(kind),
      detail:
        kind === 'moved'
          ? { fromSpaceId: before.spaceId, toSpaceId: after.spaceId, fromPath: spaces.path(before.spaceId as string | null), toPath: spaces.path(after.spaceId as string | null) }
          : kind === 'identified'
            ? { productId: after.productId }
            : {},
    }));
}

/**
 * What autovacuum does on Postgres: the visibility map (index-only scans), the row counts, the
 * search index's pending entries (migration 0035) and the planner's statistics of the item columns
 * queries filter or join on. Only those columns: statistics of every column (long texts, arrays)
 * took 2.4 s at 100 000 items, most of an import request; vacuum only visits the pages added since
 * the last one. The ledger is read by item only, for which its row count is enough.
 */
export async function refreshItemStatistics(db: Db): Promise<void> {
  await sql`vacuum (analyze) inventory_items (group_id, status, merged_into_item_id, metal, form, space_id, product_id, split_from_item_id, acquired_on)`.execute(db);
  await sql`vacuum inventory_ledger`.execute(db);
}

/** How long the database has had no large import before its statistics are refreshed. */
export const STATISTICS_REFRESH_DELAY_MS = 300;

const pendingRefresh = new WeakMap<Db, NodeJS.Timeout>();

/**
 * Refreshes the statistics once the imports have paused for STATISTICS_REFRESH_DELAY_MS, as
 * autovacuum would, after the request has answered: a file sent in 10 000-row requests is refreshed
 * once, after its last request, instead of paying a vacuum and an analyze in every request.
 */
export function scheduleItemStatisticsRefresh(db: Db, logger: Logger): void {
  clearTimeout(pendingRefresh.get(db));
  const timer = setTimeout(() => {
    pendingRefresh.delete(db);
    refreshItemStatistics(db).catch((error: unknown) => logger.warn({ err: error }, 'inventory statistics refresh failed'));
  }, STATISTICS_REFRESH_DELAY_MS);
  timer.unref();
  pendingRefresh.set(db, timer);
}
