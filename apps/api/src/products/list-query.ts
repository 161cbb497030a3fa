// GET /api/products and POST /api/products/export: filters, search and ordering as SQL. The route and
// bench/products-search.mjs both run exactly this code.
//
// Where rows come from: the public catalog (published products without a group) and the group of the
// caller's app access token. Each source is its own branch (UNION ALL when both are asked for), so
// each uses its own partial indexes; every branch is ordered and cut to offset + limit rows before
// the branches are merged, so an ordered page is read from indexes, not sorted from all matches.
//
// q: every word must occur in the product's search text (title, name, metal, country, type, strike,
// year, face value), case-insensitively, as LIKE '%word%' backed by the trigram index.
//
// Relevance is chosen by the number of matches (counted first; the total is needed anyway), because
// the ranking has to look at every match and pg_trgm similarity costs 10 to 20 µs a row on PGlite:
//   * up to RELEVANCE_SIMILARITY_MAX_MATCHES: trigram similarity to q, best first;
//   * up to RELEVANCE_RANKED_MAX_MATCHES: shortest search text first. Every match holds every word of
//     q, and among such rows similarity falls as the text grows, so the order is nearly the same at a
//     fraction of the cost;
//   * more (a term such as "gold" that matches a third of the catalog): by title, read from the title
//     index, which stops after one page instead of ranking tens of thousands of rows that all match
//     equally well.
import type { ProductListFilters, ProductMetal, ProductStatus } from '@bullion/contract';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Tx } from '../db/database';
import type { Database, ProductRow, ProductsTable } from '../db/schema';
import { CATEGORIES } from '../datasets/reference-data';
import { unauthorized } from '../http/errors';

/** The filters as productListFiltersSchema parses them: list filters are typed arrays of known values. */
export type ProductFilters = ProductListFilters;

export const RELEVANCE_SIMILARITY_MAX_MATCHES = 300;
export const RELEVANCE_RANKED_MAX_MATCHES = 5000;
const MAX_SEARCH_WORDS = 8;

/** What the caller may see besides the public catalog: the group of their app access token. */
export interface ListVisibility {
  groupId: string | null;
}

interface NormalisedFilters {
  words: string[];
  q: string | null;
  metals: ProductMetal[];
  countries: string[];
  types: string[];
  statuses: ProductStatus[] | null;
  categoryIds: number[] | null;
  seriesId: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  sources: { public: boolean; group: string | null };
  sort: ProductFilters['sort'];
}

