// @vitest-environment node
// The inventory and spaces mocks behave as the API is specified to: filters and paging, summary sums,
// the 30-day history, version conflicts, splits on partial disposals and their undo, moves.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockDb } from '../db';
import { MOCK_API_URL } from '../http';
import { createMockHandlers } from '../index';
import { spaceListSchema, dispositionResultSchema, inventoryItemSchema, inventoryLedgerSchema, inventoryPageSchema, inventorySummarySchema, portfolioHistorySchema } from '@bullion/contract';
import { MOCK_SPACE_IDS } from '../spaces/fixtures';
import { MOCK_DISPOSITION_ID, MOCK_ITEM_IDS } from './fixtures';

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

const list = async (query: string) => inventoryPageSchema.parse((await call('GET', `/inventory?${query}`)).data);
const item = async (id: string) => inventoryItemSchema.parse((await call('GET', `/inventory/${id}`)).data);

describe('inventory mocks', () => {
  it('lists held items by default, disposed ones on request, and pages by offset and limit', async () => {
    const held = await list('');
    expect(held.total).toBe(15);
    expect(held.items.some((entry) => entry.status === 'disposed')).toBe(false);
    const all = await list('status=drawer,stock,disposed');
    expect(all.total).toBe(16);
    const first = await list('sort=title&limit=4');
    const second = await list('sort=title&limit=4&offset=4');
    expect(first.items).toHaveLength(4);
    expect(second.items.map((entry) => entry.id)).not.toContain(first.items[0]?.id);
  });

  it('filters by text, metal, form, tag, and a space with the locations below it', async () => {
    expect((await list('q=eagle&metal=platinum')).items.map((entry) => entry.title)).toEqual(['American Platinum Eagle 1 oz']);
    expect((await list('form=bar&metal=gold')).total).toBe(2);
    expect((await list('tag=GRADED')).items.map((entry) => entry.id)).toEqual([MOCK_ITEM_IDS.gradedEagle]);
    const safe = await list(`space=${MOCK_SPACE_IDS.homeSafe}&limit=100`);
    expect(safe.items.every((entry) => entry.spacePath[0] === 'Home safe')).toBe(true);
    expect(safe.items.some((entry) => entry.spacePath.join(' › ') === 'Home safe › Top shelf › Box A')).toBe(true);
    expect((await list('space=none')).items.map((entry) => entry.id)).toEqual([MOCK_ITEM_IDS.sovereigns]);
  });

  it('refuses filters the API refuses', async () => {
    const { status, data } = await call('GET', '/inventory?metal=tin');
    expect(status).toBe(400);
    expect(JSON.stringify(data)).toContain('metal: tin is not a metal');
  });

  it('sums the summary per metal exactly, leaving unweighed items unvalued', async () => {
    const summary = inventorySummarySchema.parse((await call('GET', '/inventory/summary')).data);
    expect(summary.items).toBe(15);
    expect(summary.unvalued).toBe(1);
    expect(summary.drawer).toBe(1);
    const silver = summary.metals.find((holding) => holding.metal === 'silver');
    // 250 × 0.9999 + 3 × (1000 / 31.1034768 × 0.999) + 100 × 0.999 + 50 × 0.999 + 20 × 0.999
    expect(silver?.fineOzt).toBe('516.16078746');
    // The Libertads have no cost basis: their ounces are left out of the costed ounces.
    expect(silver?.costedFineOzt).toBe('496.18078746');
    expect(summary.metals.map((holding) => holding.metal)).toEqual(['gold', 'silver', 'platinum', 'copper']);
  });

  it('answers 30 days of portfolio value and the day’s quote, with a gap on a day without a quote', async () => {
    const history = portfolioHistorySchema.parse((await call('GET', '/inventory/history?days=30')).data);
    expect(history.days).toHaveLength(30);
    expect(history.days.at(-1)?.date).toBe('2026-11-02');
    expect(history.days.filter((day) => day.meltValue === null)).toHaveLength(1);
    expect(history.days.filter((day) => day.spot === null)).toEqual(history.days.filter((day) => day.meltValue === null));
    // The mock feed's last point is today's spot, stored as numeric(14, 4).
    expect(history.days.at(-1)?.spot).toMatchObject({ gold: expect.stringMatching(/^\d+\.\d{4}$/), rhodium: expect.stringMatching(/^\d+\.\d{4}$/) });
    // The two Britannias sold on 2026-09-18 are out, the sovereigns acquired 2026-10-28 in.
    const before = history.days.find((day) => day.date === '2026-10-27');
    const after = history.days.find((day) => day.date === '2026-10-28');
    expect(Number(after?.costBasis) - Number(before?.costBasis)).toBe(1725);
  });

  it('refuses a stale version with 409', async () => {
    const { status, data } = await call('PATCH', `/inventory/${MOCK_ITEM_IDS.goldEagles}`, { notes: 'x', version: 1 });
    expect(status).toBe(409);
    expect(data).toMatchObject({ error: { code: 'version_conflict' } });
  });

  it('refuses what the API refuses: changing a disposed item, putting a drawer item away by PATCH', async () => {
    expect((await call('PATCH', `/inventory/${MOCK_ITEM_IDS.soldBritannias}`, { notes: 'x' })).data).toMatchObject({ error: { code: 'item_disposed' } });
    expect((await call('POST', '/inventory/move', { ids: [MOCK_ITEM_IDS.soldBritannias], spaceId: null })).data).toMatchObject({ error: { code: 'item_disposed' } });
    expect((await call('PATCH', `/inventory/${MOCK_ITEM_IDS.sovereigns}`, { spaceId: MOCK_SPACE_IDS.homeSafe })).status).toBe(400);
  });

  it('moves a stock item by PATCH and records it as a move', async () => {
    await call('PATCH', `/inventory/${MOCK_ITEM_IDS.combiBar}`, { spaceId: MOCK_SPACE_IDS.boxA, version: 2 });
    const ledger = inventoryLedgerSchema.parse((await call('GET', `/inventory/${MOCK_ITEM_IDS.combiBar}/history`)).data);
    expect(ledger.entries[0]).toMatchObject({ kind: 'moved', detail: { to: ['Home safe', 'Top shelf', 'Box A'] } });
  });

  it('records an edit in the ledger with each field from and to', async () => {
    await call('PATCH', `/inventory/${MOCK_ITEM_IDS.goldEagles}`, { quantity: 12, cost: '31380.00', version: 2 });
    const edited = await item(MOCK_ITEM_IDS.goldEagles);
    expect(edited).toMatchObject({ quantity: 12, version: 3, costBasis: '31415.00' });
    const ledger = inventoryLedgerSchema.parse((await call('GET', `/inventory/${MOCK_ITEM_IDS.goldEagles}/history`)).data);
    expect(ledger.entries[0]).toMatchObject({ kind: 'edited', changes: { quantity: { from: 10, to: 12 }, cost: { from: '26150.00', to: '31380.00' } } });
  });

  it('splits a lot on a partial disposal, with the cost basis shared exactly, and merges it back on undo', async () => {
    const { status, data } = await call('POST', `/inventory/${MOCK_ITEM_IDS.pampBars}/dispositions`, { kind: 'sold', date: '2026-11-01', quantity: 2, amount: '1900.00' });
    expect(status).toBe(200);
    const result = dispositionResultSchema.parse(data);
    // 4480.00 + 20.00 over 5 bars: 1792.00 + 8.00 for two, 2688.00 + 12.00 stay.
    expect(result.disposed).toMatchObject({ quantity: 2, status: 'disposed', costBasis: '1800.00', disposition: { realisedGain: '100.00', splitFromItemId: MOCK_ITEM_IDS.pampBars } });
    expect(result.remaining).toMatchObject({ id: MOCK_ITEM_IDS.pampBars, quantity: 3, costBasis: '2700.00', status: 'stock' });
    // Which bars went is not known: the serial numbers stay with the lot.
    expect(result.disposed.serialNumbers).toEqual([]);
    expect(result.remaining?.serialNumbers).toHaveLength(5);
    const undone = inventoryItemSchema.parse((await call('DELETE', `/inventory/dispositions/${result.disposed.disposition?.id}`)).data);
    expect(undone).toMatchObject({ id: MOCK_ITEM_IDS.pampBars, quantity: 5, costBasis: '4500.00' });
    expect((await call('GET', `/inventory/${result.disposed.id}`)).status).toBe(404);
  });

  it('requires an amount for a sale and refuses one for a loss', async () => {
    expect((await call('POST', `/inventory/${MOCK_ITEM_IDS.combiBar}/dispositions`, { kind: 'sold', date: '2026-11-01' })).status).toBe(400);
    expect((await call('POST', `/inventory/${MOCK_ITEM_IDS.combiBar}/dispositions`, { kind: 'lost', date: '2026-11-01', amount: '1' })).status).toBe(400);
    const lost = dispositionResultSchema.parse((await call('POST', `/inventory/${MOCK_ITEM_IDS.combiBar}/dispositions`, { kind: 'lost', date: '2026-11-01' })).data);
    expect(lost.disposed.disposition).toMatchObject({ amount: null, realisedGain: '-4420.00' });
    expect(lost.remaining).toBeNull();
  });

  it('brings the sold Britannias back into their lot on undo', async () => {
    const merged = inventoryItemSchema.parse((await call('DELETE', `/inventory/dispositions/${MOCK_DISPOSITION_ID}`)).data);
    expect(merged).toMatchObject({ id: MOCK_ITEM_IDS.britannias, quantity: 5, costBasis: '10375.00' });
  });

  it('moves items into a space, putting drawer items away, and counts them there', async () => {
    await call('POST', '/inventory/move', { ids: [MOCK_ITEM_IDS.sovereigns], spaceId: MOCK_SPACE_IDS.bottomDrawer });
    expect(await item(MOCK_ITEM_IDS.sovereigns)).toMatchObject({ status: 'stock', spacePath: ['Home safe', 'Bottom drawer'] });
    const spaces = spaceListSchema.parse((await call('GET', '/spaces')).data).spaces;
    expect(spaces.find((space) => space.id === MOCK_SPACE_IDS.bottomDrawer)).toMatchObject({ items: 1, pieces: 3, depth: 2 });
    expect(spaces.map((space) => space.name)).toEqual(['First National box 214', 'Home safe', 'Bottom drawer', 'Top shelf', 'Box A']);
  });

  it('refuses to delete a space that holds items and to nest deeper than three levels', async () => {
    expect((await call('DELETE', `/spaces/${MOCK_SPACE_IDS.boxA}`)).data).toMatchObject({ error: { code: 'space_not_empty' } });
    expect((await call('POST', '/spaces', { name: 'Too deep', parentId: MOCK_SPACE_IDS.boxA })).data).toMatchObject({ error: { code: 'space_too_deep' } });
    expect((await call('POST', '/spaces', { name: 'top SHELF', parentId: MOCK_SPACE_IDS.homeSafe })).data).toMatchObject({ error: { code: 'space_name_taken' } });
  });
});
