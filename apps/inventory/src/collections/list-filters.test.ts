import { describe, expect, it } from 'vitest';
import { collectionFiltersFromParams, collectionListQueryOf, COLLECTIONS_PAGE_SIZE, EMPTY_COLLECTION_FILTERS, paramsWithCollectionFilters } from './list-filters';

const read = (search: string) => collectionFiltersFromParams(new URLSearchParams(search));

describe('collections list filters in the URL', () => {
  it('reads search, order and page', () => {
    expect(read('q=%20eagles%20&sort=title&page=3')).toEqual({ q: 'eagles', sort: 'title', page: 3 });
  });

  it('falls back to the defaults for unknown or broken values rather than sending them to be refused', () => {
    expect(read('sort=price&page=-2')).toEqual(EMPTY_COLLECTION_FILTERS);
    expect(read('page=1.5')).toEqual(EMPTY_COLLECTION_FILTERS);
    expect(read(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = paramsWithCollectionFilters(new URLSearchParams('ref=mail&page=4'), { q: ' lunar ', sort: '-updated', page: 1 });
    expect(params.toString()).toBe('ref=mail&q=lunar');
    expect(paramsWithCollectionFilters(new URLSearchParams(), { q: '', sort: '-completion', page: 2 }).toString()).toBe('sort=-completion&page=2');
  });

  it('turns a page into an offset', () => {
    expect(collectionListQueryOf({ q: '', sort: 'title', page: 3 })).toEqual({ q: undefined, sort: 'title', offset: 2 * COLLECTIONS_PAGE_SIZE, limit: COLLECTIONS_PAGE_SIZE });
  });

  it('reads back what it writes', () => {
    const filters = { q: 'gold coins', sort: '-created' as const, page: 5 };
    expect(collectionFiltersFromParams(paramsWithCollectionFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});
