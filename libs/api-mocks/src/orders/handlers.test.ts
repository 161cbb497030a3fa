// @vitest-environment node
// The orders and customers mocks behave as the API is specified to, so a page built against them
// meets no surprise: the status flow and its refusals, quote expiry, payments and the Form 8300
// flag, and completion moving metal in the mock inventory.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerPageSchema, inventoryItemSchema, inventoryPageSchema, flaggedOrderPageSchema, orderPageSchema, orderSchema } from '@bullion/contract';
import { MOCK_CUSTOMER_IDS } from '../customers/fixtures';
import { MOCK_ITEM_IDS } from '../inventory/fixtures';
import { resetMockDb } from '../db';
import { MOCK_API_URL } from '../http';
import { createMockHandlers } from '../index';
import { MOCK_ORDER_IDS } from './fixtures';

const server = setupServer(...createMockHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  resetMockDb();
});
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${MOCK_API_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as unknown };
}

const order = async (method: string, path: string, body?: unknown) => {
  const { status, data } = await call(method, path, body);
  expect(status, JSON.stringify(data)).toBeLessThan(300);
  return orderSchema.parse(data);
};

describe('orders mocks', () => {
  it('takes a sale of inventory items from draft to completed and disposes of the pieces sold (splitting the lot)', async () => {
    const draft = await order('POST', '/orders', { side: 'sell', customerId: MOCK_CUSTOMER_IDS.priyaShah, lines: [{ inventoryItemId: MOCK_ITEM_IDS.silverMaples, quantity: 20 }] });
    expect(draft).toMatchObject({ status: 'draft', number: 'SO-000125', customer: { name: 'Priya Shah' } });
    const quoted = await order('POST', `/orders/${draft.id}/quote`, {});
    expect(quoted.quote?.spot.silver).toBe('31.8200');
    await order('POST', `/orders/${draft.id}/confirm`, { version: quoted.version });
    const partly = await order('POST', `/orders/${draft.id}/payments`, { method: 'card', amount: '100.00' });
    expect(partly).toMatchObject({ status: 'confirmed', totals: { paid: '100.00' } });
    const paid = await order('POST', `/orders/${draft.id}/payments`, { method: 'wire', amount: partly.totals.balanceDue });
    expect(paid.status).toBe('paid');
    await order('POST', `/orders/${draft.id}/fulfil`, {});
    const completed = await order('POST', `/orders/${draft.id}/complete`, {});
    expect(completed.status).toBe('completed');
    expect(completed.events.map((event) => event.kind)).toEqual(['created', 'quoted', 'confirmed', 'payment_added', 'payment_added', 'paid', 'fulfilled', 'completed']);
    const sold = inventoryItemSchema.parse((await call('GET', `/inventory/${completed.lines[0]?.fulfilment?.itemId}`)).data);
    expect(sold).toMatchObject({ status: 'disposed', quantity: 20, disposition: { kind: 'sold', amount: completed.totals.total } });
    const lot = inventoryItemSchema.parse((await call('GET', `/inventory/${MOCK_ITEM_IDS.silverMaples}`)).data);
    expect(lot.quantity).toBe(230);
  });

  it('puts a completed purchase in the drawer at the price paid', async () => {
    const before = inventoryPageSchema.parse((await call('GET', '/inventory?status=drawer')).data).total;
    const draft = await order('POST', '/orders', { side: 'buy', customerId: MOCK_CUSTOMER_IDS.janeDoe, lines: [{ productId: 'public-american-silver-eagle-1-oz', quantity: 10 }] });
    await order('POST', `/orders/${draft.id}/quote`, {});
    await order('POST', `/orders/${draft.id}/confirm`, {});
    await order('POST', `/orders/${draft.id}/payments`, { method: 'check', amount: draft.totals.total });
    await order('POST', `/orders/${draft.id}/fulfil`, {});
    const completed = await order('POST', `/orders/${draft.id}/complete`, {});
    const item = inventoryItemSchema.parse((await call('GET', `/inventory/${completed.lines[0]?.fulfilment?.itemId}`)).data);
    expect(item).toMatchObject({ status: 'drawer', quantity: 10, acquisition: { cost: completed.totals.total } });
    expect(inventoryPageSchema.parse((await call('GET', '/inventory?status=drawer')).data).total).toBe(before + 1);
  });

  it('refuses with 409 what the status does not allow, and a confirmation of an expired quote', async () => {
    expect(await call('PATCH', `/orders/${MOCK_ORDER_IDS.quoted}`, { notes: 'x' })).toMatchObject({ status: 409, data: { error: { code: 'invalid_transition' } } });
    expect(await call('POST', `/orders/${MOCK_ORDER_IDS.expiredQuote}/confirm`, {})).toMatchObject({ status: 409, data: { error: { code: 'quote_expired' } } });
    expect(await call('POST', `/orders/${MOCK_ORDER_IDS.quoted}/quote`, {})).toMatchObject({ status: 409, data: { error: { code: 'quote_still_valid' } } });
    const requoted = await order('POST', `/orders/${MOCK_ORDER_IDS.expiredQuote}/quote`, {});
    expect(Date.parse(requoted.quote?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    await order('POST', `/orders/${MOCK_ORDER_IDS.expiredQuote}/confirm`, {});
  });

  it('takes payments up to the balance due only', async () => {
    const { data } = await call('POST', `/orders/${MOCK_ORDER_IDS.confirmed}/payments`, { method: 'cash', amount: '1012.40' });
    expect(data).toMatchObject({ error: { code: 'payment_exceeds_balance', details: { balanceDue: '1012.39' } } });
  });

  it('flags a cash sale of $10,000 or more for Form 8300 review and lists it', async () => {
    const flagged = flaggedOrderPageSchema.parse((await call('GET', '/orders/form-8300')).data);
    expect(flagged.items.map((entry) => entry.number).sort()).toEqual(['SO-000119', 'SO-000120', 'SO-000121']);
    const draft = await order('POST', '/orders', { side: 'sell', customerId: MOCK_CUSTOMER_IDS.priyaShah, lines: [{ productId: 'public-american-gold-eagle-1-oz', quantity: 4 }] });
    await order('POST', `/orders/${draft.id}/quote`, {});
    await order('POST', `/orders/${draft.id}/confirm`, {});
    const paid = await order('POST', `/orders/${draft.id}/payments`, { method: 'cash', amount: draft.totals.total });
    expect(paid.form8300).toMatchObject({ review: true, relatedOrderIds: [draft.id] });
    expect(paid.events.at(-1)?.kind).toBe('form8300_flagged');
    expect(orderPageSchema.parse((await call('GET', '/orders?flagged=true')).data).total).toBe(4);
  });

  it('lists and totals the same orders per side: a cancelled one only when the status filter names it', async () => {
    const page = orderPageSchema.parse((await call('GET', `/orders?customerId=${MOCK_CUSTOMER_IDS.janeDoe}`)).data);
    expect(page.items.map((entry) => entry.number)).toEqual(['SO-000124', 'SO-000121']);
    expect(page.totals.sell.orders).toBe(2);
    expect(page.totals.sell.paid).toBe('11112.00');
    // The draft owes nothing yet; the paid order nothing more.
    expect(page.totals.sell.balanceDue).toBe('0.00');
    expect(page.totals.buy).toEqual({ orders: 0, total: '0.00', paid: '0.00', refunded: '0.00', balanceDue: '0.00' });
    const cancelled = orderPageSchema.parse((await call('GET', `/orders?customerId=${MOCK_CUSTOMER_IDS.janeDoe}&status=cancelled`)).data);
    expect(cancelled.items.map((entry) => entry.number)).toEqual(['SO-000117']);
    expect(cancelled.totals.sell.orders).toBe(1);
  });

  it('reverses a completed purchase (admins) by returning the items it brought in', async () => {
    const reversed = await order('POST', `/orders/${MOCK_ORDER_IDS.completedPurchase}/reverse`, { reason: 'Wrong customer.' });
    expect(reversed.status).toBe('reversed');
    const item = inventoryItemSchema.parse((await call('GET', `/inventory/${MOCK_ITEM_IDS.sovereigns}`)).data);
    expect(item.disposition).toMatchObject({ kind: 'returned', realisedGain: '0.00' });
  });
});

describe('customers mocks', () => {
  it('counts orders and refuses to delete a customer who has some', async () => {
    const page = customerPageSchema.parse((await call('GET', '/customers?q=jane')).data);
    expect(page.items).toMatchObject([{ name: 'Jane Doe', orderCount: 3 }]);
    expect(await call('DELETE', `/customers/${MOCK_CUSTOMER_IDS.janeDoe}`)).toMatchObject({ status: 409, data: { error: { code: 'customer_has_orders' } } });
    expect((await call('DELETE', `/customers/${MOCK_CUSTOMER_IDS.walkIn}`)).status).toBe(200);
  });

  it('refuses a stale version', async () => {
    expect(await call('PATCH', `/customers/${MOCK_CUSTOMER_IDS.marcoRossi}`, { phone: '1', version: 1 })).toMatchObject({ status: 409, data: { error: { code: 'version_conflict' } } });
  });
});
