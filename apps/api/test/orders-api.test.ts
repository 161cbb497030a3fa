// Orders: the status flow (allowed and refused with 409), quote expiry on the injected clock,
// payments, fulfilment into the drawer and disposition of sold items in one transaction (a failure
// mid-way leaves nothing changed), the Form 8300 flag, roles, group isolation, validation answers and
// exact decimals. Prices are checked against the shared pricing function.
import { priceOrderLine, priceRulesSchema, type InventoryItem, type LedgerEntry, type Order, type OrderPage, type OrderPricePreview } from '@bullion/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appToken, signIn, type Actor } from './api-fixtures';
import { startTestApi, type TestApi } from './harness';
import { addItem, getItem, ledgerOf } from './inventory-fixtures';
import {
  act,
  addCustomer,
  call,
  expectStatus,
  getOrder,
  newOrder,
  RULES,
  setUpOrderDesk,
  silverLot,
  SPOT,
  storeTestSpot,
  toFulfilled,
  type OrderDesk,
} from './orders-fixtures';

let api: TestApi;
let desk: OrderDesk;
let other: OrderDesk;
let outsider: Actor;

beforeAll(async () => {
  api = await startTestApi();
  desk = await setUpOrderDesk(api, 'Order Desk');
  other = await setUpOrderDesk(api, 'Other Desk');
  outsider = await signIn(api, 'Olly Outsider');
  await storeTestSpot(api);
});
afterAll(() => api.close());

const realNow = () => new Date();
afterEach(() => {
  api.deps.now = realNow;
});
/** Moves the API's clock by `minutes` from the real time. */
const advanceClock = (minutes: number) => {
  api.deps.now = () => new Date(Date.now() + minutes * 60_000);
};

const manualLine = (unitPrice: string, quantity = 1, title = 'Gold bar 1 kg') => ({ title, metal: 'gold', form: 'bar', quantity, unitPrice, overrideReason: 'Agreed price' });

