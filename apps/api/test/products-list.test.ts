// GET /api/products and POST /api/products/export: paging, q search, filters, scopes, ordering, and
// the walls between groups (group B never sees group A's products, with any token).
import type { Product } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { createProduct, setUpProductTeam, validProduct, type Page, type PartialRow, type ProductTeam } from './products-fixtures';

let api: TestApi;
let team: ProductTeam;
let other: ProductTeam;
let publicTotal: number;
const ids: Record<string, string> = {};

/** Group A's products; `status` is set after creation (the API creates drafts). */
const PRODUCTS: Record<string, { body: Record<string, unknown>; status: string }> = {
  goldCoin: { body: validProduct({ title: 'Zorblax Gold Coin 1 oz', metal: 'gold', purity: 0.9999, metalContent: 0.9999, country: 'USA', type: 'coin', year: 2020, categoryId: 2, seriesId: 1 }), status: 'published' },
  silverBar: { body: validProduct({ title: 'Zorblax Silver Bar 10 oz', weight: 10, metalContent: 9.99, country: 'CAN', type: 'bar', year: null, categoryId: 3, seriesId: 23 }), status: 'archived' },
  round: { body: validProduct({ title: 'Zorblax Extended Edition With A Much Longer Title', metal: 'platinum', purity: 0.9995, metalContent: 0.9995, country: 'AUS', type: 'round', year: 2010, categoryId: 4 }), status: 'draft' },
  percent: { body: validProduct({ title: 'Quintessa 100% Pure', country: 'GBR', type: 'coin', year: 1999 }), status: 'draft' },
  plain: { body: validProduct({ title: 'Quintessa 100 Pure', country: 'GBR', type: 'coin', year: 1998 }), status: 'draft' },
  exact: { body: validProduct({ title: 'Zorblax', metal: 'gold', purity: 0.9999, metalContent: 0.9999, year: 2022 }), status: 'draft' },
  deleted: { body: validProduct({ title: 'Zorblax Deleted', year: 2021 }), status: 'deleted' },
};

beforeAll(async () => {
  api = await startTestApi();
  team = await setUpProductTeam(api, 'List Team');
  other = await setUpProductTeam(api, 'Foreign Team');
  for (const [key, { body, status }] of Object.entries(PRODUCTS)) {
    ids[key] = await createProduct(api, team.admin, team.tokens.admin, body);
    await api.database.db.updateTable('products').set({ status: status as 'draft' }).where('id', '=', ids[key] as string).execute();
  }
  ids.foreign = await createProduct(api, other.admin, other.tokens.admin, validProduct({ title: 'Zorblax Foreign' }));
  const seeded = await api.database.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('group_id', 'is', null)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  publicTotal = Number(seeded.n);
});
afterAll(() => api.close());

async function list<T = PartialRow>(query: string, { token = team.tokens.viewer, as = team.viewer } = {}) {
  const result = await call(api, 'GET', `/api/products?${query}`, { as, token: token || undefined });
  return { status: result.status, body: result.body as Page<T> & { error?: { code: string; message: string } } };
}

const idsOf = (page: Page<{ id: string }>) => page.items.map((item) => item.id);
const keysOf = (...keys: string[]) => keys.map((key) => ids[key]);

describe('paging', () => {
  it('defaults to offset 0 and limit 100, counts every match, and returns partial rows of id, title, groupId, obverseImage and the fields of a title format', async () => {
    const { status, body } = await list('returnType=partial', { token: '' });
    expect(status).toBe(200);
    expect(publicTotal).toBeGreaterThan(0);
    expect(body).toMatchObject({ offset: 0, limit: 100, total: publicTotal });
    expect(body.items).toHaveLength(Math.min(100, publicTotal));
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(['groupId', 'id', 'metal', 'obverseImage', 'title', 'weight', 'weightUnit', 'year']);
      expect(item.groupId).toBeNull();
    }
  });

  it('pages through the matches in a stable order; past the end there are no items but the same total', async () => {
    const all = await list('scope=group&sort=title&limit=500');
    expect(all.body.total).toBe(6);
    const pages: string[] = [];
    for (const offset of [0, 2, 4]) pages.push(...idsOf((await list(`scope=group&sort=title&limit=2&offset=${offset}`)).body));
    expect(pages).toEqual(idsOf(all.body));
    const past = await list('scope=group&offset=6');
    expect(past.body).toMatchObject({ items: [], total: 6, offset: 6 });
  });

  it.each([
    ['limit above the maximum', 'limit=501', 'limit must be at most 500.'],
    ['limit 0', 'limit=0', 'limit must be at least 1.'],
    ['a negative offset', 'offset=-1', 'offset must be 0 or more.'],
    ['a limit that is not a number', 'limit=many', 'limit must be a number.'],
    ['an unknown parameter', 'colour=gold', 'Unknown field: colour.'],
    ['an unknown returnType', 'returnType=everything', ''],
    ['an unknown metal', 'metal=gold,tin', 'metal: tin is not a metal'],
    ['an unknown status', 'status=lost', 'status: lost is not a status'],
    ['a country that is not a code', 'country=US', 'country: US is not a three-letter ISO code'],
  ])('answers 400 with a message for %s', async (_label, query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });

  it('accepts the maximum limit', async () => {
    const { status, body } = await list('limit=500&returnType=partial');
    expect(status).toBe(200);
    expect(body.limit).toBe(500);
  });
});

