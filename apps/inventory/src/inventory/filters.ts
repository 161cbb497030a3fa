// The inventory list's view lives in the URL (free search parameters), so a link reproduces it and
// Back/Forward step through views. Known parameters become list filters; others are kept untouched.
import { INVENTORY_FORMS, INVENTORY_METALS, INVENTORY_SORTS, INVENTORY_STATUSES, type InventoryForm, type InventoryListQuery, type InventoryMetal, type InventorySort, type InventoryStatus } from '@bullion/contract';

export interface InventoryFilters {
  q: string;
  metal: InventoryMetal[];
  form: InventoryForm[];
  /** A storage space id (with the locations below it), `none` for items in no space, or null for all. */
  space: string | null;
  tag: string[];
  /** Empty: what is held (drawer and stock), the API's default. */
  status: InventoryStatus[];
  sort: InventorySort;
}

export const DEFAULT_SORT: InventorySort = '-acquired';

export const EMPTY_FILTERS: InventoryFilters = { q: '', metal: [], form: [], space: null, tag: [], status: [], sort: DEFAULT_SORT };

export const FILTER_PARAMS = ['q', 'metal', 'form', 'space', 'tag', 'status', 'sort'] as const;

const HELD: readonly InventoryStatus[] = ['drawer', 'stock'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TAG_LENGTH = 40;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The known values of a list parameter, lower-cased, each once; unknown ones are dropped rather than sent to be refused. */
function known<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  return [...new Set(list(value).map((entry) => entry.toLowerCase()))].filter((entry): entry is T => (allowed as readonly string[]).includes(entry));
}

export function filtersFromParams(params: URLSearchParams): InventoryFilters {
  const space = params.get('space')?.trim() ?? '';
  const sort = params.get('sort') ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    metal: known(params.get('metal'), INVENTORY_METALS),
    form: known(params.get('form'), INVENTORY_FORMS),
    space: space === 'none' || UUID.test(space) ? space.toLowerCase() : null,
    tag: [...new Set(list(params.get('tag')).filter((tag) => tag.length <= MAX_TAG_LENGTH))],
    status: known(params.get('status'), INVENTORY_STATUSES),
    sort: (INVENTORY_SORTS as readonly string[]).includes(sort) ? (sort as InventorySort) : DEFAULT_SORT,
  };
}

/** The URL parameters for filters: defaults are left out; parameters that are not filters are kept. */
export function paramsWithFilters(current: URLSearchParams, filters: InventoryFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_PARAMS) next.delete(key);
  if (filters.q.trim()) next.set('q', filters.q.trim());
  if (filters.metal.length) next.set('metal', filters.metal.join(','));
  if (filters.form.length) next.set('form', filters.form.join(','));
  if (filters.space) next.set('space', filters.space);
  if (filters.tag.length) next.set('tag', filters.tag.join(','));
  if (filters.status.length) next.set('status', filters.status.join(','));
  if (filters.sort !== DEFAULT_SORT) next.set('sort', filters.sort);
  return next;
}

/** The filters as the summary (and export) take them: the list's without sort and paging. */
export function summaryFiltersOf(filters: InventoryFilters): Omit<InventoryListQuery, 'offset' | 'limit' | 'sort'> {
  return {
    q: filters.q.trim() || undefined,
    metal: filters.metal.join(',') || undefined,
    form: filters.form.join(',') || undefined,
    space: filters.space ?? undefined,
    tag: filters.tag.join(',') || undefined,
    status: filters.status.join(',') || undefined,
  };
}

/**
 * The summary's filters: the held items of the view (a disposed item has no melt value or unrealised
 * gain), or null when the view lists disposed items only.
 */
export function heldSummaryFilters(filters: InventoryFilters): Omit<InventoryListQuery, 'offset' | 'limit' | 'sort'> | null {
  const held = filters.status.filter((status) => status !== 'disposed');
  if (filters.status.length && !held.length) return null;
  return summaryFiltersOf({ ...filters, status: held.length === HELD.length ? [] : held });
}

/** The list request for filters (without paging). */
export function listQueryOf(filters: InventoryFilters): InventoryListQuery {
  return { ...summaryFiltersOf(filters), sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort };
}

/** Whether disposed items are listed. */
export function showsDisposed(filters: InventoryFilters): boolean {
  return filters.status.includes('disposed');
}

/** The status filter with disposed items shown or hidden; back to the default (held) when that is all that is left. */
export function withDisposed(filters: InventoryFilters, show: boolean): InventoryStatus[] {
  const base = filters.status.length ? filters.status.filter((status) => status !== 'disposed') : [...HELD];
  if (show) return [...base, 'disposed'];
  return base.length === HELD.length && HELD.every((status) => base.includes(status)) ? [] : base;
}

/** Filters that narrow the list (search and sort are not counted). */
export function activeFilterCount(filters: InventoryFilters): number {
  return [filters.metal.length, filters.form.length, filters.space ? 1 : 0, filters.tag.length, filters.status.length].filter(Boolean).length;
}
