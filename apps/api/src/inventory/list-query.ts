// GET /api/inventory and GET /api/inventory/summary: the list filters as SQL, the page, and the
// per-metal totals. Sums are Postgres numeric (exact); the API only passes their text on.
import type { InventoryListFilters, InventoryMetal, InventorySort, InventorySummary, MetalHolding } from '@bullion/contract';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Tx } from '../db/database';
import type { Database, InventoryItemsTable, InventoryTotalsTable } from '../db/schema';
import { searchPatterns } from '../db/search';
import type { SpaceTree } from '../spaces/space-tree';
import { canonicalDecimal } from './decimals';
import { itemQuery, type ItemRow } from './item-reads';

const MAX_SEARCH_WORDS = 8;
const HELD = ['drawer', 'stock'] as const;

type ItemsDb = Database & { i: InventoryItemsTable };
type Eb = ExpressionBuilder<ItemsDb, 'i'>;

/**
 * Conditions of the filters (the group and the merged-away rows are the query's own). q's long words
 * go through inventory_search_ids (migration 0035: the trigram index, which the policy would
 * otherwise keep the LIKE from using); the rows are still read under the policy.
 */
export function filterConditions(eb: Eb, groupId: string, filters: Partial<InventoryListFilters>, spaces: SpaceTree): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  conditions.push(eb('i.status', 'in', filters.status?.length ? filters.status : [...HELD]));
  const { indexed, scanned } = searchPatterns(filters.q, MAX_SEARCH_WORDS);
  // An array, so the function runs once (an InitPlan): as `in (select …)` a plan made with stale
  // statistics joined it in a nested loop and ran it once per item of the group (34 s at 10 000 on Postgres).
  if (indexed.length) conditions.push(sql<SqlBool>`i.id = any (array(select inventory_search_ids(${groupId}::uuid, ${indexed}::text[])))`);
  for (const pattern of scanned) conditions.push(sql<SqlBool>`i.search_text like ${pattern}`);
  if (filters.metal?.length) conditions.push(eb('i.metal', 'in', filters.metal));
  if (filters.form?.length) conditions.push(eb('i.form', 'in', filters.form));
  if (filters.tag?.length) conditions.push(sql<SqlBool>`i.tags && ${filters.tag}::text[]`);
  if (filters.space === 'none') conditions.push(eb('i.space_id', 'is', null));
  else if (filters.space) {
    // A space includes the locations below it; one the group does not have matches nothing.
    const space = filters.space.toLowerCase();
    conditions.push(spaces.has(space) ? eb('i.space_id', 'in', spaces.subtree(space)) : sql<SqlBool>`false`);
  }
  return conditions;
}

function ordering(sort: InventorySort): RawBuilder<unknown>[] {
  const ascending = !sort.startsWith('-');
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  switch (sort.replace(/^-/, '')) {
    case 'title':
      return [sql`i.title ${direction}`, sql`i.id ${direction}`];
    case 'acquired':
      return [sql`i.acquired_on ${direction} nulls last`, sql`i.created_at ${direction}`, sql`i.id ${direction}`];
    case 'updated':
      return [sql`i.updated_at ${direction}`, sql`i.id ${direction}`];
    case 'metal':
      return [sql`i.metal asc nulls last`, sql`i.title asc`, sql`i.id asc`];
    case 'weight':
      return [sql`i.fine_weight_ozt ${direction} nulls last`, sql`i.id ${direction}`];
    default:
      return [sql`i.cost_basis ${direction} nulls last`, sql`i.id ${direction}`];
  }
}

export async function listItems(
  tx: Tx,
  groupId: string,
  filters: InventoryListFilters,
  page: { offset: number; limit: number },
  spaces: SpaceTree,
): Promise<{ rows: ItemRow[]; total: number }> {
  const total = searches(filters) ? await countMatches(tx, groupId, filters, spaces) : await countKept(tx, groupId, filters, spaces);
  if (!total || page.offset >= total) return { rows: [], total };
  let query = itemQuery(tx, groupId).where((eb) => eb.and(filterConditions(eb as unknown as Eb, groupId, filters, spaces)));
  for (const term of ordering(filters.sort)) query = query.orderBy(term);
  const rows = await query.offset(page.offset).limit(page.limit).execute();
  return { rows, total };
}

/** Whether the filters need the items themselves (q or tag); every other filter is a key of the kept totals. */
const searches = (filters: Partial<InventoryListFilters>) => (filters.q ?? '').trim() !== '' || Boolean(filters.tag?.length);

