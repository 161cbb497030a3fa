// Inventory items: create (product defaults, status, spot snapshot), change (ledger of exactly what
// changed, versions), move, dispose (split, realised gain), undo (admins; merge back), list filters,
// summary, value history, import, exact decimal sums over 10 000 items, roles and group isolation.
import { fineWeightOzt, sumDecimals, type DispositionResult, type InventoryImportResult, type InventoryPage, type InventorySummary, type PortfolioHistory } from '@bullion/contract';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoped } from '../src/db/database';
import { SLOW, startTestApi, type TestApi } from './harness';
import { addItem, addSpace, caller, daysAgo, getItem, ledgerOf, storeSpot, type Caller } from './inventory-fixtures';
import { setUpProductTeam, type ProductTeam } from './products-fixtures';

let api: TestApi;
let team: ProductTeam;
let other: ProductTeam;
let as: Caller;
let asOther: Caller;

beforeAll(async () => {
  api = await startTestApi();
  team = await setUpProductTeam(api, 'Stack Team');
  other = await setUpProductTeam(api, 'Other Stack Team');
  as = caller(api, team);
  asOther = caller(api, other);
  // Spot history far before the simulated feed's 30 days, at known times.
  await storeSpot(api, '2001-05-10T12:00:00Z', { gold: '270.5000', silver: '4.4000' });
  await storeSpot(api, '2001-05-10T20:00:00Z', { gold: '271.2500', silver: '4.4100' });
  await storeSpot(api, '2001-05-11T00:30:00Z', { gold: '999.0000', silver: '9.9900' });
});
afterAll(() => api.close());

const list = async (query: string, caller: Caller = as) => {
  const result = await caller('GET', `/api/inventory${query}`);
  if (result.status !== 200) throw new Error(`list ${query}: ${result.status} ${result.text}`);
  return result.body as InventoryPage;
};
const summary = async (query: string) => (await as('GET', `/api/inventory/summary${query}`)).body as InventorySummary;
const dispose = async (id: string, body: Record<string, unknown>, role: 'admin' | 'member' = 'member') => as('POST', `/api/inventory/${id}/dispositions`, body, role);
const kinds = async (id: string) => (await ledgerOf(as, id)).map((entry) => entry.kind);

