// The orders part of the mock API, answering from the in-memory mock state with the API's rules:
// bodies checked with the same schemas, the status flow of status.ts (409 with the same codes),
// prices from the shared pricing function at the mock spot, quotes that expire after
// QUOTE_TTL_MINUTES, payments up to the balance, the Form 8300 rule of form-8300.ts, and completion
// moving metal in the mock inventory (new drawer items for a purchase, sold items disposed).
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { MOCK_CUSTOMER_IDS } from '../customers/fixtures';
import { costBasisText } from '../inventory/fixtures';
import type { InventoryItem } from '@bullion/contract';
import { lineDeclaredFineOzt, linesSubtotal, listedOrderStatuses, orderSideTotals, orderTotalsAt, quoteRefusal, orderTotals, priceOrderLine, type OrderLineSnapshot, flaggedOrderPageSchema, flaggedOrderQuerySchema, ORDER_NUMBER_DIGITS, ORDER_NUMBER_PREFIX, orderActionBodySchema, orderCancelBodySchema, orderInputSchema, orderListQuerySchema, orderPageSchema, orderPatchSchema, orderPaymentInputSchema, orderPriceBodySchema, orderPricePreviewSchema, orderReverseBodySchema, orderSchema, QUOTE_TTL_MS, type Order, type OrderEventKind, type OrderLineInputParsed, type OrderListFilters, type OrderSide, type OrderStatus, type OrderSummary, orderActionRefusal, type OrderAction, orderRefundInputSchema, orderQuoteBodySchema, paymentVoidBodySchema, refundRefusal, statusAfterPayments, voidRefusal } from '@bullion/contract';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, type MockSlice } from '../http';
import { MOCK_PRICE_TEMPLATE_ID } from '../price-templates/fixtures';
import { flagForm8300, MOCK_ORDER_ACTOR, MOCK_ORDER_IDS, type MockOrderRecord } from './fixtures';
import { mockLineSnapshot, mockStoredSpot } from './lines';

const ACTOR = MOCK_ORDER_ACTOR;

/** The order as the API answers it: without the pricing snapshots. */
function present(record: MockOrderRecord): Order {
  const order: Partial<MockOrderRecord> = { ...record };
  delete order.lineSnapshots;
  return order as Order;
}

const summary = (order: MockOrderRecord): OrderSummary => ({
  id: order.id,
  groupId: order.groupId,
  number: order.number,
  side: order.side,
  status: order.status,
  customer: order.customer,
  priceTemplateId: order.priceTemplateId,
  totals: order.totals,
  form8300: order.form8300,
  version: order.version,
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
  lineCount: order.lines.length,
  quoteExpiresAt: order.quote?.expiresAt ?? null,
});

function find(id: unknown) {
  const index = mockDb.orders.findIndex((order) => order.id === id);
  return { index, order: mockDb.orders[index] };
}

const templateRules = (id: string | null) => (id === null ? null : (mockDb.priceTemplates.find((template) => template.id === id)?.rules ?? null));
const defaultTemplateId = () => mockDb.priceTemplates.find((template) => template.isDefault)?.id ?? null;

/** The template an order names: undefined → the default; null → none; an unknown id → an error answer. */
function templateOf(id: string | null | undefined): { id: string | null; name: string | null } | Response {
  const chosen = id === undefined ? defaultTemplateId() : id;
  if (chosen === null) return { id: null, name: null };
  const template = mockDb.priceTemplates.find((candidate) => candidate.id === chosen);
  if (!template) return apiError(400, 'validation_failed', 'priceTemplateId is not a price template of the group.', [{ path: 'priceTemplateId', message: 'Unknown price template.' }]);
  return { id: template.id, name: template.name };
}

function snapshotsOf(lines: readonly OrderLineInputParsed[]): OrderLineSnapshot[] | Response {
  const snapshots: OrderLineSnapshot[] = [];
  for (const [index, line] of lines.entries()) {
    const result = mockLineSnapshot(line, index, { products: mockDb.products, inventory: mockDb.inventory });
    if (!('snapshot' in result)) return apiError(result.status, result.code, result.message);
    snapshots.push(result.snapshot);
  }
  return snapshots;
}

