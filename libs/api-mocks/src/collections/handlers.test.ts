// @vitest-environment node
// The collections mocks behave as the API is specified to: owned counts derived from the mock
// inventory (held items only, target grade any case), completion and sort orders, adding a selection
// with products already present skipped, reorder, version conflicts, duplicate, share link on and off.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockDb } from '../db';
import { MOCK_API_URL } from '../http';
import { createMockHandlers } from '../index';
import { collectionEntriesAddedSchema, collectionPageSchema, collectionSchema, publicCollectionSchema, type Collection } from '@bullion/contract';
import { MOCK_COLLECTION_IDS, MOCK_SHARE_TOKEN } from './fixtures';

const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${MOCK_API_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as unknown };
}

const collection = async (id: string) => collectionSchema.parse((await call('GET', `/collections/${id}`)).data);
const byTitle = (value: Collection) => Object.fromEntries(value.entries.map((entry) => [entry.product?.title ?? entry.productId, entry]));

describe('collections mocks', () => {
  it('derives owned from held inventory: disposed pieces do not count, extra pieces do not raise completion', async () => {
    const gold = await collection(MOCK_COLLECTION_IDS.goldCoins);
    const entries = byTitle(gold);
    expect(entries['American Gold Eagle 1 oz']).toMatchObject({ owned: 10, wantedQuantity: 1, missing: 0, complete: true });
    // Five Britannias were bought, two sold: three held.
    expect(entries['British Gold Britannia 1 oz']).toMatchObject({ owned: 3, complete: true });
    expect(entries['Canadian Gold Maple Leaf 1 oz']).toMatchObject({ owned: 0, missing: 1, complete: false });
    expect(gold).toMatchObject({ entryCount: 6, completeEntries: 2, wantedPieces: 6, ownedPieces: 2, missingPieces: 4, completion: 33.3, shareToken: MOCK_SHARE_TOKEN });
    expect(gold.coverImage).toBe('/api/catalog-art/american-gold-eagle-1-oz/obverse.svg');
    expect(gold.ownedFine.map((fine) => fine.metal)).toEqual(['gold']);
  });

  it('counts only pieces of the target grade, compared trimmed and in any case', async () => {
    const graded = byTitle(await collection(MOCK_COLLECTION_IDS.gradedEagles));
    expect(graded['American Gold Eagle 1/10 oz']).toMatchObject({ owned: 1, complete: true, targetGrade: 'MS70' });
    expect(graded['American Gold Eagle 1 oz']).toMatchObject({ owned: 0, complete: false });
    await call('PATCH', `/collections/${MOCK_COLLECTION_IDS.gradedEagles}/entries/ce000000-0000-4000-8000-000000000303`, { targetGrade: '  ms70 ' });
    expect(byTitle(await collection(MOCK_COLLECTION_IDS.gradedEagles))['American Gold Eagle 1/10 oz']?.owned).toBe(1);
  });

  it('follows inventory: a new held item of an entry’s product raises owned and completion', async () => {
    const gramBar = '00000000-0000-4000-8000-000000000002';
    const before = collectionEntriesAddedSchema.parse((await call('POST', `/collections/${MOCK_COLLECTION_IDS.lunarSeries}/entries`, { entries: [{ productId: gramBar, wantedQuantity: 2 }] })).data).collection;
    expect(before).toMatchObject({ completion: 0, ownedFine: [] });
    expect((await call('POST', '/inventory', { productId: gramBar, quantity: 1 })).status).toBe(201);
    const after = await collection(MOCK_COLLECTION_IDS.lunarSeries);
    expect(after.entries[0]).toMatchObject({ owned: 1, missing: 1, complete: false });
    expect(after.completion).toBe(50);
    expect(after.ownedFine).toEqual([{ metal: 'gold', fineOzt: expect.stringMatching(/^0\.16/) }]);
  });

  it('lists summaries with search and sorts, and shows the empty collection', async () => {
    const page = collectionPageSchema.parse((await call('GET', '/collections?sort=-completion')).data);
    expect(page.total).toBe(4);
    expect(page.items.at(-1)).toMatchObject({ id: MOCK_COLLECTION_IDS.lunarSeries, entryCount: 0, completion: 0, coverImage: null });
    const maple = collectionPageSchema.parse((await call('GET', '/collections?q=maple')).data);
    expect(maple.items.map((item) => item.id).sort()).toEqual([MOCK_COLLECTION_IDS.goldCoins, MOCK_COLLECTION_IDS.silverStack]);
    expect((await call('GET', '/collections?sort=size')).status).toBe(400);
  });

  it('adds a selection in one call, skipping products already in the collection, and refuses an unknown product', async () => {
    const path = `/collections/${MOCK_COLLECTION_IDS.lunarSeries}/entries`;
    const first = collectionEntriesAddedSchema.parse(
      (await call('POST', path, { entries: [{ productId: 'public-australian-gold-kangaroo-1-oz' }, { productId: 'public-australian-silver-kangaroo-1-oz', wantedQuantity: 3 }] })).data,
    );
    expect(first.added.map((added) => added.productId)).toEqual(['public-australian-gold-kangaroo-1-oz', 'public-australian-silver-kangaroo-1-oz']);
    expect(first.collection.entries.map((entry) => [entry.position, entry.wantedQuantity])).toEqual([[0, 1], [1, 3]]);
    const again = collectionEntriesAddedSchema.parse((await call('POST', path, { entries: [{ productId: 'public-australian-gold-kangaroo-1-oz' }, { productId: 'public-chinese-gold-panda-30-g' }] })).data);
    expect(again.skipped).toEqual([{ productId: 'public-australian-gold-kangaroo-1-oz', reason: 'already_in_collection' }]);
    expect(again.collection.entryCount).toBe(3);
    const unknown = await call('POST', path, { entries: [{ productId: 'public-chinese-gold-panda-30-g' }, { productId: 'no-such-product' }] });
    expect(unknown).toMatchObject({ status: 404, data: { error: { code: 'product_not_found', details: { productIds: ['no-such-product'] } } } });
  });

  it('reorders by the full list of entry ids and refuses a list that is not every entry (409)', async () => {
    const path = `/collections/${MOCK_COLLECTION_IDS.goldCoins}/entries/order`;
    const ids = (await collection(MOCK_COLLECTION_IDS.goldCoins)).entries.map((entry) => entry.id);
    const reordered = collectionSchema.parse((await call('PUT', path, { entryIds: [...ids].reverse() })).data);
    expect(reordered.entries.map((entry) => entry.id)).toEqual([...ids].reverse());
    expect(reordered.coverImage).toBe('/api/catalog-art/australian-gold-kangaroo-1-oz/obverse.svg');
    expect((await call('PUT', path, { entryIds: ids.slice(1) })).status).toBe(409);
  });

  it('refuses a stale version, duplicates with sharing off, and deletes', async () => {
    const path = `/collections/${MOCK_COLLECTION_IDS.goldCoins}`;
    expect((await call('PATCH', path, { title: 'Renamed', version: 2 })).status).toBe(409);
    expect(collectionSchema.parse((await call('PATCH', path, { title: 'Renamed', version: 3 })).data)).toMatchObject({ title: 'Renamed', version: 4 });
    const copy = collectionSchema.parse((await call('POST', `${path}/duplicate`)).data);
    expect(copy).toMatchObject({ title: 'Renamed (copy)', shareToken: null, entryCount: 6, version: 1 });
    expect((await call('DELETE', path)).status).toBe(200);
    expect((await call('GET', path)).status).toBe(404);
  });

  it('shows a shared collection by its token without ids or notes, and 404 once sharing is off', async () => {
    const shared = publicCollectionSchema.parse((await call('GET', `/public/collections/${MOCK_SHARE_TOKEN}`)).data);
    expect(shared).toMatchObject({ title: 'Gold bullion coins of the world', completeEntries: 2, completion: 33.3 });
    expect(JSON.stringify(shared)).not.toMatch(/productId|groupId|notes|effigy/);
    const off = collectionSchema.parse((await call('DELETE', `/collections/${MOCK_COLLECTION_IDS.goldCoins}/share`)).data);
    expect(off.shareToken).toBeNull();
    expect((await call('GET', `/public/collections/${MOCK_SHARE_TOKEN}`)).status).toBe(404);
    const on = collectionSchema.parse((await call('POST', `/collections/${MOCK_COLLECTION_IDS.goldCoins}/share`)).data);
    expect(on.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