describe('POST /api/inventory', () => {
  it('adds a drawer item with defaults, exact decimals, the derived fine weight and cost basis, and an acquired ledger entry', async () => {
    const item = await addItem(as, {
      title: 'Britannia 1 oz',
      metal: 'silver',
      form: 'coin',
      weight: '1.0000',
      purity: 0.999,
      quantity: 25,
      year: 2024,
      tags: ['stack', 'uk'],
      serialNumbers: [],
      acquiredOn: '2001-05-10',
      source: 'Local dealer',
      cost: '1234.50',
      shipping: '12.5',
      fees: '0.1',
      tax: 0,
    });
    expect(item).toMatchObject({
      groupId: team.teamId,
      version: 1,
      status: 'drawer',
      productId: null,
      title: 'Britannia 1 oz',
      metal: 'silver',
      form: 'coin',
      weight: '1',
      weightUnit: 'ozt',
      purity: '0.999',
      fineWeightOzt: '0.999',
      quantity: 25,
      spaceId: null,
      spacePath: [],
      tags: ['stack', 'uk'],
      acquisition: { date: '2001-05-10', source: 'Local dealer', cost: '1234.50', shipping: '12.50', fees: '0.10', tax: '0.00', spotAtAcquisition: '4.4100' },
      costBasis: '1247.10',
      disposition: null,
      createdBy: { id: team.member.userId, name: 'Stack Team Member' },
    });
    expect(await ledgerOf(as, item.id)).toEqual([
      expect.objectContaining({ kind: 'acquired', itemId: item.id, actor: { id: team.member.userId, name: 'Stack Team Member' }, detail: { status: 'drawer' } }),
    ]);
  });

  it('computes fine ozt from grams and kilograms exactly (× purity ÷ 31.1034768, 12 decimals)', async () => {
    const grams = await addItem(as, { title: 'Gram bar', metal: 'gold', weight: '311.034768', weightUnit: 'g', purity: '0.9999' });
    expect(grams.fineWeightOzt).toBe('9.999');
    const kilo = await addItem(as, { title: 'Kilo bar', metal: 'silver', weight: '1', weightUnit: 'kg', purity: '0.999' });
    expect(kilo.fineWeightOzt).toBe((fineWeightOzt('1', 'kg', '0.999') as Decimal).toDecimalPlaces(12).toString());
    const unknown = await addItem(as, { title: 'Mystery', metal: 'gold', weight: '5', weightUnit: 'g' });
    expect(unknown.fineWeightOzt).toBeNull();
  });

  it('takes the spot snapshot from the last stored quote on or before the end of the acquisition day (UTC)', async () => {
    const gold = await addItem(as, { title: 'Spot gold', metal: 'gold', acquiredOn: '2001-05-10' });
    expect(gold.acquisition.spotAtAcquisition).toBe('271.2500');
    const nextDay = await addItem(as, { title: 'Next day', metal: 'gold', acquiredOn: '2001-05-12' });
    expect(nextDay.acquisition.spotAtAcquisition).toBe('999.0000');
    const before = await addItem(as, { title: 'Before history', metal: 'gold', acquiredOn: '1990-01-01' });
    expect(before.acquisition.spotAtAcquisition).toBeNull();
    const copper = await addItem(as, { title: 'Copper round', metal: 'copper', acquiredOn: '2001-05-10' });
    expect(copper.acquisition.spotAtAcquisition).toBeNull();
    const undated = await addItem(as, { title: 'Undated', metal: 'gold' });
    expect(undated.acquisition.spotAtAcquisition).toBeNull();
  });

  it('fills title, metal, form, weight, purity, year and images from a catalog product unless given', async () => {
    const product = await api.database.db
      .selectFrom('products')
      .selectAll()
      .where('group_id', 'is', null)
      .where('weight_unit', '=', 'ozt')
      .where('type', '=', 'coin')
      .where('year', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const linked = await addItem(as, { productId: product.id });
    expect(linked).toMatchObject({
      productId: product.id,
      title: product.title,
      metal: product.metal,
      form: 'coin',
      weight: new Decimal(product.weight as string).toString(),
      weightUnit: 'ozt',
      purity: new Decimal(product.purity as string).toString(),
      year: product.year,
      obverseImage: product.obverse_image,
    });
    const overridden = await addItem(as, { productId: product.id, title: 'My own title', year: 1999, obverseImage: null });
    expect(overridden).toMatchObject({ productId: product.id, title: 'My own title', year: 1999, obverseImage: null, metal: product.metal });
    const missing = await as('POST', '/api/inventory', { productId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'not_found', message: 'Product not found.' } });
  });

  it("an item made from a product that declares its fine content holds that content, from a create or an import, until it is weighed otherwise", async () => {
    const eagle = await api.database.db.selectFrom('products').select(['id']).where('group_id', 'is', null).where('slug', '=', 'american-silver-eagle-1-oz').executeTakeFirstOrThrow();
    // 1 ozt at .999 declares 1 ozt of fine silver: not 0.999.
    const made = await addItem(as, { productId: eagle.id, quantity: 10 });
    expect(made).toMatchObject({ weight: '1', purity: '0.999', fineWeightOzt: '1', declaredFineOzt: '1' });
    const imported = (await as('POST', '/api/inventory/import', { mode: 'commit', rows: [{ productId: eagle.id, quantity: 2 }] })).body as InventoryImportResult;
    expect(imported.added).toBe(1);
    const listed = await list(`?q=${encodeURIComponent('American Silver Eagle')}&sort=title`);
    expect(listed.items.every((item) => item.fineWeightOzt === '1')).toBe(true);

    // Its own weight or purity given: it is another piece, weight × purity counts.
    expect(await addItem(as, { productId: eagle.id, weight: '0.98' })).toMatchObject({ fineWeightOzt: '0.97902', declaredFineOzt: null });

    // Weighed otherwise later: the declared content goes, recorded; weighed back, it returns.
    const reweighed = await as('PATCH', `/api/inventory/${made.id}`, { weight: '0.98', version: made.version });
    expect(reweighed.status).toBe(200);
    expect(await getItem(as, made.id)).toMatchObject({ fineWeightOzt: '0.97902', declaredFineOzt: null });
    expect((await ledgerOf(as, made.id))[0]).toMatchObject({ kind: 'edited', changes: { weight: { from: '1', to: '0.98' }, declaredFineOzt: { from: '1', to: null } } });
    await as('PATCH', `/api/inventory/${made.id}`, { weight: '1' });
    expect(await getItem(as, made.id)).toMatchObject({ fineWeightOzt: '1', declaredFineOzt: '1' });

    // A lot split by a disposal keeps it on both parts.
    const sold = (await dispose(made.id, { kind: 'sold', date: '2026-11-01', quantity: 4, amount: '240.00' })).body as DispositionResult;
    expect(await getItem(as, made.id)).toMatchObject({ quantity: 6, fineWeightOzt: '1' });
    expect(sold.disposed).toMatchObject({ quantity: 4, fineWeightOzt: '1', declaredFineOzt: '1' });
  });

  it("identifying a drawer item as such a product gives it the declared content, in the identified entry", async () => {
    const eagle = await api.database.db.selectFrom('products').select(['id']).where('group_id', 'is', null).where('slug', '=', 'american-silver-eagle-1-oz').executeTakeFirstOrThrow();
    const unknown = await addItem(as, { title: 'A silver coin', metal: 'silver', weight: '1', purity: '0.999' });
    expect(unknown).toMatchObject({ fineWeightOzt: '0.999', declaredFineOzt: null });
    await as('PATCH', `/api/inventory/${unknown.id}`, { productId: eagle.id });
    expect(await getItem(as, unknown.id)).toMatchObject({ fineWeightOzt: '1', declaredFineOzt: '1' });
    expect((await ledgerOf(as, unknown.id))[0]).toMatchObject({ kind: 'identified', changes: { declaredFineOzt: { from: null, to: '1' } } });
  });

  it('puts an item with a space in stock, and refuses a drawer item in a space (400)', async () => {
    const safe = await addSpace(as, { name: 'Create safe', kind: 'safe' });
    const shelf = await addSpace(as, { name: 'Shelf', parentId: safe.id });
    const stocked = await addItem(as, { title: 'Shelved', spaceId: shelf.id });
    expect(stocked).toMatchObject({ status: 'stock', spaceId: shelf.id, spacePath: ['Create safe', 'Shelf'] });
    expect(await addItem(as, { title: 'Stock, no space', status: 'stock' })).toMatchObject({ status: 'stock', spaceId: null });
    const drawer = await as('POST', '/api/inventory', { title: 'Contradiction', status: 'drawer', spaceId: shelf.id });
    expect(drawer.status).toBe(400);
    expect(drawer.body).toMatchObject({ error: { code: 'validation_failed', details: [{ path: 'status', message: expect.stringContaining('drawer') }] } });
  });

  it.each([
    ['no title and no product', {}, 'title', 'Title is required'],
    ['an unknown metal', { title: 'x', metal: 'tin' }, 'metal', 'Metal must be one of'],
    ['an unknown form', { title: 'x', form: 'ingot' }, 'form', 'Form must be one of'],
    ['a negative weight', { title: 'x', weight: -1 }, 'weight', 'Weight'],
    ['a weight with 7 decimals', { title: 'x', weight: '1.0000001' }, 'weight', '6 after it'],
    ['purity above 1', { title: 'x', purity: '999.9' }, 'purity', 'Purity'],
    ['a cost with three decimals', { title: 'x', cost: '1.005' }, 'cost', '2 after it'],
    ['quantity 0', { title: 'x', quantity: 0 }, 'quantity', 'at least 1'],
    ['a date that is not a date', { title: 'x', acquiredOn: '10/05/2001' }, 'acquiredOn', 'YYYY-MM-DD'],
    ['year 0', { title: 'x', acquiredOn: '0000-12-31' }, 'acquiredOn', 'no year 0'],
    ['21 tags', { title: 'x', tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }, 'tags', 'At most 20 tags'],
    ['a status of disposed', { title: 'x', status: 'disposed' }, 'status', ''],
    ['an unknown field', { title: 'x', colour: 'gold' }, '', 'Unknown field: colour.'],
  ])('refuses %s with a JSON 400 naming the field', async (_label, body, path, message) => {
    const result = await as('POST', '/api/inventory', body);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: { code: 'validation_failed', details: expect.arrayContaining([expect.objectContaining({ path, message: expect.stringContaining(message) })]) },
    });
  });
});

