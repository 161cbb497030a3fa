// Reading collections inside a request scope. A page of summaries is one statement, whatever the
// number of collections and entries: the page's collections, their entries, what the group holds of
// each entry's product (collection_holdings, migration 0011), the totals, the owned fine ounces per
// metal and the automatic cover are joined and aggregated by Postgres. A whole collection adds one
// statement for its entries. Sums are exact (numeric), counts integers; completion comes from the
// shared completionPercent so the list, the page and the mocks agree.
import { collectionEntryProgress, collectionTotals, completionPercent, INVENTORY_METALS, sortCollectionEntries, type Collection, type CollectionEntry, type CollectionListQueryParsed, type CollectionSortOrder, type CollectionSummary, type OwnedFine } from '@bullion/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/database';
import { iso } from '../http/mappers';
import { actorNames, isUuid } from '../inventory/item-reads';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** Metals in the contract's order (gold, silver, platinum, palladium, rhodium, copper). */
const METAL_ORDER = sql`array_position(${sql.raw(`array[${INVENTORY_METALS.map((metal) => `'${metal}'`).join(', ')}]`)}::text[], m.metal)`;

const LIST_ORDER: Record<CollectionListQueryParsed['sort'], RawBuilder<unknown>> = {
  '-updated': sql`c.updated_at desc, c.id`,
  title: sql`lower(c.title), c.id`,
  '-created': sql`c.created_at desc, c.id`,
  // The same rounding as completionPercent: equal shown percentages keep the recent-first order.
  '-completion': sql`coalesce(s.owned_pieces * 1000 / nullif(s.wanted_pieces, 0), 0) desc, c.updated_at desc, c.id`,
};

interface SummaryRow {
  id: string;
  group_id: string;
  version: number;
  title: string;
  description: string | null;
  cover_image: string | null;
  auto_cover: string | null;
  sort_order: CollectionSortOrder;
  share_token: string | null;
  entry_count: number;
  complete_entries: number;
  wanted_pieces: number;
  owned_pieces: number;
  owned_fine: OwnedFine[];
  created_at: Date;
  updated_at: Date;
  created_by_user_id: string | null;
  updated_by_user_id: string | null;
  total: number;
}

interface SummaryFilter {
  ids?: readonly string[];
  q?: string;
  sort?: CollectionListQueryParsed['sort'];
  offset?: number;
  limit?: number;
}

