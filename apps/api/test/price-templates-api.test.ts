// Price templates of a group: create, read, change, delete, duplicate and set the default;
// validation; one default per group; what each role may do; other groups see nothing; and the
// preview's prices are exactly those of the shared pricing function.
import { priceProduct, pricingProductOf, type PriceRuleInput, type PriceSideRuleInput, type PriceTemplate, type PriceTemplatePreview } from '@bullion/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, WEIGHT_UNITS } from '../src/datasets/reference-data';
import { scoped } from '../src/db/database';
import { call, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { createProduct, setUpProductTeam, validProduct, type ProductTeam } from './products-fixtures';

let api: TestApi;
let team: ProductTeam;
let other: ProductTeam;
let outsider: Actor;

beforeAll(async () => {
  api = await startTestApi();
  team = await setUpProductTeam(api, 'Price Team');
  other = await setUpProductTeam(api, 'Other Dealer');
  outsider = await signIn(api, 'Olly Outsider');
});
afterAll(() => api.close());

const side = (overrides: { [K in keyof PriceSideRuleInput]?: unknown } = {}) => ({
  premiumKind: 'percent',
  tiers: [{ minQuantity: 1, premium: '4' }],
  tierMode: 'volume',
  rounding: { increment: '0.01', mode: 'nearest' },
  minimumUnitPrice: null,
  ...overrides,
});

/** Tests send invalid rules on purpose too, so the helper takes any values and lets the API judge them. */
type Loose<T> = { [K in keyof T]?: unknown };
const rule = (id: string, match: Loose<PriceRuleInput['match']>, ask: Loose<PriceSideRuleInput> = {}, bid: Loose<PriceSideRuleInput> = { tiers: [{ minQuantity: 1, premium: '-2' }] }) => ({
  id,
  match,
  ask: side(ask),
  bid: side(bid),
});

const RULES = [
  rule('gold', { metal: 'gold' }),
  rule('silver', { metal: 'silver' }, { premiumKind: 'per_ozt', tierMode: 'graduated', tiers: [{ minQuantity: 1, premium: '3.5' }, { minQuantity: 10, premium: '2.75' }], rounding: { increment: '0.05', mode: 'up' } }, { premiumKind: 'per_ozt', tiers: [{ minQuantity: 1, premium: '-0.8' }] }),
  rule('gold-bars', { metal: 'gold', form: 'bar' }, { tiers: [{ minQuantity: 1, premium: '2.25' }, { minQuantity: 5, premium: '1.75' }], rounding: { increment: '1.00', mode: 'up' } }),
  rule('rounds', { categoryId: 4 }, { premiumKind: 'per_unit', tiers: [{ minQuantity: 1, premium: '2.5' }], minimumUnitPrice: '35.00' }),
];

interface Caller {
  as: Actor;
  token: string;
}
const as = (t: ProductTeam, role: 'admin' | 'member' | 'viewer'): Caller => ({ as: t[role], token: t.tokens[role] });

async function create(caller: Caller, body: Record<string, unknown>): Promise<PriceTemplate> {
  const result = await call(api, 'POST', '/api/price-templates', { ...caller, body });
  if (result.status !== 201) throw new Error(`create template: ${result.status} ${result.text}`);
  return result.body as PriceTemplate;
}

const get = (caller: Caller, path: string) => call(api, 'GET', path, caller);

describe('creating and reading', () => {
  let first: PriceTemplate;

  it('adds a template with its rules; the group’s first becomes the default', async () => {
    first = await create(as(team, 'member'), { name: '  Retail counter ', rules: RULES });
    expect(first).toMatchObject({ groupId: team.teamId, name: 'Retail counter', isDefault: true, version: 1 });
    expect(first.rules).toHaveLength(4);
    expect(first.rules[0]?.match).toEqual({ metal: 'gold', form: null, categoryId: null, productId: null });
    const read = await get(as(team, 'viewer'), `/api/price-templates/${first.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(first);
  });

  it('a later template is not the default unless it asks to be, and then takes it over', async () => {
    const second = await create(as(team, 'admin'), { name: 'Wholesale' });
    expect(second).toMatchObject({ isDefault: false, rules: [] });
    const third = await create(as(team, 'admin'), { name: 'Coin show', isDefault: true });
    expect(third.isDefault).toBe(true);
    const list = (await get(as(team, 'viewer'), '/api/price-templates')).body as { items: PriceTemplate[] };
    expect(list.items.map((item) => [item.name, item.isDefault])).toEqual([
      ['Coin show', true],
      ['Retail counter', false],
      ['Wholesale', false],
    ]);
  });

  it('keeps premiums as the exact decimal text sent', async () => {
    const template = await create(as(team, 'admin'), { name: 'Decimals', rules: [rule('d', { metal: 'gold' }, { tiers: [{ minQuantity: 1, premium: '0.0001' }] }, { tiers: [{ minQuantity: 1, premium: -12.3456 }] })] });
    expect([template.rules[0]?.ask.tiers[0]?.premium, template.rules[0]?.bid.tiers[0]?.premium]).toEqual(['0.0001', '-12.3456']);
    const stored = await api.database.db.selectFrom('price_templates').select('rules').where('id', '=', template.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.rules)).toContain('"premium":"-12.3456"');
  });
});

describe('validation', () => {
  const refused = async (body: unknown, path = '/api/price-templates', method = 'POST') => {
    const result = await call(api, method, path, { ...as(team, 'admin'), body });
    expect(result.status, result.text).toBe(400);
    return JSON.stringify(result.body);
  };

  it('refuses bad names, unknown fields and rules that break the rules', async () => {
    expect(await refused({ name: '   ' })).toContain('Name is required');
    expect(await refused({ name: 'x'.repeat(101) })).toContain('at most 100');
    expect(await refused({ name: 'Colour', colour: 'red' })).toContain('Unknown field: colour');
    expect(await refused({ name: 'No criteria', rules: [rule('a', {})] })).toContain('must match a metal, a form, a category or a product');
    expect(await refused({ name: 'Tiers', rules: [rule('a', { metal: 'gold' }, { tiers: [{ minQuantity: 5, premium: '1' }] })] })).toContain('first tier must start at quantity 1');
    expect(await refused({ name: 'Percent', rules: [rule('a', { metal: 'gold' }, { tiers: [{ minQuantity: 1, premium: '-101' }] })] })).toContain('between -100 and 1000');
    expect(await refused({ name: 'Twice', rules: [rule('a', { metal: 'gold' }), rule('a', { metal: 'silver' })] })).toContain('used twice');
    expect(await refused({ name: 'Metal', rules: [rule('a', { metal: 'copper' })] })).toContain('Metal must be one of');
    expect(await refused({ name: 'Rounding', rules: [rule('a', { metal: 'gold' }, { rounding: { increment: '0.10', mode: 'up' } })] })).toContain('Rounding increment');
    expect(await refused({ name: 'Category', rules: [rule('a', { categoryId: 999 })] })).toContain('Category 999 does not exist');
    expect(await refused({ name: 'Many', rules: Array.from({ length: 101 }, (_, index) => rule(`r${index}`, { metal: 'gold' })) })).toContain('At most 100 rules');
    expect(await refused({ name: 'Tiers', rules: [rule('a', { metal: 'gold' }, { tiers: Array.from({ length: 11 }, (_, index) => ({ minQuantity: index + 1, premium: '1' })) })] })).toContain('At most 10 tiers');
  });

  it('refuses a patch that changes nothing or sets the default, and malformed ids', async () => {
    const template = await create(as(team, 'admin'), { name: 'Patch target' });
    expect(await refused({}, `/api/price-templates/${template.id}`, 'PATCH')).toContain('Give a name or rules');
    expect(await refused({ isDefault: true }, `/api/price-templates/${template.id}`, 'PATCH')).toContain('POST /price-templates/{id}/default');
    expect((await get(as(team, 'admin'), '/api/price-templates/not-a-uuid')).status).toBe(400);
    expect((await get(as(team, 'admin'), `/api/price-templates/${template.id}/preview?quantity=0`)).status).toBe(400);
    expect((await get(as(team, 'admin'), `/api/price-templates/${template.id}/preview?form=medal`)).status).toBe(400);
  });

  it('refuses a name already used in the group, whatever its case (409 name_taken)', async () => {
    await create(as(team, 'admin'), { name: 'Dealer Show' });
    const again = await call(api, 'POST', '/api/price-templates', { ...as(team, 'admin'), body: { name: 'dealer show' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'name_taken' } });
    const renamed = await create(as(team, 'admin'), { name: 'Renamed later' });
    const clash = await call(api, 'PATCH', `/api/price-templates/${renamed.id}`, { ...as(team, 'admin'), body: { name: 'DEALER SHOW' } });
    expect(clash.status).toBe(409);
    // Another group may use the name.
    expect((await create(as(other, 'admin'), { name: 'Dealer Show' })).name).toBe('Dealer Show');
  });
});

describe('changing and deleting', () => {
  it('changes name and rules, adding 1 to the version; a stale version is 409 and changes nothing', async () => {
    const template = await create(as(team, 'member'), { name: 'Editable', rules: RULES });
    const renamed = await call(api, 'PATCH', `/api/price-templates/${template.id}`, { ...as(team, 'member'), body: { name: 'Edited', version: 1 } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Edited', version: 2, rules: template.rules });
    const rules = [rule('only', { form: 'coin' })];
    const replaced = await call(api, 'PATCH', `/api/price-templates/${template.id}`, { ...as(team, 'member'), body: { rules, version: 2 } });
    expect((replaced.body as PriceTemplate).rules.map((item) => item.id)).toEqual(['only']);
    expect((replaced.body as PriceTemplate).version).toBe(3);
    const stale = await call(api, 'PATCH', `/api/price-templates/${template.id}`, { ...as(team, 'member'), body: { name: 'Lost update', version: 2 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: 'version_conflict', details: { version: 3 } } });
    expect(((await get(as(team, 'member'), `/api/price-templates/${template.id}`)).body as PriceTemplate).name).toBe('Edited');
  });

  it('deletes a template; it is gone afterwards', async () => {
    const template = await create(as(team, 'admin'), { name: 'Short lived' });
    const deleted = await call(api, 'DELETE', `/api/price-templates/${template.id}`, as(team, 'admin'));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: template.id });
    expect((await get(as(team, 'admin'), `/api/price-templates/${template.id}`)).status).toBe(404);
    expect((await call(api, 'DELETE', `/api/price-templates/${template.id}`, as(team, 'admin'))).status).toBe(404);
  });
});

describe('duplicate and default', () => {
  it('duplicates with the rules, a free "(copy)" name, version 1 and not the default', async () => {
    const source = await create(as(team, 'admin'), { name: 'Original', rules: RULES, isDefault: true });
    const copy = (await call(api, 'POST', `/api/price-templates/${source.id}/duplicate`, as(team, 'member'))).body as PriceTemplate;
    expect(copy).toMatchObject({ name: 'Original (copy)', isDefault: false, version: 1, rules: source.rules });
    expect(copy.id).not.toBe(source.id);
    const second = await call(api, 'POST', `/api/price-templates/${source.id}/duplicate`, as(team, 'member'));
    expect(second.status).toBe(201);
    expect((second.body as PriceTemplate).name).toBe('Original (copy 2)');
    const long = await create(as(team, 'admin'), { name: 'L'.repeat(100) });
    const longCopy = (await call(api, 'POST', `/api/price-templates/${long.id}/duplicate`, as(team, 'admin'))).body as PriceTemplate;
    expect(longCopy.name.length).toBeLessThanOrEqual(100);
    expect(longCopy.name.endsWith('(copy)')).toBe(true);
  });

  it('keeps one default per group: setting one unsets the other, versions unchanged', async () => {
    const a = await create(as(team, 'admin'), { name: 'Default A', isDefault: true });
    const b = await create(as(team, 'admin'), { name: 'Default B' });
    const made = await call(api, 'POST', `/api/price-templates/${b.id}/default`, as(team, 'member'));
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ id: b.id, isDefault: true, version: 1 });
    const list = ((await get(as(team, 'admin'), '/api/price-templates')).body as { items: PriceTemplate[] }).items;
    expect(list.filter((item) => item.isDefault).map((item) => item.id)).toEqual([b.id]);
    expect(list[0]?.id).toBe(b.id);
    expect(list.find((item) => item.id === a.id)).toMatchObject({ isDefault: false, version: 1 });
    // Setting it again changes nothing.
    expect((await call(api, 'POST', `/api/price-templates/${b.id}/default`, as(team, 'member'))).body).toMatchObject({ isDefault: true });
  });

  it('the database itself refuses a second default in a group', async () => {
    const write = api.database.db.insertInto('price_templates').values({ group_id: team.teamId, name: 'Sneaky default', is_default: true, rules: '[]' }).execute();
    await expect(write).rejects.toMatchObject({ code: '23505', constraint: 'price_templates_one_default_key' });
  });

  it('deleting the default leaves the group without one', async () => {
    const solo = await setUpProductTeam(api, 'Solo Dealer');
    const only = await create(as(solo, 'admin'), { name: 'Only one' });
    expect(only.isDefault).toBe(true);
    await call(api, 'DELETE', `/api/price-templates/${only.id}`, as(solo, 'admin'));
    const next = await create(as(solo, 'admin'), { name: 'Next' });
    expect(next.isDefault).toBe(true);
  });
});

describe('roles and groups', () => {
  let template: PriceTemplate;
  beforeAll(async () => {
    template = await create(as(team, 'admin'), { name: 'Guarded', rules: RULES });
  });

  const writes = (id: string): [string, string, unknown?][] => [
    ['POST', '/api/price-templates', { name: 'Viewer made' }],
    ['PATCH', `/api/price-templates/${id}`, { name: 'Viewer edit' }],
    ['DELETE', `/api/price-templates/${id}`],
    ['POST', `/api/price-templates/${id}/duplicate`],
    ['POST', `/api/price-templates/${id}/default`],
  ];

  it('a viewer reads the list, a template and its preview, and may write nothing (403)', async () => {
    expect((await get(as(team, 'viewer'), '/api/price-templates')).status).toBe(200);
    expect((await get(as(team, 'viewer'), `/api/price-templates/${template.id}`)).status).toBe(200);
    expect((await get(as(team, 'viewer'), `/api/price-templates/${template.id}/preview`)).status).toBe(200);
    for (const [method, path, body] of writes(template.id)) {
      const result = await call(api, method, path, { ...as(team, 'viewer'), body });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(JSON.stringify(result.body)).toContain('can view orders, customers and price templates but not create or change them');
      expect(JSON.stringify(result.body)).not.toContain('orders.write');
    }
    expect(((await get(as(team, 'admin'), `/api/price-templates/${template.id}`)).body as PriceTemplate).name).toBe('Guarded');
  });

  it('another group neither sees nor changes the template (404), and lists only its own', async () => {
    for (const [method, path, body] of [...writes(template.id).slice(1), ['GET', `/api/price-templates/${template.id}`], ['GET', `/api/price-templates/${template.id}/preview`]] as [string, string, unknown?][]) {
      const result = await call(api, method, path, { ...as(other, 'admin'), body });
      expect(result.status, `${method} ${path}`).toBe(404);
    }
    const theirs = ((await get(as(other, 'admin'), '/api/price-templates')).body as { items: PriceTemplate[] }).items;
    expect(theirs.every((item) => item.groupId === other.teamId)).toBe(true);
    expect(((await get(as(team, 'admin'), `/api/price-templates/${template.id}`)).body as PriceTemplate).version).toBe(1);
  });

  it('needs the app access token of a group the caller belongs to', async () => {
    expect((await call(api, 'GET', '/api/price-templates', { as: team.admin })).status).toBe(401);
    expect((await call(api, 'GET', '/api/price-templates', { as: outsider, token: team.tokens.admin })).status).toBe(401);
  });

  it('row-level security hides other groups’ templates even from a query that forgets the group', async () => {
    const rows = await scoped(api.database.db, { userId: other.admin.userId, groupIds: [other.teamId] }, (tx) => tx.selectFrom('price_templates').select('group_id').execute());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.group_id === other.teamId)).toBe(true);
    const sneaky = scoped(api.database.db, { userId: other.admin.userId, groupIds: [other.teamId] }, (tx) =>
      tx.insertInto('price_templates').values({ group_id: team.teamId, name: 'Planted', rules: '[]' }).execute(),
    );
    await expect(sneaky).rejects.toThrow(/row-level security/);
  });
});

describe('preview', () => {
  const SPOT = { gold: '2000.1234', silver: '30.5000', platinum: '950.0000', palladium: '1000.0000', rhodium: '4700.0000' };
  let template: PriceTemplate;
  let roundId: string;

  beforeAll(async () => {
    template = await create(as(team, 'admin'), { name: 'Previewed', rules: RULES });
    roundId = await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Preview Silver Round 1 oz', categoryId: 4 }));
    await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Preview Gold Bar 100 g', metal: 'gold', type: 'bar', weight: 100, weightUnit: 'g', purity: 0.9999, metalContent: 99.99, categoryId: 3 }));
    await createProduct(api, team.admin, team.tokens.admin, validProduct({ title: 'Preview Unweighed Coin', metal: 'gold', type: 'coin', weight: null, purity: null, metalContent: null }));
    // The latest quote from now on (later than anything the simulated feed stores during the test).
    await api.database.db.insertInto('spot_prices').values({ ...SPOT, source: 'test', simulated: true, fetched_at: new Date(Date.now() + 86_400_000) }).execute();
  });

  const preview = async (query: string, caller = as(team, 'viewer')) => {
    const result = await get(caller, `/api/price-templates/${template.id}/preview?${query}`);
    expect(result.status, result.text).toBe(200);
    return result.body as PriceTemplatePreview;
  };

  it('prices each product on both sides exactly as the pricing function does', async () => {
    for (const query of ['q=preview', 'metal=gold,silver&quantity=12', 'q=eagle&quantity=60', 'form=bar&quantity=7', 'form=round,coin&limit=20&quantity=3']) {
      const result = await preview(query);
      expect(result.spot).toMatchObject(SPOT);
      expect(result.items.length).toBeGreaterThan(0);
      for (const item of result.items) {
        const row = await api.database.db.selectFrom('products').selectAll().where('id', '=', item.product.productId).executeTakeFirstOrThrow();
        const product = pricingProductOf(
          { id: row.id, title: row.title, groupId: row.group_id, obverseImage: row.obverse_image, metal: row.metal, type: row.type, categoryId: row.category_id, weight: row.weight, weightUnit: row.weight_unit, purity: row.purity, metalContent: row.metal_content },
          { weightUnits: WEIGHT_UNITS, categories: CATEGORIES },
        );
        // Besides what pricing needs, what a product title format shows: year, gross weight (decimal text) and unit.
        expect(item.product).toEqual({ ...product, year: row.year, weight: row.weight === null ? null : expect.stringMatching(/^\d+(\.\d+)?$/), weightUnit: row.weight_unit });
        if (row.weight !== null) expect(Number(item.product.weight)).toBe(Number(row.weight));
        const spot = row.metal ? (SPOT as Record<string, string>)[row.metal] : undefined;
        for (const side of ['ask', 'bid'] as const) {
          expect(item[side], `${query} ${row.title} ${side}`).toEqual(priceProduct({ rules: template.rules, product, quantity: result.quantity, side, spot }));
        }
      }
    }
  });

  it('gives the prices worked out by hand', async () => {
    const result = await preview('q=preview&quantity=12');
    const byTitle = Object.fromEntries(result.items.map((item) => [item.product.title, item]));
    // Silver round, 0.999 ozt: the category rule (rounds) beats the metal rule; 2.5 $/unit on melt 30.4695 → 32.97, under the 35.00 minimum.
    expect(byTitle['Preview Silver Round 1 oz']?.ask).toMatchObject({ status: 'priced', ruleId: 'rounds', unitPrice: '35.00', lineTotal: '420.00', floor: 'minimum' });
    expect(byTitle['Preview Silver Round 1 oz']?.product.productId).toBe(roundId);
    // Gold bar, 99.99 g = 3.2147531494 ozt × 2000.1234 = 6429.903… ; gold bars tier 5+: +1.75 % = 6542.426… → up to 6543.00.
    expect(byTitle['Preview Gold Bar 100 g']?.ask).toMatchObject({ status: 'priced', ruleId: 'gold-bars', tierIndex: 1, unitPrice: '6543.00', lineTotal: '78516.00' });
    // Bid, gold bar: the rule's bid is −2 % = 6301.30.
    expect(byTitle['Preview Gold Bar 100 g']?.bid).toMatchObject({ status: 'priced', unitPrice: '6301.30' });
    expect(byTitle['Preview Unweighed Coin']?.ask).toMatchObject({ status: 'weight_unknown', ruleId: 'gold' });
    // What a product title format needs, weights as decimal text without trailing zeros.
    expect(byTitle['Preview Gold Bar 100 g']?.product).toMatchObject({ weight: '100', weightUnit: 'g' });
    expect(byTitle['Preview Unweighed Coin']?.product).toMatchObject({ weight: null });
  });

  it('filters by form and prices one side when asked', async () => {
    const bars = await preview('form=bar&side=bid');
    expect(bars.items.every((item) => item.product.form === 'bar' && item.ask === null && item.bid !== null)).toBe(true);
    const limited = await preview('limit=3');
    expect(limited.items).toHaveLength(3);
    expect(limited.total).toBeGreaterThan(3);
  });

  it('another group’s products are not in the preview', async () => {
    const theirs = await create(as(other, 'admin'), { name: 'Their preview', rules: RULES });
    const result = await get(as(other, 'admin'), `/api/price-templates/${theirs.id}/preview?q=preview`);
    expect((result.body as PriceTemplatePreview).items.map((item) => item.product.title)).not.toContain('Preview Silver Round 1 oz');
  });

  it('without a stored spot every price is spot_unavailable, never 0', async () => {
    await sql`delete from spot_prices`.execute(api.database.db);
    const result = await preview('metal=gold');
    expect(result.spot).toBe(null);
    expect(result.items.length).toBeGreaterThan(0);
    for (const item of result.items) expect(['spot_unavailable', 'weight_unknown']).toContain(item.ask?.status);
  });
});