async function countMatches(tx: Tx, groupId: string, filters: Partial<InventoryListFilters>, spaces: SpaceTree): Promise<number> {
  const counted = await tx
    .selectFrom('inventory_items as i')
    .where('i.group_id', '=', groupId)
    .where('i.merged_into_item_id', 'is', null)
    .where((eb) => eb.and(filterConditions(eb, groupId, filters, spaces)))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** The number of matching items from the kept totals (migration 0034): a few rows instead of counting 100 000 items. */
async function countKept(tx: Tx, groupId: string, filters: Partial<InventoryListFilters>, spaces: SpaceTree): Promise<number> {
  const counted = await tx
    .selectFrom('inventory_totals as t')
    .where('t.group_id', '=', groupId)
    .where((eb) => eb.and(totalsConditions(eb, filters, spaces)))
    .select(sql<string>`coalesce(sum(t.items), 0)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

interface SummaryRow {
  metal: string | null;
  total_row: boolean;
  items: string;
  pieces: string;
  fine_ozt: string;
  cost_basis: string;
  costed_fine_ozt: string;
  unvalued: string;
  drawer: string;
}

/**
 * Fine ozt, pieces and cost basis per metal, and the totals, of the items matching the filters.
 * Without q and tag every filter is a key of the totals the database keeps (migration 0034), so the
 * answer sums a few of those rows; a search or a tag adds the matching items themselves.
 */
export async function summarise(tx: Tx, groupId: string, filters: Partial<InventoryListFilters>, spaces: SpaceTree): Promise<InventorySummary> {
  return searches(filters) ? recomputeSummary(tx, groupId, filters, spaces) : summariseKeptTotals(tx, groupId, filters, spaces);
}

type TotalsDb = Database & { t: InventoryTotalsTable };

async function summariseKeptTotals(tx: Tx, groupId: string, filters: Partial<InventoryListFilters>, spaces: SpaceTree): Promise<InventorySummary> {
  const rows = (await tx
    .selectFrom('inventory_totals as t')
    .where('t.group_id', '=', groupId)
    .where((eb) => eb.and(totalsConditions(eb, filters, spaces)))
    .select([
      't.metal',
      sql<boolean>`grouping(t.metal) = 1`.as('total_row'),
      sql<string>`coalesce(sum(t.items), 0)`.as('items'),
      sql<string>`coalesce(sum(t.pieces), 0)`.as('pieces'),
      sql<string>`coalesce(sum(t.fine_ozt), 0)`.as('fine_ozt'),
      // The kept sums of numeric(16, 2) amounts keep their two places except where nothing had a cost.
      sql<string>`round(coalesce(sum(t.cost_basis), 0), 2)`.as('cost_basis'),
      sql<string>`coalesce(sum(t.costed_fine_ozt), 0)`.as('costed_fine_ozt'),
      sql<string>`coalesce(sum(t.unvalued), 0)`.as('unvalued'),
      sql<string>`coalesce(sum(t.items) filter (where t.status = 'drawer'), 0)`.as('drawer'),
    ])
    .groupBy(sql`grouping sets ((t.metal), ())`)
    // A key may have several rows while writers merge them (migration 0034); a metal whose rows add
    // up to no item is not held.
    .having(sql<SqlBool>`grouping(t.metal) = 1 or sum(t.items) <> 0`)
    .orderBy('t.metal')
    .execute()) as SummaryRow[];
  return summaryOf(rows);
}

/** filterConditions without q and tag, on the kept totals' key columns. */
function totalsConditions(eb: ExpressionBuilder<TotalsDb, 't'>, filters: Partial<InventoryListFilters>, spaces: SpaceTree): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [eb('t.status', 'in', filters.status?.length ? filters.status : [...HELD])];
  if (filters.metal?.length) conditions.push(eb('t.metal', 'in', filters.metal));
  if (filters.form?.length) conditions.push(eb('t.form', 'in', filters.form));
  if (filters.space === 'none') conditions.push(eb('t.space_id', 'is', null));
  else if (filters.space) {
    const space = filters.space.toLowerCase();
    conditions.push(spaces.has(space) ? eb('t.space_id', 'in', spaces.subtree(space)) : sql<SqlBool>`false`);
  }
  return conditions;
}

/** The summary added up from the items themselves: what the kept totals must always equal (the property test compares). */
export async function recomputeSummary(tx: Tx, groupId: string, filters: Partial<InventoryListFilters>, spaces: SpaceTree): Promise<InventorySummary> {
  const rows = (await tx
    .selectFrom('inventory_items as i')
    .where('i.group_id', '=', groupId)
    .where('i.merged_into_item_id', 'is', null)
    .where((eb) => eb.and(filterConditions(eb, groupId, filters, spaces)))
    .select([
      'i.metal',
      sql<boolean>`grouping(i.metal) = 1`.as('total_row'),
      sql<string>`count(*)`.as('items'),
      sql<string>`coalesce(sum(i.quantity), 0)`.as('pieces'),
      sql<string>`coalesce(sum(i.fine_weight_ozt * i.quantity), 0)`.as('fine_ozt'),
      sql<string>`coalesce(sum(i.cost_basis), 0.00)`.as('cost_basis'),
      sql<string>`coalesce(sum(i.fine_weight_ozt * i.quantity) filter (where i.cost_basis is not null), 0)`.as('costed_fine_ozt'),
      sql<string>`count(*) filter (where i.metal is null or i.fine_weight_ozt is null)`.as('unvalued'),
      sql<string>`count(*) filter (where i.status = 'drawer')`.as('drawer'),
    ])
    .groupBy(sql`grouping sets ((i.metal), ())`)
    .orderBy('i.metal')
    .execute()) as SummaryRow[];
  return summaryOf(rows);
}

function summaryOf(rows: SummaryRow[]): InventorySummary {
  const totals = rows.find((row) => row.total_row);
  const metals: MetalHolding[] = rows
    .filter((row) => !row.total_row && row.metal !== null)
    .map((row) => ({
      metal: row.metal as InventoryMetal,
      items: Number(row.items),
      pieces: Number(row.pieces),
      fineOzt: canonicalDecimal(row.fine_ozt),
      costBasis: row.cost_basis,
      costedFineOzt: canonicalDecimal(row.costed_fine_ozt),
    }));
  return {
    metals,
    items: Number(totals?.items ?? 0),
    pieces: Number(totals?.pieces ?? 0),
    costBasis: totals?.cost_basis ?? '0.00',
    unvalued: Number(totals?.unvalued ?? 0),
    drawer: Number(totals?.drawer ?? 0),
  };
}
