import { describe, expect, it } from 'vitest';
import { normalizeProductListQuery } from './products';
import { productListQuerySchema } from '@bullion/contract';

describe('normalizeProductListQuery', () => {
  it('fills in the page, drops empty filters and writes list filters in their comma form', () => {
    expect(normalizeProductListQuery({ metal: ['gold', 'silver'], country: 'USA', q: '', type: [] })).toEqual({
      country: 'USA',
      limit: 100,
      metal: 'gold,silver',
      offset: 0,
    });
  });

  it('gives an array and its comma form the same cache key', () => {
    expect(normalizeProductListQuery({ status: ['draft', 'published'] })).toEqual(normalizeProductListQuery({ status: 'draft,published' }));
  });

  it('sends what the API parses back into the same typed lists', () => {
    const sent = normalizeProductListQuery({ metal: ['gold', 'silver'], status: ['draft'] });
    expect(productListQuerySchema.parse(sent)).toMatchObject({ metal: ['gold', 'silver'], status: ['draft'] });
  });
});
