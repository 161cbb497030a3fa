// Products of a group: create, read, change and delete; validation, permissions per role, status
// transitions, optimistic concurrency, and row-level security underneath.
import { canChangeStatus, PRODUCT_STATUSES, type Product } from '@bullion/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoped } from '../src/db/database';
import { call, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { createProduct, productCount, setUpProductTeam, storedProduct, validProduct, type ProductTeam } from './products-fixtures';

let api: TestApi;
let team: ProductTeam;
let other: ProductTeam;
let outsider: Actor;
let publicProductId: string;

beforeAll(async () => {
  api = await startTestApi();
  team = await setUpProductTeam(api, 'Mint Team');
  other = await setUpProductTeam(api, 'Other Team');
  outsider = await signIn(api, 'Olly Outsider');
  const seeded = await api.database.db.selectFrom('products').select('id').where('group_id', 'is', null).executeTakeFirstOrThrow();
  publicProductId = seeded.id;
});
afterAll(() => api.close());

describe('POST /api/products', () => {
  it('adds a draft to the token’s group with a slug made from the title, and GET returns it in full', async () => {
    const id = await createProduct(
      api,
      team.member,
      team.tokens.member,
      validProduct({ title: 'Ägäis Eagle 1 oz', categoryId: 2, seriesId: 1, packagingId: 1, metadata: { mint: 'Test Mint' } }),
    );
    const result = await call(api, 'GET', `/api/products/${id}`, { as: team.member, token: team.tokens.member });
    expect(result.status).toBe(200);
    const product = result.body as Product;
    expect(product).toMatchObject({
      id,
      groupId: team.teamId,
      public: false,
      status: 'draft',
      version: 1,
      slug: 'agais-eagle-1-oz',
      title: 'Ägäis Eagle 1 oz',
      weight: 1,
      purity: 0.999,
      metalContent: 0.999,
      extraImages: [],
      videos: [],
      metadata: { mint: 'Test Mint' },
      metafields: [],
      category: { id: 2, name: 'Bullion coins' },
      series: { id: 1, name: 'American Eagle' },
      packaging: { id: 1, name: 'Capsule' },
      createdByUserId: team.member.userId,
      createdBy: { id: team.member.userId, name: 'Mint Team Member' },
      updatedBy: { id: team.member.userId, name: 'Mint Team Member' },
      group: { id: team.teamId, name: 'Mint Team' },
    });
    expect(Date.parse(product.createdAt)).not.toBeNaN();
  });

  it('keeps weights and purity as exact decimals and accepts purity in parts per thousand', async () => {
    const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Decimal Bar', weight: 1.0909, purity: '916.7', metalContent: 1 }));
    const row = await storedProduct(api, id);
    expect([String(row?.weight), String(row?.purity), String(row?.metal_content)]).toEqual(['1.0909', '0.9167', '1']);
  });

  it('makes slugs unique in the group and refuses a slug already used (409)', async () => {
    const first = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Twin Title' }));
    const second = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Twin Title' }));
    expect((await storedProduct(api, first))?.slug).toBe('twin-title');
    expect((await storedProduct(api, second))?.slug).toBe('twin-title-2');
    const taken = await call(api, 'POST', '/api/products', { as: team.admin, token: team.tokens.admin, body: validProduct({ title: 'Other', slug: 'twin-title' }) });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'slug_taken' } });
    // Another group may use the same slug.
    const elsewhere = await createProduct(api, other.admin, other.tokens.admin, validProduct({ title: 'Twin Title' }));
    expect((await storedProduct(api, elsewhere))?.slug).toBe('twin-title');
  });

  it('gives products added at the same moment with the same title different slugs', async () => {
    const created = await Promise.all(
      Array.from({ length: 5 }, () => call(api, 'POST', '/api/products', { as: team.member, token: team.tokens.member, body: validProduct({ title: 'Rush Hour' }) })),
    );
    expect(created.map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
    const slugs = await Promise.all(created.map(async (result) => (await storedProduct(api, (result.body as { id: string }).id))?.slug));
    expect(slugs.sort()).toEqual(['rush-hour', 'rush-hour-2', 'rush-hour-3', 'rush-hour-4', 'rush-hour-5']);
  });

  it.each([
    ['no title', { title: undefined }, 'title', 'Title must be text.'],
    ['an empty title', { title: '   ' }, 'title', 'Title is required.'],
    ['an unknown field', { colour: 'gold' }, '', 'Unknown field: colour.'],
    ['an unknown metal', { metal: 'tin' }, 'metal', 'Metal must be one of'],
    ['a country that is not a code', { country: 'America' }, 'country', 'three-letter ISO code'],
    ['metal content above weight × purity', { metalContent: 0.9 }, 'metalContent', 'weight × purity'],
    ['a negative weight', { weight: -1 }, 'weight', 'greater than 0'],
    ['a javascript: image', { obverseImage: 'javascript:alert(1)' }, 'obverseImage', 'http(s) URL'],
    ['a category that does not exist', { categoryId: 999 }, 'categoryId', 'Category 999 does not exist'],
    ['status deleted', { status: 'deleted' }, 'status', 'cannot be deleted'],
  ])('refuses %s with 400 and a message naming the field', async (_label, change, path, message) => {
    const before = await productCount(api, team.teamId);
    const result = await call(api, 'POST', '/api/products', { as: team.admin, token: team.tokens.admin, body: validProduct(change) });
    expect(result.status).toBe(400);
    const body = result.body as { error: { code: string; details: { path: string; message: string }[] } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.stringContaining(message) })]));
    expect(await productCount(api, team.teamId)).toBe(before);
  });

  it('needs the app token (401) and catalog.write: viewers get 403', async () => {
    const noToken = await call(api, 'POST', '/api/products', { as: team.admin, body: validProduct() });
    expect(noToken.status).toBe(401);
    const viewer = await call(api, 'POST', '/api/products', { as: team.viewer, token: team.tokens.viewer, body: validProduct() });
    expect(viewer.status).toBe(403);
    expect(viewer.body).toMatchObject({ error: { code: 'forbidden', message: 'Your role in this group can view the catalog but not add or change products. Ask an admin for a member role.' } });
    const stolen = await call(api, 'POST', '/api/products', { as: outsider, token: team.tokens.admin, body: validProduct() });
    expect(stolen.status).toBe(401);
    const anonymous = await call(api, 'POST', '/api/products', { token: team.tokens.admin, body: validProduct() });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/products/{id}', () => {
  it('shows a published public product with or without the app token', async () => {
    const withoutToken = await call(api, 'GET', `/api/products/${publicProductId}`, { as: outsider });
    expect(withoutToken.status).toBe(200);
    expect(withoutToken.body).toMatchObject({ id: publicProductId, groupId: null, public: true, status: 'published', group: null });
    const withToken = await call(api, 'GET', `/api/products/${publicProductId}`, { as: team.viewer, token: team.tokens.viewer });
    expect(withToken.status).toBe(200);
    const someoneElsesToken = await call(api, 'GET', `/api/products/${publicProductId}`, { as: outsider, token: team.tokens.viewer });
    expect(someoneElsesToken.status).toBe(401);
  });

  it('shows a group product to every role of the group, only with the group’s token; 404 otherwise', async () => {
    const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Members Only' }));
    for (const role of ['admin', 'member', 'viewer'] as const) {
      const result = await call(api, 'GET', `/api/products/${id}`, { as: team[role], token: team.tokens[role] });
      expect(result.status, role).toBe(200);
    }
    const withoutToken = await call(api, 'GET', `/api/products/${id}`, { as: team.admin });
    const otherGroup = await call(api, 'GET', `/api/products/${id}`, { as: other.admin, token: other.tokens.admin });
    const missing = await call(api, 'GET', '/api/products/00000000-0000-4000-8000-000000000000', { as: team.admin, token: team.tokens.admin });
    for (const result of [withoutToken, otherGroup, missing]) {
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ error: { code: 'not_found', message: 'Product not found.' } });
    }
  });

  it('answers 400 for an id that is not a UUID and 401 without a session', async () => {
    expect((await call(api, 'GET', '/api/products/not-a-uuid', { as: team.admin })).status).toBe(400);
    expect((await call(api, 'GET', `/api/products/${publicProductId}`)).status).toBe(401);
  });
});

