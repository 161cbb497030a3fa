// The public catalog: seeded on start from src/seed/catalog (idempotent, updated when an entry
// changes, off with SEED_CATALOG=0), listed for everyone signed in, and its generated art served by
// GET /api/catalog-art/{slug}/{side}.svg.
import type { Product } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog, seedCatalogProducts } from '../src/products/seed-catalog';
import { SEED_CATALOG } from '../src/seed/catalog/catalog-data';
import { call, signIn, type Actor } from './api-fixtures';
import { SLOW, startTestApi, type TestApi } from './harness';
import type { Page } from './products-fixtures';

let api: TestApi;
let reader: Actor;
const first = SEED_CATALOG[0];

beforeAll(async () => {
  api = await startTestApi();
  reader = await signIn(api, 'Cat Reader');
});
afterAll(() => api.close());

const publicRows = () =>
  api.database.db.selectFrom('products').selectAll().where('group_id', 'is', null).orderBy('slug').execute();

describe('seeding the public catalog', () => {
  it('has every seed product as a published public product with its generated art', async () => {
    if (!first) throw new Error('the seed catalog is empty');
    const rows = await publicRows();
    expect(rows).toHaveLength(seedCatalogProducts(SEED_CATALOG).length);
    expect(rows).toHaveLength(SEED_CATALOG.length);
    const row = rows.find((candidate) => candidate.slug === first.slug);
    expect(row).toMatchObject({
      title: first.title,
      status: 'published',
      group_id: null,
      public: true,
      obverse_image: `/api/catalog-art/${first.slug}/obverse.svg`,
      reverse_image: `/api/catalog-art/${first.slug}/reverse.svg`,
    });
  });

  it('lists the catalog to any signed-in user, without an app token', async () => {
    const result = await call(api, 'GET', `/api/products?scope=public&limit=500&q=${encodeURIComponent(first?.title ?? '')}`, { as: reader });
    expect(result.status).toBe(200);
    const page = result.body as Page<Product>;
    expect(page.items.map((item) => item.slug)).toContain(first?.slug);
    expect(page.items[0]).toMatchObject({ public: true, groupId: null, status: 'published' });
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await publicRows();
    expect(await seedCatalog(api.deps)).toEqual({ inserted: 0, updated: 0 });
    expect(await publicRows()).toEqual(before);
  });

  it('updates a product whose seed entry changed, and adds a new one', async () => {
    if (!first) throw new Error('the seed catalog is empty');
    const changed = [{ ...first, name: 'Renamed in the seed' }, { ...first, slug: 'test-only-seed-product', title: 'Test Only Seed Product' }];
    expect(await seedCatalog(api.deps, changed)).toEqual({ inserted: 1, updated: 1 });
    const row = await api.database.db.selectFrom('products').selectAll().where('slug', '=', first.slug).where('group_id', 'is', null).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Renamed in the seed', version: 2 });
    // Put the catalog back as it was for the other tests.
    await seedCatalog(api.deps);
    await api.database.db.deleteFrom('products').where('slug', '=', 'test-only-seed-product').execute();
  });

  it('leaves out an entry that does not validate, and keeps the others', () => {
    if (!first) throw new Error('the seed catalog is empty');
    const products = seedCatalogProducts([first, { ...first, slug: 'broken', title: 'Broken', purity: 7 }]);
    expect(products.map((product) => product.fields.slug)).toEqual([first.slug]);
  });

  it('is skipped with SEED_CATALOG=0', SLOW.startsAnApi, async () => {
    const bare = await startTestApi({ SEED_CATALOG: '0' });
    try {
      const rows = await bare.database.db.selectFrom('products').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /api/catalog-art/{slug}/{side}.svg', () => {
  it.each(['obverse', 'reverse'])('serves the %s as a locked-down, cacheable SVG without a session', async (side) => {
    const response = await api.request(`/api/catalog-art/${first?.slug}/${side}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).not.toMatch(/<script/i);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const path = `/api/catalog-art/${first?.slug}/obverse.svg`;
    // Sent compressed, the SVG's ETag is weak; the browser sends back whichever form it got.
    const etag = (await api.request(path)).headers.get('etag') ?? '';
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await api.request(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const strong = await api.request(path, { headers: { 'if-none-match': etag.replace(/^W\//, ''), 'accept-encoding': 'identity' } });
    expect(strong.status).toBe(304);
    const other = await api.request(path, { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it.each([
    ['an unknown slug', '/api/catalog-art/no-such-product/obverse.svg'],
    ['an unknown side', `/api/catalog-art/${SEED_CATALOG[0]?.slug}/edge.svg`],
    ['another extension', `/api/catalog-art/${SEED_CATALOG[0]?.slug}/obverse.png`],
  ])('answers 404 in the error shape for %s', async (_label, path) => {
    const response = await api.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No catalog art at this address.' } });
  });
});