describe('PATCH /api/inventory/{id}', () => {
  it('changes the given fields only, records exactly those in an edited entry, and clears with null', async () => {
    const item = await addItem(as, { title: 'Editable', metal: 'silver', weight: '10', weightUnit: 'g', grade: 'MS70', notes: 'keep', cost: '10.00' });
    const result = await as('PATCH', `/api/inventory/${item.id}`, { version: 1, title: 'Edited', weight: '10.000', grade: null, cost: '12.5' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ title: 'Edited', weight: '10', grade: null, notes: 'keep', version: 2, acquisition: { cost: '12.50' }, costBasis: '12.50' });
    const [edited] = await ledgerOf(as, item.id);
    expect(edited).toMatchObject({ kind: 'edited', changes: { title: { from: 'Editable', to: 'Edited' }, grade: { from: 'MS70', to: null }, cost: { from: '10.00', to: '12.50' } } });
    expect(Object.keys(edited?.changes ?? {}).sort()).toEqual(['cost', 'grade', 'title']);
    // The same values again change nothing: no version step, no entry.
    const again = await as('PATCH', `/api/inventory/${item.id}`, { title: 'Edited', weight: 10, cost: '12.50' });
    expect(again.body).toMatchObject({ version: 2 });
    expect(await kinds(item.id)).toEqual(['edited', 'acquired']);
  });

  it('refuses a stale version (409 version_conflict) and a status change (400), changing nothing', async () => {
    const item = await addItem(as, { title: 'Contended' });
    await as('PATCH', `/api/inventory/${item.id}`, { version: 1, notes: 'first' });
    const stale = await as('PATCH', `/api/inventory/${item.id}`, { version: 1, notes: 'second' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'version_conflict', details: { version: 2 } } });
    const status = await as('PATCH', `/api/inventory/${item.id}`, { status: 'stock' });
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({ error: { details: [{ message: 'Unknown field: status.' }] } });
    expect(await getItem(as, item.id)).toMatchObject({ notes: 'first', version: 2, status: 'drawer' });
  });

  it('identifies a drawer item with a product (identified), changes quantity (quantity_changed) and re-takes the spot snapshot', async () => {
    const product = await api.database.db.selectFrom('products').selectAll().where('group_id', 'is', null).where('metal', '=', 'gold').where('weight_unit', '=', 'ozt').limit(1).executeTakeFirstOrThrow();
    const item = await addItem(as, { title: 'Unknown gold coin', metal: 'gold', acquiredOn: '1990-01-01' });
    const identified = await as('PATCH', `/api/inventory/${item.id}`, { productId: product.id });
    expect(identified.body).toMatchObject({ productId: product.id, title: product.title, weight: new Decimal(product.weight as string).toString(), version: 2 });
    const [entry] = await ledgerOf(as, item.id);
    expect(entry).toMatchObject({ kind: 'identified', detail: { productId: product.id }, changes: { productId: { from: null, to: product.id }, title: { from: 'Unknown gold coin', to: product.title } } });

    const counted = await as('PATCH', `/api/inventory/${item.id}`, { quantity: 3, acquiredOn: '2001-05-10' });
    expect(counted.body).toMatchObject({ quantity: 3, acquisition: { date: '2001-05-10', spotAtAcquisition: '271.2500' } });
    const [quantity, edited] = await ledgerOf(as, item.id);
    expect(quantity).toMatchObject({ kind: 'quantity_changed', changes: { quantity: { from: 1, to: 3 } } });
    expect(edited).toMatchObject({ kind: 'edited', changes: { acquiredOn: { from: '1990-01-01', to: '2001-05-10' }, spotAtAcquisition: { from: null, to: '271.2500' } } });
  });

  it("identifying keeps the item's own photo; the product's images fill in only for an item without one", async () => {
    const product = await api.database.db.selectFrom('products').selectAll().where('group_id', 'is', null).where('obverse_image', 'is not', null).limit(1).executeTakeFirstOrThrow();
    const photographed = await addItem(as, { title: 'Photographed lot', obverseImage: '/storage/v1/object/public/products/lot.png' });
    const kept = await as('PATCH', `/api/inventory/${photographed.id}`, { productId: product.id });
    expect(kept.body).toMatchObject({ productId: product.id, title: product.title, obverseImage: '/storage/v1/object/public/products/lot.png', reverseImage: null });
    const bare = await addItem(as, { title: 'Bare lot' });
    const filled = await as('PATCH', `/api/inventory/${bare.id}`, { productId: product.id });
    expect(filled.body).toMatchObject({ obverseImage: product.obverse_image, reverseImage: product.reverse_image });
  });

  it('moves a stock item by its spaceId (moved) but not a drawer item (400: put it away with move)', async () => {
    const home = await addSpace(as, { name: 'Patch home', kind: 'home' });
    const bank = await addSpace(as, { name: 'Patch bank', kind: 'bank_box' });
    const stocked = await addItem(as, { title: 'Stocked', spaceId: home.id });
    const moved = await as('PATCH', `/api/inventory/${stocked.id}`, { spaceId: bank.id });
    expect(moved.body).toMatchObject({ spaceId: bank.id, spacePath: ['Patch bank'], status: 'stock' });
    expect((await ledgerOf(as, stocked.id))[0]).toMatchObject({ kind: 'moved', changes: { spaceId: { from: home.id, to: bank.id } }, detail: { fromPath: ['Patch home'], toPath: ['Patch bank'] } });
    const drawer = await addItem(as, { title: 'In the drawer' });
    const refused = await as('PATCH', `/api/inventory/${drawer.id}`, { spaceId: bank.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { details: [{ path: 'spaceId', message: expect.stringContaining('/api/inventory/move') }] } });
  });
});