describe('PATCH /api/products/{id}', () => {
  it('changes the given fields, clears null ones, adds 1 to the version and records who changed it', async () => {
    const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Patch Me', faceValue: '$1' }));
    const result = await call(api, 'PATCH', `/api/products/${id}`, {
      as: team.member,
      token: team.tokens.member,
      body: { id, version: 1, title: 'Patched', faceValue: null, status: 'published' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id, title: 'Patched', faceValue: null, status: 'published', version: 2, slug: 'patch-me', updatedByUserId: team.member.userId, createdByUserId: team.admin.userId });
  });

  it('refuses a stale version with 409 version_conflict and changes nothing', async () => {
    const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Contended' }));
    await call(api, 'PATCH', `/api/products/${id}`, { as: team.admin, token: team.tokens.admin, body: { version: 1, name: 'First writer' } });
    const stale = await call(api, 'PATCH', `/api/products/${id}`, { as: team.member, token: team.tokens.member, body: { version: 1, name: 'Second writer' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'version_conflict', details: { version: 2 } } });
    expect((await storedProduct(api, id))?.name).toBe('First writer');
  });

  it('checks the changed product as a whole (400) and an id in the body that is not the path’s (400)', async () => {
    const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Whole Product' }));
    const content = await call(api, 'PATCH', `/api/products/${id}`, { as: team.admin, token: team.tokens.admin, body: { weight: 2 } });
    expect(content.status).toBe(400);
    expect(content.body).toMatchObject({ error: { details: [{ path: 'metalContent', message: expect.stringContaining('weight × purity') }] } });
    const mismatch = await call(api, 'PATCH', `/api/products/${id}`, { as: team.admin, token: team.tokens.admin, body: { id: publicProductId, title: 'X' } });
    expect(mismatch.status).toBe(400);
    expect((await storedProduct(api, id))?.version).toBe(1);
  });

  it('makes a new slug from the title when the slug is cleared, and refuses a slug in use (409)', async () => {
    const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Slug Source' }));
    await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Slug Holder' }));
    const cleared = await call(api, 'PATCH', `/api/products/${id}`, { as: team.admin, token: team.tokens.admin, body: { title: 'Renamed Source', slug: null } });
    expect(cleared.body).toMatchObject({ slug: 'renamed-source' });
    const again = await call(api, 'PATCH', `/api/products/${id}`, { as: team.admin, token: team.tokens.admin, body: { slug: null } });
    expect(again.body).toMatchObject({ slug: 'renamed-source' });
    const taken = await call(api, 'PATCH', `/api/products/${id}`, { as: team.admin, token: team.tokens.admin, body: { slug: 'slug-holder' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'slug_taken' } });
  });

  describe('status transitions (PRODUCT_STATUS_TRANSITIONS)', () => {
    const pairs = PRODUCT_STATUSES.flatMap((from) => PRODUCT_STATUSES.map((to) => [from, to] as const));
    it.each(pairs)('%s → %s', async (from, to) => {
      const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: `Status ${from} ${to}` }));
      await api.database.db.updateTable('products').set({ status: from }).where('id', '=', id).execute();
      const result = await call(api, 'PATCH', `/api/products/${id}`, { as: team.admin, token: team.tokens.admin, body: { status: to } });
      if (canChangeStatus(from, to)) {
        expect(result.status).toBe(200);
        expect(result.body).toMatchObject({ status: to });
      } else {
        expect(result.status).toBe(409);
        expect(result.body).toMatchObject({ error: { code: 'invalid_status_change', message: expect.stringContaining(`cannot become ${to}`) } });
        expect((await storedProduct(api, id))?.status).toBe(from);
      }
    });
  });

  it('keeps public catalog products read-only (403) and other groups’ products out of reach (404)', async () => {
    const publicPatch = await call(api, 'PATCH', `/api/products/${publicProductId}`, { as: team.admin, token: team.tokens.admin, body: { title: 'Mine now' } });
    expect(publicPatch.status).toBe(403);
    const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Not Yours' }));
    const foreign = await call(api, 'PATCH', `/api/products/${id}`, { as: other.admin, token: other.tokens.admin, body: { title: 'Stolen' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'not_found', message: 'Product not found.' } });
    expect((await storedProduct(api, id))?.title).toBe('Not Yours');
  });

  it('is refused to viewers (403) and without the token (401)', async () => {
    const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Viewer Proof' }));
    expect((await call(api, 'PATCH', `/api/products/${id}`, { as: team.viewer, token: team.tokens.viewer, body: { title: 'X' } })).status).toBe(403);
    expect((await call(api, 'PATCH', `/api/products/${id}`, { as: team.admin, body: { title: 'X' } })).status).toBe(401);
    expect((await storedProduct(api, id))?.title).toBe('Viewer Proof');
  });
});

