// Storage spaces: the tree (three levels, kind on top only, names unique among siblings), what each
// node holds including the locations below it, moves without cycles, deleting only what is empty,
// roles and group isolation.
import { fineWeightOzt, type StorageSpace } from '@bullion/contract';
import type Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';
import { addItem, addSpace, caller, ledgerOf, spaces, type Caller } from './inventory-fixtures';
import { setUpProductTeam, type ProductTeam } from './products-fixtures';

let api: TestApi;
let team: ProductTeam;
let other: ProductTeam;
let as: Caller;
let asOther: Caller;

beforeAll(async () => {
  api = await startTestApi();
  team = await setUpProductTeam(api, 'Vault Team');
  other = await setUpProductTeam(api, 'Other Vault Team');
  as = caller(api, team);
  asOther = caller(api, other);
});
afterAll(() => api.close());

const byId = (list: StorageSpace[], id: string) => list.find((space) => space.id === id) as StorageSpace;

describe('POST /api/spaces', () => {
  it('adds a top-level space with a kind and locations two levels below it, with depth and path', async () => {
    const safe = await addSpace(as, { name: 'Home safe', kind: 'safe', notes: 'Basement' });
    expect(safe).toMatchObject({ groupId: team.teamId, parentId: null, name: 'Home safe', kind: 'safe', notes: 'Basement', depth: 1, path: ['Home safe'], version: 1, items: 0, pieces: 0, holdings: [] });
    const shelf = await addSpace(as, { name: 'Shelf 2', parentId: safe.id });
    expect(shelf).toMatchObject({ parentId: safe.id, kind: null, depth: 2, path: ['Home safe', 'Shelf 2'] });
    const box = await addSpace(as, { name: 'Box A', parentId: shelf.id });
    expect(box).toMatchObject({ depth: 3, path: ['Home safe', 'Shelf 2', 'Box A'] });
  });

  it('refuses a fourth level (409 space_too_deep), a top level without kind and a location with one (400)', async () => {
    const top = await addSpace(as, { name: 'Bank box', kind: 'bank_box' });
    const two = await addSpace(as, { name: 'Tray', parentId: top.id });
    const three = await addSpace(as, { name: 'Envelope', parentId: two.id });
    const four = await as('POST', '/api/spaces', { name: 'Too deep', parentId: three.id });
    expect(four.status).toBe(409);
    expect(four.body).toMatchObject({ error: { code: 'space_too_deep', message: expect.stringContaining('at most 3 levels') } });
    const noKind = await as('POST', '/api/spaces', { name: 'Kindless' });
    expect(noKind.status).toBe(400);
    expect(noKind.body).toMatchObject({ error: { code: 'validation_failed', details: [{ path: 'kind', message: expect.stringContaining('needs a kind') }] } });
    const locationKind = await as('POST', '/api/spaces', { name: 'Typed', parentId: top.id, kind: 'vault' });
    expect(locationKind.status).toBe(400);
    expect(locationKind.body).toMatchObject({ error: { details: [{ path: 'kind' }] } });
  });

  it('keeps names unique among siblings, whatever the case (409), but allows them elsewhere', async () => {
    const top = await addSpace(as, { name: 'Dealer storage', kind: 'dealer' });
    await addSpace(as, { name: 'Slot 1', parentId: top.id });
    const twin = await as('POST', '/api/spaces', { name: 'SLOT 1', parentId: top.id });
    expect(twin.status).toBe(409);
    expect(twin.body).toMatchObject({ error: { code: 'space_name_taken' } });
    const elsewhere = await addSpace(as, { name: 'Other dealer', kind: 'dealer' });
    expect((await as('POST', '/api/spaces', { name: 'Slot 1', parentId: elsewhere.id })).status).toBe(201);
    expect((await asOther('POST', '/api/spaces', { name: 'Dealer storage', kind: 'dealer' })).status).toBe(201);
  });

  it.each([
    ['no name', { kind: 'home' }, 'name'],
    ['an empty name', { name: '  ', kind: 'home' }, 'name'],
    ['a name over 120 characters', { name: 'x'.repeat(121), kind: 'home' }, 'name'],
    ['an unknown kind', { name: 'Shed', kind: 'shed' }, 'kind'],
    ['a parentId that is not a UUID', { name: 'Shed', parentId: 'shed' }, 'parentId'],
    ['an unknown field', { name: 'Shed', kind: 'home', colour: 'red' }, ''],
  ])('refuses %s with 400 naming the field', async (_label, body, path) => {
    const result = await as('POST', '/api/spaces', body);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { code: 'validation_failed', details: expect.arrayContaining([expect.objectContaining({ path })]) } });
  });
});

