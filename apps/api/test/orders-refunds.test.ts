// Refunds, voids and cancelling a paid order: a refund is money going back (admins), at most what
// was paid and not yet refunded, once per Idempotency-Key; a void marks a payment recorded in error
// (admins) and takes a paid order back to confirmed; a paid order is cancelled only once its money
// is all refunded. Each lands in the timeline with its actor, and in the list's totals.
import { randomUUID } from 'node:crypto';
import { ORDER_ADMIN_REFUSALS, type Order, type OrderPage } from '@bullion/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';
import { act, addCustomer, newOrder, setUpOrderDesk, storeTestSpot, type OrderDesk } from './orders-fixtures';

let api: TestApi;
let desk: OrderDesk;
let other: OrderDesk;

beforeAll(async () => {
  api = await startTestApi();
  desk = await setUpOrderDesk(api, 'Refund Desk');
  other = await setUpOrderDesk(api, 'Other Refund Desk');
  await storeTestSpot(api);
});
afterAll(() => api.close());

const manualLine = (unitPrice: string, quantity = 1) => ({ title: 'Gold bar 1 oz', metal: 'gold', form: 'bar', quantity, unitPrice, overrideReason: 'Agreed price' });

/** A sale of `total` (one manual line), confirmed and paid by wire. */
async function paidSale(name: string, total: string): Promise<Order> {
  const customer = await addCustomer(desk.as, name);
  const order = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine(total)] });
  await act(desk.as, order, 'quote');
  await act(desk.as, order, 'confirm');
  return act(desk.as, order, 'payments', { method: 'wire', amount: total, reference: 'Wire 001' });
}