async function countRows(table: 'inventory_items' | 'inventory_dispositions' | 'inventory_ledger' | 'order_events' | 'order_payments', groupId: string) {
  const result = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where group_id = ${groupId}::uuid`.execute(api.database.db);
  return Number(result.rows[0]?.n ?? 0);
}

describe('a sale of inventory items', () => {
  it('goes draft → quoted → confirmed → paid (in parts) → fulfilled → completed and disposes of the pieces with their realised gain', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Jane Doe');
    const lot = await silverLot(as, 10, '250.00');
    const draft = await newOrder(as, { side: 'sell', customerId: customer.id, lines: [{ inventoryItemId: lot.id, quantity: 4 }], notes: 'Pick-up Friday' });
    expect(draft).toMatchObject({ status: 'draft', side: 'sell', number: expect.stringMatching(/^SO-\d{6}$/), customer: { id: customer.id, name: 'Jane Doe' }, priceTemplateId: desk.templateId, version: 1 });
    // Silver at 25.00, 0.999 ozt fine, ask +2.00/ozt: 24.975 + 1.998 = 26.973 → 26.97; 4 pieces 107.88.
    expect(draft.lines[0]).toMatchObject({ kind: 'item', inventoryItemId: lot.id, fineOztPerUnit: '0.999', unitPrice: '26.97', lineTotal: '107.88', priceSource: 'template', priceStatus: 'priced', ruleId: 'silver', spot: '25' });
    // A draft owes nothing yet: the balance is due once the order is confirmed.
    expect(draft.totals).toEqual({ subtotal: '107.88', total: '107.88', paid: '0.00', refunded: '0.00', balanceDue: '0.00' });

    const quoted = await act(as, draft, 'quote', { version: draft.version });
    expect(quoted.status).toBe('quoted');
    expect(quoted.quote).toMatchObject({ spot: { silver: '25.0000', gold: '2000.0000' } });
    expect(Date.parse(quoted.quote?.expiresAt ?? '') - Date.parse(quoted.quote?.quotedAt ?? '')).toBe(15 * 60_000);

    const confirmed = await act(as, quoted, 'confirm', { version: quoted.version });
    expect(confirmed).toMatchObject({ status: 'confirmed', totals: { balanceDue: '107.88' } });
    expect(quoted.totals.balanceDue).toBe('0.00');
    const part = await act(as, confirmed, 'payments', { method: 'card', amount: '7.88', reference: 'Visa 4242' });
    expect(part).toMatchObject({ status: 'confirmed', totals: { paid: '7.88', balanceDue: '100.00' } });
    const paid = await act(as, part, 'payments', { method: 'wire', amount: 100 });
    expect(paid).toMatchObject({ status: 'paid', totals: { paid: '107.88', balanceDue: '0.00' } });
    expect(paid.payments.map((payment) => [payment.method, payment.amount])).toEqual([['card', '7.88'], ['wire', '100.00']]);
    const fulfilled = await act(as, paid, 'fulfil');
    const completed = await act(as, fulfilled, 'complete', { version: fulfilled.version });
    expect(completed.status).toBe('completed');
    expect(completed.events.map((event) => event.kind)).toEqual(['created', 'quoted', 'confirmed', 'payment_added', 'payment_added', 'paid', 'fulfilled', 'completed']);
    expect(completed.events.every((event) => event.actor?.id === desk.team.member.userId)).toBe(true);

    const fulfilment = completed.lines[0]?.fulfilment;
    expect(fulfilment?.dispositionId).toEqual(expect.any(String));
    const sold = await getItem(as, fulfilment?.itemId ?? '');
    // Cost 250.00 for 10 → 100.00 for the 4 sold; gain 107.88 − 100.00.
    expect(sold).toMatchObject({ status: 'disposed', quantity: 4, costBasis: '100.00', disposition: { kind: 'sold', amount: '107.88', realisedGain: '7.88', counterparty: 'Jane Doe', splitFromItemId: lot.id } });
    expect(await getItem(as, lot.id)).toMatchObject({ status: 'drawer', quantity: 6, costBasis: '150.00' });
    const ledger = await ledgerOf(as, sold.id);
    expect(ledger.map((entry) => entry.kind)).toEqual(['disposed', 'split']);
    expect(ledger[0]?.actor?.id).toBe(desk.team.member.userId);
  });
});

describe('a purchase', () => {
  it('completes into the drawer: one item per line at the price paid, with an acquisition spot snapshot and a ledger entry naming the order', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Marco Rossi');
    const draft = await newOrder(as, {
      side: 'buy',
      customerId: customer.id,
      lines: [
        { productId: desk.silverRoundId, quantity: 20 },
        { title: 'Sterling flatware', metal: 'silver', form: 'other', weight: '1000', weightUnit: 'g', purity: '0.925', quantity: 1 },
      ],
    });
    expect(draft.number).toMatch(/^BO-\d{6}$/);
    // Bid −1.00/ozt: 24.975 − 0.999 = 23.976 → 23.98 × 20 = 479.60. Flatware: 1000 g × 0.925 ÷ 31.1034768 = 29.739440576 ozt fine.
    expect(draft.lines[0]).toMatchObject({ kind: 'product', productId: desk.silverRoundId, title: 'Test Silver Round 1 oz', unitPrice: '23.98', lineTotal: '479.60' });
    expect(draft.lines[1]).toMatchObject({ kind: 'custom', fineOztPerUnit: '29.739440576', weight: '1000', weightUnit: 'g', purity: '0.925' });
    const rules = priceRulesSchema.parse(RULES);
    const expected = priceOrderLine({
      side: 'buy',
      rules,
      line: { kind: 'custom', productId: null, inventoryItemId: null, title: 'x', metal: 'silver', form: 'other', weight: '1000', weightUnit: 'g', purity: '0.925', fineOztPerUnit: '29.739440576', categoryPath: [], quantity: 1, manualUnitPrice: null, overrideReason: null, meltReason: null },
      quote: { ...SPOT, updatedAt: new Date().toISOString() },
    });
    expect(draft.lines[1]?.lineTotal).toBe(expected.lineTotal);

    const drawerBefore = (await desk.as('GET', '/api/inventory?status=drawer&limit=500')).body as { total: number };
    const completed = await act(desk.as, await toFulfilled(desk.as, draft, 'check'), 'complete');
    const items = await Promise.all(completed.lines.map((line) => getItem(desk.as, line.fulfilment?.itemId ?? '')));
    expect(items[0]).toMatchObject({ status: 'drawer', productId: desk.silverRoundId, title: 'Test Silver Round 1 oz', quantity: 20, acquisition: { cost: '479.60', source: `${draft.number} · Marco Rossi`, spotAtAcquisition: expect.any(String) } });
    expect(items[1]).toMatchObject({ status: 'drawer', title: 'Sterling flatware', weight: '1000', weightUnit: 'g', purity: '0.925', acquisition: { cost: expected.lineTotal } });
    expect(completed.lines[0]?.fulfilment).toEqual({ itemId: items[0]?.id, dispositionId: null });
    const after = (await desk.as('GET', '/api/inventory?status=drawer&limit=500')).body as { total: number };
    expect(after.total).toBe(drawerBefore.total + 2);
    const ledger: LedgerEntry[] = await ledgerOf(desk.as, items[0]?.id ?? '');
    expect(ledger).toMatchObject([{ kind: 'acquired', actor: { id: desk.team.member.userId }, detail: { status: 'drawer', orderId: draft.id, orderNumber: draft.number } }]);
  });

  it("buys a catalog Silver Eagle: the item it becomes holds the line's fine ounce (its declared content), not weight × purity", async () => {
    const { as } = desk;
    const eagle = await api.database.db.selectFrom('products').select('id').where('group_id', 'is', null).where('slug', '=', 'american-silver-eagle-1-oz').executeTakeFirstOrThrow();
    const customer = await addCustomer(as, 'Eagle Seller');
    const draft = await newOrder(as, { side: 'buy', customerId: customer.id, lines: [{ productId: eagle.id, quantity: 3 }] });
    expect(draft.lines[0]).toMatchObject({ weight: '1', purity: '0.999', fineOztPerUnit: '1' });
    const completed = await act(as, await toFulfilled(as, draft, 'check'), 'complete');
    const item = await getItem(as, completed.lines[0]?.fulfilment?.itemId ?? '');
    expect(item).toMatchObject({ productId: eagle.id, weight: '1', purity: '0.999', fineWeightOzt: '1', declaredFineOzt: '1', quantity: 3 });
  });

  it('numbers each side in its own sequence', async () => {
    const customer = await addCustomer(desk.as, 'Sequence Test');
    const first = await newOrder(desk.as, { side: 'buy', customerId: customer.id });
    const second = await newOrder(desk.as, { side: 'buy', customerId: customer.id });
    expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
  });

  it("stores a product line's title as sent (the group's product title format), else the product's, and prices both from the product", async () => {
    const customer = await addCustomer(desk.as, 'Title Test');
    const order = await newOrder(desk.as, {
      side: 'buy',
      customerId: customer.id,
      lines: [
        { productId: desk.silverRoundId, title: 'Silver Test Silver Round 1 oz (1 ozt)', quantity: 1 },
        { productId: desk.silverRoundId, quantity: 1 },
      ],
    });
    expect(order.lines[0]).toMatchObject({ kind: 'product', productId: desk.silverRoundId, title: 'Silver Test Silver Round 1 oz (1 ozt)', unitPrice: '23.98' });
    expect(order.lines[1]).toMatchObject({ kind: 'product', title: 'Test Silver Round 1 oz', unitPrice: '23.98' });
  });
});

describe('status transitions', () => {
  it('refuses with 409 and a clear JSON error what the status does not allow', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Transition Tester');
    const draft = await newOrder(as, { side: 'sell', customerId: customer.id, lines: [manualLine('100.00')] });
    const refused = async (action: string, body: Record<string, unknown> = {}) => {
      const result = await as('POST', `/api/orders/${draft.id}/${action}`, body);
      expect(result.status, `${action}: ${result.text}`).toBe(409);
      return result.body as { error: { code: string; message: string } };
    };
    expect(await refused('confirm')).toEqual({ error: { code: 'invalid_transition', message: 'A draft order cannot be confirmed (only quoted orders can).', details: { status: 'draft' } } });
    expect((await refused('payments', { method: 'cash', amount: '1' })).error.code).toBe('invalid_transition');
    expect((await refused('fulfil')).error.code).toBe('invalid_transition');
    expect((await refused('complete')).error.code).toBe('invalid_transition');
    const quoted = await act(as, draft, 'quote');
    expect((await as('PATCH', `/api/orders/${draft.id}`, { notes: 'late edit' })).body).toMatchObject({ error: { code: 'invalid_transition' } });
    await act(as, quoted, 'confirm');
    await act(as, quoted, 'payments', { method: 'wire', amount: '100.00' });
    // A paid order is cancelled only once its money is refunded (orders-refunds.test.ts).
    expect((await refused('cancel')).error).toMatchObject({ code: 'refund_first', message: '$100.00 was received from the customer on this order: refund it before cancelling the order.' });
    expect((await refused('quote')).error.code).toBe('invalid_transition');
    await act(as, draft, 'fulfil');
    await act(as, draft, 'complete');
    expect((await refused('cancel')).error.code).toBe('invalid_transition');
  });

  it('cancels a draft, a quoted and a confirmed order, with the reason in the timeline', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Cancel Tester');
    for (const steps of [[], ['quote'], ['quote', 'confirm']]) {
      const order = await newOrder(as, { side: 'sell', customerId: customer.id, lines: [manualLine('10.00')] });
      for (const step of steps) await act(as, order, step);
      const cancelled = await act(as, order, 'cancel', { reason: 'Changed her mind' });
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.events.at(-1)).toMatchObject({ kind: 'cancelled', toStatus: 'cancelled', detail: { reason: 'Changed her mind' } });
    }
  });

  it('refuses a stale version with 409 version_conflict', async () => {
    const customer = await addCustomer(desk.as, 'Version Tester');
    const draft = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine('10.00')] });
    const edited = await desk.as('PATCH', `/api/orders/${draft.id}`, { notes: 'first', version: draft.version });
    expectStatus(edited, 200, 'patch');
    const stale = await desk.as('POST', `/api/orders/${draft.id}/quote`, { version: draft.version });
    expect(stale).toMatchObject({ status: 409, body: { error: { code: 'version_conflict', details: { version: draft.version + 1 } } } });
  });

  it('edits a draft: lines are replaced and priced again, the customer name is taken anew', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Edit Tester');
    const second = await addCustomer(as, 'Second Customer');
    const draft = await newOrder(as, { side: 'sell', customerId: customer.id, lines: [manualLine('10.00')] });
    const result = await as('PATCH', `/api/orders/${draft.id}`, { customerId: second.id, lines: [{ productId: desk.goldCoinId, quantity: 2 }] });
    expectStatus(result, 200, 'patch');
    const edited = result.body as Order;
    // Gold 2000 × 1 ozt + 3 % = 2060.00.
    expect(edited).toMatchObject({ customer: { id: second.id, name: 'Second Customer' }, totals: { total: '4120.00' }, lines: [{ title: 'Test Gold Coin 1 oz', unitPrice: '2060.00', lineTotal: '4120.00' }] });
    expect(edited.events.at(-1)).toMatchObject({ kind: 'edited', detail: { fields: ['customerId', 'lines'] } });
  });
});

describe('quotes', () => {
  it('expire after 15 minutes: confirming is refused until the order is quoted again', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Expiry Tester');
    const draft = await newOrder(as, { side: 'sell', customerId: customer.id, lines: [{ productId: desk.goldCoinId, quantity: 1 }] });
    const quoted = await act(as, draft, 'quote');
    advanceClock(14.9);
    expect((await as('POST', `/api/orders/${draft.id}/quote`, {})).body).toMatchObject({ error: { code: 'quote_still_valid' } });
    advanceClock(15);
    const refused = await as('POST', `/api/orders/${draft.id}/confirm`, {});
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'quote_expired' } } });
    expect((refused.body as { error: { message: string } }).error.message).toContain('quote the order again');
    const requoted = await act(as, draft, 'quote');
    expect(Date.parse(requoted.quote?.quotedAt ?? '') - Date.parse(quoted.quote?.quotedAt ?? '')).toBeGreaterThanOrEqual(15 * 60_000);
    expect(requoted.events.filter((event) => event.kind === 'quoted')).toHaveLength(2);
    expect((await act(as, draft, 'confirm')).status).toBe('confirmed');
  });

  it('hold for ORDER_QUOTE_TTL_SECONDS when a deployment sets it', async () => {
    const customer = await addCustomer(desk.as, 'Short Quote Tester');
    const draft = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [{ productId: desk.goldCoinId, quantity: 1 }] });
    const configured = api.deps.config.ORDER_QUOTE_TTL_SECONDS;
    api.deps.config.ORDER_QUOTE_TTL_SECONDS = 90;
    try {
      const quoted = await act(desk.as, draft, 'quote');
      expect(Date.parse(quoted.quote?.expiresAt ?? '') - Date.parse(quoted.quote?.quotedAt ?? '')).toBe(90_000);
    } finally {
      api.deps.config.ORDER_QUOTE_TTL_SECONDS = configured;
    }
    expect(configured).toBe(15 * 60);
  });

  it('are refused for an order without lines or with a line that has no price', async () => {
    const customer = await addCustomer(desk.as, 'Unpriced Tester');
    const empty = await newOrder(desk.as, { side: 'sell', customerId: customer.id });
    expect((await desk.as('POST', `/api/orders/${empty.id}/quote`, {})).body).toMatchObject({ error: { code: 'order_empty' } });
    const copper = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [{ title: 'Copper round', metal: 'copper', weight: '1', purity: '0.999', quantity: 1 }] });
    expect(copper.lines[0]).toMatchObject({ unitPrice: null, priceStatus: 'no_rule' });
    expect(copper.totals.total).toBe('0.00');
    expect((await desk.as('POST', `/api/orders/${copper.id}/quote`, {})).body).toMatchObject({ error: { code: 'order_not_priced', details: { lines: [{ line: 0, priceStatus: 'no_rule' }] } } });
  });

  it('are never for $0.00: a typed-in price of 0 is refused, and a line the template prices at $0.00 cannot be quoted', async () => {
    const customer = await addCustomer(desk.as, 'Free Lunch');
    for (const unitPrice of ['0', '0.00', '-5.00']) {
      const refused = await desk.as('POST', '/api/orders', { side: 'sell', customerId: customer.id, lines: [{ ...manualLine(unitPrice) }] });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(unitPrice.startsWith('-') ? /Unit price/ : /A unit price must be more than \$0\.00\./);
    }
    // A speck of silver: its melt and its price round to $0.00.
    const speck = await newOrder(desk.as, { side: 'buy', customerId: customer.id, lines: [{ title: 'Silver speck', metal: 'silver', form: 'other', weight: '0.000001', purity: '0.999', quantity: 1 }] });
    expect(speck.lines[0]).toMatchObject({ unitPrice: '0.00' });
    const quote = await desk.as('POST', `/api/orders/${speck.id}/quote`, {});
    expect(quote.status).toBe(409);
    expect(quote.body).toMatchObject({ error: { code: 'price_not_above_zero', details: { lines: [{ line: 0, unitPrice: '0.00' }] } } });
  });

  it('sell below melt or buy above it only with a reason on the line, kept and answered with it', async () => {
    const customer = await addCustomer(desk.as, 'Bargain Hunter');
    // One 1 oz silver bar (0.999 fine) at a spot of 25.00: melt 24.98 a piece.
    const bar = { title: 'Silver bar 1 oz', metal: 'silver', form: 'bar', weight: '1', purity: '0.999', quantity: 2 };
    const cheap = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [{ ...bar, unitPrice: '20.00', overrideReason: 'Scratched' }] });
    const refused = await desk.as('POST', `/api/orders/${cheap.id}/quote`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: {
        code: 'melt_reason_required',
        message: 'Line 1 sells below melt ($20.00 a piece against a melt value of $24.98): confirm it with a reason on the line before it is quoted.',
        details: { lines: [{ line: 0, unitPrice: '20.00', kind: 'below_melt', meltPerUnit: '24.98' }] },
      },
    });
    const edited = await desk.as('PATCH', `/api/orders/${cheap.id}`, { version: cheap.version, lines: [{ ...bar, unitPrice: '20.00', overrideReason: 'Scratched', meltReason: 'Scratched bars clear at a loss' }] });
    expect(edited.status).toBe(200);
    const quoted = await act(desk.as, edited.body as Order, 'quote');
    expect(quoted.lines[0]).toMatchObject({ unitPrice: '20.00', meltReason: 'Scratched bars clear at a loss' });

    const dear = await newOrder(desk.as, { side: 'buy', customerId: customer.id, lines: [{ ...bar, unitPrice: '30.00', overrideReason: 'Collector premium' }] });
    expect((await desk.as('POST', `/api/orders/${dear.id}/quote`, {})).body).toMatchObject({ error: { code: 'melt_reason_required', details: { lines: [{ kind: 'above_melt' }] } } });
    // The quote itself may carry the reason, by the line's index: what an expired quote that now crosses melt needs.
    expect((await desk.as('POST', `/api/orders/${dear.id}/quote`, { meltReasons: [{ line: 3, reason: 'No such line' }] })).body).toMatchObject({ error: { code: 'validation_failed' } });
    const withReason = await act(desk.as, dear, 'quote', { meltReasons: [{ line: 0, reason: 'Collector premium agreed' }] });
    expect(withReason).toMatchObject({ status: 'quoted', lines: [{ unitPrice: '30.00', meltReason: 'Collector premium agreed' }] });
  });

  it('keep their prices when the spot and the catalog change later', async () => {
    const customer = await addCustomer(desk.as, 'Snapshot Tester');
    const draft = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [{ productId: desk.goldCoinId, quantity: 1 }] });
    const quoted = await act(desk.as, draft, 'quote');
    await api.database.db.updateTable('products').set({ title: 'Renamed coin', purity: '0.5' }).where('id', '=', desk.goldCoinId).execute();
    const again = await getOrder(desk.as, draft.id);
    expect(again.lines).toEqual(quoted.lines);
    await api.database.db.updateTable('products').set({ title: 'Test Gold Coin 1 oz', purity: '0.9999' }).where('id', '=', desk.goldCoinId).execute();
  });
});

describe('payments', () => {
  let order: Order;
  beforeAll(async () => {
    const customer = await addCustomer(desk.as, 'Payment Tester');
    order = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine('0.30')] });
    await act(desk.as, order, 'quote');
    order = await act(desk.as, order, 'confirm');
  });

  it('add up exactly in decimals and make the order paid when they reach the total', async () => {
    const first = await act(desk.as, order, 'payments', { method: 'cash', amount: '0.1' });
    expect(first.totals).toMatchObject({ paid: '0.10', balanceDue: '0.20' });
    const second = await act(desk.as, order, 'payments', { method: 'cash', amount: 0.2, receivedAt: new Date(Date.now() - 3_600_000).toISOString() });
    expect(second).toMatchObject({ status: 'paid', totals: { paid: '0.30', balanceDue: '0.00' } });
  });

  it('refuse more than the balance due, a future date and an amount of 0', async () => {
    const customer = await addCustomer(desk.as, 'Overpayer');
    const fresh = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine('50.00')] });
    await act(desk.as, fresh, 'quote');
    await act(desk.as, fresh, 'confirm');
    expect(await desk.as('POST', `/api/orders/${fresh.id}/payments`, { method: 'card', amount: '50.01' })).toMatchObject({
      status: 409,
      body: { error: { code: 'payment_exceeds_balance', details: { balanceDue: '50.00' } } },
    });
    const future = await desk.as('POST', `/api/orders/${fresh.id}/payments`, { method: 'card', amount: '1', receivedAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    expect((await desk.as('POST', `/api/orders/${fresh.id}/payments`, { method: 'card', amount: '0.00' })).status).toBe(400);
    expect((await desk.as('POST', `/api/orders/${fresh.id}/payments`, { method: 'bitcoin', amount: '1' })).status).toBe(400);
  });
});

describe('completing in one transaction', () => {
  it('leaves nothing changed when an item sold was disposed of meanwhile (the failure comes after the first line was disposed)', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Atomic Tester');
    const first = await silverLot(as, 5, '125.00');
    const second = await silverLot(as, 3, '75.00');
    const order = await toFulfilled(as, await newOrder(as, { side: 'sell', customerId: customer.id, lines: [{ inventoryItemId: first.id, quantity: 2 }, { inventoryItemId: second.id, quantity: 3 }] }));
    // Someone disposes of the second lot through inventory before the order is completed.
    expectStatus(await as('POST', `/api/inventory/${second.id}/dispositions`, { kind: 'sold', date: '2026-06-01', amount: '80.00' }), 201, 'dispose');
    const groupId = desk.team.teamId;
    const before = {
      items: await countRows('inventory_items', groupId),
      dispositions: await countRows('inventory_dispositions', groupId),
      ledger: await countRows('inventory_ledger', groupId),
      events: await countRows('order_events', groupId),
      first: await getItem(as, first.id),
    };
    const refused = await as('POST', `/api/orders/${order.id}/complete`, {});
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'item_unavailable', details: { line: 1, inventoryItemId: second.id } } } });
    expect((refused.body as { error: { message: string } }).error.message).toContain('nothing was changed');
    expect(await getItem(as, first.id)).toEqual(before.first);
    expect(await countRows('inventory_items', groupId)).toBe(before.items);
    expect(await countRows('inventory_dispositions', groupId)).toBe(before.dispositions);
    expect(await countRows('inventory_ledger', groupId)).toBe(before.ledger);
    expect(await countRows('order_events', groupId)).toBe(before.events);
    const after = await getOrder(as, order.id);
    expect(after).toMatchObject({ status: 'fulfilled', version: order.version });
    expect(after.lines.map((line) => line.fulfilment)).toEqual([null, null]);
  });
});

describe('Form 8300', () => {
  const cashSale = async (customerId: string, amount: string, receivedAt?: string) => {
    const order = await newOrder(desk.as, { side: 'sell', customerId, lines: [manualLine(amount)] });
    await act(desk.as, order, 'quote');
    await act(desk.as, order, 'confirm');
    return act(desk.as, order, 'payments', { method: 'cash', amount, ...(receivedAt ? { receivedAt } : {}) });
  };
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

  it('flags cash of $10,000 or more in one order, not $9,999.99', async () => {
    const customer = await addCustomer(desk.as, 'Cash Single');
    const below = await cashSale(customer.id, '9999.99', hoursAgo(100));
    expect(below.form8300.review).toBe(false);
    const at = await cashSale(customer.id, '10000.00', hoursAgo(50));
    expect(at.form8300).toMatchObject({ review: true, cashTotal: '10000.00', relatedOrderIds: [at.id], reason: 'Cash received in this order: $10,000.00 ($10,000.00 or more).' });
    expect(at.events.at(-1)).toMatchObject({ kind: 'form8300_flagged', actor: { id: desk.team.member.userId } });
  });

  it('flags cash across one customer’s orders within 24 hours, both orders', async () => {
    const customer = await addCustomer(desk.as, 'Cash Split');
    const first = await cashSale(customer.id, '6000.00', hoursAgo(23));
    expect(first.form8300.review).toBe(false);
    const second = await cashSale(customer.id, '4000.00');
    expect(second.form8300).toMatchObject({ review: true, cashTotal: '10000.00' });
    expect(second.form8300.relatedOrderIds.sort()).toEqual([first.id, second.id].sort());
    expect(second.form8300.reason).toContain(`across ${first.number}, ${second.number}`);
    expect((await getOrder(desk.as, first.id)).form8300.review).toBe(true);
    const flagged = (await desk.as('GET', '/api/orders/form-8300', undefined, 'viewer')).body as OrderPage;
    expect(flagged.items.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    const list = (await desk.as('GET', `/api/orders?flagged=true&customerId=${customer.id}`)).body as OrderPage;
    expect(list.total).toBe(2);
  });

  it('does not add up cash 24 hours or more apart, other customers’ cash, or cash paid out on purchases', async () => {
    const customer = await addCustomer(desk.as, 'Cash Apart');
    const early = await cashSale(customer.id, '6000.00', hoursAgo(24.5));
    const late = await cashSale(customer.id, '4000.00', hoursAgo(0.4));
    expect([early.form8300.review, late.form8300.review]).toEqual([false, false]);
    const stranger = await addCustomer(desk.as, 'Cash Stranger');
    expect((await cashSale(stranger.id, '4000.00')).form8300.review).toBe(false);
    const seller = await addCustomer(desk.as, 'Cash Seller');
    const purchase = await newOrder(desk.as, { side: 'buy', customerId: seller.id, lines: [manualLine('12000.00')] });
    await act(desk.as, purchase, 'quote');
    await act(desk.as, purchase, 'confirm');
    expect((await act(desk.as, purchase, 'payments', { method: 'cash', amount: '12000.00' })).form8300.review).toBe(false);
  });
});

describe('roles', () => {
  it('lets viewers read and price but not write', async () => {
    const customer = await addCustomer(desk.as, 'Role Tester');
    const order = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine('5.00')] });
    expect((await desk.as('GET', `/api/orders/${order.id}`, undefined, 'viewer')).status).toBe(200);
    expect((await desk.as('GET', '/api/orders', undefined, 'viewer')).status).toBe(200);
    expect((await desk.as('GET', '/api/customers', undefined, 'viewer')).status).toBe(200);
    expect((await desk.as('POST', '/api/orders/price', { side: 'sell', lines: [{ productId: desk.goldCoinId, quantity: 1 }] }, 'viewer')).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/orders', { side: 'sell', customerId: customer.id }],
      ['PATCH', `/api/orders/${order.id}`, { notes: 'x' }],
      ['POST', `/api/orders/${order.id}/quote`, {}],
      ['POST', `/api/orders/${order.id}/cancel`, {}],
      ['POST', '/api/customers', { name: 'x' }],
      ['PATCH', `/api/customers/${customer.id}`, { name: 'x' }],
      ['DELETE', `/api/customers/${customer.id}`],
    ] as const) {
      const result = await desk.as(method, path, body, 'viewer');
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body).toMatchObject({ error: { code: 'forbidden' } });
    }
  });

  it('lets only admins reverse a completed sale, which undoes its dispositions (a split lot merges back)', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Reversal Sale');
    const lot = await silverLot(as, 10, '250.00');
    const order = await act(as, await toFulfilled(as, await newOrder(as, { side: 'sell', customerId: customer.id, lines: [{ inventoryItemId: lot.id, quantity: 4 }] })), 'complete');
    const memberTry = await as('POST', `/api/orders/${order.id}/reverse`, { reason: 'Wrong customer' }, 'member');
    expect(memberTry).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect((await as('POST', `/api/orders/${order.id}/reverse`, {}, 'admin')).status).toBe(400);
    const reversed = await act(as, order, 'reverse', { reason: 'Wrong customer' }, 'admin');
    expect(reversed).toMatchObject({ status: 'reversed', events: expect.arrayContaining([expect.objectContaining({ kind: 'reversed', detail: expect.objectContaining({ reason: 'Wrong customer' }), actor: expect.objectContaining({ id: desk.team.admin.userId }) })]) });
    expect(await getItem(as, lot.id)).toMatchObject({ status: 'drawer', quantity: 10, costBasis: '250.00' });
    expect(reversed.payments).toHaveLength(1);
    expect((await as('POST', `/api/orders/${order.id}/reverse`, { reason: 'again' }, 'admin')).body).toMatchObject({ error: { code: 'invalid_transition' } });
  });

  it('reverses a completed purchase by returning its items, and refuses once an item bought has left', async () => {
    const { as } = desk;
    const customer = await addCustomer(as, 'Reversal Purchase');
    const buy = async () => act(as, await toFulfilled(as, await newOrder(as, { side: 'buy', customerId: customer.id, lines: [{ productId: desk.silverRoundId, quantity: 5 }] })), 'complete');
    const order = await buy();
    const itemId = order.lines[0]?.fulfilment?.itemId ?? '';
    const reversed = await act(as, order, 'reverse', { reason: 'Entered twice' }, 'admin');
    expect(reversed.status).toBe('reversed');
    const returned: InventoryItem = await getItem(as, itemId);
    expect(returned).toMatchObject({ status: 'disposed', disposition: { kind: 'returned', amount: order.totals.total, realisedGain: '0.00' } });

    const sold = await buy();
    const soldItem = sold.lines[0]?.fulfilment?.itemId ?? '';
    expectStatus(await as('POST', `/api/inventory/${soldItem}/dispositions`, { kind: 'sold', date: new Date().toISOString().slice(0, 10), quantity: 2, amount: '60.00' }), 201, 'dispose part');
    const blocked = await as('POST', `/api/orders/${sold.id}/reverse`, { reason: 'Too late' }, 'admin');
    expect(blocked).toMatchObject({ status: 409, body: { error: { code: 'reversal_blocked' } } });
    expect((await getOrder(as, sold.id)).status).toBe('completed');
  });
});

describe('isolation', () => {
  it('keeps another group’s orders and customers invisible and unchangeable', async () => {
    const customer = await addCustomer(desk.as, 'Private Customer');
    const order = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine('5.00')] });
    expect((await other.as('GET', `/api/orders/${order.id}`)).status).toBe(404);
    expect((await other.as('PATCH', `/api/orders/${order.id}`, { notes: 'x' })).status).toBe(404);
    expect((await other.as('POST', `/api/orders/${order.id}/cancel`, {})).status).toBe(404);
    expect((await other.as('GET', `/api/customers/${customer.id}`)).status).toBe(404);
    expect((await other.as('DELETE', `/api/customers/${customer.id}`)).status).toBe(404);
    const theirs = (await other.as('GET', '/api/orders?limit=500')).body as OrderPage;
    expect(theirs.items.some((item) => item.id === order.id)).toBe(false);
    // Their own order may not name our customer, template or inventory.
    expect((await other.as('POST', '/api/orders', { side: 'sell', customerId: customer.id })).body).toMatchObject({ error: { code: 'validation_failed', details: [{ path: 'customerId' }] } });
    const theirCustomer = await addCustomer(other.as, 'Their Customer');
    expect((await other.as('POST', '/api/orders', { side: 'sell', customerId: theirCustomer.id, priceTemplateId: desk.templateId })).status).toBe(400);
    const lot = await silverLot(desk.as, 2);
    expect((await other.as('POST', '/api/orders', { side: 'sell', customerId: theirCustomer.id, lines: [{ inventoryItemId: lot.id, quantity: 1 }] })).body).toMatchObject({ error: { details: [{ path: 'lines.0.inventoryItemId' }] } });
    // A signed-in user of another group reaches nothing, even with a token of their own group.
    const token = await appToken(api, outsider, outsider.personalGroupId);
    expect((await call(api, 'GET', `/api/orders/${order.id}`, { as: outsider, token })).status).toBe(404);
    expect(((await call(api, 'GET', '/api/orders', { as: outsider, token })).body as OrderPage).total).toBe(0);
    expect(((await call(api, 'GET', '/api/customers', { as: outsider, token })).body as { total: number }).total).toBe(0);
  });
});

describe('validation', () => {
  it('answers 400 with the JSON error shape for bodies and queries the schemas refuse', async () => {
    const customer = await addCustomer(desk.as, 'Validation Tester');
    const cases: [string, string, unknown][] = [
      ['POST', '/api/orders', { side: 'sideways', customerId: customer.id }],
      ['POST', '/api/orders', { side: 'sell', customerId: customer.id, colour: 'red' }],
      ['POST', '/api/orders', { side: 'sell', customerId: customer.id, lines: [{ productId: desk.goldCoinId, inventoryItemId: customer.id, quantity: 1 }] }],
      ['POST', '/api/orders', { side: 'sell', customerId: customer.id, lines: [{ title: 'x', quantity: 1, unitPrice: '5' }] }],
      ['POST', '/api/orders', { side: 'sell', customerId: customer.id, lines: [{ title: 'x', quantity: 0 }] }],
      ['POST', '/api/orders', { side: 'sell', customerId: customer.id, lines: [{ title: 'x', quantity: 1, unitPrice: '1.001', overrideReason: 'r' }] }],
      ['POST', '/api/orders', { side: 'buy', customerId: customer.id, lines: [{ inventoryItemId: customer.id, quantity: 1 }] }],
      ['POST', '/api/orders', { side: 'sell', customerId: customer.id, lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }],
      ['POST', '/api/orders/price', { side: 'sell', lines: [] }],
      ['POST', '/api/customers', { name: '   ' }],
      ['POST', '/api/customers', { name: 'x', email: 'not-an-email' }],
      ['GET', '/api/orders?status=shipped', undefined],
      ['GET', '/api/orders?from=2026-02-01&to=2026-01-01', undefined],
      ['GET', '/api/orders/not-a-uuid', undefined],
    ];
    for (const [method, path, body] of cases) {
      const result = await desk.as(method, path, body);
      expect(result.status, `${method} ${path} ${JSON.stringify(body)}: ${result.text}`).toBe(400);
      expect(result.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });
});

describe('price preview', () => {
  it('prices lines exactly as the shared pricing function does, writing nothing', async () => {
    const groupId = desk.team.teamId;
    const events = await countRows('order_events', groupId);
    const result = await desk.as('POST', '/api/orders/price', { side: 'sell', lines: [{ productId: desk.silverRoundId, quantity: 3 }, { title: 'Unknown metal', quantity: 1 }, manualLine('12.345'.slice(0, 5))] }, 'viewer');
    expectStatus(result, 200, 'price');
    const preview = result.body as OrderPricePreview;
    expect(preview).toMatchObject({ priceTemplateId: desk.templateId, spot: { silver: '25.0000' }, unpriced: 1 });
    expect(preview.lines.map((line) => [line.unitPrice, line.lineTotal, line.priceStatus])).toEqual([
      ['26.97', '80.91', 'priced'],
      [null, null, 'no_rule'],
      ['12.34', '12.34', 'priced'],
    ]);
    expect(preview.total).toBe('93.25');
    expect(await countRows('order_events', groupId)).toBe(events);
  });
});

describe('lists', () => {
  it('filters by side, status, customer, dates and q, and counts and totals the same orders per side', async () => {
    const customer = await addCustomer(desk.as, 'Listing Customer');
    const a = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine('10.00', 1, 'Krugerrand lot')] });
    const b = await newOrder(desk.as, { side: 'buy', customerId: customer.id, lines: [manualLine('4.50', 2)] });
    const c = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine('1.00')] });
    await act(desk.as, c, 'cancel');
    const confirmed = await act(desk.as, await act(desk.as, await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine('20.00')] }), 'quote'), 'confirm');
    // The cancelled order is left out of the rows and the totals alike; drafts owe nothing yet, the confirmed order its total.
    const page = (await desk.as('GET', `/api/orders?customerId=${customer.id}`)).body as OrderPage;
    expect(page.items.map((item) => item.id)).toEqual([confirmed.id, b.id, a.id]);
    expect(page.total).toBe(3);
    expect(page.totals).toEqual({ sell: { orders: 2, total: '30.00', paid: '0.00', refunded: '0.00', balanceDue: '20.00' }, buy: { orders: 1, total: '9.00', paid: '0.00', refunded: '0.00', balanceDue: '0.00' } });
    expect(page.items.find((item) => item.id === a.id)?.totals.balanceDue).toBe('0.00');
    // Named by the status filter, it is listed and counted.
    const cancelled = (await desk.as('GET', `/api/orders?customerId=${customer.id}&status=cancelled`)).body as OrderPage;
    expect(cancelled.items).toEqual([expect.objectContaining({ id: c.id, lineCount: 1, status: 'cancelled', customer: { id: customer.id, name: 'Listing Customer' } })]);
    expect(cancelled.totals.sell).toEqual({ orders: 1, total: '1.00', paid: '0.00', refunded: '0.00', balanceDue: '0.00' });
    const q = (await desk.as('GET', `/api/orders?q=krugerrand&customerId=${customer.id}`)).body as OrderPage;
    expect(q.items.map((item) => item.id)).toEqual([a.id]);
    const sells = (await desk.as('GET', `/api/orders?side=sell&status=draft&customerId=${customer.id}`)).body as OrderPage;
    expect(sells.items.map((item) => item.id)).toEqual([a.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(((await desk.as('GET', `/api/orders?from=${today}&to=${today}&customerId=${customer.id}`)).body as OrderPage).total).toBe(3);
    expect(((await desk.as('GET', `/api/orders?to=2020-01-01&customerId=${customer.id}`)).body as OrderPage).total).toBe(0);
    const byTotal = (await desk.as('GET', `/api/orders?sort=-total&customerId=${customer.id}&limit=1`)).body as OrderPage;
    expect(byTotal).toMatchObject({ items: [{ id: confirmed.id }], total: 3, limit: 1 });
  });
});

describe('customers', () => {
  it('are created, read, searched, changed with a version and deleted only without orders', async () => {
    const { as } = desk;
    const created = await as('POST', '/api/customers', { name: '  Ada Byron ', email: 'ada@example.com', phone: '+44 20 7946 0000', address: '12 St James Sq', notes: 'Sovereigns' });
    expect(created).toMatchObject({ status: 201, body: { name: 'Ada Byron', email: 'ada@example.com', orderCount: 0, version: 1, groupId: desk.team.teamId } });
    const ada = created.body as { id: string };
    const found = (await as('GET', '/api/customers?q=BYRON%20ada', undefined, 'viewer')).body as { items: { id: string }[] };
    expect(found.items.map((item) => item.id)).toEqual([ada.id]);
    const patched = await as('PATCH', `/api/customers/${ada.id}`, { phone: null, notes: '', version: 1 });
    expect(patched).toMatchObject({ status: 200, body: { phone: null, notes: null, version: 2 } });
    expect((await as('PATCH', `/api/customers/${ada.id}`, { name: 'Stale', version: 1 })).body).toMatchObject({ error: { code: 'version_conflict' } });
    expect((await as('PATCH', `/api/customers/${ada.id}`, { version: 2 })).status).toBe(400);
    await newOrder(as, { side: 'sell', customerId: ada.id });
    expect((await as('GET', `/api/customers/${ada.id}`)).body).toMatchObject({ orderCount: 1 });
    expect(await as('DELETE', `/api/customers/${ada.id}`)).toMatchObject({ status: 409, body: { error: { code: 'customer_has_orders' } } });
    const lonely = await addCustomer(as, 'No Orders');
    expect(await as('DELETE', `/api/customers/${lonely.id}`)).toMatchObject({ status: 200, body: { id: lonely.id } });
    expect((await as('GET', `/api/customers/${lonely.id}`)).status).toBe(404);
  });
});

describe('idempotent writes', () => {
  it('creates one order and records one payment for a retried request', async () => {
    const customer = await addCustomer(desk.as, 'Retry Tester');
    const send = (path: string, body: unknown, key: string) =>
      api.request(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${desk.team.member.accessToken}`, token: desk.team.tokens.member, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    const body = { side: 'sell', customerId: customer.id, lines: [manualLine('20.00')] };
    const first = (await (await send('/api/orders', body, 'order-key-1')).json()) as Order;
    const replay = await send('/api/orders', body, 'order-key-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as Order).id).toBe(first.id);
    await act(desk.as, first, 'quote');
    await act(desk.as, first, 'confirm');
    await send(`/api/orders/${first.id}/payments`, { method: 'cash', amount: '5.00' }, 'pay-key-1');
    await send(`/api/orders/${first.id}/payments`, { method: 'cash', amount: '5.00' }, 'pay-key-1');
    expect((await getOrder(desk.as, first.id)).payments).toHaveLength(1);
  });
});

describe('inventory items on sale lines', () => {
  it('are refused when disposed of or short of the pieces asked for', async () => {
    const customer = await addCustomer(desk.as, 'Item Tester');
    const lot = await addItem(desk.as, { title: 'Two coins', metal: 'gold', form: 'coin', weight: '1', purity: '0.9999', quantity: 2 });
    expect((await desk.as('POST', '/api/orders', { side: 'sell', customerId: customer.id, lines: [{ inventoryItemId: lot.id, quantity: 3 }] })).body).toMatchObject({ error: { code: 'item_unavailable' } });
    expectStatus(await desk.as('POST', `/api/inventory/${lot.id}/dispositions`, { kind: 'lost', date: '2026-06-01' }), 201, 'lose');
    expect((await desk.as('POST', '/api/orders', { side: 'sell', customerId: customer.id, lines: [{ inventoryItemId: lot.id, quantity: 1 }] })).status).toBe(409);
  });
});
