// The kept inventory totals and daily holdings (migration 0034) against a full recomputation: random
// sequences of item creates and edits, moves, whole and partial dispositions, undos (a split lot
// merging back), imports, and orders completed and reversed, all through the API; after each
// sequence the kept tables, the summary under several filters and every day of the 30- and 365-day
// history equal what the recomputing queries derive from the items themselves, exactly.
import type { InventorySummary, Order } from '@bullion/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoped } from '../src/db/database';
import { portfolioHistory, recomputeHistory } from '../src/inventory/history';
import { recomputeSummary, summarise } from '../src/inventory/list-query';
import { loadSpaceTree } from '../src/spaces/space-tree';
import { SLOW, startTestApi, type TestApi } from './harness';
import { addSpace, daysAgo, storeSpot } from './inventory-fixtures';
import { addCustomer, setUpOrderDesk, storeTestSpot, type OrderDesk } from './orders-fixtures';

let api: TestApi;
let desk: OrderDesk;
let customerId: string;
/** No space, a safe, a shelf inside it, a vault. */
let places: (string | null)[];

beforeAll(async () => {
  api = await startTestApi();
  desk = await setUpOrderDesk(api, 'Totals Desk');
  await storeTestSpot(api);
  // Quotes inside the year's window, so the history has melt values to compare as well as costs.
  for (const [days, gold, silver] of [[2, '2010.5', '25.25'], [20, '1990', '24.1'], [45, '1875.75', '23'], [300, '1700', '21.5']] as const) {
    await storeSpot(api, `${daysAgo(days)}T15:00:00Z`, { gold, silver, platinum: '950.5', palladium: '1001', rhodium: '4400' });
  }
  customerId = (await addCustomer(desk.as, 'Totals Customer')).id;
  const safe = await addSpace(desk.as, { name: 'Totals safe', kind: 'safe' });
  const shelf = await addSpace(desk.as, { name: 'Shelf', parentId: safe.id });
  const vault = await addSpace(desk.as, { name: 'Totals vault', kind: 'vault' });
  places = [null, safe.id, shelf.id, vault.id];
}, SLOW.startsAnApi.timeout);
afterAll(() => api.close());

// ------------------------------------------------------------------ what a sequence may do

const money = fc.integer({ min: 0, max: 500_000 }).map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
const weight = fc.integer({ min: 1, max: 200_000 }).map((thousandths) => String(thousandths / 1000));
const day = fc.integer({ min: 0, max: 420 });
const pick = fc.nat(1_000);

const itemFields = fc.record(
  {
    metal: fc.constantFrom('gold', 'silver', 'platinum', 'copper', null),
    form: fc.constantFrom('coin', 'bar', 'round', 'other'),
    weight: fc.option(weight, { freq: 5 }),
    weightUnit: fc.constantFrom('ozt', 'g', 'kg'),
    purity: fc.constantFrom('0.999', '0.9999', '0.925', '0.5', null),
    quantity: fc.integer({ min: 1, max: 25 }),
    cost: fc.option(money, { freq: 4 }),
    shipping: fc.option(money, { freq: 2 }),
    acquiredDaysAgo: fc.option(day, { freq: 4 }),
  },
  { requiredKeys: ['metal', 'quantity'] },
);
type ItemFields = typeof itemFields extends fc.Arbitrary<infer T> ? T : never;

const action = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('create' as const), fields: itemFields, place: fc.nat(3), stock: fc.boolean() }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick,
      patch: fc.oneof(
        fc.record({ metal: fc.constantFrom('gold', 'silver', 'rhodium', null) }),
        fc.record({ weight: fc.option(weight), purity: fc.constantFrom('0.999', '0.9', null) }),
        fc.record({ quantity: fc.integer({ min: 1, max: 30 }) }),
        fc.record({ cost: fc.option(money), tax: fc.option(money) }),
        fc.record({ acquiredOn: fc.option(day.map(daysAgo)) }),
        fc.record({ form: fc.constantFrom('coin', 'bar') }),
      ),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('move' as const), pick, place: fc.nat(3) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('dispose' as const), pick, part: pick, daysAgo: day, sold: fc.boolean() }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('undo' as const), pick }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('import' as const), rows: fc.array(itemFields, { minLength: 1, maxLength: 6 }) }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('buy' as const), lines: fc.array(fc.record({ gold: fc.boolean(), weight: fc.integer({ min: 1, max: 2_000 }).map(String), quantity: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 3 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('sell' as const), pick, part: pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick }), weight: 1 },
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