describe('POST /api/inventory/move', () => {
  it('puts drawer items away (stock, put_away) and moves stock items (moved), as one action', async () => {
    const vault = await addSpace(as, { name: 'Move vault', kind: 'vault' });
    const cage = await addSpace(as, { name: 'Cage', parentId: vault.id });
    const drawer = await addItem(as, { title: 'Tray coin' });
    const stocked = await addItem(as, { title: 'Vault coin', spaceId: vault.id });
    const already = await addItem(as, { title: 'Caged coin', spaceId: cage.id });
    const result = await as('POST', '/api/inventory/move', { ids: [drawer.id, stocked.id, already.id], spaceId: cage.id });
    expect(result.body).toEqual({ moved: [drawer.id, stocked.id] });
    expect(await getItem(as, drawer.id)).toMatchObject({ status: 'stock', spaceId: cage.id, spacePath: ['Move vault', 'Cage'], version: 2 });
    expect((await ledgerOf(as, drawer.id))[0]).toMatchObject({ kind: 'put_away', changes: { spaceId: { from: null, to: cage.id }, status: { from: 'drawer', to: 'stock' } } });
    expect((await ledgerOf(as, stocked.id))[0]).toMatchObject({ kind: 'moved', detail: { fromPath: ['Move vault'], toPath: ['Move vault', 'Cage'] } });
    expect(await kinds(already.id)).toEqual(['acquired']);
    // Out of every space: stock stays stock.
    await as('POST', '/api/inventory/move', { ids: [stocked.id], spaceId: null });
    expect(await getItem(as, stocked.id)).toMatchObject({ status: 'stock', spaceId: null });
  });

  it('is all or nothing: an unknown id is 404 and a disposed item 409 before anything moves', async () => {
    const space = await addSpace(as, { name: 'Nothing moves', kind: 'home' });
    const item = await addItem(as, { title: 'Stays put' });
    const unknown = await as('POST', '/api/inventory/move', { ids: [item.id, '00000000-0000-4000-8000-000000000000'], spaceId: space.id });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'not_found', details: { ids: ['00000000-0000-4000-8000-000000000000'] } } });
    const gone = await addItem(as, { title: 'Gone' });
    await dispose(gone.id, { kind: 'lost', date: '2026-01-01' });
    const disposed = await as('POST', '/api/inventory/move', { ids: [item.id, gone.id], spaceId: space.id });
    expect(disposed.status).toBe(409);
    expect(disposed.body).toMatchObject({ error: { code: 'item_disposed' } });
    expect(await getItem(as, item.id)).toMatchObject({ status: 'drawer', spaceId: null, version: 1 });
  });
});

describe('dispositions', () => {
  it('splits a lot: the disposed pieces take their exact share of every amount, the rest stays, and the gain is stored', async () => {
    const lot = await addItem(as, { title: 'Lot of 7', metal: 'silver', weight: '1', purity: '0.999', quantity: 7, acquiredOn: '2001-05-10', cost: '100.00', shipping: '10.00', fees: '1.00', tax: '0.01' });
    const result = await dispose(lot.id, { kind: 'sold', date: '2026-01-10', quantity: 3, amount: '99.99', counterparty: 'Coin shop', version: 1 });
    expect(result.status).toBe(201);
    const { disposed, remaining } = result.body as DispositionResult;
    // 3/7 of 100.00 = 42.857… → 42.86; of 10.00 → 4.29; of 1.00 → 0.43; of 0.01 → 0.00. The lot keeps the rest.
    expect(disposed).toMatchObject({ status: 'disposed', quantity: 3, acquisition: { date: '2001-05-10', cost: '42.86', shipping: '4.29', fees: '0.43', tax: '0.00', spotAtAcquisition: '4.4100' }, costBasis: '47.58' });
    expect(disposed.disposition).toMatchObject({ kind: 'sold', date: '2026-01-10', quantity: 3, amount: '99.99', counterparty: 'Coin shop', realisedGain: '52.41', splitFromItemId: lot.id });
    expect(remaining).toMatchObject({ id: lot.id, status: 'drawer', quantity: 4, version: 2, acquisition: { cost: '57.14', shipping: '5.71', fees: '0.57', tax: '0.01' }, costBasis: '63.43' });
    for (const field of ['cost', 'shipping', 'fees', 'tax'] as const) {
      expect(new Decimal(disposed.acquisition[field] as string).plus(remaining?.acquisition[field] as string).toFixed(2)).toBe(new Decimal(lot.acquisition[field] as string).toFixed(2));
    }
    expect(await kinds(lot.id)).toEqual(['disposed', 'split', 'acquired']);
    expect(await kinds(disposed.id)).toEqual(['disposed', 'split']);
    expect((await ledgerOf(as, lot.id))[1]).toMatchObject({ kind: 'split', changes: { quantity: { from: 7, to: 4 }, cost: { from: '100.00', to: '57.14' } }, detail: { splitItemId: disposed.id, quantity: 3 } });
    // The disposed lot leaves the held list; it is listed with status=disposed.
    expect((await list('?q=lot%20of%207')).items.map((item) => item.id)).toEqual([lot.id]);
    expect((await list('?q=lot%20of%207&status=disposed')).items.map((item) => item.id)).toEqual([disposed.id]);
  });

  it('disposes of a whole item; lost or gifted counts the cost basis as a loss; no cost basis, no gain', async () => {
    const whole = await addItem(as, { title: 'Whole lot', quantity: 2, cost: '50.00', tax: '5.00' });
    const lost = await dispose(whole.id, { kind: 'lost', date: '2026-01-11', notes: 'Moving house' });
    const { disposed, remaining } = lost.body as DispositionResult;
    expect(remaining).toBeNull();
    expect(disposed).toMatchObject({ id: whole.id, status: 'disposed', quantity: 2, version: 2, disposition: { kind: 'lost', amount: null, realisedGain: '-55.00', splitFromItemId: null, notes: 'Moving house' } });
    expect((await ledgerOf(as, whole.id))[0]).toMatchObject({ kind: 'disposed', changes: { status: { from: 'drawer', to: 'disposed' } } });
    const uncosted = await addItem(as, { title: 'Gift without cost' });
    expect(((await dispose(uncosted.id, { kind: 'sold', date: '2026-01-11', amount: '10' })).body as DispositionResult).disposed.disposition?.realisedGain).toBeNull();
  });

  it('refuses what cannot be disposed: more pieces than the lot, a missing amount, a date before acquisition, an item already disposed', async () => {
    const item = await addItem(as, { title: 'Three pieces', quantity: 3, acquiredOn: '2020-01-01' });
    const tooMany = await dispose(item.id, { kind: 'sold', date: '2026-01-12', quantity: 4, amount: '1' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ error: { details: [{ path: 'quantity', message: expect.stringContaining('3 pieces') }] } });
    const noAmount = await dispose(item.id, { kind: 'sold', date: '2026-01-12' });
    expect(noAmount.body).toMatchObject({ error: { details: [{ path: 'amount', message: 'Amount is required when the item was sold.' }] } });
    expect((await dispose(item.id, { kind: 'gifted', date: '2026-01-12', amount: '5' })).status).toBe(400);
    expect((await dispose(item.id, { kind: 'sold', date: '2019-12-31', amount: '1' })).body).toMatchObject({ error: { details: [{ path: 'date' }] } });
    expect((await dispose(item.id, { kind: 'sold', date: '2026-01-12', amount: '1', version: 9 })).status).toBe(409);
    await dispose(item.id, { kind: 'melted', date: '2026-01-12', amount: '1' });
    for (const result of [
      await dispose(item.id, { kind: 'sold', date: '2026-01-13', amount: '1' }),
      await as('PATCH', `/api/inventory/${item.id}`, { notes: 'too late' }),
      await as('POST', '/api/inventory/move', { ids: [item.id], spaceId: null }),
    ]) {
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ error: { code: 'item_disposed' } });
    }
  });
});

