// The catalog's view lives in the URL, so a link reproduces it; /catalog accepts any search
// parameters. Known parameters become list filters; others are kept untouched.
import { PRODUCT_SCOPES, PRODUCT_SORTS, type ProductListQuery } from '@bullion/contract';

export interface CatalogFilters {
  q: string;
  metal: string[];
  type: string[];
  country: string[];
  status: string[];
  categoryId: number | null;
  seriesId: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  scope: (typeof PRODUCT_SCOPES)[number];
  sort: (typeof PRODUCT_SORTS)[number];
}

export const EMPTY_FILTERS: CatalogFilters = {
  q: '',
  metal: [],
  type: [],
  country: [],
  status: [],
  categoryId: null,
  seriesId: null,
  yearFrom: null,
  yearTo: null,
  scope: 'all',
  sort: 'relevance',
};

const LIST_KEYS = ['metal', 'type', 'country', 'status'] as const;
const NUMBER_KEYS = ['categoryId', 'seriesId', 'yearFrom', 'yearTo'] as const;
export const FILTER_PARAMS = ['q', ...LIST_KEYS, ...NUMBER_KEYS, 'scope', 'sort'] as const;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const integer = (value: string | null): number | null => {
  if (value === null || !/^-?\d{1,9}$/.test(value.trim())) return null;
  return Number(value);
};

export function filtersFromParams(params: URLSearchParams): CatalogFilters {
  const scope = params.get('scope');
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    metal: list(params.get('metal')),
    type: list(params.get('type')),
    country: list(params.get('country')).map((code) => code.toUpperCase()),
    status: list(params.get('status')),
    categoryId: integer(params.get('categoryId')),
    seriesId: integer(params.get('seriesId')),
    yearFrom: integer(params.get('yearFrom')),
    yearTo: integer(params.get('yearTo')),
    scope: (PRODUCT_SCOPES as readonly string[]).includes(scope ?? '') ? (scope as CatalogFilters['scope']) : 'all',
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CatalogFilters['sort']) : 'relevance',
  };
}

/** The URL parameters for filters: defaults are left out; parameters that are not filters are kept. */
export function paramsWithFilters(current: URLSearchParams, filters: CatalogFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_PARAMS) next.delete(key);
  if (filters.q.trim()) next.set('q', filters.q.trim());
  for (const key of LIST_KEYS) if (filters[key].length) next.set(key, filters[key].join(','));
  for (const key of NUMBER_KEYS) if (filters[key] !== null) next.set(key, String(filters[key]));
  if (filters.scope !== 'all') next.set('scope', filters.scope);
  if (filters.sort !== 'relevance') next.set('sort', filters.sort);
  return next;
}

/** The list request for filters (without paging). */
export function listQueryOf(filters: CatalogFilters): ProductListQuery {
  return {
    q: filters.q.trim() || undefined,
    metal: filters.metal.join(',') || undefined,
    type: filters.type.join(',') || undefined,
    country: filters.country.join(',') || undefined,
    status: filters.status.join(',') || undefined,
    categoryId: filters.categoryId ?? undefined,
    seriesId: filters.seriesId ?? undefined,
    yearFrom: filters.yearFrom ?? undefined,
    yearTo: filters.yearTo ?? undefined,
    scope: filters.scope === 'all' ? undefined : filters.scope,
    sort: filters.sort === 'relevance' ? undefined : filters.sort,
  };
}

export function activeFilterCount(filters: CatalogFilters): number {
  return (
    LIST_KEYS.filter((key) => filters[key].length).length +
    NUMBER_KEYS.filter((key) => filters[key] !== null).length +
    (filters.scope !== 'all' ? 1 : 0)
  );
}
