// Collections: create, change (versions), delete with its entries, duplicate; entries added as a
// selection (already present skipped, invisible products refusing the whole add), changed, removed,
// reordered; owned counts derived from inventory as it changes (drawer and stock count, disposed and
// split-off pieces do not, target grades any case); the list's totals equal the page's over a few
// hundred entries; the share link on and off without a session; roles, isolation and validation.
import { collectionTotals, type Collection, type CollectionEntriesAdded, type CollectionPage, type PublicCollection } from '@bullion/contract';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoped } from '../src/db/database';
import { call } from './api-fixtures';
import { SLOW, startTestApi, type TestApi } from './harness';
import { addItem, addSpace, caller, type Caller } from './inventory-fixtures';
import { createProduct, setUpProductTeam, validProduct, type ProductTeam } from './products-fixtures';

let api: TestApi;
let team: ProductTeam;
let other: ProductTeam;
let as: Caller;
let asOther: Caller;
/** Published public catalog products with an image, in a fixed order. */
let catalog: { id: string; title: string; obverse_image: string | null; reverse_image: string | null; year: number | null; metal: string | null }[];

beforeAll(async () => {
  api = await startTestApi();
  team = await setUpProductTeam(api, 'Collectors');
  other = await setUpProductTeam(api, 'Other Collectors');
  as = caller(api, team);
  asOther = caller(api, other);
  catalog = await api.database.db
    .selectFrom('products')
    .select(['id', 'title', 'obverse_image', 'reverse_image', 'year', 'metal'])
    .where('group_id', 'is', null)
    .where('status', '=', 'published')
    .where('obverse_image', 'is not', null)
    .where('weight_unit', '=', 'ozt')
    .where('purity', 'is not', null)
    .orderBy('slug')
    .execute();
  // The tests name products up to index 91 and expect them to be distinct.
  expect(catalog.length).toBeGreaterThanOrEqual(92);
});
afterAll(() => api.close());

/** The catalog's index-th product (wrapping around: distinct for up to catalog.length consecutive indexes). */
const product = (index: number) => catalog[index % catalog.length] as (typeof catalog)[number];

function expectOk(result: { status: number; text: string }, status: number, what: string) {
  if (result.status !== status) throw new Error(`${what}: ${result.status} ${result.text}`);
}

async function create(title: string, body: Record<string, unknown> = {}, who: Caller = as): Promise<Collection> {
  const result = await who('POST', '/api/collections', { title, ...body });
  expectOk(result, 201, 'create collection');
  return result.body as Collection;
}

async function get(id: string, who: Caller = as): Promise<Collection> {
  const result = await who('GET', `/api/collections/${id}`);
  expectOk(result, 200, 'get collection');
  return result.body as Collection;
}

async function add(id: string, entries: Record<string, unknown>[], who: Caller = as): Promise<CollectionEntriesAdded> {
  const result = await who('POST', `/api/collections/${id}/entries`, { entries });
  expectOk(result, 200, 'add entries');
  return result.body as CollectionEntriesAdded;
}

const ids = (...indexes: number[]) => indexes.map((index) => ({ productId: product(index).id }));
const entryOf = (collection: Collection, productId: string) => collection.entries.find((entry) => entry.productId === productId);
const list = async (query = '', who: Caller = as) => {
  const result = await who('GET', `/api/collections${query}`);
  expectOk(result, 200, `list ${query}`);
  return result.body as CollectionPage;
};
const shared = (token: string) => call(api, 'GET', `/api/public/collections/${token}`);