describe('GET /api/spaces', () => {
  it('lists parents before children by name, each counting held items and fine ozt of itself and the locations below', async () => {
    const vault = await addSpace(as, { name: 'Counted vault', kind: 'vault' });
    const row = await addSpace(as, { name: 'Row B', parentId: vault.id });
    const cell = await addSpace(as, { name: 'Cell 7', parentId: row.id });
    const annex = await addSpace(as, { name: 'Annex', parentId: vault.id });
    await addItem(as, { title: 'Gold bar', metal: 'gold', form: 'bar', weight: '1', weightUnit: 'kg', purity: '0.9999', spaceId: cell.id });
    await addItem(as, { title: 'Silver coins', metal: 'silver', weight: '1', purity: '0.999', quantity: 10, spaceId: row.id });
    await addItem(as, { title: 'Gold coin', metal: 'gold', weight: '1', purity: '0.9167', spaceId: vault.id });
    const sold = await addItem(as, { title: 'Sold coin', metal: 'gold', weight: '1', purity: '1', spaceId: vault.id });
    expect((await as('POST', `/api/inventory/${sold.id}/dispositions`, { kind: 'sold', date: '2026-01-05', amount: '100' })).status).toBe(201);
    await addItem(as, { title: 'Unknown lump', spaceId: annex.id });

    const list = await spaces(as);
    const names = list.filter((space) => space.path[0] === 'Counted vault').map((space) => space.path.join(' › '));
    expect(names).toEqual(['Counted vault', 'Counted vault › Annex', 'Counted vault › Row B', 'Counted vault › Row B › Cell 7']);
    // 1 kg of 0.9999 = 1000 × 0.9999 / 31.1034768 ozt, to 12 decimals (32.147531493971); the sold coin is not held.
    const bar = (fineWeightOzt('1', 'kg', '0.9999') as Decimal).toDecimalPlaces(12);
    expect(bar.toString()).toBe('32.147531493971');
    expect(byId(list, cell.id)).toMatchObject({ items: 1, pieces: 1, holdings: [{ metal: 'gold', fineOzt: bar.toString() }] });
    expect(byId(list, row.id)).toMatchObject({ items: 2, pieces: 11, holdings: [{ metal: 'gold', fineOzt: bar.toString() }, { metal: 'silver', fineOzt: '9.99' }] });
    expect(byId(list, vault.id)).toMatchObject({ items: 4, pieces: 13, holdings: [{ metal: 'gold', fineOzt: bar.plus('0.9167').toString() }, { metal: 'silver', fineOzt: '9.99' }] });
    expect(byId(list, annex.id)).toMatchObject({ items: 1, pieces: 1, holdings: [] });
  });

  it('is readable by viewers and shows nothing of another group', async () => {
    const mine = await spaces(as);
    const viewer = await as('GET', '/api/spaces', undefined, 'viewer');
    expect(viewer.status).toBe(200);
    expect((viewer.body as { spaces: StorageSpace[] }).spaces.map((space) => space.id)).toEqual(mine.map((space) => space.id));
    const theirs = await spaces(asOther);
    expect(theirs.every((space) => space.groupId === other.teamId)).toBe(true);
    expect(theirs.some((space) => mine.some((own) => own.id === space.id))).toBe(false);
  });
});