/** The summaries of the group's collections matching the filter, in one statement, with the number of matches. */
async function summaryRows(tx: Tx, groupId: string, filter: SummaryFilter): Promise<SummaryRow[]> {
  const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const conditions = [sql`c.group_id = ${groupId}`];
  if (filter.ids) conditions.push(sql`c.id = any (${filter.ids}::uuid[])`);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(sql`(
      lower(c.title) like ${pattern} or lower(coalesce(c.description, '')) like ${pattern}
      or exists (
        select 1 from collection_entries ce join products_visible p on p.id = ce.product_id
        where ce.collection_id = c.id and lower(p.title) like ${pattern}
      )
    )`);
  }
  const order = LIST_ORDER[filter.sort ?? '-updated'];
  const page = filter.limit === undefined ? sql`` : sql`offset ${filter.offset ?? 0} limit ${filter.limit}`;
  // Every order but completion's is of the collection's own columns: the page is cut before its
  // entries and holdings are added up (48 collections' entries, not every collection's).
  const pagedFirst = filter.sort !== '-completion';
  const result = await sql<SummaryRow>`
    with c as (
      select c.*, (count(*) over ())::int as matches from collections c where ${sql.join(conditions, sql` and `)}
      ${pagedFirst ? sql`order by ${order} ${page}` : sql``}
    ),
    e as (
      select e.id, e.collection_id, e.product_id, e.position, e.wanted_quantity
      from collection_entries e where e.collection_id in (select id from c)
    ),
    h as (
      select * from collection_holdings(array(select id from c))
    ),
    owned as (
      select entry_id, sum(pieces) as pieces from h group by entry_id
    ),
    s as (
      select e.collection_id,
        count(*)::int as entry_count,
        (count(*) filter (where coalesce(o.pieces, 0) >= e.wanted_quantity))::int as complete_entries,
        sum(e.wanted_quantity)::int as wanted_pieces,
        sum(least(coalesce(o.pieces, 0), e.wanted_quantity))::int as owned_pieces
      from e left join owned o on o.entry_id = e.id
      group by e.collection_id
    ),
    f as (
      select m.collection_id,
        jsonb_agg(jsonb_build_object('metal', m.metal, 'fineOzt', trim_scale(m.fine)::text) order by ${METAL_ORDER}) as owned_fine
      from (
        select collection_id, metal, sum(fine_ozt) as fine from h
        where metal is not null and fine_ozt is not null group by collection_id, metal
      ) m
      group by m.collection_id
    ),
    cover as (
      select distinct on (e.collection_id) e.collection_id, coalesce(p.obverse_image, p.reverse_image) as image
      from e join products_visible p on p.id = e.product_id
      where coalesce(p.obverse_image, p.reverse_image) is not null
      order by e.collection_id, e.position
    )
    select c.id, c.group_id, c.version, c.title, c.description, c.cover_image, cover.image as auto_cover, c.sort_order,
      c.share_token, coalesce(s.entry_count, 0) as entry_count, coalesce(s.complete_entries, 0) as complete_entries,
      coalesce(s.wanted_pieces, 0) as wanted_pieces, coalesce(s.owned_pieces, 0) as owned_pieces,
      coalesce(f.owned_fine, '[]'::jsonb) as owned_fine, c.created_at, c.updated_at, c.created_by_user_id,
      c.updated_by_user_id, c.matches as total
    from c
    left join s on s.collection_id = c.id
    left join f on f.collection_id = c.id
    left join cover on cover.collection_id = c.id
    order by ${order}
    ${pagedFirst ? sql`` : page}
  `.execute(tx);
  return result.rows;
}

type Actor = { id: string; name: string | null };

function toSummary(row: SummaryRow, users: ReadonlyMap<string, Actor>): CollectionSummary {
  const actor = (id: string | null): Actor | null => (id ? (users.get(id) ?? { id, name: null }) : null);
  return {
    id: row.id,
    groupId: row.group_id,
    version: row.version,
    title: row.title,
    description: row.description,
    coverImage: row.cover_image ?? row.auto_cover,
    customCoverImage: row.cover_image,
    sortOrder: row.sort_order,
    shareToken: row.share_token,
    entryCount: row.entry_count,
    completeEntries: row.complete_entries,
    wantedPieces: row.wanted_pieces,
    ownedPieces: row.owned_pieces,
    missingPieces: row.wanted_pieces - row.owned_pieces,
    completion: completionPercent(row.owned_pieces, row.wanted_pieces),
    ownedFine: row.owned_fine,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    createdBy: actor(row.created_by_user_id),
    updatedBy: actor(row.updated_by_user_id),
  };
}

async function toSummaries(tx: Tx, rows: readonly SummaryRow[]): Promise<CollectionSummary[]> {
  const users = await actorNames(tx, rows.flatMap((row) => [row.created_by_user_id, row.updated_by_user_id]));
  return rows.map((row) => toSummary(row, users));
}

/** GET /collections: a page of summaries and the number of matches. */
export async function listCollections(tx: Tx, groupId: string, query: CollectionListQueryParsed): Promise<{ items: CollectionSummary[]; total: number }> {
  const rows = await summaryRows(tx, groupId, query);
  // Past the last match the page is empty and carries no count: count the matches alone.
  const total = rows[0]?.total ?? (query.offset > 0 ? (await summaryRows(tx, groupId, { q: query.q })).length : 0);
  return { items: await toSummaries(tx, rows), total };
}