describe('POST, GET, PATCH, DELETE /api/collections', () => {
  it('creates a collection with defaults and nothing in it', async () => {
    const collection = await create('  Silver Eagles 1986–2025 ', { description: 'Every year, BU.' });
    expect(collection).toMatchObject({
      groupId: team.teamId,
      version: 1,
      title: 'Silver Eagles 1986–2025',
      description: 'Every year, BU.',
      coverImage: null,
      customCoverImage: null,
      sortOrder: 'position',
      shareToken: null,
      entryCount: 0,
      completeEntries: 0,
      wantedPieces: 0,
      ownedPieces: 0,
      missingPieces: 0,
      completion: 0,
      ownedFine: [],
      entries: [],
      createdBy: { id: team.member.userId, name: 'Collectors Member' },
    });
    expect(await get(collection.id)).toEqual(collection);
  });

  it('changes the given fields with one version step, writes nothing for a patch that changes nothing, and refuses a stale version (409)', async () => {
    const collection = await create('Patch me', { description: 'Before' });
    const patched = await as('PATCH', `/api/collections/${collection.id}`, { title: 'Patched', description: null, sortOrder: 'title', version: 1 });
    expect(patched.body).toMatchObject({ title: 'Patched', description: null, sortOrder: 'title', version: 2 });
    const same = await as('PATCH', `/api/collections/${collection.id}`, { title: 'Patched', version: 2 });
    expect(same.body).toMatchObject({ version: 2 });
    const stale = await as('PATCH', `/api/collections/${collection.id}`, { title: 'Lost update', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'version_conflict', details: { version: 2 } } });
    expect((await get(collection.id)).title).toBe('Patched');
  });

  it('deletes a collection with its entries and leaves inventory alone', async () => {
    const collection = await create('Delete me');
    await add(collection.id, ids(0, 1));
    const item = await addItem(as, { productId: product(0).id });
    const deleted = await as('DELETE', `/api/collections/${collection.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: collection.id } });
    expect((await as('GET', `/api/collections/${collection.id}`)).status).toBe(404);
    expect((await as('DELETE', `/api/collections/${collection.id}`)).status).toBe(404);
    const left = await api.database.db.selectFrom('collection_entries').select('id').where('collection_id', '=', collection.id).execute();
    expect(left).toEqual([]);
    expect((await as('GET', `/api/inventory/${item.id}`)).status).toBe(200);
  });
});

describe('entries', () => {
  it('adds a selection in one request at the end, in order, with wanted 1 by default; products already present are skipped and said so', async () => {
    const collection = await create('Selection');
    const first = await add(collection.id, [{ productId: product(0).id }, { productId: product(1).id, wantedQuantity: 3, targetGrade: ' MS70 ', notes: 'tube' }]);
    expect(first.skipped).toEqual([]);
    expect(first.added.map((added) => added.productId)).toEqual([product(0).id, product(1).id]);
    expect(first.collection.entries.map((entry) => [entry.productId, entry.position, entry.wantedQuantity, entry.targetGrade, entry.notes])).toEqual([
      [product(0).id, 0, 1, null, null],
      [product(1).id, 1, 3, 'MS70', 'tube'],
    ]);
    expect(first.collection.entries[0]?.product).toMatchObject({ id: product(0).id, title: product(0).title, obverseImage: product(0).obverse_image, year: product(0).year, metal: product(0).metal });
    // Automatic cover: the first entry's product image.
    expect(first.collection.coverImage).toBe(product(0).obverse_image);

    const second = await add(collection.id, [{ productId: product(1).id }, { productId: product(2).id.toUpperCase() }, { productId: product(2).id }]);
    expect(second.added).toEqual([{ productId: product(2).id, entryId: expect.any(String) }]);
    expect(second.skipped).toEqual([
      { productId: product(1).id, reason: 'already_in_collection' },
      { productId: product(2).id, reason: 'already_in_collection' },
    ]);
    expect(second.collection.entries.map((entry) => entry.position)).toEqual([0, 1, 2]);
    const nothingNew = await add(collection.id, ids(0));
    expect(nothingNew).toMatchObject({ added: [], skipped: [{ productId: product(0).id, reason: 'already_in_collection' }] });
  });

  it('refuses the whole add when a product is not visible to the group (another group’s, unknown, not a UUID): nothing added', async () => {
    const collection = await create('Refusals');
    const theirs = await createProduct(api, other.admin, other.tokens.admin, validProduct({ title: 'Their private round' }));
    for (const productId of [theirs, '00000000-0000-4000-8000-000000000000', 'public-american-gold-eagle-1-oz']) {
      const result = await as('POST', `/api/collections/${collection.id}/entries`, { entries: [{ productId: product(0).id }, { productId }] });
      expect(result.status, productId).toBe(404);
      expect(result.body).toMatchObject({ error: { code: 'product_not_found', details: { productIds: [productId] } } });
    }
    expect((await get(collection.id)).entries).toEqual([]);
    // The group's own products are fine, drafts included.
    const ours = await createProduct(api, team.member, team.tokens.member, validProduct({ title: 'Our own round' }));
    expect((await add(collection.id, [{ productId: ours }])).added).toHaveLength(1);
  });

  it('changes wanted quantity, grade and notes of an entry, removes one and closes the gap', async () => {
    const collection = await create('Edit entries');
    const { collection: filled } = await add(collection.id, ids(0, 1, 2));
    const [a, b, c] = filled.entries;
    const patched = await as('PATCH', `/api/collections/${collection.id}/entries/${b?.id}`, { wantedQuantity: 5, targetGrade: 'PF69', notes: 'proof' });
    expect(patched.status).toBe(200);
    expect(entryOf(patched.body as Collection, product(1).id)).toMatchObject({ wantedQuantity: 5, targetGrade: 'PF69', notes: 'proof', missing: 5 });
    const cleared = (await as('PATCH', `/api/collections/${collection.id}/entries/${b?.id}`, { targetGrade: null, notes: '' })).body as Collection;
    expect(entryOf(cleared, product(1).id)).toMatchObject({ targetGrade: null, notes: null });
    expect(cleared.version).toBe(1);

    const removed = (await as('DELETE', `/api/collections/${collection.id}/entries/${a?.id}`)).body as Collection;
    expect(removed.entries.map((entry) => [entry.id, entry.position])).toEqual([
      [b?.id, 0],
      [c?.id, 1],
    ]);
    expect(removed.coverImage).toBe(product(1).obverse_image);
    expect((await as('DELETE', `/api/collections/${collection.id}/entries/${a?.id}`)).status).toBe(404);
  });

  it('reorders by the full list of entry ids, and refuses a list that is not every entry (409) without changing anything', async () => {
    const collection = await create('Reorder');
    const { collection: filled } = await add(collection.id, ids(0, 1, 2, 3));
    const order = filled.entries.map((entry) => entry.id).reverse();
    const reordered = await as('PUT', `/api/collections/${collection.id}/entries/order`, { entryIds: order });
    expect(reordered.status).toBe(200);
    expect((reordered.body as Collection).entries.map((entry) => [entry.id, entry.position])).toEqual(order.map((id, index) => [id, index]));
    expect((reordered.body as Collection).coverImage).toBe(product(3).obverse_image);

    const missing = await as('PUT', `/api/collections/${collection.id}/entries/order`, { entryIds: order.slice(1) });
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ error: { code: 'entries_changed', details: { entryIds: order } } });
    const foreign = await as('PUT', `/api/collections/${collection.id}/entries/order`, { entryIds: [...order.slice(1), '00000000-0000-4000-8000-000000000000'] });
    expect(foreign.status).toBe(409);
    const twice = await as('PUT', `/api/collections/${collection.id}/entries/order`, { entryIds: [order[0], ...order.slice(0, 3)] });
    expect(twice.status).toBe(400);
    expect((await get(collection.id)).entries.map((entry) => entry.id)).toEqual(order);
  });

  it('lists entries in the collection’s sort order, and takes a chosen cover over the automatic one', async () => {
    const collection = await create('Sorted', { coverImage: 'https://images.example.com/cover.png' });
    await add(collection.id, ids(5, 4, 3));
    expect((await get(collection.id)).coverImage).toBe('https://images.example.com/cover.png');
    const byTitle = (await as('PATCH', `/api/collections/${collection.id}`, { sortOrder: 'title', coverImage: null })).body as Collection;
    expect(byTitle.entries.map((entry) => entry.product?.title)).toEqual([product(5).title, product(4).title, product(3).title].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(byTitle).toMatchObject({ coverImage: product(5).obverse_image, customCoverImage: null });
  });
});

describe('owned, derived from inventory', () => {
  it('counts held items (drawer and stock) of the product; disposed pieces, other products and other groups do not count', async () => {
    const collection = await create('Owned');
    await add(collection.id, [{ productId: product(10).id, wantedQuantity: 10 }, { productId: product(11).id, wantedQuantity: 2 }, { productId: product(12).id }]);
    expect((await get(collection.id)).completion).toBe(0);

    const drawer = await addItem(as, { productId: product(10).id, quantity: 4 });
    const safe = await addSpace(as, { name: 'Owned safe', kind: 'safe' });
    const stock = await addItem(as, { productId: product(10).id, quantity: 3, spaceId: safe.id });
    expect(stock.status).toBe('stock');
    await addItem(as, { title: 'Unlinked coin', quantity: 50 });
    await addItem(asOther, { productId: product(10).id, quantity: 100 });
    let now = await get(collection.id);
    expect(entryOf(now, product(10).id)).toMatchObject({ owned: 7, missing: 3, complete: false });

    // Two pieces of the drawer lot sold (a split), then the rest of it lost: only what is held counts.
    expectOk(await as('POST', `/api/inventory/${drawer.id}/dispositions`, { kind: 'sold', date: '2026-01-02', quantity: 2, amount: '10' }), 201, 'sell');
    now = await get(collection.id);
    expect(entryOf(now, product(10).id)?.owned).toBe(5);
    expectOk(await as('POST', `/api/inventory/${drawer.id}/dispositions`, { kind: 'lost', date: '2026-01-03' }), 201, 'lose');
    expect(entryOf(await get(collection.id), product(10).id)?.owned).toBe(3);

    await addItem(as, { productId: product(11).id, quantity: 5 });
    now = await get(collection.id);
    expect(entryOf(now, product(11).id)).toMatchObject({ owned: 5, missing: 0, complete: true });
    // Σ min(owned, wanted) ÷ Σ wanted = (3 + 2 + 0) ÷ 13 = 38.46… → 38.4 (rounded down).
    expect(now).toMatchObject({ entryCount: 3, completeEntries: 1, wantedPieces: 13, ownedPieces: 5, missingPieces: 8, completion: 38.4 });
  });

  it('counts only pieces of the target grade, compared trimmed and in any case, and follows a grade edit', async () => {
    const collection = await create('Graded');
    const { collection: filled } = await add(collection.id, [{ productId: product(20).id, targetGrade: 'MS70' }]);
    const raw = await addItem(as, { productId: product(20).id, quantity: 2 });
    await addItem(as, { productId: product(20).id, quantity: 1, grade: 'MS69' });
    expect(entryOf(await get(collection.id), product(20).id)?.owned).toBe(0);
    await addItem(as, { productId: product(20).id, quantity: 1, grade: ' ms70' });
    expect(entryOf(await get(collection.id), product(20).id)).toMatchObject({ owned: 1, complete: true });
    expectOk(await as('PATCH', `/api/inventory/${raw.id}`, { grade: 'Ms70 ' }), 200, 'grade the raw coins');
    expect(entryOf(await get(collection.id), product(20).id)?.owned).toBe(3);
    const anyGrade = (await as('PATCH', `/api/collections/${collection.id}/entries/${filled.entries[0]?.id}`, { targetGrade: null })).body as Collection;
    expect(entryOf(anyGrade, product(20).id)?.owned).toBe(4);
  });

  it('sums the owned fine ounces per metal exactly from the items themselves (all owned pieces, also beyond wanted)', async () => {
    const collection = await create('Fine');
    await add(collection.id, [{ productId: product(30).id }, { productId: product(31).id }]);
    const a = await addItem(as, { productId: product(30).id, quantity: 3 });
    const b = await addItem(as, { productId: product(31).id, quantity: 2, weight: '311.034768', weightUnit: 'g', purity: '0.9999' });
    const now = await get(collection.id);
    const fine = (item: typeof a) => new Decimal(item.fineWeightOzt as string).times(item.quantity);
    expect(entryOf(now, product(30).id)?.ownedFine).toEqual([{ metal: a.metal, fineOzt: fine(a).toString() }]);
    expect(entryOf(now, product(31).id)?.ownedFine).toEqual([{ metal: b.metal, fineOzt: '19.998' }]);
    const byMetal = new Map<string, Decimal>();
    for (const item of [a, b]) byMetal.set(item.metal as string, (byMetal.get(item.metal as string) ?? new Decimal(0)).plus(fine(item)));
    expect(Object.fromEntries(now.ownedFine.map((entry) => [entry.metal, entry.fineOzt]))).toEqual(Object.fromEntries([...byMetal].map(([metal, total]) => [metal, total.toString()])));
  });
});

describe('GET /api/collections', () => {
  it('gives each collection the totals of its page, searches title, description and product titles, sorts and pages', SLOW.bulk, async () => {
    const owner = await setUpProductTeam(api, 'Big Collectors');
    const asOwner = caller(api, owner);
    // 12 collections × 25 entries = 300 entries, with holdings for some of them.
    for (let index = 0; index < 12; index += 1) {
      const collection = await create(`Bulk ${String(index).padStart(2, '0')}`, index === 3 ? { description: 'The needle in the stack' } : {}, asOwner);
      await add(collection.id, Array.from({ length: 25 }, (_, offset) => ({ productId: product(index * 25 + offset).id, wantedQuantity: 1 + (offset % 3) })), asOwner);
    }
    for (let index = 0; index < 60; index += 1) await addItem(asOwner, { productId: product(index * 5).id, quantity: 1 + (index % 4) });

    const started = performance.now();
    const page = await list('?limit=500', asOwner);
    const elapsed = performance.now() - started;
    expect(page.total).toBe(12);
    for (const summary of page.items) {
      const detail = await get(summary.id, asOwner);
      const { entries, ...totals } = detail;
      expect(summary).toEqual({ ...totals });
      expect(collectionTotals(entries)).toMatchObject({ entryCount: 25, completion: summary.completion });
    }
    // One statement for the page (see collection-reads.ts); generous for a shared 2-core machine.
    expect(elapsed).toBeLessThan(5000);

    expect((await list('?q=needle', asOwner)).items.map((item) => item.title)).toEqual(['Bulk 03']);
    const productWord = product(7 * 25).title.split(' ').find((word) => word.length > 6) as string;
    expect((await list(`?q=${encodeURIComponent(`bulk ${productWord}`)}`, asOwner)).items.map((item) => item.title)).toContain('Bulk 07');
    expect((await list('?sort=title&limit=5&offset=10', asOwner)).items.map((item) => item.title)).toEqual(['Bulk 10', 'Bulk 11']);
    expect(await list('?offset=50', asOwner)).toMatchObject({ items: [], total: 12 });
    const completion = (await list('?sort=-completion', asOwner)).items.map((item) => item.completion);
    expect(completion).toEqual([...completion].sort((a, b) => b - a));
  });

  it('refuses bad queries with a JSON 400', async () => {
    for (const query of ['?sort=size', '?limit=0', '?limit=501', '?offset=-1', '?colour=red']) {
      const result = await as('GET', `/api/collections${query}`);
      expect(result.status, query).toBe(400);
      expect(result.body).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});

describe('POST /api/collections/{id}/duplicate', () => {
  it('copies fields and entries with sharing off; the copy is independent', async () => {
    const collection = await create('Original', { description: 'Keep', sortOrder: 'year' });
    await add(collection.id, [{ productId: product(40).id, wantedQuantity: 2, targetGrade: 'AU58', notes: 'any mint' }, { productId: product(41).id }]);
    expectOk(await as('POST', `/api/collections/${collection.id}/share`, undefined, 'admin'), 200, 'share');
    const result = await as('POST', `/api/collections/${collection.id}/duplicate`);
    expect(result.status).toBe(201);
    const copy = result.body as Collection;
    expect(copy).toMatchObject({ title: 'Original (copy)', description: 'Keep', sortOrder: 'year', shareToken: null, version: 1, entryCount: 2 });
    expect(copy.id).not.toBe(collection.id);
    const shape = (value: Collection) => value.entries.map(({ productId, position, wantedQuantity, targetGrade, notes }) => ({ productId, position, wantedQuantity, targetGrade, notes }));
    const original = await get(collection.id);
    expect(shape(copy)).toEqual(shape(original));
    await as('DELETE', `/api/collections/${copy.id}/entries/${copy.entries[0]?.id}`);
    expect((await get(collection.id)).entryCount).toBe(2);
  });
});

describe('the share link', () => {
  it('is turned on and off by admins only; without a session it shows titles, images, counts and completion and nothing else', async () => {
    const collection = await create('Shared set', { description: 'Look, no costs' });
    await add(collection.id, [{ productId: product(50).id, wantedQuantity: 2, notes: 'secret note', targetGrade: 'MS65' }, { productId: product(51).id }]);
    await addItem(as, { productId: product(51).id, cost: '999.99', grade: 'MS65' });
    for (const role of ['member', 'viewer'] as const) {
      expect((await as('POST', `/api/collections/${collection.id}/share`, undefined, role)).status, role).toBe(403);
    }
    const on = (await as('POST', `/api/collections/${collection.id}/share`, undefined, 'admin')).body as Collection;
    expect(on.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(((await as('POST', `/api/collections/${collection.id}/share`, undefined, 'admin')).body as Collection).shareToken).toBe(on.shareToken);
    expect((await get(collection.id, undefined)).shareToken).toBe(on.shareToken);

    const view = await shared(on.shareToken as string);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      title: 'Shared set',
      description: 'Look, no costs',
      coverImage: product(50).obverse_image,
      entries: [
        { title: product(50).title, obverseImage: product(50).obverse_image, reverseImage: product(50).reverse_image, owned: 0, wanted: 2, complete: false },
        { title: product(51).title, obverseImage: product(51).obverse_image, reverseImage: product(51).reverse_image, owned: 1, wanted: 1, complete: true },
      ],
      completeEntries: 1,
      completion: 33.3,
    } satisfies PublicCollection);
    const text = JSON.stringify(view.body);
    for (const secret of [team.teamId, collection.id, product(50).id, 'secret note', 'MS65', '999.99']) expect(text).not.toContain(secret);
    const response = await api.request(`/api/public/collections/${on.shareToken}`);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const off = (await as('DELETE', `/api/collections/${collection.id}/share`, undefined, 'admin')).body as Collection;
    expect(off.shareToken).toBeNull();
    expect(await shared(on.shareToken as string)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const again = (await as('POST', `/api/collections/${collection.id}/share`, undefined, 'admin')).body as Collection;
    expect(again.shareToken).not.toBe(on.shareToken);
    expect((await shared(again.shareToken as string)).status).toBe(200);
    expectOk(await as('DELETE', `/api/collections/${collection.id}`), 200, 'delete');
    expect((await shared(again.shareToken as string)).status).toBe(404);
  });

  it('answers 404 for any token that is not on, malformed ones included, and is not a way into the database as anyone', async () => {
    for (const token of ['A'.repeat(43), 'short', "'; select 1; --", '%00']) expect((await shared(encodeURIComponent(token))).status, token).toBe(404);
    // The request role cannot read collections by itself without a group scope.
    const rows = await scoped(api.database.db, { userId: '', groupIds: [] }, (tx) => tx.selectFrom('collections').select('id').execute());
    expect(rows).toEqual([]);
    // … and nobody but the request role may call the share function.
    const grants = await sql<{ grantee: string }>`
      select grantee from information_schema.routine_privileges where routine_name = 'shared_collection' and privilege_type = 'EXECUTE'
    `.execute(api.database.db);
    expect(grants.rows.map((row) => row.grantee)).not.toContain('PUBLIC');
    expect(grants.rows.map((row) => row.grantee)).toContain('bullion_app');
  });
});

describe('roles, isolation and validation', () => {
  it('lets viewers read and refuses them every write (403)', async () => {
    const collection = await create('Viewer target');
    const { collection: filled } = await add(collection.id, ids(60));
    const entryId = filled.entries[0]?.id;
    expect((await as('GET', `/api/collections/${collection.id}`, undefined, 'viewer')).status).toBe(200);
    expect((await as('GET', '/api/collections', undefined, 'viewer')).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/collections', { title: 'Viewer collection' }],
      ['PATCH', `/api/collections/${collection.id}`, { title: 'Viewer edit' }],
      ['DELETE', `/api/collections/${collection.id}`, undefined],
      ['POST', `/api/collections/${collection.id}/duplicate`, undefined],
      ['POST', `/api/collections/${collection.id}/entries`, { entries: ids(61) }],
      ['PATCH', `/api/collections/${collection.id}/entries/${entryId}`, { wantedQuantity: 2 }],
      ['DELETE', `/api/collections/${collection.id}/entries/${entryId}`, undefined],
      ['PUT', `/api/collections/${collection.id}/entries/order`, { entryIds: [entryId] }],
      ['POST', `/api/collections/${collection.id}/share`, undefined],
      ['DELETE', `/api/collections/${collection.id}/share`, undefined],
    ] as const) {
      const result = await as(method, path, body, 'viewer');
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await get(collection.id)).toMatchObject({ title: 'Viewer target', version: 1, entryCount: 1 });
  });

  it('answers 404 for another group’s collection and its entries, lists none of them, and changes nothing', async () => {
    const theirs = await create('Their collection', {}, asOther);
    const { collection: filled } = await add(theirs.id, ids(70), asOther);
    const entryId = filled.entries[0]?.id;
    for (const [method, path, body] of [
      ['GET', `/api/collections/${theirs.id}`, undefined],
      ['PATCH', `/api/collections/${theirs.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/collections/${theirs.id}`, undefined],
      ['POST', `/api/collections/${theirs.id}/duplicate`, undefined],
      ['POST', `/api/collections/${theirs.id}/entries`, { entries: ids(71) }],
      ['PATCH', `/api/collections/${theirs.id}/entries/${entryId}`, { wantedQuantity: 9 }],
      ['DELETE', `/api/collections/${theirs.id}/entries/${entryId}`, undefined],
      ['PUT', `/api/collections/${theirs.id}/entries/order`, { entryIds: [entryId] }],
      ['POST', `/api/collections/${theirs.id}/share`, undefined],
    ] as const) {
      const result = await as(method, path, body, 'admin');
      expect(result.status, `${method} ${path}`).toBe(404);
    }
    // Their entry id under one of our collections is not ours either.
    const ours = await create('Ours');
    expect((await as('PATCH', `/api/collections/${ours.id}/entries/${entryId}`, { wantedQuantity: 9 })).status).toBe(404);
    expect((await list('?q=their')).items).toEqual([]);
    expect(await get(theirs.id, asOther)).toMatchObject({ title: 'Their collection', version: 1, entryCount: 1, shareToken: null });
    expect((await get(theirs.id, asOther)).entries[0]?.wantedQuantity).toBe(1);
  });

  it('keeps entries from naming another group’s product or collection even below the API', async () => {
    const ours = await create('Below the API');
    const theirCollection = await create('Their below', {}, asOther);
    const theirProduct = await createProduct(api, other.admin, other.tokens.admin, validProduct({ title: 'Their bar' }));
    const insert = (collectionId: string, productId: string) =>
      scoped(api.database.db, { userId: team.admin.userId, groupIds: [team.teamId] }, (tx) =>
        tx.insertInto('collection_entries').values({ group_id: team.teamId, collection_id: collectionId, product_id: productId, position: 0, created_at: new Date(), updated_at: new Date() }).execute(),
      );
    await expect(insert(ours.id, theirProduct)).rejects.toThrow(/neither public nor of group/);
    await expect(insert(theirCollection.id, product(0).id)).rejects.toThrow(/foreign key/);
  });

  it('answers validation errors as JSON 400 and needs the app token (401)', async () => {
    const collection = await create('Validation');
    const { collection: filled } = await add(collection.id, ids(80));
    for (const [method, path, body] of [
      ['POST', '/api/collections', { title: '   ' }],
      ['POST', '/api/collections', { title: 'x'.repeat(201) }],
      ['POST', '/api/collections', { title: 'Cover', coverImage: 'javascript:alert(1)' }],
      ['POST', '/api/collections', { title: 'Shared', shareToken: 'x' }],
      ['POST', '/api/collections', { title: 'Sort', sortOrder: 'price' }],
      ['PATCH', `/api/collections/${collection.id}`, {}],
      ['PATCH', `/api/collections/${collection.id}`, { version: 0, title: 'x' }],
      ['POST', `/api/collections/${collection.id}/entries`, { entries: [] }],
      ['POST', `/api/collections/${collection.id}/entries`, { entries: [{ productId: product(81).id, wantedQuantity: 0 }] }],
      ['POST', `/api/collections/${collection.id}/entries`, { entries: [{ productId: 'not a product id' }] }],
      ['POST', `/api/collections/${collection.id}/entries`, { entries: Array.from({ length: 501 }, (_, index) => ({ productId: `p${index}` })) }],
      ['PATCH', `/api/collections/${collection.id}/entries/${filled.entries[0]?.id}`, { productId: product(82).id }],
      ['PATCH', `/api/collections/${collection.id}/entries/${filled.entries[0]?.id}`, { wantedQuantity: 1.5 }],
      ['PUT', `/api/collections/${collection.id}/entries/order`, { entryIds: ['nope'] }],
      ['GET', '/api/collections/not-a-uuid', undefined],
    ] as const) {
      const result = await as(method, path, body);
      expect(result.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(result.body).toMatchObject({ error: { code: 'validation_failed', message: expect.any(String) } });
    }
    expect((await api.request('/api/collections', { headers: { authorization: `Bearer ${team.admin.accessToken}` } })).status).toBe(401);
    expect((await as('GET', '/api/collections/00000000-0000-4000-8000-000000000000')).body).toEqual({ error: { code: 'not_found', message: 'Collection not found.' } });
  });

  it('adds a selection once when the same request is retried with its Idempotency-Key', async () => {
    const collection = await create('Idempotent');
    const send = () =>
      api.request(`/api/collections/${collection.id}/entries`, {
        method: 'POST',
        headers: { authorization: `Bearer ${team.member.accessToken}`, token: team.tokens.member, 'content-type': 'application/json', 'idempotency-key': `add-${collection.id}` },
        body: JSON.stringify({ entries: ids(90, 91) }),
      });
    const first = await send();
    const retry = await send();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    expect((await get(collection.id)).entryCount).toBe(2);
  });
});