describe('PATCH /api/spaces/{id}', () => {
  it('renames and changes notes with a version step, and refuses a stale version (409)', async () => {
    const space = await addSpace(as, { name: 'Closet', kind: 'home' });
    const renamed = await as('PATCH', `/api/spaces/${space.id}`, { name: 'Walk-in closet', notes: 'Top shelf', version: 1 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Walk-in closet', notes: 'Top shelf', kind: 'home', version: 2 });
    const notesKept = await as('PATCH', `/api/spaces/${space.id}`, { kind: 'safe' });
    expect(notesKept.body).toMatchObject({ kind: 'safe', notes: 'Top shelf', version: 3 });
    const stale = await as('PATCH', `/api/spaces/${space.id}`, { name: 'Lost update', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'version_conflict', details: { version: 3 } } });
  });

  it('moves a space with its locations (depths follow), and refuses cycles and a fourth level (409)', async () => {
    const a = await addSpace(as, { name: 'Move A', kind: 'home' });
    const a1 = await addSpace(as, { name: 'A1', parentId: a.id });
    const a2 = await addSpace(as, { name: 'A2', parentId: a1.id });
    const b = await addSpace(as, { name: 'Move B', kind: 'safe' });

    const cycle = await as('PATCH', `/api/spaces/${a.id}`, { parentId: a2.id });
    expect(cycle.status).toBe(409);
    expect(cycle.body).toMatchObject({ error: { code: 'space_cycle' } });
    expect((await as('PATCH', `/api/spaces/${a.id}`, { parentId: a.id })).body).toMatchObject({ error: { code: 'space_cycle' } });
    const deep = await as('PATCH', `/api/spaces/${a1.id}`, { parentId: (await addSpace(as, { name: 'B1', parentId: b.id })).id });
    expect(deep.status).toBe(409);
    expect(deep.body).toMatchObject({ error: { code: 'space_too_deep' } });

    // A1 (with A2) moves under B: a location keeps no kind; depths 2 and 3.
    const moved = await as('PATCH', `/api/spaces/${a1.id}`, { parentId: b.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ parentId: b.id, depth: 2, path: ['Move B', 'A1'] });
    expect(byId(await spaces(as), a2.id)).toMatchObject({ depth: 3, path: ['Move B', 'A1', 'A2'] });

    // To the top level: needs a kind; then its location is at level 2.
    const kindless = await as('PATCH', `/api/spaces/${a1.id}`, { parentId: null });
    expect(kindless.status).toBe(400);
    const top = await as('PATCH', `/api/spaces/${a1.id}`, { parentId: null, kind: 'vault' });
    expect(top.body).toMatchObject({ parentId: null, kind: 'vault', depth: 1, path: ['A1'] });
    expect(byId(await spaces(as), a2.id)).toMatchObject({ depth: 2, path: ['A1', 'A2'] });
    // And a top-level space moved inside another loses its kind.
    const inside = await as('PATCH', `/api/spaces/${a1.id}`, { parentId: a.id });
    expect(inside.body).toMatchObject({ kind: null, depth: 2 });
  });

  it('refuses a sibling’s name (409) and a parent of another group (404)', async () => {
    const top = await addSpace(as, { name: 'Name clash', kind: 'home' });
    await addSpace(as, { name: 'Left', parentId: top.id });
    const right = await addSpace(as, { name: 'Right', parentId: top.id });
    expect((await as('PATCH', `/api/spaces/${right.id}`, { name: 'left' })).body).toMatchObject({ error: { code: 'space_name_taken' } });
    const foreign = await addSpace(asOther, { name: 'Foreign parent', kind: 'home' });
    const result = await as('PATCH', `/api/spaces/${right.id}`, { parentId: foreign.id });
    expect(result.status).toBe(404);
    expect((await as('POST', '/api/spaces', { name: 'Sneaky', parentId: foreign.id })).status).toBe(404);
  });
});

describe('DELETE /api/spaces/{id}', () => {
  it('refuses a space with locations or held items (409 space_not_empty) and deletes an empty one', async () => {
    const top = await addSpace(as, { name: 'Deletable', kind: 'home' });
    const inner = await addSpace(as, { name: 'Drawer', parentId: top.id });
    const withLocation = await as('DELETE', `/api/spaces/${top.id}`);
    expect(withLocation.status).toBe(409);
    expect(withLocation.body).toMatchObject({ error: { code: 'space_not_empty', message: expect.stringContaining('1 location'), details: { locations: 1, items: 0 } } });
    const item = await addItem(as, { title: 'Held coin', spaceId: inner.id });
    const withItem = await as('DELETE', `/api/spaces/${inner.id}`);
    expect(withItem.status).toBe(409);
    expect(withItem.body).toMatchObject({ error: { code: 'space_not_empty', details: { items: 1 } } });
    expect((await as('POST', '/api/inventory/move', { ids: [item.id], spaceId: null })).status).toBe(200);
    expect((await as('DELETE', `/api/spaces/${inner.id}`)).body).toEqual({ id: inner.id });
    expect((await as('DELETE', `/api/spaces/${top.id}`)).status).toBe(200);
    expect((await spaces(as)).some((space) => space.id === top.id)).toBe(false);
    expect((await as('DELETE', `/api/spaces/${top.id}`)).status).toBe(404);
  });

  it('detaches the disposed items recorded there, each with a ledger entry', async () => {
    const top = await addSpace(as, { name: 'Emptied', kind: 'home' });
    const item = await addItem(as, { title: 'Gone coin', spaceId: top.id });
    await as('POST', `/api/inventory/${item.id}/dispositions`, { kind: 'gifted', date: '2026-02-01' });
    expect((await as('DELETE', `/api/spaces/${top.id}`)).status).toBe(200);
    const gone = (await as('GET', `/api/inventory/${item.id}`)).body as { spaceId: string | null; status: string };
    expect(gone).toMatchObject({ spaceId: null, status: 'disposed' });
    expect((await ledgerOf(as, item.id))[0]).toMatchObject({ kind: 'moved', changes: { spaceId: { from: top.id, to: null } }, detail: { reason: 'space deleted', fromPath: ['Emptied'] } });
  });
});

describe('roles and isolation', () => {
  it('lets admins and members write and refuses viewers (403)', async () => {
    const admins = await as('POST', '/api/spaces', { name: 'Admin space', kind: 'home' }, 'admin');
    expect(admins.status).toBe(201);
    const id = (admins.body as StorageSpace).id;
    for (const [method, path, body] of [
      ['POST', '/api/spaces', { name: 'Viewer space', kind: 'home' }],
      ['PATCH', `/api/spaces/${id}`, { name: 'Viewer rename' }],
      ['DELETE', `/api/spaces/${id}`, undefined],
    ] as const) {
      const result = await as(method, path, body, 'viewer');
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body).toMatchObject({ error: { code: 'forbidden', message: expect.stringContaining('can view the inventory but not add or change items') } });
    }
    expect(byId(await spaces(as), id)).toMatchObject({ name: 'Admin space' });
  });

  it('answers 404 for another group’s space and changes nothing of it', async () => {
    const theirs = await addSpace(asOther, { name: 'Their safe', kind: 'safe' });
    expect((await as('PATCH', `/api/spaces/${theirs.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await as('DELETE', `/api/spaces/${theirs.id}`)).status).toBe(404);
    expect((await as('POST', '/api/inventory', { title: 'Planted', spaceId: theirs.id })).status).toBe(404);
    const mine = await addItem(as, { title: 'Stays home' });
    expect((await as('POST', '/api/inventory/move', { ids: [mine.id], spaceId: theirs.id })).status).toBe(404);
    expect(byId(await spaces(asOther), theirs.id)).toMatchObject({ name: 'Their safe', version: 1, items: 0 });
  });

  it('needs the app token: a session alone is 401', async () => {
    const result = await api.request('/api/spaces', { headers: { authorization: `Bearer ${team.admin.accessToken}` } });
    expect(result.status).toBe(401);
  });
});