describe('q', () => {
  it('finds every word anywhere in the search text, in any case, without deleted products', async () => {
    const { body } = await list('scope=group&q=ZORBLAX');
    expect(idsOf(body).sort()).toEqual(keysOf('goldCoin', 'silverBar', 'round', 'exact').sort());
    const words = await list('scope=group&q=zorblax%20gold');
    expect(idsOf(words.body).sort()).toEqual(keysOf('goldCoin', 'exact').sort());
    const partialWord = await list('scope=group&q=orbla');
    expect(partialWord.body.total).toBe(4);
    const country = await list('scope=group&q=gbr%20quintessa');
    expect(country.body.total).toBe(2);
  });

  it('puts the closest match first', async () => {
    const { body } = await list('scope=group&q=zorblax');
    expect(body.items[0]?.id).toBe(ids.exact);
  });

  it('takes % and _ literally', async () => {
    expect(idsOf((await list('scope=group&q=100%25')).body)).toEqual(keysOf('percent'));
    expect((await list('scope=group&q=100_')).body.total).toBe(0);
  });

  it('combines with filters', async () => {
    const { body } = await list('scope=group&q=zorblax&metal=gold&type=coin');
    expect(idsOf(body)).toEqual(keysOf('goldCoin'));
  });
});

describe('filters', () => {
  it.each([
    ['metal', 'metal=gold', ['goldCoin', 'exact']],
    ['a list of metals', 'metal=gold,silver', ['goldCoin', 'silverBar', 'percent', 'plain', 'exact']],
    ['country, in any case', 'country=can', ['silverBar']],
    ['a list of types', 'type=bar,round', ['silverBar', 'round', 'exact']],
    ['a category with its sub-categories', 'categoryId=1', ['goldCoin', 'silverBar', 'round']],
    ['series', 'seriesId=1', ['goldCoin']],
    ['a year range', 'yearFrom=2000&yearTo=2020', ['goldCoin', 'round']],
    ['a status', 'status=archived', ['silverBar']],
    ['deleted products, only when asked for', 'status=deleted', ['deleted']],
    ['several statuses', 'status=draft,published', ['goldCoin', 'round', 'percent', 'plain', 'exact']],
  ])('%s', async (_label, query, expected) => {
    const { status, body } = await list(`scope=group&${query}`);
    expect(status).toBe(200);
    expect(idsOf(body).sort()).toEqual(keysOf(...expected).sort());
    expect(body.total).toBe(expected.length);
  });
});

