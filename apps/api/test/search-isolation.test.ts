// Search isolation at scale (issue 37): two groups with thousands of items that share their words,
// imported through the endpoint. With the trigram indexes and the search functions of migration
// 0035 in place, a search in one group answers exactly its own matches (list and summary), never a
// row of the other, and a search function called with another group's id answers nothing. The same
// for the q of orders and customers.
import type { Customer, InventoryImportResult, InventoryPage, InventorySummary, OrderPage } from '@bullion/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoped } from '../src/db/database';
import { startTestApi, type TestApi } from './harness';
import { newOrder, setUpOrderDesk, storeTestSpot, type OrderDesk } from './orders-fixtures';

const ITEMS_PER_GROUP = 3000;
const TITLES = ['American Gold Eagle 1 oz', 'Canadian Maple Leaf 1 oz', 'Krugerrand 1 oz', 'American Silver Eagle 1 oz', 'Britannia 1 oz', 'Silver bar 1 kg'];
const GRADES = [null, 'MS69', 'MS70', 'PF70'];
const TAGS = ['stack', 'graded', 'lunar'];

interface Row {
  title: string;
  metal: string;
  form: string;
  weight: string;
  purity: string;
  quantity: number;
  grade: string | null;
  tags: string[];
  serialNumbers: string[];
  notes: string | null;
  cost: string;
}

/** The same rows for both groups (shared words), told apart only by the group they land in. */
function rows(): Row[] {
  return Array.from({ length: ITEMS_PER_GROUP }, (_, index) => {
    const title = TITLES[index % TITLES.length] as string;
    return {
      title: `${title} #${index + 1}`,
      metal: title.includes('Silver') || title.includes('Britannia') ? 'silver' : 'gold',
      form: title.includes('bar') ? 'bar' : 'coin',
      weight: '1',
      purity: '0.999',
      quantity: 1 + (index % 7),
      grade: GRADES[index % GRADES.length] as string | null,
      tags: [TAGS[index % TAGS.length] as string],
      serialNumbers: title.includes('bar') ? [`SN-${100000 + index}`] : [],
      notes: index % 10 === 0 ? 'Bought at the spring show' : null,
      cost: `${100 + (index % 50)}.00`,
    };
  });
}

/** What q matches: every word in the lower-case search text (title, grade, certificate, serials, tags, notes). */
function matches(row: Row, q: string): boolean {
  const text = [row.title, row.grade ?? '', '', row.serialNumbers.join(' '), row.tags.join(' '), row.notes ?? ''].join(' ').toLowerCase();
  return q.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}

let api: TestApi;
let a: OrderDesk;
let b: OrderDesk;
const imported = rows();
const idsOf = new Map<string, Set<string>>();

async function groupIds(table: 'inventory_items' | 'orders' | 'customers', groupId: string): Promise<Set<string>> {
  const result = await sql<{ id: string }>`select id from ${sql.table(table)} where group_id = ${groupId}::uuid`.execute(api.database.db);
  return new Set(result.rows.map((row) => row.id));
}

beforeAll(async () => {
  api = await startTestApi();
  a = await setUpOrderDesk(api, 'Search Desk A');
  b = await setUpOrderDesk(api, 'Search Desk B');
  await storeTestSpot(api);
  for (const desk of [a, b]) {
    const result = await desk.as('POST', '/api/inventory/import', { mode: 'commit', rows: imported });
    expect(result.status, result.text).toBe(200);
    expect((result.body as InventoryImportResult).added).toBe(ITEMS_PER_GROUP);
    idsOf.set(desk.team.teamId, await groupIds('inventory_items', desk.team.teamId));
  }
}, 120_000);
afterAll(() => api.close());

const SEARCHES = ['eagle', 'eagle #77', 'maple ms70', 'gold 1 oz', 'oz', 'SN-1000', 'spring lunar', 'EAGLE   eagle', 'krugerrand pf70 #1', '100%', 'no such coin'];

describe('inventory search at scale', () => {
  it.each(SEARCHES)('q=%s answers exactly the group’s own matches, in the list and the summary', async (q) => {
    const expected = imported.filter((row) => matches(row, q)).length;
    for (const [desk, otherDesk] of [
      [a, b],
      [b, a],
    ] as const) {
      const own = idsOf.get(desk.team.teamId) as Set<string>;
      const foreign = idsOf.get(otherDesk.team.teamId) as Set<string>;
      const seen: string[] = [];
      let total = -1;
      for (let offset = 0; total === -1 || offset < total; offset += 500) {
        const page = await desk.as('GET', `/api/inventory?q=${encodeURIComponent(q)}&limit=500&offset=${offset}`, undefined, 'viewer');
        expect(page.status, page.text).toBe(200);
        const body = page.body as InventoryPage;
        total = body.total;
        seen.push(...body.items.map((item) => item.id));
        if (!body.items.length) break;
      }
      expect(total).toBe(expected);
      expect(new Set(seen).size).toBe(expected);
      expect(seen.filter((id) => !own.has(id))).toEqual([]);
      expect(seen.filter((id) => foreign.has(id))).toEqual([]);
      const summary = (await desk.as('GET', `/api/inventory/summary?q=${encodeURIComponent(q)}`, undefined, 'viewer')).body as InventorySummary;
      expect(summary.items).toBe(expected);
    }
  }, 60_000);

  it('inventory_search_ids answers nothing for a group outside the caller’s scope, and the group’s matches inside it', async () => {
    const search = (scopeGroup: string, askedGroup: string, patterns: string[]) =>
      scoped(api.database.db, { userId: a.team.admin.userId, groupIds: [scopeGroup] }, async (tx) => {
        const result = await sql<{ id: string }>`select inventory_search_ids(${askedGroup}::uuid, ${patterns}::text[]) as id`.execute(tx);
        return result.rows.map((row) => row.id);
      });
    const eagles = imported.filter((row) => matches(row, 'eagle')).length;
    expect(await search(a.team.teamId, a.team.teamId, ['%eagle%'])).toHaveLength(eagles);
    expect(await search(a.team.teamId, b.team.teamId, ['%eagle%'])).toEqual([]);
    expect(await search(b.team.teamId, a.team.teamId, ['%eagle%', '%#77%'])).toEqual([]);
    const own = await search(b.team.teamId, b.team.teamId, ['%eagle%', '%#77%']);
    expect(own.length).toBe(imported.filter((row) => matches(row, 'eagle #77')).length);
    expect(own.filter((id) => !idsOf.get(b.team.teamId)?.has(id))).toEqual([]);
  });
});