describe('DELETE /api/inventory/dispositions/{id} (undo)', () => {
  it('is for admins only (members and viewers 403)', async () => {
    const item = await addItem(as, { title: 'Undo roles' });
    const { disposed } = (await dispose(item.id, { kind: 'lost', date: '2026-02-01' })).body as DispositionResult;
    const id = disposed.disposition?.id as string;
    for (const role of ['member', 'viewer'] as const) {
      const result = await as('DELETE', `/api/inventory/dispositions/${id}`, undefined, role);
      expect(result.status, role).toBe(403);
    }
    expect((await getItem(as, item.id)).status).toBe('disposed');
  });

  it('merges a split-off lot back into its held origin, amounts exactly restored; the split row leaves every list', async () => {
    const lot = await addItem(as, { title: 'Merge lot', quantity: 10, cost: '100.00', fees: '0.07' });
    const { disposed } = (await dispose(lot.id, { kind: 'sold', date: '2026-02-02', quantity: 3, amount: '40' })).body as DispositionResult;
    const undo = await as('DELETE', `/api/inventory/dispositions/${disposed.disposition?.id}`, undefined, 'admin');
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ id: lot.id, status: 'drawer', quantity: 10, version: 3, acquisition: { cost: '100.00', fees: '0.07' }, costBasis: '100.07' });
    expect((await as('GET', `/api/inventory/${disposed.id}`)).status).toBe(404);
    expect((await list('?q=merge%20lot&status=drawer,stock,disposed')).items.map((item) => item.id)).toEqual([lot.id]);
    expect((await ledgerOf(as, lot.id))[0]).toMatchObject({ kind: 'undone', changes: { quantity: { from: 7, to: 10 } }, detail: { mergedItemId: disposed.id }, actor: { id: team.admin.userId } });
    // The merged lot's own ledger stays on record.
    expect(await kinds(disposed.id)).toEqual(['undone', 'disposed', 'split']);
    const again = await as('DELETE', `/api/inventory/dispositions/${disposed.disposition?.id}`, undefined, 'admin');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'already_undone' } });
  });

  it('returns a wholly disposed item to stock, and a split-off lot whose origin is gone too', async () => {
    const item = await addItem(as, { title: 'Restore me' });
    const { disposed } = (await dispose(item.id, { kind: 'returned', date: '2026-02-03', amount: '0' })).body as DispositionResult;
    const undo = await as('DELETE', `/api/inventory/dispositions/${disposed.disposition?.id}`, undefined, 'admin');
    expect(undo.body).toMatchObject({ id: item.id, status: 'stock', disposition: null });
    expect((await ledgerOf(as, item.id))[0]).toMatchObject({ kind: 'undone', changes: { status: { from: 'disposed', to: 'stock' } } });

    const lot = await addItem(as, { title: 'Origin gone', quantity: 4 });
    const first = ((await dispose(lot.id, { kind: 'sold', date: '2026-02-03', quantity: 1, amount: '1' })).body as DispositionResult).disposed;
    await dispose(lot.id, { kind: 'sold', date: '2026-02-04', amount: '3' });
    const restored = await as('DELETE', `/api/inventory/dispositions/${first.disposition?.id}`, undefined, 'admin');
    expect(restored.body).toMatchObject({ id: first.id, status: 'stock', quantity: 1 });
  });
});

describe('undo when the lot has grown', () => {
  it('returns the pieces to stock as a lot of their own when the origin could not take them back', async () => {
    const lot = await addItem(as, { title: 'Grown lot', quantity: 10 });
    const { disposed } = (await dispose(lot.id, { kind: 'sold', date: '2026-02-05', quantity: 2, amount: '2' })).body as DispositionResult;
    await as('PATCH', `/api/inventory/${lot.id}`, { quantity: 1_000_000 });
    const undo = await as('DELETE', `/api/inventory/dispositions/${disposed.disposition?.id}`, undefined, 'admin');
    expect(undo.body).toMatchObject({ id: disposed.id, status: 'stock', quantity: 2 });
    expect(await getItem(as, lot.id)).toMatchObject({ quantity: 1_000_000 });
  });
});

