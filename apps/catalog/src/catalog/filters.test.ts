import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromParams, listQueryOf, paramsWithFilters } from './filters';

describe('catalog filters in the URL', () => {
  it('reads filters from the address and ignores malformed values', () => {
    const filters = filtersFromParams(new URLSearchParams('q= eagle &metal=gold,silver&country=usa&yearFrom=2000&yearTo=abc&scope=group&sort=nope'));
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      q: 'eagle',
      metal: ['gold', 'silver'],
      country: ['USA'],
      yearFrom: 2000,
      scope: 'group',
    });
  });

  it('writes only non-default filters and keeps parameters that are not filters', () => {
    const params = paramsWithFilters(new URLSearchParams('utm=x&q=old'), { ...EMPTY_FILTERS, metal: ['platinum'], yearTo: 2020 });
    expect(params.toString()).toBe('utm=x&metal=platinum&yearTo=2020');
  });

  it('round-trips: a link reproduces the view', () => {
    const filters = { ...EMPTY_FILTERS, q: 'maple', type: ['coin', 'bar'], categoryId: 3, sort: '-year' as const };
    expect(filtersFromParams(paramsWithFilters(new URLSearchParams(), filters))).toEqual(filters);
  });

  it('turns filters into the list request', () => {
    expect(listQueryOf({ ...EMPTY_FILTERS, q: ' krugerrand ', metal: ['gold', 'silver'], scope: 'public' })).toEqual(
      expect.objectContaining({ q: 'krugerrand', metal: 'gold,silver', scope: 'public', sort: undefined }),
    );
  });
});