interface EntryRow {
  id: string;
  product_id: string;
  position: number;
  wanted_quantity: number;
  target_grade: string | null;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
  p_id: string | null;
  p_title: string | null;
  p_obverse_image: string | null;
  p_reverse_image: string | null;
  p_metal: string | null;
  p_weight: string | null;
  p_weight_unit: string | null;
  p_year: number | null;
  owned: number;
  owned_fine: OwnedFine[];
}

/** The entries of one collection with their products (as the group sees them) and what is held of each, in position order. */
async function entryRows(tx: Tx, groupId: string, collectionId: string): Promise<EntryRow[]> {
  const result = await sql<EntryRow>`
    with h as (
      select * from collection_holdings(array[${collectionId}]::uuid[])
    ),
    held as (
      select m.entry_id, sum(m.pieces)::int as owned,
        coalesce(
          jsonb_agg(jsonb_build_object('metal', m.metal, 'fineOzt', trim_scale(m.fine_ozt)::text) order by ${METAL_ORDER})
            filter (where m.metal is not null and m.fine_ozt is not null),
          '[]'::jsonb
        ) as owned_fine
      from h m group by m.entry_id
    )
    select e.id, e.product_id, e.position, e.wanted_quantity, e.target_grade, e.notes, e.created_at, e.updated_at,
      p.id as p_id, p.title as p_title, p.obverse_image as p_obverse_image, p.reverse_image as p_reverse_image,
      p.metal as p_metal, trim_scale(p.weight)::text as p_weight, p.weight_unit as p_weight_unit, p.year as p_year,
      coalesce(held.owned, 0) as owned, coalesce(held.owned_fine, '[]'::jsonb) as owned_fine
    from collection_entries e
    left join products_visible p on p.id = e.product_id
    left join held on held.entry_id = e.id
    where e.collection_id = ${collectionId} and e.group_id = ${groupId}
    order by e.position
  `.execute(tx);
  return result.rows;
}

function toEntry(row: EntryRow): CollectionEntry {
  return {
    id: row.id,
    productId: row.product_id,
    product:
      row.p_id === null
        ? null
        : {
            id: row.p_id,
            title: row.p_title ?? '',
            obverseImage: row.p_obverse_image,
            reverseImage: row.p_reverse_image,
            metal: row.p_metal,
            weight: row.p_weight,
            weightUnit: row.p_weight_unit,
            year: row.p_year,
          },
    position: row.position,
    wantedQuantity: row.wanted_quantity,
    targetGrade: row.target_grade,
    notes: row.notes,
    owned: row.owned,
    ...collectionEntryProgress(row.owned, row.wanted_quantity),
    ownedFine: row.owned_fine,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** One collection of the group with its entries in its sort order; undefined when the group has none with this id. */
export async function findCollection(tx: Tx, groupId: string, id: string): Promise<Collection | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await summaryRows(tx, groupId, { ids: [id] });
  if (!row) return undefined;
  const [summary] = await toSummaries(tx, [row]);
  const entries = (await entryRows(tx, groupId, id)).map(toEntry);
  // Totals from the entries shown, so the page always adds up even if inventory changed between the
  // two statements (read committed); they are the list's totals otherwise (tests compare them).
  return { ...(summary as CollectionSummary), ...collectionTotals(entries), entries: sortCollectionEntries(entries, row.sort_order) };
}

/** What shared_collection() returns (jsonb): only what a share link may show. */
export interface SharedCollectionView {
  title: string;
  description: string | null;
  coverImage: string | null;
  sortOrder: CollectionSortOrder;
  entries: { position: number; title: string | null; year: number | null; obverseImage: string | null; reverseImage: string | null; owned: number; wanted: number }[];
}

/**
 * The collection shared under `token`, or null when the token is not on. Through the
 * security-definer function shared_collection() of migration 0011: in a scope of no group, the
 * one way to reach a group's rows.
 */
export async function sharedCollection(tx: Tx, token: string): Promise<SharedCollectionView | null> {
  const result = await sql<{ view: SharedCollectionView | null }>`select shared_collection(${token}) as view`.execute(tx);
  return result.rows[0]?.view ?? null;
}