describe('GET /api/inventory', () => {
  let team2: ProductTeam;
  let as2: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    team2 = await setUpProductTeam(api, 'List Team');
    as2 = caller(api, team2);
    const safe = await addSpace(as2, { name: 'List safe', kind: 'safe' });
    const shelf = await addSpace(as2, { name: 'Top shelf', parentId: safe.id });
    ids.safe = safe.id;
    ids.eagle = (await addItem(as2, { title: 'Gold Eagle', metal: 'gold', form: 'coin', weight: '1.0909', purity: '0.9167', acquiredOn: '2024-03-01', cost: '2500.00', tags: ['graded'], grade: 'MS70', spaceId: shelf.id })).id;
    ids.bar = (await addItem(as2, { title: 'Silver bar', metal: 'silver', form: 'bar', weight: '10', purity: '0.999', acquiredOn: '2023-01-01', cost: '300.00', serialNumbers: ['AB-12345'], spaceId: safe.id })).id;
    ids.round = (await addItem(as2, { title: 'Copper round', metal: 'copper', form: 'round', weight: '1', purity: '1', notes: 'Bought at the fair', tags: ['fun'] })).id;
    ids.lump = (await addItem(as2, { title: 'Unknown lump', acquiredOn: '2025-06-01' })).id;
  });

  const titles = async (query: string) => (await list(query, as2)).items.map((item) => item.title);

  it('lists held items newest acquisition first, undated last, with the total', async () => {
    const page = await list('', as2);
    expect(page).toMatchObject({ total: 4, offset: 0, limit: 100 });
    expect(page.items.map((item) => item.title)).toEqual(['Unknown lump', 'Gold Eagle', 'Silver bar', 'Copper round']);
    expect((await list('?limit=2&offset=1', as2)).items.map((item) => item.title)).toEqual(['Gold Eagle', 'Silver bar']);
  });

  it('searches title, grade, serial numbers, tags and notes (every word, any case)', async () => {
    expect(await titles('?q=eagle')).toEqual(['Gold Eagle']);
    expect(await titles('?q=ms70')).toEqual(['Gold Eagle']);
    expect(await titles('?q=ab-123')).toEqual(['Silver bar']);
    expect(await titles('?q=FUN')).toEqual(['Copper round']);
    expect(await titles('?q=fair%20bought')).toEqual(['Copper round']);
    expect(await titles('?q=50%25')).toEqual([]);
  });

  it('filters by metal, form, tag, space (with the locations below) and none, and sorts', async () => {
    expect(await titles('?metal=gold,silver&sort=title')).toEqual(['Gold Eagle', 'Silver bar']);
    expect(await titles('?form=round')).toEqual(['Copper round']);
    expect(await titles('?tag=graded,fun&sort=title')).toEqual(['Copper round', 'Gold Eagle']);
    expect(await titles(`?space=${ids.safe}&sort=title`)).toEqual(['Gold Eagle', 'Silver bar']);
    expect(await titles(`?space=${ids.safe?.toUpperCase()}&sort=title`)).toEqual(['Gold Eagle', 'Silver bar']);
    expect(await titles('?space=none&sort=-title')).toEqual(['Unknown lump', 'Copper round']);
    expect(await titles('?space=00000000-0000-4000-8000-000000000000')).toEqual([]);
    // Items without a cost basis or fine weight come last.
    expect((await titles('?sort=-cost')).slice(0, 2)).toEqual(['Gold Eagle', 'Silver bar']);
    expect(await titles('?sort=-weight')).toEqual(['Silver bar', 'Gold Eagle', 'Copper round', 'Unknown lump']);
    expect(await titles('?sort=weight')).toEqual(['Copper round', 'Gold Eagle', 'Silver bar', 'Unknown lump']);
  });

  it('refuses bad filters with a JSON 400', async () => {
    for (const query of ['?metal=tin', '?status=lost', '?limit=501', '?sort=price', '?space=shelf', '?colour=red', `?q=${'x'.repeat(201)}`]) {
      const result = await as2('GET', `/api/inventory${query}`);
      expect(result.status, query).toBe(400);
      expect(result.body, query).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });

  it('sums per metal in the summary, with the same filters', async () => {
    const all = (await as2('GET', '/api/inventory/summary')).body as InventorySummary;
    expect(all).toMatchObject({ items: 4, pieces: 4, costBasis: '2800.00', unvalued: 1, drawer: 2 });
    expect(all.metals).toEqual([
      { metal: 'copper', items: 1, pieces: 1, fineOzt: '1', costBasis: '0.00', costedFineOzt: '0' },
      { metal: 'gold', items: 1, pieces: 1, fineOzt: '1.00002803', costBasis: '2500.00', costedFineOzt: '1.00002803' },
      { metal: 'silver', items: 1, pieces: 1, fineOzt: '9.99', costBasis: '300.00', costedFineOzt: '9.99' },
    ]);
    expect((await as2('GET', '/api/inventory/summary?metal=gold')).body).toMatchObject({ items: 1, costBasis: '2500.00', metals: [{ metal: 'gold' }] });
  });
});

describe('GET /api/inventory/history', () => {
  it('values each day’s holdings with that day’s last stored quote; days before any quote are null', async () => {
    const historyTeam = await setUpProductTeam(api, 'History Team');
    const asH = caller(api, historyTeam);
    const fiveDaysAgo = daysAgo(5);
    await addItem(asH, { title: 'Two gold coins', metal: 'gold', weight: '1', purity: '0.9999', quantity: 2, acquiredOn: fiveDaysAgo, cost: '100.00' });
    const sold = await addItem(asH, { title: 'Sold two days ago', metal: 'gold', weight: '1', purity: '1', acquiredOn: fiveDaysAgo, cost: '50.00' });
    await asH('POST', `/api/inventory/${sold.id}/dispositions`, { kind: 'sold', date: daysAgo(2), amount: '60' });

    const result = await asH('GET', '/api/inventory/history?days=60');
    expect(result.status).toBe(200);
    const { days } = result.body as PortfolioHistory;
    expect(days).toHaveLength(60);
    expect(days.at(-1)?.date).toBe(daysAgo(0));
    expect(days[0]?.date).toBe(daysAgo(59));
    // The simulated feed stores 30 days of history: older days have no quote.
    expect(days[0]).toMatchObject({ meltValue: null, costBasis: '0.00' });
    const day = (offset: number) => days.find((entry) => entry.date === daysAgo(offset));
    expect(day(6)).toMatchObject({ meltValue: '0.00', costBasis: '0.00' });
    expect(day(3)).toMatchObject({ costBasis: '150.00' });
    expect(day(2)).toMatchObject({ costBasis: '100.00' });
    const lastQuote = async (offset: number) => {
      const start = new Date(`${daysAgo(offset)}T00:00:00Z`);
      const row = await api.database.db
        .selectFrom('spot_prices')
        .select('gold')
        .where('fetched_at', '>=', start)
        .where('fetched_at', '<', new Date(start.getTime() + 86_400_000))
        .orderBy('fetched_at', 'desc')
        .executeTakeFirstOrThrow();
      return new Decimal(row.gold);
    };
    expect(day(3)?.meltValue).toBe((await lastQuote(3)).times('2.9998').toFixed(2, Decimal.ROUND_HALF_UP));
    expect(day(2)?.meltValue).toBe((await lastQuote(2)).times('1.9998').toFixed(2, Decimal.ROUND_HALF_UP));
    // The quote the day was valued at comes with it.
    expect(day(3)?.spot?.gold).toBe((await lastQuote(3)).toFixed(4));
  });

  it('gives each day the last quote stored that day (UTC), as stored; a day without a quote has none', async () => {
    // Before the simulated feed's 30 days, so these are the only quotes of their days.
    const quoted = daysAgo(40);
    const next = daysAgo(39);
    await storeSpot(api, `${quoted}T08:00:00Z`, { gold: '1111.1111', silver: '11.1111' });
    await storeSpot(api, `${quoted}T23:59:59Z`, { gold: '2345.6789', silver: '28.1000', platinum: '901.2500', palladium: '1000.0001', rhodium: '4700.0000' });
    await storeSpot(api, `${next}T00:00:00Z`, { gold: '2350.0000' });

    const { days } = (await as('GET', '/api/inventory/history?days=45')).body as PortfolioHistory;
    const day = (date: string) => days.find((entry) => entry.date === date);
    expect(day(quoted)?.spot).toEqual({ gold: '2345.6789', silver: '28.1000', platinum: '901.2500', palladium: '1000.0001', rhodium: '4700.0000' });
    // A quote at midnight belongs to the day it opens.
    expect(day(next)?.spot).toEqual({ gold: '2350.0000', silver: '1.0000', platinum: '1.0000', palladium: '1.0000', rhodium: '1.0000' });
    expect(day(daysAgo(41))).toMatchObject({ meltValue: null, spot: null });
  });

  it('defaults to 30 days and refuses 0 or more than 365', async () => {
    expect(((await as('GET', '/api/inventory/history')).body as PortfolioHistory).days).toHaveLength(30);
    expect(((await as('GET', '/api/inventory/history?days=365')).body as PortfolioHistory).days).toHaveLength(365);
    for (const days of ['0', '366', 'x', '1.5']) expect((await as('GET', `/api/inventory/history?days=${days}`)).status, days).toBe(400);
  });
});

