// POST /api/products/import: validate mode, per-row errors, updates by id and slug, skip, and one
// transaction for all writes (a database failure leaves nothing behind); 10 000 rows in one call.
import type { ProductImportResult } from '@bullion/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProducts } from '../src/products/sample-products';
import { call } from './api-fixtures';
import { SLOW, startTestApi, type TestApi } from './harness';
import { createProduct, productCount, setUpProductTeam, storedProduct, validProduct, type ProductTeam } from './products-fixtures';

let api: TestApi;
let team: ProductTeam;
let other: ProductTeam;

beforeAll(async () => {
  api = await startTestApi();
  team = await setUpProductTeam(api, 'Import Team');
  other = await setUpProductTeam(api, 'Bystander Team');
});
afterAll(() => api.close());

async function importRows(body: Record<string, unknown>, role: 'admin' | 'member' | 'viewer' = 'member') {
  const result = await call(api, 'POST', '/api/products/import', { as: team[role], token: team.tokens[role], body });
  return { status: result.status, body: result.body as ProductImportResult };
}

describe('validate mode', () => {
  it('reports what a commit would do and writes nothing', async () => {
    const existing = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Validate Existing' }));
    const before = await productCount(api, team.teamId);
    const { status, body } = await importRows({
      mode: 'validate',
      rows: [validProduct({ title: 'Validate New 1' }), validProduct({ title: 'Validate New 2' }), { title: '' }, { id: existing, title: 'Validate Renamed' }],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ mode: 'validate', added: 2, updated: 1, skipped: 0, failed: 1, errors: [{ row: 3, errors: [{ field: 'title', message: 'Title is required.' }] }] });
    expect(await productCount(api, team.teamId)).toBe(before);
    expect((await storedProduct(api, existing))?.title).toBe('Validate Existing');
  });
});