describe('orders and customers search', () => {
  const made = new Map<string, { orders: string[]; customers: Customer[] }>();

  beforeAll(async () => {
    for (const desk of [a, b]) {
      const customers: Customer[] = [];
      const orders: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        const created = await desk.as('POST', '/api/customers', { name: `Walter Eagle ${index}`, email: `walter${index}@example.com` });
        expect(created.status, created.text).toBe(201);
        const customer = created.body as Customer;
        customers.push(customer);
        const line = { title: index % 2 ? 'Krugerrand 1 oz' : 'Gold bar 1 kg', metal: 'gold', form: index % 2 ? 'coin' : 'bar', quantity: 1, unitPrice: '100.00', overrideReason: 'Agreed price' };
        const order = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [line], notes: index % 3 ? null : 'Pick-up Friday' });
        orders.push(order.id);
      }
      made.set(desk.team.teamId, { orders, customers });
    }
  }, 120_000);

  it.each(['krugerrand', 'walter eagle', 'pick-up', 'friday krugerrand', 'so-', 'eagle 1', 'nothing here'])('orders q=%s answer the group’s own orders only', async (q) => {
    for (const [desk, otherDesk] of [
      [a, b],
      [b, a],
    ] as const) {
      const own = new Set(made.get(desk.team.teamId)?.orders);
      const foreign = new Set(made.get(otherDesk.team.teamId)?.orders);
      const page = (await desk.as('GET', `/api/orders?q=${encodeURIComponent(q)}&limit=100`, undefined, 'viewer')).body as OrderPage;
      const expected = (await desk.as('GET', `/api/orders?limit=100`, undefined, 'viewer')).body as OrderPage;
      // What a reader of every order would find: the number, the customer, the notes or a line's title.
      const full = await Promise.all(expected.items.map(async (item) => (await desk.as('GET', `/api/orders/${item.id}`, undefined, 'viewer')).body as { id: string; number: string; customer: { name: string }; notes: string | null; lines: { title: string }[] }));
      const wanted = full.filter((order) => {
        const text = [order.number, order.customer.name, order.notes ?? '', ...order.lines.map((line) => line.title)].join(' ').toLowerCase();
        return q.split(/\s+/).every((word) => text.includes(word));
      });
      expect(page.items.map((item) => item.id).sort()).toEqual(wanted.map((order) => order.id).sort());
      expect(page.total).toBe(wanted.length);
      expect(page.items.filter((item) => foreign.has(item.id) || !own.has(item.id))).toEqual([]);
    }
  }, 60_000);

  it('customers q answers the group’s own customers only', async () => {
    for (const [desk, otherDesk] of [
      [a, b],
      [b, a],
    ] as const) {
      const foreign = new Set(made.get(otherDesk.team.teamId)?.customers.map((customer) => customer.id));
      const page = (await desk.as('GET', '/api/customers?q=walter%20eagle%201&limit=100', undefined, 'viewer')).body as { items: Customer[]; total: number };
      // The names (and e-mails) with a 1: Walter Eagle 1, 10–19 and 21.
      expect(page.total).toBe(12);
      expect(page.items.every((customer) => customer.groupId === desk.team.teamId && !foreign.has(customer.id))).toBe(true);
    }
  });

  it('order_search_ids and customer_search_ids answer nothing for a group outside the caller’s scope', async () => {
    const search = (fn: 'order_search_ids' | 'customer_search_ids', scopeGroup: string, askedGroup: string) =>
      scoped(api.database.db, { userId: a.team.admin.userId, groupIds: [scopeGroup] }, async (tx) => {
        const result = await sql<{ id: string }>`select ${sql.raw(fn)}(${askedGroup}::uuid, ${['%walter%']}::text[]) as id`.execute(tx);
        return result.rows.length;
      });
    expect(await search('order_search_ids', a.team.teamId, a.team.teamId)).toBe(30);
    expect(await search('order_search_ids', a.team.teamId, b.team.teamId)).toBe(0);
    expect(await search('customer_search_ids', b.team.teamId, b.team.teamId)).toBe(30);
    expect(await search('customer_search_ids', b.team.teamId, a.team.teamId)).toBe(0);
  });
});