describe('DELETE /api/products', () => {
  it('marks the group’s products deleted and returns the ids it changed; a deleted product can be restored', async () => {
    const ids = [
      await createProduct(api, team.member, team.tokens.member, validProduct({ title: 'Delete One' })),
      await createProduct(api, team.member, team.tokens.member, validProduct({ title: 'Delete Two' })),
    ];
    const result = await call(api, 'DELETE', '/api/products', { as: team.member, token: team.tokens.member, body: { ids } });
    expect(result).toMatchObject({ status: 200, body: { deleted: ids } });
    const row = await storedProduct(api, ids[0] as string);
    expect(row).toMatchObject({ status: 'deleted', version: 2, updated_by_user_id: team.member.userId });
    const again = await call(api, 'DELETE', '/api/products', { as: team.member, token: team.tokens.member, body: { ids } });
    expect(again.body).toEqual({ deleted: [] });
    const restored = await call(api, 'PATCH', `/api/products/${ids[0]}`, { as: team.member, token: team.tokens.member, body: { status: 'draft' } });
    expect(restored.body).toMatchObject({ status: 'draft', version: 3 });
  });

  it('is all or nothing: an id of another group or an unknown one is 404, a public product 403', async () => {
    const mine = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Keep Me' }));
    const theirs = await createProduct(api, other.admin, other.tokens.admin, validProduct({ title: 'Keep Them' }));
    const foreign = await call(api, 'DELETE', '/api/products', { as: team.admin, token: team.tokens.admin, body: { ids: [mine, theirs] } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: { code: 'not_found', details: { ids: [theirs] } } });
    const unknown = await call(api, 'DELETE', '/api/products', { as: team.admin, token: team.tokens.admin, body: { ids: [mine, 'nope'] } });
    expect(unknown.status).toBe(404);
    const publicOne = await call(api, 'DELETE', '/api/products', { as: team.admin, token: team.tokens.admin, body: { ids: [mine, publicProductId] } });
    expect(publicOne.status).toBe(403);
    expect((await storedProduct(api, mine))?.status).toBe('draft');
    expect((await storedProduct(api, theirs))?.status).toBe('draft');
    expect((await storedProduct(api, publicProductId))?.status).toBe('published');
  });

  it('is refused to viewers (403) and validates the body (400)', async () => {
    const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Viewer Delete' }));
    expect((await call(api, 'DELETE', '/api/products', { as: team.viewer, token: team.tokens.viewer, body: { ids: [id] } })).status).toBe(403);
    expect((await call(api, 'DELETE', '/api/products', { as: team.admin, token: team.tokens.admin, body: { ids: [] } })).status).toBe(400);
    expect((await call(api, 'DELETE', '/api/products', { as: team.admin, token: team.tokens.admin, body: { ids: [id], force: true } })).status).toBe(400);
    expect((await storedProduct(api, id))?.status).toBe('draft');
  });
});