function categoryWithDescendants(id: number): number[] {
  const ids = [id];
  for (let index = 0; index < ids.length; index += 1) {
    for (const category of CATEGORIES) if (category.parentId === ids[index]) ids.push(category.id);
  }
  return ids;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * The filters as the SQL needs them; 401 for scope=group without a group. Unknown metals, statuses
 * and malformed countries never get here: the schema refused them with 400.
 */
export function normaliseFilters(filters: Partial<ProductFilters>, visibility: ListVisibility): NormalisedFilters {
  const statuses = filters.status?.length ? filters.status : null;

  const scope = filters.scope ?? 'all';
  if (scope === 'group' && !visibility.groupId) {
    throw unauthorized('Choose a group first: scope=group needs the app access token (token header).');
  }
  const q = filters.q?.trim() || null;
  const words = q ? [...new Set(q.split(/\s+/))].slice(0, MAX_SEARCH_WORDS) : [];
  // Words of one or two characters have no trigram of their own; a query made only of those is
  // searched as one phrase ("1 oz"), which does.
  const searchWords = words.some((word) => word.length >= 3) || !q ? words : [q];
  return {
    q,
    words: searchWords,
    metals: filters.metal ?? [],
    countries: filters.country ?? [],
    types: filters.type ?? [],
    statuses,
    categoryIds: filters.categoryId ? categoryWithDescendants(filters.categoryId) : null,
    seriesId: filters.seriesId ?? null,
    yearFrom: filters.yearFrom ?? null,
    yearTo: filters.yearTo ?? null,
    sources: {
      // The public catalog holds only published products.
      public: scope !== 'group' && (!statuses || statuses.includes('published')),
      group: scope !== 'public' ? visibility.groupId : null,
    },
    sort: filters.sort ?? 'relevance',
  };
}

type ProductsDb = Database & { p: ProductsTable };
type ProductQuery = SelectQueryBuilder<ProductsDb, 'p', object>;
type Eb = ExpressionBuilder<ProductsDb, 'p'>;

function sourceCondition(eb: Eb, source: 'public' | 'group', filters: NormalisedFilters): Expression<SqlBool> {
  if (source === 'public') return eb.and([eb('p.group_id', 'is', null), eb('p.status', '=', 'published')]);
  const groupId = filters.sources.group as string;
  return eb.and([
    eb('p.group_id', '=', groupId),
    // A group's deleted products are listed only when asked for by status.
    filters.statuses ? eb('p.status', 'in', filters.statuses) : eb('p.status', '<>', 'deleted'),
  ]);
}

function filterConditions(eb: Eb, filters: NormalisedFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  for (const word of filters.words) conditions.push(sql<SqlBool>`p.search_text like lower(${`%${escapeLike(word)}%`})`);
  if (filters.metals.length) conditions.push(eb('p.metal', 'in', filters.metals));
  if (filters.countries.length) conditions.push(eb('p.country', 'in', filters.countries));
  if (filters.types.length) conditions.push(eb('p.type', 'in', filters.types));
  if (filters.categoryIds) conditions.push(eb('p.category_id', 'in', filters.categoryIds));
  if (filters.seriesId !== null) conditions.push(eb('p.series_id', '=', filters.seriesId));
  if (filters.yearFrom !== null) conditions.push(eb('p.year', '>=', filters.yearFrom));
  if (filters.yearTo !== null) conditions.push(eb('p.year', '<=', filters.yearTo));
  return conditions;
}

/** One branch per source, each already filtered. */
function branches(tx: Tx, filters: NormalisedFilters): ProductQuery[] {
  const sources: ('public' | 'group')[] = [];
  if (filters.sources.public) sources.push('public');
  if (filters.sources.group) sources.push('group');
  return sources.map((source) =>
    tx.selectFrom('products_visible as p').where((eb) => eb.and([sourceCondition(eb, source, filters), ...filterConditions(eb, filters)])),
  );
}

async function countMatches(parts: ProductQuery[]): Promise<number> {
  let total = 0;
  for (const part of parts) {
    const row = await part.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}

export type ListSelection = 'partial' | 'full';

const PARTIAL_COLUMNS = ['p.id', 'p.title', 'p.group_id', 'p.obverse_image', 'p.year', 'p.weight', 'p.weight_unit', 'p.metal', 'p.updated_at', 'p.search_text'] as const;

export type PartialRow = Pick<ProductRow, 'id' | 'title' | 'group_id' | 'obverse_image' | 'year' | 'weight' | 'weight_unit' | 'metal'>;

/** ORDER BY of the page (the same terms order each branch and the merged page). */
function ordering(filters: NormalisedFilters, total: number): RawBuilder<unknown>[] {
  const direction = (ascending: boolean) => sql.raw(ascending ? 'asc' : 'desc');
  switch (filters.sort) {
    case 'relevance':
      if (!filters.q || total > RELEVANCE_RANKED_MAX_MATCHES) return [sql`p.title`, sql`p.id`];
      if (total > RELEVANCE_SIMILARITY_MAX_MATCHES) return [sql`length(p.search_text)`, sql`p.title`, sql`p.id`];
      return [sql`similarity(p.search_text, lower(${filters.q})) desc`, sql`p.title`, sql`p.id`];
    case 'title':
    case '-title':
      return [sql`p.title ${direction(filters.sort === 'title')}`, sql`p.id ${direction(filters.sort === 'title')}`];
    case 'year':
    case '-year':
      return [sql`p.year ${direction(filters.sort === 'year')} nulls last`, sql`p.id ${direction(filters.sort === 'year')}`];
    case 'updated':
    case '-updated':
      return [sql`p.updated_at ${direction(filters.sort === 'updated')}`, sql`p.id ${direction(filters.sort === 'updated')}`];
  }
}

/**
 * One page of matching products and the number of matches. Must run inside `scoped` (the view
 * products_visible reads the scope's groups).
 */
export async function listProducts<S extends ListSelection>(
  tx: Tx,
  rawFilters: Partial<ProductFilters>,
  page: { offset: number; limit: number },
  visibility: ListVisibility,
  selection: S,
): Promise<{ rows: (S extends 'full' ? ProductRow : PartialRow)[]; total: number }> {
  type Row = S extends 'full' ? ProductRow : PartialRow;
  const filters = normaliseFilters(rawFilters, visibility);
  const parts = branches(tx, filters);
  if (!parts.length) return { rows: [], total: 0 };
  const total = await countMatches(parts);
  if (!total || page.offset >= total) return { rows: [], total };

  const order = ordering(filters, total);
  const ordered = (query: ProductQuery) => order.reduce((sorted, term) => sorted.orderBy(term), query);
  const selected = parts.map((part) => ordered((selection === 'full' ? part.selectAll('p') : part.select(PARTIAL_COLUMNS)) as ProductQuery));
  if (selected.length === 1) {
    const rows = await (selected[0] as ProductQuery).offset(page.offset).limit(page.limit).execute();
    return { rows: rows as Row[], total };
  }
  // Each branch contributes at most offset + limit rows in page order; the merge re-sorts only those.
  const [first, ...rest] = selected.map((query) => tx.selectFrom(query.limit(page.offset + page.limit).as('p')).selectAll() as ProductQuery) as [
    ProductQuery,
    ...ProductQuery[],
  ];
  const merged = ordered(tx.selectFrom(rest.reduce((query, part) => query.unionAll(part), first).as('p')).selectAll() as ProductQuery);
  const rows = await merged.offset(page.offset).limit(page.limit).execute();
  return { rows: rows as Row[], total };
}