/** A refund by the admin, with an Idempotency-Key when one is given. */
async function refund(order: { id: string }, body: Record<string, unknown>, key?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${desk.team.admin.accessToken}`, token: desk.team.tokens.admin, 'content-type': 'application/json' };
  if (key) headers['idempotency-key'] = key;
  const response = await api.request(`/api/orders/${order.id}/refunds`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: (await response.json()) as Order & { error?: { code: string; message: string } } };
}

const voidOf = (order: { id: string }, paymentId: string, body: Record<string, unknown>, role: 'admin' | 'member' = 'admin') =>
  desk.as('POST', `/api/orders/${order.id}/payments/${paymentId}/void`, body, role);

describe('refunds', () => {
  it('refunds a paid sale in part, then in full, then cancels it; each step is in the timeline with the admin who took it', async () => {
    const order = await paidSale('Refund Rita', '1000.00');
    expect(order).toMatchObject({ status: 'paid', totals: { paid: '1000.00', refunded: '0.00', balanceDue: '0.00' } });

    const refusedCancel = await desk.as('POST', `/api/orders/${order.id}/cancel`, { reason: 'Changed her mind' });
    expect(refusedCancel).toMatchObject({ status: 409, body: { error: { code: 'refund_first', message: '$1,000.00 was received from the customer on this order: refund it before cancelling the order.' } } });

    const part = await refund(order, { method: 'wire', amount: '250.50', reference: 'Wire back 17', reason: 'One bar returned' });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ status: 'paid', totals: { paid: '1000.00', refunded: '250.50', balanceDue: '0.00' } });
    expect(part.body.payments.at(-1)).toMatchObject({ kind: 'refund', method: 'wire', amount: '250.50', reference: 'Wire back 17', voided: null, actor: { id: desk.team.admin.userId } });
    expect(part.body.events.at(-1)).toMatchObject({
      kind: 'refunded',
      fromStatus: 'paid',
      toStatus: 'paid',
      actor: { id: desk.team.admin.userId },
      detail: { amount: '250.50', method: 'wire', reference: 'Wire back 17', reason: 'One bar returned' },
    });

    const tooMuch = await refund(order, { method: 'wire', amount: '749.51' });
    expect(tooMuch).toMatchObject({ status: 409, body: { error: { code: 'refund_exceeds_refundable', message: 'At most $749.50 can be refunded: that is what was received from the customer and not yet refunded.' } } });

    const rest = await refund(order, { method: 'check', amount: '749.50', reference: 'Check 2041' });
    expect(rest.body).toMatchObject({ status: 'paid', totals: { paid: '1000.00', refunded: '1000.00', balanceDue: '0.00' } });
    expect((await refund(order, { method: 'cash', amount: '1' })).body).toMatchObject({ error: { code: 'nothing_to_refund' } });

    const cancelled = await act(desk.as, order, 'cancel', { reason: 'Customer returned everything' });
    expect(cancelled).toMatchObject({ status: 'cancelled', totals: { paid: '1000.00', refunded: '1000.00', balanceDue: '0.00' } });
    expect(cancelled.events.map((event) => event.kind)).toEqual(['created', 'quoted', 'confirmed', 'payment_added', 'paid', 'refunded', 'refunded', 'cancelled']);
    expect(cancelled.events.at(-1)).toMatchObject({ detail: { reason: 'Customer returned everything' }, actor: { id: desk.team.member.userId } });
  });

  it('refunds once however often the same request is sent with the same Idempotency-Key', async () => {
    const order = await paidSale('Retry Ray', '300.00');
    const key = randomUUID();
    const body = { method: 'card', amount: '100.00', reference: 'Card refund 9' };
    const first = await refund(order, body, key);
    const retry = await refund(order, body, key);
    expect(first.status).toBe(201);
    expect(retry).toEqual({ status: 201, replayed: 'true', body: first.body });
    const stored = (await desk.as('GET', `/api/orders/${order.id}`)).body as Order;
    expect(stored.payments.filter((payment) => payment.kind === 'refund')).toHaveLength(1);
    expect(stored.totals.refunded).toBe('100.00');
    // A new key is a new refund.
    expect((await refund(order, body, randomUUID())).body.totals.refunded).toBe('200.00');
  });

  it('adds refunds up in the list totals, over the same orders it counts', async () => {
    const customer = await addCustomer(desk.as, 'Totals Tess');
    const orders: Order[] = [];
    for (const total of ['100.00', '40.00']) {
      const order = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [manualLine(total)] });
      await act(desk.as, order, 'quote');
      await act(desk.as, order, 'confirm');
      orders.push(await act(desk.as, order, 'payments', { method: 'cash', amount: total }));
    }
    await refund(orders[0] as Order, { method: 'cash', amount: '30.00' });
    await refund(orders[1] as Order, { method: 'cash', amount: '40.00' });
    await act(desk.as, orders[1] as Order, 'cancel', { reason: 'Returned' });
    const listed = (await desk.as('GET', `/api/orders?customerId=${customer.id}`)).body as OrderPage;
    expect(listed.items.map((order) => order.number)).toEqual([orders[0]?.number]);
    expect(listed.totals.sell).toEqual({ orders: 1, total: '100.00', paid: '100.00', refunded: '30.00', balanceDue: '0.00' });
    const withCancelled = (await desk.as('GET', `/api/orders?customerId=${customer.id}&status=paid,cancelled`)).body as OrderPage;
    expect(withCancelled.totals.sell).toEqual({ orders: 2, total: '140.00', paid: '140.00', refunded: '70.00', balanceDue: '0.00' });
  });

  it('refunds money paid to the seller on a completed purchase', async () => {
    const customer = await addCustomer(desk.as, 'Seller Sam');
    const order = await newOrder(desk.as, { side: 'buy', customerId: customer.id, lines: [manualLine('500.00')] });
    for (const step of ['quote', 'confirm']) await act(desk.as, order, step);
    await act(desk.as, order, 'payments', { method: 'check', amount: '500.00' });
    await act(desk.as, order, 'fulfil');
    const completed = await act(desk.as, order, 'complete');
    const refunded = await refund(completed, { method: 'check', amount: '20.00', reason: 'Overpaid: one bar was light' });
    expect(refunded.body).toMatchObject({ status: 'completed', totals: { paid: '500.00', refunded: '20.00' } });
    expect((await refund(completed, { method: 'check', amount: '480.01' })).body.error?.message).toBe('At most $480.00 can be refunded: that is what was paid to the customer and not yet refunded.');
  });
});

describe('totals worked by hand', () => {
  // Spot gold 2000.00, silver 25.00; the desk's template: gold ask +3 %, bid −2 %; silver ask +2.00/ozt, bid −1.00/ozt.
  it('a sale: 2 gold coins and 10 silver rounds, paid in two parts, the rounds refunded', async () => {
    const customer = await addCustomer(desk.as, 'Worked Sale');
    const draft = await newOrder(desk.as, { side: 'sell', customerId: customer.id, lines: [{ productId: desk.goldCoinId, quantity: 2 }, { productId: desk.silverRoundId, quantity: 10 }] });
    // Gold coin, 1 ozt declared: 2000.00 × 1.03 = 2060.00 a coin, × 2 = 4120.00.
    // Silver round, 0.999 ozt: 0.999 × 25.00 = 24.975, + 0.999 × 2.00 = 1.998 → 26.973 → 26.97 a round, × 10 = 269.70.
    expect(draft.lines.map((line) => [line.unitPrice, line.lineTotal])).toEqual([['2060.00', '4120.00'], ['26.97', '269.70']]);
    await act(desk.as, draft, 'quote');
    const confirmed = await act(desk.as, draft, 'confirm');
    expect(confirmed.totals).toEqual({ subtotal: '4389.70', total: '4389.70', paid: '0.00', refunded: '0.00', balanceDue: '4389.70' });
    await act(desk.as, draft, 'payments', { method: 'card', amount: '1000.00' });
    const paid = await act(desk.as, draft, 'payments', { method: 'wire', amount: '3389.70' });
    expect(paid).toMatchObject({ status: 'paid', totals: { paid: '4389.70', balanceDue: '0.00' } });
    const refunded = (await refund(draft, { method: 'wire', amount: '269.70', reason: 'Rounds returned' })).body;
    // Kept: 4389.70 − 269.70 = 4120.00, the two gold coins.
    expect(refunded.totals).toEqual({ subtotal: '4389.70', total: '4389.70', paid: '4389.70', refunded: '269.70', balanceDue: '0.00' });
  });

  it('a purchase: 1 gold coin and a 10 g 14k ring, paid in cash', async () => {
    const customer = await addCustomer(desk.as, 'Worked Purchase');
    const ring = { title: 'Scrap ring 14k', metal: 'gold', form: 'other', weight: '10', weightUnit: 'g', purity: '0.585', quantity: 1 };
    const draft = await newOrder(desk.as, { side: 'buy', customerId: customer.id, lines: [{ productId: desk.goldCoinId, quantity: 1 }, ring] });
    // Gold coin: 2000.00 × 0.98 = 1960.00.
    // Ring: 10 g = 0.3215074657 ozt, × 0.585 = 0.1880818674 ozt fine, × 2000.00 = 376.1637 melt, × 0.98 = 368.6405 → 368.64.
    expect(draft.lines.map((line) => [line.fineOztPerUnit?.slice(0, 12) ?? null, line.unitPrice, line.lineTotal])).toEqual([
      ['1', '1960.00', '1960.00'],
      ['0.1880818674', '368.64', '368.64'],
    ]);
    await act(desk.as, draft, 'quote');
    await act(desk.as, draft, 'confirm');
    const paid = await act(desk.as, draft, 'payments', { method: 'cash', amount: '2328.64' });
    expect(paid).toMatchObject({ status: 'paid', totals: { subtotal: '2328.64', total: '2328.64', paid: '2328.64', refunded: '0.00', balanceDue: '0.00' }, form8300: { review: false } });
  });
});

describe('voids', () => {
  it('voids a payment recorded in error: it stays on record, counts for nothing, and a paid order owes again', async () => {
    const order = await paidSale('Void Vera', '120.00');
    const paymentId = order.payments[0]?.id ?? '';
    expect((await voidOf(order, paymentId, {})).body).toMatchObject({ error: { code: 'validation_failed' } });
    const voided = await voidOf(order, paymentId, { reason: 'Wire bounced' });
    expect(voided.status, voided.text).toBe(200);
    const after = voided.body as Order;
    expect(after).toMatchObject({ status: 'confirmed', totals: { paid: '0.00', refunded: '0.00', balanceDue: '120.00' } });
    expect(after.payments[0]).toMatchObject({ id: paymentId, amount: '120.00', voided: { reason: 'Wire bounced', actor: { id: desk.team.admin.userId } } });
    expect(after.events.at(-1)).toMatchObject({ kind: 'payment_voided', fromStatus: 'paid', toStatus: 'confirmed', detail: { paymentId, amount: '120.00', reason: 'Wire bounced' }, actor: { id: desk.team.admin.userId } });
    expect((await voidOf(after, paymentId, { reason: 'again' })).body).toMatchObject({ error: { code: 'payment_already_voided' } });
    // Paid again, the order is paid again.
    expect(await act(desk.as, after, 'payments', { method: 'cash', amount: '120.00' })).toMatchObject({ status: 'paid', totals: { paid: '120.00' } });
  });

  it('never leaves more refunded than paid: the refund is voided before the payment', async () => {
    const order = await paidSale('Void Order Victor', '100.00');
    const paymentId = order.payments[0]?.id ?? '';
    const refunded = (await refund(order, { method: 'wire', amount: '30.00' })).body;
    const refundId = refunded.payments.find((payment) => payment.kind === 'refund')?.id ?? '';
    expect((await voidOf(order, paymentId, { reason: 'Entered twice' })).body).toMatchObject({ error: { code: 'void_below_refunded' } });
    expect((await voidOf(order, refundId, { reason: 'Refund never sent' })).body).toMatchObject({ status: 'paid', totals: { paid: '100.00', refunded: '0.00' } });
    expect((await voidOf(order, paymentId, { reason: 'Entered twice' })).body).toMatchObject({ status: 'confirmed', totals: { paid: '0.00', refunded: '0.00', balanceDue: '100.00' } });
  });

  it('refuses to void a payment once the metal has moved (refund instead), or one that is not of this order', async () => {
    const order = await paidSale('Void Late Lou', '80.00');
    const fulfilled = await act(desk.as, order, 'fulfil');
    const paymentId = order.payments[0]?.id ?? '';
    expect((await voidOf(fulfilled, paymentId, { reason: 'Late' })).body).toMatchObject({
      error: { code: 'invalid_transition', message: 'The payments of a fulfilled order cannot be voided (only those of confirmed, paid orders can).' },
    });
    const another = await paidSale('Void Other Olga', '10.00');
    expect((await voidOf(another, paymentId, { reason: 'Wrong order' })).status).toBe(404);
    expect((await voidOf(another, 'not-a-payment', { reason: 'Wrong order' })).status).toBe(400);
  });
});

describe('who may refund, void and cancel', () => {
  it('lets only admins refund and void, says why in words, and hides another group’s orders', async () => {
    const order = await paidSale('Role Rhea', '50.00');
    const paymentId = order.payments[0]?.id ?? '';
    for (const role of ['member', 'viewer'] as const) {
      const refundTry = await desk.as('POST', `/api/orders/${order.id}/refunds`, { method: 'cash', amount: '5.00' }, role);
      expect(refundTry).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: ORDER_ADMIN_REFUSALS.refund } } });
      const voidTry = await desk.as('POST', `/api/orders/${order.id}/payments/${paymentId}/void`, { reason: 'x' }, role);
      expect(voidTry).toMatchObject({ status: 403, body: { error: { code: 'forbidden', message: ORDER_ADMIN_REFUSALS.void } } });
    }
    const viewerCancel = await desk.as('POST', `/api/orders/${order.id}/cancel`, { reason: 'x' }, 'viewer');
    expect(viewerCancel.status).toBe(403);
    expect(JSON.stringify(viewerCancel.body)).not.toContain('orders.write');
    const foreign = await other.as('POST', `/api/orders/${order.id}/refunds`, { method: 'cash', amount: '5.00' }, 'admin');
    expect(foreign.status).toBe(404);
    expect((await other.as('POST', `/api/orders/${order.id}/payments/${paymentId}/void`, { reason: 'x' }, 'admin')).status).toBe(404);
    const unchanged = (await desk.as('GET', `/api/orders/${order.id}`)).body as Order;
    expect(unchanged.totals).toMatchObject({ paid: '50.00', refunded: '0.00' });
  });

  it('answers a refund that is not money with 400 and a message per field', async () => {
    const order = await paidSale('Bad Input Bea', '20.00');
    const result = await refund(order, { method: 'barter', amount: '-3', extra: true });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('Method must be one of cash, wire, check, card.');
  });
});
