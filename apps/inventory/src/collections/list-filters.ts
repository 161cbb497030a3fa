// The collections list's view in the address: the search (q), the order and the page, so a link
// reproduces it and Back/Forward step through views. Pure functions; parameters that are not the
// list's are kept untouched.
import { COLLECTION_LIST_SORTS, type CollectionListQuery, type CollectionListSort } from '@bullion/contract';

export interface CollectionListFilters {
  q: string;
  sort: CollectionListSort;
  /** 1-based. */
  page: number;
}

export const COLLECTIONS_PAGE_SIZE = 48;
export const DEFAULT_COLLECTION_SORT: CollectionListSort = '-updated';
export const EMPTY_COLLECTION_FILTERS: CollectionListFilters = { q: '', sort: DEFAULT_COLLECTION_SORT, page: 1 };

const LIST_PARAMS = ['q', 'sort', 'page'] as const;
/** The API's bound on q. */
const MAX_Q_LENGTH = 200;

export function collectionFiltersFromParams(params: URLSearchParams): CollectionListFilters {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q_LENGTH),
    sort: (COLLECTION_LIST_SORTS as readonly string[]).includes(sort) ? (sort as CollectionListSort) : DEFAULT_COLLECTION_SORT,
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

/** The parameters for filters (defaults left out). A new search or order starts again at page 1 unless the patch names one. */
export function paramsWithCollectionFilters(current: URLSearchParams, filters: CollectionListFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of LIST_PARAMS) next.delete(key);
  if (filters.q.trim()) next.set('q', filters.q.trim());
  if (filters.sort !== DEFAULT_COLLECTION_SORT) next.set('sort', filters.sort);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** The list request of a view. */
export function collectionListQueryOf(filters: CollectionListFilters): CollectionListQuery {
  return {
    q: filters.q || undefined,
    sort: filters.sort,
    offset: (filters.page - 1) * COLLECTIONS_PAGE_SIZE,
    limit: COLLECTIONS_PAGE_SIZE,
  };
}