describe('commit', () => {
  it('writes every valid row, reports each invalid one by its 1-based row and field, and writes none of those', async () => {
    const before = await productCount(api, team.teamId);
    const { body } = await importRows({
      rows: [
        validProduct({ title: 'Commit One', status: 'published' }),
        { title: 'Commit Bad Metal', metal: 'unobtainium', weight: -2 },
        validProduct({ title: 'Commit Two' }),
        { title: 'Commit Extra Field', colour: 'red' },
        { id: 'not-a-uuid', title: 'Commit Bad Id' },
        validProduct({ title: 'Commit Deleted', status: 'deleted' }),
        validProduct({ title: 'Commit Bad Series', seriesId: 999 }),
      ],
    });
    expect(body).toMatchObject({ mode: 'commit', added: 2, updated: 0, skipped: 0, failed: 5 });
    expect(body.errors.map((error) => error.row)).toEqual([2, 4, 5, 6, 7]);
    expect(body.errors[0]?.errors.map((error) => error.field).sort()).toEqual(['metal', 'weight']);
    expect(body.errors[1]?.errors).toEqual([{ field: '(row)', message: 'Unknown field: colour.' }]);
    expect(body.errors[2]?.errors).toEqual([{ field: 'id', message: expect.stringContaining('UUID') }]);
    expect(body.errors[3]?.errors).toEqual([{ field: 'status', message: expect.stringContaining('cannot be deleted') }]);
    expect(body.errors[4]?.errors).toEqual([{ field: 'seriesId', message: expect.stringContaining('Series 999 does not exist') }]);
    expect(await productCount(api, team.teamId)).toBe(before + 2);
    const written = await api.database.db.selectFrom('products').select(['title', 'status', 'slug', 'created_by_user_id']).where('group_id', '=', team.teamId).where('title', 'like', 'Commit%').orderBy('title').execute();
    expect(written).toEqual([
      { title: 'Commit One', status: 'published', slug: 'commit-one', created_by_user_id: team.member.userId },
      { title: 'Commit Two', status: 'draft', slug: 'commit-two', created_by_user_id: team.member.userId },
    ]);
  });

  it('updates the group’s products matched by id or by slug (only the fields in the row) and adds the rest', async () => {
    const byId = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Update By Id', faceValue: '$1' }));
    const bySlug = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Update By Slug' }));
    const { body } = await importRows({
      rows: [
        { id: byId.toUpperCase(), title: 'Updated By Id', status: 'published' },
        { slug: 'update-by-slug', title: 'Updated By Slug', year: 2001 },
        validProduct({ title: 'Update Run New' }),
      ],
    });
    expect(body).toMatchObject({ added: 1, updated: 2, failed: 0, errors: [] });
    expect(await storedProduct(api, byId)).toMatchObject({ title: 'Updated By Id', status: 'published', face_value: '$1', version: 2, updated_by_user_id: team.member.userId });
    expect(await storedProduct(api, bySlug)).toMatchObject({ title: 'Updated By Slug', year: 2001, slug: 'update-by-slug', version: 2 });
  });

  it('skips rows that match a product with onExisting=skip', async () => {
    const id = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Skip Me', slug: 'skip-me' }));
    const { body } = await importRows({ onExisting: 'skip', rows: [{ id, title: 'Skipped' }, { slug: 'skip-me', title: 'Skipped Too' }, validProduct({ title: 'Skip Run New' })] });
    expect(body).toMatchObject({ added: 1, updated: 0, skipped: 1, failed: 1 });
    // The second row names the same product again: reported, not applied twice.
    expect(body.errors).toEqual([{ row: 2, errors: [{ field: 'slug', message: 'Row 1 already changes this product.' }] }]);
    expect(await storedProduct(api, id)).toMatchObject({ title: 'Skip Me', version: 1 });
  });

  it('reports rows that clash within the file, name another group’s product, or break the status table', async () => {
    const foreign = await createProduct(api, other.admin, other.tokens.admin, validProduct({ title: 'Foreign Product' }));
    const deleted = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Clash Deleted' }));
    await call(api, 'DELETE', '/api/products', { as: team.admin, token: team.tokens.admin, body: { ids: [deleted] } });
    const { body } = await importRows({
      rows: [
        validProduct({ title: 'Clash A', slug: 'clash-slug' }),
        validProduct({ title: 'Clash B', slug: 'clash-slug' }),
        { id: foreign, title: 'Taken Over' },
        { id: deleted, status: 'published', title: 'Clash Deleted' },
      ],
    });
    expect(body).toMatchObject({ added: 1, updated: 0, failed: 3 });
    expect(body.errors).toEqual([
      { row: 2, errors: [{ field: 'slug', message: 'Row 1 already uses the slug "clash-slug".' }] },
      { row: 3, errors: [{ field: 'id', message: `No product with id ${foreign} in your group.` }] },
      { row: 4, errors: [{ field: 'status', message: expect.stringContaining('A deleted product cannot become published') }] },
    ]);
    expect(await storedProduct(api, foreign)).toMatchObject({ title: 'Foreign Product', group_id: other.teamId });
  });

  it('writes all or nothing: when the database fails on one row, no row of the import is written', async () => {
    const existing = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Rollback Existing' }));
    const { db } = api.database;
    await sql`create function products_fail_for_test() returns trigger language plpgsql as $$
      begin
        if new.title = 'Explode Here' then raise exception 'forced failure for the rollback test'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger products_fail_for_test before insert or update on products for each row execute function products_fail_for_test()`.execute(db);
    try {
      const before = await productCount(api, team.teamId);
      const result = await call(api, 'POST', '/api/products/import', {
        as: team.admin,
        token: team.tokens.admin,
        body: {
          rows: [
            { id: existing, title: 'Rollback Changed' },
            ...Array.from({ length: 2500 }, (_, index) => validProduct({ title: `Rollback New ${index}` })),
            validProduct({ title: 'Explode Here' }),
          ],
        },
      });
      expect(result.status).toBe(500);
      expect(result.body).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side.' } });
      expect(await productCount(api, team.teamId)).toBe(before);
      expect(await storedProduct(api, existing)).toMatchObject({ title: 'Rollback Existing', version: 1 });
    } finally {
      await sql`drop trigger products_fail_for_test on products`.execute(db);
      await sql`drop function products_fail_for_test()`.execute(db);
    }
  });

  it('imports 10 000 rows in one call', SLOW.bulk, async () => {
    const rows = sampleProducts(10_000, 5).map((product) => ({ ...product, status: 'draft' }));
    const started = performance.now();
    const { status, body } = await importRows({ rows });
    const seconds = (performance.now() - started) / 1000;
    console.info(`import of 10 000 rows: ${seconds.toFixed(2)} s`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ added: 10_000, updated: 0, failed: 0 });
    expect(seconds).toBeLessThan(60);
    const page = await call(api, 'GET', '/api/products?scope=group&q=krugerrand&returnType=partial&limit=1', { as: team.viewer, token: team.tokens.viewer });
    expect((page.body as { total: number }).total).toBe(rows.filter((row) => row.title.toLowerCase().includes('krugerrand')).length);
  });
});

describe('access and limits', () => {
  it('is refused to viewers (403) and without the app token (401)', async () => {
    expect((await importRows({ rows: [validProduct()] }, 'viewer')).status).toBe(403);
    const noToken = await call(api, 'POST', '/api/products/import', { as: team.admin, body: { rows: [validProduct()] } });
    expect(noToken.status).toBe(401);
  });

  it('validates the body: at least one row, at most 10 000, known modes (400)', async () => {
    expect((await importRows({ rows: [] })).status).toBe(400);
    expect((await importRows({ rows: Array.from({ length: 10_001 }, () => ({})) })).status).toBe(400);
    expect((await importRows({ rows: [validProduct()], mode: 'dry-run' })).status).toBe(400);
  });

  it('keeps the 64 KB body limit on the other product routes (413)', async () => {
    const result = await call(api, 'POST', '/api/products', { as: team.admin, token: team.tokens.admin, body: validProduct({ desc: 'x'.repeat(70_000) }) });
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});