describe('POST /api/inventory/import', () => {
  it('validates every row (1-based row, field, message) and writes nothing in validate mode', async () => {
    const before = (await summary('?status=drawer,stock,disposed')).items;
    const result = await as('POST', '/api/inventory/import', {
      mode: 'validate',
      rows: [{ title: 'Fine' }, { title: 'Bad metal', metal: 'tin' }, 'not an object', { productId: '00000000-0000-4000-8000-000000000000' }, { title: 'x', colour: 1 }],
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      mode: 'validate',
      added: 1,
      errors: [
        { row: 2, field: 'metal', message: expect.stringContaining('Metal must be one of') },
        { row: 3, field: null, message: expect.any(String) },
        { row: 4, field: 'productId', message: expect.stringContaining('No catalog product') },
        { row: 5, field: null, message: 'Unknown field: colour.' },
      ],
    });
    expect((await summary('?status=drawer,stock,disposed')).items).toBe(before);
  });

  it('commits the valid rows with an imported ledger entry each, and refuses viewers (403)', async () => {
    const result = await as('POST', '/api/inventory/import', { mode: 'commit', rows: [{ title: 'Imported one', tags: ['imp'] }, { title: '' }, { title: 'Imported two', tags: ['imp'], quantity: 5 }] });
    expect(result.body).toMatchObject({ mode: 'commit', added: 2, errors: [{ row: 2, field: 'title' }] });
    const imported = await list('?tag=imp&sort=title');
    expect(imported.items.map((item) => [item.title, item.quantity])).toEqual([['Imported one', 1], ['Imported two', 5]]);
    expect(await ledgerOf(as, imported.items[1]?.id as string)).toEqual([expect.objectContaining({ kind: 'imported', detail: { row: 3 } })]);
    expect((await as('POST', '/api/inventory/import', { mode: 'commit', rows: [{ title: 'Viewer import' }] }, 'viewer')).status).toBe(403);
  });

  it('sums 10 000 imported items exactly to the cent in the summary', SLOW.bulk, async () => {
    const decimalsTeam = await setUpProductTeam(api, 'Decimals Team');
    const asD = caller(api, decimalsTeam);
    let seed = 20_261_124;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const cents = (max: number) => `${Math.floor(next() % max)}.${String(next() % 100).padStart(2, '0')}`;
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      title: `Bulk ${index}`,
      metal: index % 3 ? 'silver' : 'gold',
      weight: '1',
      purity: index % 3 ? '0.999' : '0.9999',
      quantity: 1 + (index % 4),
      cost: cents(5000),
      shipping: cents(20),
      fees: index % 2 ? cents(10) : null,
      tax: cents(3),
    }));
    const started = performance.now();
    const result = await asD('POST', '/api/inventory/import', { mode: 'commit', rows });
    expect(result.status).toBe(200);
    expect((result.body as InventoryImportResult).added).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(60_000);
    const totals = (await asD('GET', '/api/inventory/summary')).body as InventorySummary;
    const expected = sumDecimals(rows.flatMap((row) => [row.cost, row.shipping, row.fees, row.tax]));
    expect(totals.costBasis).toBe(expected.toFixed(2));
    expect(totals.items).toBe(10_000);
    expect(totals.pieces).toBe(rows.reduce((sum, row) => sum + row.quantity, 0));
    const gold = totals.metals.find((metal) => metal.metal === 'gold');
    expect(gold?.costBasis).toBe(sumDecimals(rows.filter((row) => row.metal === 'gold').flatMap((row) => [row.cost, row.shipping, row.fees, row.tax])).toFixed(2));
    expect(gold?.fineOzt).toBe(sumDecimals(rows.filter((row) => row.metal === 'gold').map((row) => new Decimal('0.9999').times(row.quantity))).toString());
    expect(((await asD('GET', '/api/inventory?limit=500')).body as InventoryPage).total).toBe(10_000);
  });
});

describe('the ledger', () => {
  it('records every kind of change to an item, newest first, with actor and time', async () => {
    const product = await api.database.db.selectFrom('products').select('id').where('group_id', 'is', null).limit(1).executeTakeFirstOrThrow();
    const home = await addSpace(as, { name: 'Ledger home', kind: 'home' });
    const bank = await addSpace(as, { name: 'Ledger bank', kind: 'bank_box' });
    const item = await addItem(as, { title: 'Life story', quantity: 4 });
    await as('PATCH', `/api/inventory/${item.id}`, { productId: product.id });
    await as('PATCH', `/api/inventory/${item.id}`, { notes: 'edited' });
    await as('PATCH', `/api/inventory/${item.id}`, { quantity: 5 });
    await as('POST', '/api/inventory/move', { ids: [item.id], spaceId: home.id });
    await as('POST', '/api/inventory/move', { ids: [item.id], spaceId: bank.id });
    const { disposed } = (await dispose(item.id, { kind: 'traded', date: '2026-03-01', quantity: 2, amount: '10' })).body as DispositionResult;
    await as('DELETE', `/api/inventory/dispositions/${disposed.disposition?.id}`, undefined, 'admin');
    const entries = await ledgerOf(as, item.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['undone', 'disposed', 'split', 'moved', 'put_away', 'quantity_changed', 'edited', 'identified', 'acquired']);
    for (const entry of entries) {
      expect(entry.actor?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(entry.at)).not.toBeNaN();
    }
  });

  it('cannot be changed or deleted by a request’s database role', async () => {
    const item = await addItem(as, { title: 'Append only' });
    const scope = { userId: team.admin.userId, groupIds: [team.teamId] };
    await expect(scoped(api.database.db, scope, (tx) => sql`update inventory_ledger set kind = 'edited' where item_id = ${item.id}`.execute(tx))).rejects.toThrow(/permission denied/);
    await expect(scoped(api.database.db, scope, (tx) => sql`delete from inventory_ledger where item_id = ${item.id}`.execute(tx))).rejects.toThrow(/permission denied/);
    expect(await kinds(item.id)).toEqual(['acquired']);
  });
});