describe('scope and ordering', () => {
  it('lists public and group products together by default, and each alone by scope', async () => {
    const all = await list('returnType=partial&limit=500');
    expect(all.body.total).toBe(publicTotal + 6);
    const publicOnly = await list('scope=public&limit=500');
    expect(publicOnly.body.total).toBe(publicTotal);
    expect(publicOnly.body.items.every((item) => item.groupId === null)).toBe(true);
    const groupOnly = await list('scope=group&limit=500');
    expect(groupOnly.body.items.every((item) => item.groupId === team.teamId)).toBe(true);
    // The public catalog holds published products only, so a status without published leaves it out.
    const drafts = await list('status=draft&limit=500');
    expect(drafts.body.total).toBe(4);
  });

  it('without the app token lists the public catalog only, and scope=group is 401', async () => {
    const anonymous = await list('limit=500', { token: '' });
    expect(anonymous.body.total).toBe(publicTotal);
    const groupScope = await list('scope=group', { token: '' });
    expect(groupScope.status).toBe(401);
    expect(groupScope.body.error?.message).toContain('app access token');
  });

  it.each([
    ['title', ['exact', 'round', 'goldCoin', 'silverBar']],
    ['-title', ['silverBar', 'goldCoin', 'round', 'exact']],
    ['year', ['round', 'goldCoin', 'exact', 'silverBar']],
    ['-year', ['exact', 'goldCoin', 'round', 'silverBar']],
  ])('sorts by %s (products without a year last)', async (sort, expected) => {
    const { body } = await list(`scope=group&q=zorblax&sort=${sort}`);
    expect(idsOf(body)).toEqual(keysOf(...expected));
  });

  it('returns whole products with returnType=full (the default)', async () => {
    const { body } = await list<Product>('scope=group&q=zorblax%20gold%20coin');
    expect(body.items).toEqual([
      expect.objectContaining({ id: ids.goldCoin, status: 'published', category: expect.objectContaining({ id: 2 }), group: { id: team.teamId, name: 'List Team' } }),
    ]);
  });

  it('never shows a public product that is not published', async () => {
    const draft = await api.database.db
      .insertInto('products')
      .values({ title: 'Zorblax Public Draft', slug: 'zorblax-public-draft', status: 'draft', group_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await list('scope=public&q=zorblax')).body.total).toBe(0);
    expect((await call(api, 'GET', `/api/products/${draft.id}`, { as: team.admin, token: team.tokens.admin })).status).toBe(404);
    await api.database.db.deleteFrom('products').where('id', '=', draft.id).execute();
  });
});

describe('group isolation', () => {
  it('group B sees only its own products and the public ones, whatever it asks for', async () => {
    for (const query of ['q=zorblax', 'q=zorblax&scope=group', 'q=zorblax&status=draft,published,archived,deleted', 'limit=500']) {
      const { body } = await list(query, { as: other.admin, token: other.tokens.admin });
      const seen = body.items.map((item) => item.groupId);
      expect(seen.every((groupId) => groupId === null || groupId === other.teamId), query).toBe(true);
    }
    const search = await list('q=zorblax', { as: other.admin, token: other.tokens.admin });
    expect(idsOf(search.body)).toEqual(keysOf('foreign'));
  });

  it('group B cannot export group A’s products (404)', async () => {
    const result = await call(api, 'POST', '/api/products/export', { as: other.admin, token: other.tokens.admin, body: { ids: [ids.goldCoin] } });
    expect(result.status).toBe(404);
    expect(JSON.stringify(result.body)).not.toContain('Zorblax Gold');
  });
});

describe('POST /api/products/export', () => {
  it('returns whole products in the order of the ids; viewers may export', async () => {
    const result = await call(api, 'POST', '/api/products/export', { as: team.viewer, token: team.tokens.viewer, body: { ids: [ids.round, ids.goldCoin] } });
    expect(result.status).toBe(200);
    const products = result.body as Product[];
    expect(products.map((product) => product.id)).toEqual(keysOf('round', 'goldCoin'));
    expect(products[1]).toMatchObject({ title: 'Zorblax Gold Coin 1 oz', weight: 1, seriesId: 1, series: { name: 'American Eagle' } });
  });

  it('exports every match of the filters', async () => {
    const result = await call(api, 'POST', '/api/products/export', { as: team.viewer, token: team.tokens.viewer, body: { filters: { scope: 'group', metal: 'gold' } } });
    expect((result.body as Product[]).map((product) => product.id).sort()).toEqual(keysOf('goldCoin', 'exact').sort());
  });

  it('answers 404 for an unknown id and 400 for a bad body or filter', async () => {
    const unknown = await call(api, 'POST', '/api/products/export', { as: team.viewer, token: team.tokens.viewer, body: { ids: [ids.goldCoin, '00000000-0000-4000-8000-000000000000'] } });
    expect(unknown.status).toBe(404);
    expect((await call(api, 'POST', '/api/products/export', { as: team.viewer, token: team.tokens.viewer, body: { ids: 'all' } })).status).toBe(400);
    expect((await call(api, 'POST', '/api/products/export', { as: team.viewer, token: team.tokens.viewer, body: { filters: { metal: 'tin' } } })).status).toBe(400);
  });

  it('without the app token exports public products only', async () => {
    const result = await call(api, 'POST', '/api/products/export', { as: team.viewer, body: {} });
    expect(result.status).toBe(200);
    const products = result.body as Product[];
    expect(products).toHaveLength(publicTotal);
    expect(products.every((product) => product.public)).toBe(true);
  });
});