function itemBody(fields: ItemFields, title: string) {
  const { acquiredDaysAgo, ...rest } = fields;
  return { title, ...rest, ...(acquiredDaysAgo === undefined ? {} : { acquiredOn: acquiredDaysAgo === null ? null : daysAgo(acquiredDaysAgo) }) };
}

interface HeldItem {
  id: string;
  quantity: number;
  acquired_on: string | null;
  metal: string | null;
  fine_weight_ozt: string | null;
}

const at = <T>(list: readonly T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined);

async function heldItems(): Promise<HeldItem[]> {
  return api.database.db
    .selectFrom('inventory_items')
    .select(['id', 'quantity', 'acquired_on', 'metal', 'fine_weight_ozt'])
    .where('group_id', '=', desk.team.teamId)
    .where('merged_into_item_id', 'is', null)
    .where('status', 'in', ['drawer', 'stock'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function activeDispositions(): Promise<string[]> {
  const rows = await api.database.db
    .selectFrom('inventory_dispositions')
    .select('id')
    .where('group_id', '=', desk.team.teamId)
    .where('undone_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

const completedOrders: Order[] = [];
/** Successful writes per kind of action, over all runs: every path has to have been taken. */
const done = new Map<string, number>();

/** Runs one action; a 4xx (a rule of the API said no) is an answer, a 5xx is a failure. */
async function perform(step: Action, index: number): Promise<void> {
  const { as } = desk;
  const answers: { status: number; text: string }[] = [];
  const send = async (method: string, path: string, body?: unknown, role: 'member' | 'admin' = 'member') => {
    const answer = await as(method, path, body, role);
    answers.push(answer);
    return answer;
  };
  let kind: string = step.kind;
  switch (step.kind) {
    case 'create': {
      const place = places[step.place] ?? null;
      await send('POST', '/api/inventory', { ...itemBody(step.fields, `Lot ${index}`), ...(place ? { spaceId: place } : { status: step.stock ? 'stock' : 'drawer' }) });
      break;
    }
    case 'edit': {
      const item = at(await heldItems(), step.pick);
      if (item) await send('PATCH', `/api/inventory/${item.id}`, step.patch);
      break;
    }
    case 'move': {
      const item = at(await heldItems(), step.pick);
      if (item) await send('POST', '/api/inventory/move', { ids: [item.id], spaceId: places[step.place] ?? null });
      break;
    }
    case 'dispose': {
      const item = at(await heldItems(), step.pick);
      if (!item) break;
      const quantity = 1 + (step.part % item.quantity);
      if (quantity < item.quantity) kind = 'dispose part';
      const date = [daysAgo(step.daysAgo), item.acquired_on ?? ''].sort().at(-1);
      await send('POST', `/api/inventory/${item.id}/dispositions`, step.sold ? { kind: 'sold', date, quantity, amount: '100.00' } : { kind: 'lost', date, quantity });
      break;
    }
    case 'undo': {
      const id = at(await activeDispositions(), step.pick);
      if (id) await send('DELETE', `/api/inventory/dispositions/${id}`, undefined, 'admin');
      break;
    }
    case 'import':
      await send('POST', '/api/inventory/import', { mode: 'commit', rows: step.rows.map((row, n) => itemBody(row, `Imported ${index}.${n}`)) });
      break;
    case 'buy': {
      const lines = step.lines.map((line) => ({ title: 'Bought metal', metal: line.gold ? 'gold' : 'silver', form: 'bar', weight: line.weight, weightUnit: 'g', purity: '0.999', quantity: line.quantity }));
      await complete({ side: 'buy', customerId, lines });
      break;
    }
    case 'sell': {
      const sellable = (await heldItems()).filter((item) => (item.metal === 'gold' || item.metal === 'silver') && item.fine_weight_ozt !== null);
      const item = at(sellable, step.pick);
      if (item) await complete({ side: 'sell', customerId, lines: [{ inventoryItemId: item.id, quantity: 1 + (step.part % item.quantity) }] });
      break;
    }
    case 'reverse': {
      const order = at(completedOrders, step.pick);
      if (!order) break;
      const answer = await send('POST', `/api/orders/${order.id}/reverse`, { reason: 'Property test reversal' }, 'admin');
      if (answer.status === 200) completedOrders.splice(completedOrders.indexOf(order), 1);
      break;
    }
  }
  for (const answer of answers) expect(answer.status, `${step.kind}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answers.length && answers.every((answer) => answer.status < 300)) done.set(kind, (done.get(kind) ?? 0) + 1);

  /** Takes an order from draft to completed; stops at the first step the API refuses (an item too light to price, say). */
  async function complete(body: Record<string, unknown>) {
    kind = `${body.side} order`;
    const created = await send('POST', '/api/orders', body);
    if (created.status !== 201) return;
    let order = created.body as Order;
    for (const step of ['quote', 'confirm', 'payments', 'fulfil', 'complete']) {
      const answer = await send('POST', `/api/orders/${order.id}/${step}`, step === 'payments' ? { method: 'wire', amount: order.totals.balanceDue } : {});
      if (answer.status >= 300) return;
      order = answer.body as Order;
    }
    completedOrders.push(order);
  }
}

// ------------------------------------------------------------------ what has to hold

const SUMMARY_FILTERS = () => [
  {},
  { status: ['disposed' as const] },
  { status: ['drawer' as const, 'stock' as const, 'disposed' as const] },
  { metal: ['gold' as const] },
  { metal: ['silver' as const, 'platinum' as const], form: ['coin' as const, 'bar' as const] },
  { space: places[1] as string },
  { space: places[2] as string, status: ['stock' as const, 'disposed' as const] },
  { space: 'none' },
];

/** Kept totals rows that differ from the items' own group-by (either side missing counts too). */
async function totalsMismatches() {
  const result = await sql`
    with kept as (
      -- A key may have several rows (writers that overlapped, not merged yet): they add up.
      select status, metal, form, space_id, sum(items) as items, sum(pieces) as pieces, sum(fine_ozt) as fine_ozt,
        sum(cost_basis) as cost_basis, sum(costed_fine_ozt) as costed_fine_ozt, sum(unvalued) as unvalued
      from inventory_totals where group_id = ${desk.team.teamId}::uuid
      group by status, metal, form, space_id
      having sum(items) <> 0 or sum(pieces) <> 0 or sum(fine_ozt) <> 0 or sum(cost_basis) <> 0 or sum(costed_fine_ozt) <> 0 or sum(unvalued) <> 0
    ),
    fresh as (
      select status, metal, form, space_id, count(*) as items, sum(quantity) as pieces,
        coalesce(sum(fine_weight_ozt * quantity), 0) as fine_ozt, coalesce(sum(cost_basis), 0) as cost_basis,
        coalesce(sum(fine_weight_ozt * quantity) filter (where cost_basis is not null), 0) as costed_fine_ozt,
        count(*) filter (where metal is null or fine_weight_ozt is null) as unvalued
      from inventory_items where group_id = ${desk.team.teamId}::uuid and merged_into_item_id is null
      group by status, metal, form, space_id
    )
    select to_jsonb(k) as kept, to_jsonb(f) as fresh
    from kept k full join fresh f
      on k.status = f.status and coalesce(k.metal, '-') = coalesce(f.metal, '-') and k.form = f.form
      and coalesce(k.space_id::text, '-') = coalesce(f.space_id::text, '-')
    where (k.items, k.pieces, k.fine_ozt, k.cost_basis, k.costed_fine_ozt, k.unvalued)
      is distinct from (f.items, f.pieces, f.fine_ozt, f.cost_basis, f.costed_fine_ozt, f.unvalued)
  `.execute(api.database.db);
  return result.rows;
}

/** Kept daily changes that differ from the items' own. */
async function holdingDayMismatches() {
  const result = await sql`
    with kept as (
      select day, metal, sum(fine_ozt) as fine_ozt, sum(cost_basis) as cost_basis from inventory_holding_days
      where group_id = ${desk.team.teamId}::uuid
      group by day, metal
      having sum(fine_ozt) <> 0 or sum(cost_basis) <> 0
    ),
    held as (
      select coalesce(i.metal, '') as metal, coalesce(i.fine_weight_ozt * i.quantity, 0) as fine, coalesce(i.cost_basis, 0) as cost,
        coalesce(i.acquired_on, (coalesce(origin.created_at, i.created_at) at time zone 'UTC')::date) as since, d.disposed_on as until
      from inventory_items i
      left join inventory_items origin on origin.id = i.split_from_item_id
      left join inventory_dispositions d on d.item_id = i.id and d.undone_at is null
      where i.group_id = ${desk.team.teamId}::uuid and i.merged_into_item_id is null
    ),
    fresh as (
      select day, metal, sum(fine) as fine_ozt, sum(cost) as cost_basis
      from (select since as day, metal, fine, cost from held union all select until, metal, -fine, -cost from held where until is not null) events
      group by day, metal
      having sum(fine) <> 0 or sum(cost) <> 0
    )
    select to_jsonb(k) as kept, to_jsonb(f) as fresh
    from kept k full join fresh f on (k.day, k.metal) = (f.day, f.metal)
    where (k.fine_ozt, k.cost_basis) is distinct from (f.fine_ozt, f.cost_basis)
  `.execute(api.database.db);
  return result.rows;
}

async function expectKeptEqualsRecomputed() {
  expect(await totalsMismatches()).toEqual([]);
  expect(await holdingDayMismatches()).toEqual([]);
  const groupId = desk.team.teamId;
  const now = new Date();
  await scoped(api.database.db, { userId: desk.team.member.userId, groupIds: [groupId] }, async (tx) => {
    const spaces = await loadSpaceTree(tx, groupId);
    for (const filters of SUMMARY_FILTERS()) {
      expect(await summarise(tx, groupId, filters, spaces), JSON.stringify(filters)).toEqual(await recomputeSummary(tx, groupId, filters, spaces));
    }
    for (const days of [30, 365]) {
      expect(await portfolioHistory(tx, groupId, days, now), `${days} days`).toEqual(await recomputeHistory(tx, groupId, days, now));
    }
  });
  // And as a caller sees it.
  const answered = (await desk.as('GET', '/api/inventory/summary')).body as InventorySummary;
  const recomputed = await scoped(api.database.db, { userId: desk.team.member.userId, groupIds: [groupId] }, async (tx) =>
    recomputeSummary(tx, groupId, {}, await loadSpaceTree(tx, groupId)),
  );
  expect(answered).toEqual(recomputed);
}

describe('kept inventory totals and daily holdings', () => {
  // About a hundred API writes and their checks: 7–14 s alone, 30 s beside other work on 2 cores.
  it('equal a full recomputation after any sequence of item writes, dispositions, undos, imports and orders', { timeout: 90_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 8, maxLength: 18 }), async (steps) => {
        for (const [index, step] of steps.entries()) await perform(step, index);
        await expectKeptEqualsRecomputed();
      }),
      // The group carries over from run to run (more history for later runs); no shrinking of a
      // sequence whose start is another run's end.
      { numRuns: 6, endOnFailure: true },
    );
    for (const kind of ['create', 'edit', 'move', 'dispose', 'dispose part', 'undo', 'import', 'buy order', 'sell order']) {
      expect(done.get(kind) ?? 0, `${kind} succeeded at least once`).toBeGreaterThan(0);
    }
    // The sums are not all trivially zero.
    const summary = (await desk.as('GET', '/api/inventory/summary?status=drawer,stock,disposed')).body as InventorySummary;
    expect(summary.items).toBeGreaterThan(0);
  });

  it('stay equal when writers of one group overlap (on Postgres their transactions run at once): no deadlock, nothing lost', SLOW.bulk, async () => {
    const { as } = desk;
    const lots = await Promise.all(
      Array.from({ length: 6 }, (_, n) => as('POST', '/api/inventory', { title: `Overlap ${n}`, metal: n % 2 ? 'gold' : 'silver', form: 'bar', weight: '10', purity: '0.999', quantity: 10, cost: '1000.00', acquiredOn: daysAgo(10 + n) })),
    );
    const ids = lots.map((lot) => (lot.body as { id: string }).id);
    // Partial disposals of every lot (split + update + disposition each), imports and creates, all at once.
    const disposals = await Promise.all([
      ...ids.map((id, n) => as('POST', `/api/inventory/${id}/dispositions`, { kind: 'sold', date: daysAgo(n), quantity: 1 + n, amount: '50.00' })),
      as('POST', '/api/inventory/import', { mode: 'commit', rows: [{ title: 'Overlap import', metal: 'silver', weight: '1', purity: '0.999', quantity: 3, cost: '75.00' }] }),
      as('POST', '/api/inventory', { title: 'Overlap create', metal: 'gold', weight: '1', purity: '0.9999', cost: '2000.00' }),
    ]);
    for (const answer of [...lots, ...disposals]) expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(300);
    // Undos (merging back into lots that others are disposing of again) against new partial disposals.
    const dispositionIds = disposals.slice(0, ids.length).map((answer) => (answer.body as { disposed: { disposition: { id: string } } }).disposed.disposition.id);
    const overlapping = await Promise.all([
      ...dispositionIds.map((id) => as('DELETE', `/api/inventory/dispositions/${id}`, undefined, 'admin')),
      ...ids.map((id) => as('POST', `/api/inventory/${id}/dispositions`, { kind: 'lost', date: daysAgo(1), quantity: 1 })),
    ]);
    for (const answer of overlapping) expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(300);
    await expectKeptEqualsRecomputed();
  });
});