describe('extreme values on real items', () => {
  it('never answers 5xx to edits, moves, dispositions and undos at the limits of every field', SLOW.bulk, async () => {
    const space = await addSpace(as, { name: 'Extreme space', kind: 'vault' });
    const extreme = fc.record(
      {
        weight: fc.constantFrom('999999999.999999', '0.000001', '1'),
        weightUnit: fc.constantFrom('ozt', 'g', 'kg'),
        purity: fc.constantFrom('1', '0.00001', '0.9999'),
        quantity: fc.constantFrom(1, 999_999, 1_000_000),
        cost: fc.constantFrom('999999999999.99', '0', '0.01', null),
        shipping: fc.constantFrom('999999999999.99', null),
        fees: fc.constantFrom('999999999999.99', null),
        tax: fc.constantFrom('999999999999.99', null),
        acquiredOn: fc.constantFrom('0001-01-01', '9999-12-31', '2001-05-10', null),
        year: fc.constantFrom(1, 9999, null),
        metal: fc.constantFrom('gold', 'copper', null),
        spaceId: fc.constantFrom(space.id, null),
      },
      { requiredKeys: [] },
    );
    const action = fc.record({
      patch: extreme,
      dispose: fc.record({ quantity: fc.constantFrom(1, 999_999, 1_000_000), amount: fc.constantFrom('999999999999.99', '0'), date: fc.constantFrom('0001-01-01', '9999-12-31', '2026-01-01') }),
      undo: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(action, async ({ patch, dispose: disposal, undo }) => {
        const item = await addItem(as, { title: 'Extreme', quantity: 1_000_000, cost: '999999999999.99', shipping: '999999999999.99', acquiredOn: '0001-01-01' });
        const answers = [await as('PATCH', `/api/inventory/${item.id}`, patch)];
        answers.push(await as('POST', '/api/inventory/move', { ids: [item.id], spaceId: space.id }));
        const disposed = await dispose(item.id, { kind: 'sold', ...disposal });
        answers.push(disposed);
        if (undo && disposed.status === 201) {
          answers.push(await as('DELETE', `/api/inventory/dispositions/${(disposed.body as DispositionResult).disposed.disposition?.id}`, undefined, 'admin'));
        }
        answers.push(await as('GET', '/api/inventory/summary'), await as('GET', '/api/inventory/history?days=365'), await as('GET', '/api/spaces'));
        for (const answer of answers) expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
      }),
      { numRuns: 25, seed: 20_261_124 },
    );
  });
});

describe('roles and isolation', () => {
  it('lets viewers read and refuses them every write (403)', async () => {
    const item = await addItem(as, { title: 'Viewer target' });
    expect((await as('GET', `/api/inventory/${item.id}`, undefined, 'viewer')).status).toBe(200);
    expect((await as('GET', '/api/inventory', undefined, 'viewer')).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/inventory', { title: 'Viewer item' }],
      ['PATCH', `/api/inventory/${item.id}`, { title: 'Viewer edit' }],
      ['POST', '/api/inventory/move', { ids: [item.id], spaceId: null }],
      ['POST', `/api/inventory/${item.id}/dispositions`, { kind: 'lost', date: '2026-01-01' }],
    ] as const) {
      const result = await as(method, path, body, 'viewer');
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await getItem(as, item.id)).toMatchObject({ title: 'Viewer target', version: 1, status: 'drawer' });
  });

  it('answers 404 for another group’s items and dispositions, and changes nothing of them', async () => {
    const theirs = await addItem(asOther, { title: 'Their coin', quantity: 2 });
    const { disposed } = (await asOther('POST', `/api/inventory/${theirs.id}/dispositions`, { kind: 'sold', date: '2026-01-01', quantity: 1, amount: '5' })).body as DispositionResult;
    for (const [method, path, body] of [
      ['GET', `/api/inventory/${theirs.id}`, undefined],
      ['GET', `/api/inventory/${theirs.id}/history`, undefined],
      ['PATCH', `/api/inventory/${theirs.id}`, { title: 'Mine now' }],
      ['POST', `/api/inventory/${theirs.id}/dispositions`, { kind: 'lost', date: '2026-01-02' }],
      ['POST', '/api/inventory/move', { ids: [theirs.id], spaceId: null }],
      ['DELETE', `/api/inventory/dispositions/${disposed.disposition?.id}`, undefined],
    ] as const) {
      const result = await as(method, path, body, 'admin');
      expect(result.status, `${method} ${path}`).toBe(404);
    }
    expect((await list('?status=drawer,stock,disposed&q=their')).items).toEqual([]);
    expect(await getItem(asOther, theirs.id)).toMatchObject({ title: 'Their coin', quantity: 1, version: 2 });
    expect((await getItem(asOther, disposed.id)).disposition?.id).toBe(disposed.disposition?.id);
  });

  it('needs the app token (401) and answers 400 for an id that is not a UUID', async () => {
    expect((await api.request('/api/inventory', { headers: { authorization: `Bearer ${team.admin.accessToken}` } })).status).toBe(401);
    expect((await as('GET', '/api/inventory/not-a-uuid')).status).toBe(400);
    expect((await as('GET', '/api/inventory/00000000-0000-4000-8000-000000000000')).body).toEqual({ error: { code: 'not_found', message: 'Inventory item not found.' } });
  });

  it('keeps an item from pointing at another group’s space even below the API (composite key)', async () => {
    const theirs = await addSpace(asOther, { name: 'Their vault', kind: 'vault' });
    const item = await addItem(as, { title: 'Below the API' });
    await expect(
      scoped(api.database.db, { userId: team.admin.userId, groupIds: [team.teamId] }, (tx) =>
        tx.updateTable('inventory_items').set({ space_id: theirs.id, status: 'stock' }).where('id', '=', item.id).execute(),
      ),
    ).rejects.toThrow(/foreign key/);
  });
});