function pricedLines(side: OrderSide, templateId: string | null, snapshots: readonly OrderLineSnapshot[], spot: ReturnType<typeof mockStoredSpot>) {
  const rules = templateRules(templateId);
  return snapshots.map((line) => ({ ...priceOrderLine({ side, rules, line, quote: spot }), id: nextMockUuid(), fulfilment: null }));
}

function nextNumber(side: OrderSide): string {
  const prefix = ORDER_NUMBER_PREFIX[side];
  const highest = mockDb.orders.filter((order) => order.side === side).reduce((max, order) => Math.max(max, Number(order.number.slice(prefix.length + 1)) || 0), 0);
  return `${prefix}-${String(highest + 1).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

function addEvent(order: MockOrderRecord, kind: OrderEventKind, toStatus: OrderStatus, detail: Record<string, unknown> = {}, at = now()) {
  order.events.push({ id: nextMockUuid(), kind, fromStatus: order.status, toStatus, at, actor: ACTOR, detail });
}

function saved(index: number, order: MockOrderRecord, status = 200) {
  order.version += 1;
  order.updatedAt = now();
  order.updatedBy = ACTOR;
  order.totals = orderTotalsAt(order.status, order.lines, order.payments);
  mockDb.orders[index] = order;
  return HttpResponse.json(present(order), { status });
}

/** The refusals every action shares: a stale version, a status or quote that does not allow it. */
function refusal(order: MockOrderRecord, action: OrderAction, version: number | undefined): Response | null {
  if (version !== undefined && version !== order.version) {
    return apiError(409, 'version_conflict', `The order changed since you read it (version ${version}, now ${order.version}). Reload it and try again.`, { version: order.version });
  }
  const refused = orderActionRefusal(order, action, Date.now());
  return refused ? apiError(409, refused.code, refused.message, { status: order.status, ...refused.details }) : null;
}

function matching(filters: Partial<OrderListFilters>): MockOrderRecord[] {
  const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return mockDb.orders.filter((order) => {
    if (filters.side?.length && !filters.side.includes(order.side)) return false;
    if (!listedOrderStatuses(filters.status).includes(order.status)) return false;
    if (filters.customerId && order.customer.id !== filters.customerId) return false;
    if (filters.from && order.createdAt.slice(0, 10) < filters.from) return false;
    if (filters.to && order.createdAt.slice(0, 10) > filters.to) return false;
    if (filters.flagged !== undefined && order.form8300.review !== filters.flagged) return false;
    const text = [order.number, order.customer.name, order.notes, ...order.lines.map((line) => line.title)].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

function sorted(orders: MockOrderRecord[], sort: OrderListFilters['sort']): MockOrderRecord[] {
  const direction = sort.startsWith('-') ? -1 : 1;
  const key = sort.replace(/^-/, '');
  const compare = (a: MockOrderRecord, b: MockOrderRecord) =>
    key === 'total' ? new Decimal(a.totals.total).comparedTo(b.totals.total) : key === 'number' ? a.number.localeCompare(b.number) : a.createdAt.localeCompare(b.createdAt);
  return [...orders].sort((a, b) => compare(a, b) * direction || a.id.localeCompare(b.id));
}


const today = () => now().slice(0, 10);

// ------------------------------------------------------------------ completion and reversal

function replaceItem(item: InventoryItem) {
  mockDb.inventory = mockDb.inventory.map((candidate) => (candidate.id === item.id ? item : candidate));
}

/** Bought lines become drawer items (cost = the line total); sold item lines are disposed of. All checked before anything changes. */
function complete(order: MockOrderRecord): Response | null {
  if (order.side === 'sell') {
    for (const [index, line] of order.lines.entries()) {
      if (!line.inventoryItemId) continue;
      const item = mockDb.inventory.find((candidate) => candidate.id === line.inventoryItemId);
      if (!item || item.status === 'disposed' || item.quantity < line.quantity) {
        return apiError(409, 'item_unavailable', `Line ${index + 1}: the lot of ${line.title} no longer holds ${line.quantity} piece${line.quantity === 1 ? '' : 's'}; nothing was changed.`, {
          line: index,
          inventoryItemId: line.inventoryItemId,
        });
      }
    }
  }
  const at = now();
  for (const line of order.lines) {
    if (order.side === 'buy') {
      const acquisition = { date: today(), source: `${order.number} · ${order.customer.name}`, cost: line.lineTotal, shipping: null, fees: null, tax: null, spotAtAcquisition: line.spot };
      const item: InventoryItem = {
        id: nextMockUuid(),
        groupId: order.groupId,
        version: 1,
        status: 'drawer',
        productId: line.productId,
        title: line.title,
        metal: line.metal,
        form: line.form ?? 'other',
        weight: line.weight,
        weightUnit: line.weightUnit,
        purity: line.purity,
        fineWeightOzt: line.fineOztPerUnit,
        declaredFineOzt: lineDeclaredFineOzt(line),
        quantity: line.quantity,
        year: null,
        grade: null,
        gradingService: null,
        certificateNumber: null,
        serialNumbers: [],
        spaceId: null,
        spacePath: [],
        tags: [],
        notes: null,
        obverseImage: null,
        reverseImage: null,
        acquisition,
        costBasis: costBasisText(acquisition),
        disposition: null,
        createdAt: at,
        updatedAt: at,
        createdBy: ACTOR,
        updatedBy: ACTOR,
      };
      mockDb.inventory.push(item);
      mockDb.inventoryLedger.push({ id: nextMockUuid(), itemId: item.id, kind: 'acquired', at, actor: ACTOR, changes: {}, detail: { status: 'drawer', orderId: order.id, orderNumber: order.number } });
      line.fulfilment = { itemId: item.id, dispositionId: null };
      continue;
    }
    if (!line.inventoryItemId) continue;
    const item = mockDb.inventory.find((candidate) => candidate.id === line.inventoryItemId) as InventoryItem;
    const split = line.quantity < item.quantity;
    const share = (value: string | null) => (value === null ? null : new Decimal(value).times(line.quantity).dividedBy(item.quantity).toDecimalPlaces(2).toFixed(2));
    const soldAcquisition = split ? { ...item.acquisition, cost: share(item.acquisition.cost), shipping: share(item.acquisition.shipping), fees: share(item.acquisition.fees), tax: share(item.acquisition.tax) } : item.acquisition;
    const basis = costBasisText(soldAcquisition);
    const disposition = {
      id: nextMockUuid(),
      kind: 'sold' as const,
      date: today(),
      amount: line.lineTotal,
      counterparty: order.customer.name,
      notes: `${order.number}`,
      quantity: line.quantity,
      realisedGain: basis === null ? null : new Decimal(line.lineTotal ?? 0).minus(basis).toFixed(2),
      splitFromItemId: split ? item.id : null,
      createdAt: at,
      createdBy: ACTOR,
    };
    if (!split) {
      replaceItem({ ...item, status: 'disposed', disposition, version: item.version + 1, updatedAt: at, updatedBy: ACTOR });
      line.fulfilment = { itemId: item.id, dispositionId: disposition.id };
      continue;
    }
    const minus = (value: string | null, part: string | null) => (value === null ? null : new Decimal(value).minus(part ?? 0).toFixed(2));
    const rest = {
      ...item.acquisition,
      cost: minus(item.acquisition.cost, soldAcquisition.cost),
      shipping: minus(item.acquisition.shipping, soldAcquisition.shipping),
      fees: minus(item.acquisition.fees, soldAcquisition.fees),
      tax: minus(item.acquisition.tax, soldAcquisition.tax),
    };
    const disposed: InventoryItem = { ...item, id: nextMockUuid(), version: 1, quantity: line.quantity, acquisition: soldAcquisition, costBasis: basis, serialNumbers: [], status: 'disposed', disposition, createdAt: at, updatedAt: at, createdBy: ACTOR, updatedBy: ACTOR };
    replaceItem({ ...item, quantity: item.quantity - line.quantity, acquisition: rest, costBasis: costBasisText(rest), version: item.version + 1, updatedAt: at, updatedBy: ACTOR });
    mockDb.inventory.push(disposed);
    line.fulfilment = { itemId: disposed.id, dispositionId: disposition.id };
  }
  return null;
}

/** Undoes what completion did: bought items go back as returned, sold items come back to stock. */
function reverse(order: MockOrderRecord): Response | null {
  const at = now();
  if (order.side === 'buy') {
    const items = order.lines.map((line) => mockDb.inventory.find((item) => item.id === line.fulfilment?.itemId));
    const gone = items.findIndex((item, index) => !item || item.status === 'disposed' || item.quantity !== order.lines[index]?.quantity);
    if (gone >= 0) {
      return apiError(409, 'reversal_blocked', `${order.lines[gone]?.title}: the items bought are no longer all held, so the purchase cannot be reversed.`, { line: gone });
    }
    for (const item of items as InventoryItem[]) {
      const disposition = { id: nextMockUuid(), kind: 'returned' as const, date: today(), amount: item.costBasis, counterparty: order.customer.name, notes: `Reversal of ${order.number}`, quantity: item.quantity, realisedGain: item.costBasis === null ? null : '0.00', splitFromItemId: null, createdAt: at, createdBy: ACTOR };
      replaceItem({ ...item, status: 'disposed', disposition, version: item.version + 1, updatedAt: at, updatedBy: ACTOR });
    }
    return null;
  }
  for (const line of order.lines) {
    const item = mockDb.inventory.find((candidate) => candidate.id === line.fulfilment?.itemId);
    if (!item || item.status !== 'disposed') continue;
    const origin = item.disposition?.splitFromItemId ? mockDb.inventory.find((candidate) => candidate.id === item.disposition?.splitFromItemId) : undefined;
    if (origin && origin.status !== 'disposed') {
      replaceItem({ ...origin, quantity: origin.quantity + item.quantity, version: origin.version + 1, updatedAt: at });
      mockDb.inventory = mockDb.inventory.filter((candidate) => candidate.id !== item.id);
    } else {
      replaceItem({ ...item, status: 'stock', disposition: null, version: item.version + 1, updatedAt: at });
    }
  }
  return null;
}

// ------------------------------------------------------------------ handlers

/** One action route: body check, version and status refusals, the action, an event, the saved order. */
function action<T extends { version?: number }>(api: string, name: string, kind: OrderAction, schema: z.ZodType<T>, run: (order: MockOrderRecord, body: T) => Response | null) {
  return http.post(`${api}/orders/:id/${name}`, async ({ params, request }) => {
    const { index, order } = find(params.id);
    if (!order) return notFound('Order');
    const body = schema.safeParse((await jsonBody(request)) ?? {});
    if (!body.success) return invalid(body.error);
    const refused = refusal(order, kind, body.data.version);
    if (refused) return refused;
    const next: MockOrderRecord = structuredClone(order);
    const failed = run(next, body.data);
    if (failed) return failed;
    return saved(index, next, name === 'payments' || name === 'refunds' ? 201 : 200);
  });
}

export const orderMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/orders`, ({ request }) => {
      const query = orderListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { offset, limit, ...filters } = query.data;
      const matches = sorted(matching(filters), filters.sort);
      return HttpResponse.json({
        items: matches.slice(offset, offset + limit).map(summary),
        total: matches.length,
        offset,
        limit,
        totals: { sell: orderSideTotals(matches, 'sell'), buy: orderSideTotals(matches, 'buy') },
      });
    }),
    http.get(`${api}/orders/form-8300`, ({ request }) => {
      const query = flaggedOrderQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { offset, limit } = query.data;
      const flagged = mockDb.orders
        .filter((order) => order.form8300.review)
        .sort((a, b) => (b.form8300.flaggedAt ?? '').localeCompare(a.form8300.flaggedAt ?? '') || a.id.localeCompare(b.id));
      return HttpResponse.json({ items: flagged.slice(offset, offset + limit).map(summary), total: flagged.length, offset, limit });
    }),
    http.post(`${api}/orders/price`, async ({ request }) => {
      const body = orderPriceBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const template = templateOf(body.data.priceTemplateId);
      if (template instanceof Response) return template;
      const snapshots = snapshotsOf(body.data.lines);
      if (snapshots instanceof Response) return snapshots;
      const spot = mockStoredSpot(now());
      const rules = templateRules(template.id);
      const lines = snapshots.map((line) => priceOrderLine({ side: body.data.side, rules, line, quote: spot }));
      const subtotal = linesSubtotal(lines);
      return HttpResponse.json({ spot, priceTemplateId: template.id, lines, subtotal, total: subtotal, unpriced: lines.filter((line) => line.unitPrice === null).length });
    }),
    http.get(`${api}/orders/:id`, ({ params }) => {
      const { order } = find(params.id);
      return order ? HttpResponse.json(present(order)) : notFound('Order');
    }),
    http.post(`${api}/orders`, async ({ request }) => {
      const body = orderInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const customer = mockDb.customers.find((candidate) => candidate.id === body.data.customerId);
      if (!customer) return apiError(400, 'validation_failed', 'customerId is not a customer of the group.', [{ path: 'customerId', message: 'Unknown customer.' }]);
      const template = templateOf(body.data.priceTemplateId);
      if (template instanceof Response) return template;
      const snapshots = snapshotsOf(body.data.lines);
      if (snapshots instanceof Response) return snapshots;
      const at = now();
      const lines = pricedLines(body.data.side, template.id, snapshots, mockStoredSpot(at));
      const number = nextNumber(body.data.side);
      const order: MockOrderRecord = {
        id: nextMockUuid(),
        groupId: mockDb.groups[0]?.id ?? '',
        number,
        side: body.data.side,
        status: 'draft',
        customer: { id: customer.id, name: customer.name },
        priceTemplateId: template.id,
        priceTemplateName: template.name,
        notes: body.data.notes ?? null,
        totals: orderTotalsAt('draft', lines, []),
        form8300: { review: false, reason: null, flaggedAt: null, cashTotal: null, relatedOrderIds: [], filedOn: null },
        version: 1,
        createdAt: at,
        updatedAt: at,
        lines,
        quote: null,
        payments: [],
        events: [{ id: nextMockUuid(), kind: 'created', fromStatus: null, toStatus: 'draft', at, actor: ACTOR, detail: { number } }],
        createdBy: ACTOR,
        updatedBy: ACTOR,
        lineSnapshots: snapshots,
      };
      mockDb.orders.push(order);
      return HttpResponse.json(present(order), { status: 201 });
    }),
    http.patch(`${api}/orders/:id`, async ({ params, request }) => {
      const { index, order } = find(params.id);
      if (!order) return notFound('Order');
      const body = orderPatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const refused = refusal(order, 'edit', body.data.version);
      if (refused) return refused;
      const next: MockOrderRecord = structuredClone(order);
      const { customerId, priceTemplateId, notes, lines } = body.data;
      if (order.side === 'buy' && lines?.some((line) => line.inventoryItemId)) {
        return apiError(400, 'validation_failed', 'A buy order cannot sell inventory items: use a catalog product or a custom line.');
      }
      if (customerId !== undefined) {
        const customer = mockDb.customers.find((candidate) => candidate.id === customerId);
        if (!customer) return apiError(400, 'validation_failed', 'customerId is not a customer of the group.', [{ path: 'customerId', message: 'Unknown customer.' }]);
        next.customer = { id: customer.id, name: customer.name };
      }
      if (priceTemplateId !== undefined) {
        const template = templateOf(priceTemplateId);
        if (template instanceof Response) return template;
        next.priceTemplateId = template.id;
        next.priceTemplateName = template.name;
      }
      if (notes !== undefined) next.notes = notes;
      if (lines !== undefined) {
        const snapshots = snapshotsOf(lines);
        if (snapshots instanceof Response) return snapshots;
        next.lineSnapshots = snapshots;
      }
      next.lines = pricedLines(next.side, next.priceTemplateId, next.lineSnapshots, mockStoredSpot(now()));
      addEvent(next, 'edited', 'draft', { fields: Object.keys(body.data).filter((key) => key !== 'version') });
      return saved(index, next);
    }),
    action(api, 'quote', 'quote', orderQuoteBodySchema, (order, body) => {
      if (!order.lineSnapshots.length) return apiError(409, 'order_empty', 'An order needs at least one line to be quoted.');
      for (const { line, reason } of body.meltReasons ?? []) {
        const snapshot = order.lineSnapshots[line];
        if (snapshot) snapshot.meltReason = reason;
      }
      const at = now();
      const spot = mockStoredSpot(at);
      const lines = pricedLines(order.side, order.priceTemplateId, order.lineSnapshots, spot);
      const refused = quoteRefusal(order.side, lines);
      if (refused) return apiError(409, refused.code, refused.message, refused.details);
      const expiresAt = new Date(Date.parse(at) + QUOTE_TTL_MS).toISOString();
      addEvent(order, 'quoted', 'quoted', { expiresAt, total: linesSubtotal(lines) }, at);
      order.lines = lines;
      order.quote = { quotedAt: at, expiresAt, spot };
      order.status = 'quoted';
      return null;
    }),
    action(api, 'confirm', 'confirm', orderActionBodySchema, (order) => {
      const paidInFull = orderTotals(order.lines, order.payments).balanceDue === '0.00';
      addEvent(order, 'confirmed', 'confirmed');
      order.status = 'confirmed';
      if (paidInFull) {
        addEvent(order, 'paid', 'paid');
        order.status = 'paid';
      }
      return null;
    }),
    action(api, 'payments', 'pay', orderPaymentInputSchema, (order, input) => {
      const at = now();
      if (input.receivedAt && Date.parse(input.receivedAt) > Date.now() + 60_000) {
        return apiError(400, 'validation_failed', 'receivedAt cannot be in the future.', [{ path: 'receivedAt', message: 'receivedAt cannot be in the future.' }]);
      }
      const { balanceDue } = orderTotals(order.lines, order.payments);
      if (new Decimal(input.amount).gt(balanceDue)) {
        return apiError(409, 'payment_exceeds_balance', `The balance due is ${balanceDue}; a payment of ${input.amount} is more than that.`, { balanceDue });
      }
      const payment = { id: nextMockUuid(), kind: 'payment' as const, method: input.method, amount: new Decimal(input.amount).toFixed(2), receivedAt: input.receivedAt ?? at, reference: input.reference ?? null, createdAt: at, actor: ACTOR, voided: null };
      order.payments.push(payment);
      addEvent(order, 'payment_added', order.status, { paymentId: payment.id, method: payment.method, amount: payment.amount }, at);
      if (orderTotals(order.lines, order.payments).balanceDue === '0.00') {
        addEvent(order, 'paid', 'paid', {}, at);
        order.status = 'paid';
      }
      if (payment.method === 'cash' && order.side === 'sell') {
        const others = mockDb.orders.filter((candidate) => candidate.id !== order.id);
        const all = [...others, order];
        const before = new Set(all.filter((candidate) => candidate.form8300.review).map((candidate) => candidate.id));
        flagForm8300(all, at);
        // Other orders flagged by this payment are saved as they are now.
        for (const other of others) if (other.form8300.review && !before.has(other.id)) other.version += 1;
      }
      return null;
    }),
    action(api, 'refunds', 'refund', orderRefundInputSchema, (order, input) => {
      const at = now();
      const amount = new Decimal(input.amount).toFixed(2);
      const refused = refundRefusal(order, amount);
      if (refused) return apiError(409, refused.code, refused.message, { status: order.status, ...refused.details });
      const refund = { id: nextMockUuid(), kind: 'refund' as const, method: input.method, amount, receivedAt: input.refundedAt ?? at, reference: input.reference ?? null, createdAt: at, actor: ACTOR, voided: null };
      order.payments.push(refund);
      addEvent(order, 'refunded', order.status, { paymentId: refund.id, method: refund.method, amount, reference: refund.reference, reason: input.reason ?? null }, at);
      return null;
    }),
    http.post(`${api}/orders/:id/payments/:paymentId/void`, async ({ params, request }) => {
      const { index, order } = find(params.id);
      if (!order) return notFound('Order');
      const body = paymentVoidBodySchema.safeParse((await jsonBody(request)) ?? {});
      if (!body.success) return invalid(body.error);
      const refused = refusal(order, 'void', body.data.version);
      if (refused) return refused;
      const next: MockOrderRecord = structuredClone(order);
      const payment = next.payments.find((candidate) => candidate.id === params.paymentId);
      if (!payment) return notFound('Payment');
      const voidRefused = voidRefusal(next, payment);
      if (voidRefused) return apiError(409, voidRefused.code, voidRefused.message, { status: next.status });
      const at = now();
      payment.voided = { at, reason: body.data.reason, actor: ACTOR };
      const totals = orderTotalsAt(next.status, next.lines, next.payments);
      const after = statusAfterPayments(next.status, totals.total, totals.paid);
      addEvent(next, 'payment_voided', after, { paymentId: payment.id, paymentKind: payment.kind, amount: payment.amount, reason: body.data.reason }, at);
      next.status = after;
      return saved(index, next);
    }),
    action(api, 'fulfil', 'fulfil', orderActionBodySchema, (order) => {
      addEvent(order, 'fulfilled', 'fulfilled');
      order.status = 'fulfilled';
      return null;
    }),
    action(api, 'complete', 'complete', orderActionBodySchema, (order) => {
      const failed = complete(order);
      if (failed) return failed;
      addEvent(order, 'completed', 'completed', { items: order.lines.flatMap((line) => (line.fulfilment ? [line.fulfilment.itemId] : [])) });
      order.status = 'completed';
      return null;
    }),
    action(api, 'cancel', 'cancel', orderCancelBodySchema, (order, body) => {
      addEvent(order, 'cancelled', 'cancelled', body.reason ? { reason: body.reason } : {});
      order.status = 'cancelled';
      return null;
    }),
    action(api, 'reverse', 'reverse', orderReverseBodySchema, (order, body) => {
      const failed = reverse(order);
      if (failed) return failed;
      addEvent(order, 'reversed', 'reversed', { reason: body.reason });
      order.status = 'reversed';
      return null;
    }),
  ],
  calls: [
    { method: 'GET', path: '/orders', schema: orderPageSchema },
    { method: 'GET', path: `/orders?side=sell&status=quoted,confirmed&customerId=${MOCK_CUSTOMER_IDS.janeDoe}&from=2026-10-01&to=2026-12-31&q=eagle&sort=-total&limit=20`, schema: orderPageSchema },
    { method: 'GET', path: '/orders?flagged=true', schema: orderPageSchema },
    { method: 'GET', path: '/orders/form-8300', schema: flaggedOrderPageSchema },
    { method: 'GET', path: `/orders/${MOCK_ORDER_IDS.confirmed}`, schema: orderSchema },
    { method: 'POST', path: '/orders/price', body: { side: 'sell', lines: [{ productId: 'public-american-gold-eagle-1-oz', quantity: 12 }, { title: 'Scrap ring', metal: 'gold', weight: '5.2', weightUnit: 'g', purity: '0.585', quantity: 1 }] }, schema: orderPricePreviewSchema },
    {
      method: 'POST',
      path: '/orders',
      body: { side: 'buy', customerId: MOCK_CUSTOMER_IDS.priyaShah, lines: [{ productId: 'public-american-silver-eagle-1-oz', quantity: 20 }] },
      schema: orderSchema,
    },
    { method: 'PATCH', path: `/orders/${MOCK_ORDER_IDS.draft}`, body: { notes: 'Will collect on Friday.', lines: [{ productId: 'public-american-gold-eagle-1-oz', quantity: 3 }] }, schema: orderSchema },
    { method: 'POST', path: `/orders/${MOCK_ORDER_IDS.draft}/quote`, body: {}, schema: orderSchema },
    { method: 'POST', path: `/orders/${MOCK_ORDER_IDS.expiredQuote}/quote`, body: {}, schema: orderSchema },
    { method: 'POST', path: `/orders/${MOCK_ORDER_IDS.quoted}/confirm`, body: {}, schema: orderSchema },
    { method: 'POST', path: `/orders/${MOCK_ORDER_IDS.confirmed}/payments`, body: { method: 'card', amount: '100.00', reference: 'Visa ••4242' }, schema: orderSchema },
    { method: 'POST', path: `/orders/${MOCK_ORDER_IDS.paidCash}/fulfil`, body: {}, schema: orderSchema },
    { method: 'POST', path: `/orders/${MOCK_ORDER_IDS.paidCash}/refunds`, body: { method: 'cash', amount: '100.00', reference: 'Cash back at the desk', reason: 'One coin returned.' }, schema: orderSchema },
    { method: 'POST', path: `/orders/${MOCK_ORDER_IDS.fulfilledCash}/complete`, body: {}, schema: orderSchema },
    { method: 'POST', path: `/orders/${MOCK_ORDER_IDS.quoted}/cancel`, body: { reason: 'Customer asked to cancel.' }, schema: orderSchema },
    { method: 'POST', path: `/orders/${MOCK_ORDER_IDS.confirmed}/payments/a2000000-0000-4000-8000-000000000001/void`, body: { reason: 'Entered twice.' }, schema: orderSchema },
    { method: 'POST', path: `/orders/${MOCK_ORDER_IDS.completedPurchase}/reverse`, body: { reason: 'Entered against the wrong customer.' }, schema: orderSchema },
  ],
};

/** The template the mock orders are priced with (stories name it). */
export const MOCK_ORDER_TEMPLATE_ID = MOCK_PRICE_TEMPLATE_ID;