describe('row-level security on products', () => {
  it('lets a scope read public and own products only, and write only its own group', async () => {
    const mine = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'RLS Mine' }));
    const theirs = await createProduct(api, other.admin, other.tokens.admin, validProduct({ title: 'RLS Theirs' }));
    const scope = { userId: team.admin.userId, groupIds: [team.teamId] };
    const { db } = api.database;
    const seen = await scoped(db, scope, (tx) => tx.selectFrom('products').select('id').where('id', 'in', [mine, theirs, publicProductId]).execute());
    expect(seen.map((row) => row.id).sort()).toEqual([mine, publicProductId].sort());
    const viaView = await scoped(db, scope, (tx) => tx.selectFrom('products_visible').select('id').where('id', 'in', [mine, theirs, publicProductId]).execute());
    expect(viaView.map((row) => row.id).sort()).toEqual([mine, publicProductId].sort());
    const updated = await scoped(db, scope, (tx) => tx.updateTable('products').set({ title: 'Hijacked' }).where('id', 'in', [theirs, publicProductId]).executeTakeFirst());
    expect(Number(updated.numUpdatedRows)).toBe(0);
    await expect(
      scoped(db, scope, (tx) => sql`insert into products (group_id, title, slug) values (${other.teamId}, 'Planted', 'planted')`.execute(tx)),
    ).rejects.toThrow(/row-level security/);
    await expect(scoped(db, scope, (tx) => sql`delete from products where id = ${mine}`.execute(tx))).rejects.toThrow(/permission denied/);
  });
});
