// Writing orders: creating and editing drafts, pricing lines without writing, and the actions of the
// status flow (status.ts of the contract says which action each status allows; a refused one is 409
// with its code). Every write is one transaction (the route's `scoped` call), bumps the version,
// recomputes the totals and appends the timeline. Each change of an order answers the status the
// order had before it, so the route can tell a status change (and mail about it after the commit).
import { ORDER_NUMBER_DIGITS, ORDER_NUMBER_PREFIX, orderActionRefusal, orderTotals, QUOTE_TTL_MS, quoteRefusal, type OrderAction, type OrderInputParsed, type OrderLinePriced, type OrderPatchParsed, type OrderPaymentInputParsed, type OrderPriceBodyParsed, type OrderQuoteBodyParsed, type OrderPricePreview, type OrderSide, type OrderStatus, type PriceRule } from '@bullion/contract';
import { sql, type Updateable } from 'kysely';
import type { Tx } from '../db/database';
import type { OrderRow, OrdersTable } from '../db/schema';
import type { Acting } from '../http/acting';
import { ApiError } from '../http/errors';
import { findCustomerRow } from '../customers/customer-reads';
import { latestSpot } from '../price-templates/preview';
import { balanceDue, fromCents, toCents } from './cents';
import { orderVersionConflict, unknownReference } from './errors';
import { appendOrderEvents, type NewOrderEvent } from './events';
import { lockCustomerCash, reviewForm8300 } from './form-8300';
import { completeInInventory, reverseInInventory } from './fulfilment';
import { priceLines, snapshotLines, snapshotOfRow, writeLines } from './lines';
import { findOrderRow, quoteOf, requireOrderRow } from './order-reads';

/** The largest single amount inventory stores (numeric(14, 2)): a line that becomes a cost or a sale amount. */
const MAX_LINE_AMOUNT = '999999999999.99';

interface TemplateChoice {
  id: string | null;
  name: string | null;
  rules: PriceRule[] | null;
}

/** undefined: the group's default (none: no template); null: none; an id: that template of the group. */
async function chooseTemplate(tx: Tx, groupId: string, id: string | null | undefined): Promise<TemplateChoice> {
  if (id === null) return { id: null, name: null, rules: null };
  let query = tx.selectFrom('price_templates').select(['id', 'name', 'rules']).where('group_id', '=', groupId);
  query = id === undefined ? query.where('is_default', '=', true) : query.where('id', '=', id.toLowerCase());
  const row = await query.executeTakeFirst();
  if (!row) {
    if (id === undefined) return { id: null, name: null, rules: null };
    throw unknownReference('priceTemplateId', 'No price template with this id in your group.');
  }
  return { id: row.id, name: row.name, rules: row.rules as PriceRule[] };
}

/** The rules of the template an order names now (deleted since: none). */
async function rulesOf(tx: Tx, groupId: string, templateId: string | null): Promise<PriceRule[] | null> {
  if (!templateId) return null;
  const row = await tx.selectFrom('price_templates').select('rules').where('group_id', '=', groupId).where('id', '=', templateId).executeTakeFirst();
  return row ? (row.rules as PriceRule[]) : null;
}

async function requireCustomer(tx: Tx, groupId: string, id: string) {
  const customer = await findCustomerRow(tx, groupId, id);
  if (!customer) throw unknownReference('customerId', 'No customer with this id in your group.');
  return customer;
}

async function nextNumber(tx: Tx, groupId: string, side: OrderSide): Promise<string> {
  const row = await sql<{ last_number: number }>`
    insert into order_counters (group_id, side, last_number) values (${groupId}::uuid, ${side}, 1)
    on conflict (group_id, side) do update set last_number = order_counters.last_number + 1
    returning last_number
  `.execute(tx);
  return `${ORDER_NUMBER_PREFIX[side]}-${String(row.rows[0]?.last_number ?? 1).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

function totalsOf(lines: readonly Pick<OrderLinePriced, 'lineTotal'>[], paid: string) {
  const { subtotal, total } = orderTotals(lines, []);
  return { subtotal, total, paid };
}

// ------------------------------------------------------------------ drafts

export async function createOrder(tx: Tx, acting: Acting, input: OrderInputParsed): Promise<string> {
  const customer = await requireCustomer(tx, acting.groupId, input.customerId);
  const template = await chooseTemplate(tx, acting.groupId, input.priceTemplateId);
  const snapshots = await snapshotLines(tx, acting.groupId, input.side, input.lines);
  const priced = priceLines(input.side, template.rules, snapshots, await latestSpot(tx));
  const { subtotal, total } = totalsOf(priced, '0');
  const row = await tx
    .insertInto('orders')
    .values({
      group_id: acting.groupId,
      number: await nextNumber(tx, acting.groupId, input.side),
      side: input.side,
      status: 'draft',
      customer_id: customer.id,
      customer_name: customer.name,
      price_template_id: template.id,
      price_template_name: template.name,
      notes: input.notes ?? null,
      subtotal,
      total,
      created_by_user_id: acting.userId,
      updated_by_user_id: acting.userId,
      created_at: acting.now,
      updated_at: acting.now,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  await writeLines(tx, acting.groupId, row.id, snapshots, priced);
  await appendOrderEvents(tx, acting, [{ orderId: row.id, kind: 'created', fromStatus: null, toStatus: 'draft', detail: { number: row.number } }]);
  return row.id;
}

/** The state checks every write shares: a stale version (409 version_conflict), a refused action (409 with its code). */
export function checkAction(row: OrderRow, action: OrderAction, version: number | undefined, now: Date): void {
  if (version !== undefined && version !== row.version) throw orderVersionConflict(version, row.version);
  const state = { status: row.status as OrderStatus, quote: quoteOf(row), side: row.side as OrderSide, totals: { paid: row.paid, refunded: row.refunded } };
  const refusal = orderActionRefusal(state, action, now);
  if (refusal) throw new ApiError(409, refusal.code, refusal.message, { status: row.status, ...refusal.details });
}

export async function saveHeader(tx: Tx, acting: Acting, row: OrderRow, change: Omit<Updateable<OrdersTable>, 'id' | 'group_id' | 'version'>): Promise<void> {
  await tx
    .updateTable('orders')
    .set({ ...change, version: sql`version + 1`, updated_at: acting.now, updated_by_user_id: acting.userId })
    .where('id', '=', row.id)
    .where('group_id', '=', acting.groupId)
    .execute();
}

async function storedLines(tx: Tx, groupId: string, orderId: string) {
  return tx.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).where('group_id', '=', groupId).orderBy('position').execute();
}

/** PATCH: drafts only; the lines given replace all of them; every line is priced again at the latest spot. */
export async function patchOrder(tx: Tx, acting: Acting, id: string, patch: OrderPatchParsed): Promise<OrderStatus> {
  const row = await requireOrderRow(tx, acting.groupId, id, { lock: true });
  checkAction(row, 'edit', patch.version, acting.now);
  const side = row.side as OrderSide;
  const change: Updateable<OrdersTable> = {};
  if (patch.customerId !== undefined) {
    const customer = await requireCustomer(tx, acting.groupId, patch.customerId);
    change.customer_id = customer.id;
    change.customer_name = customer.name;
  }
  let rules: PriceRule[] | null;
  if (patch.priceTemplateId !== undefined) {
    const template = await chooseTemplate(tx, acting.groupId, patch.priceTemplateId);
    change.price_template_id = template.id;
    change.price_template_name = template.name;
    rules = template.rules;
  } else rules = await rulesOf(tx, acting.groupId, row.price_template_id);
  if (patch.notes !== undefined) change.notes = patch.notes;
  const snapshots = patch.lines !== undefined ? await snapshotLines(tx, acting.groupId, side, patch.lines) : (await storedLines(tx, acting.groupId, row.id)).map(snapshotOfRow);
  const priced = priceLines(side, rules, snapshots, await latestSpot(tx));
  await writeLines(tx, acting.groupId, row.id, snapshots, priced);
  await saveHeader(tx, acting, row, { ...change, ...totalsOf(priced, row.paid) });
  const fields = Object.entries(patch).flatMap(([field, value]) => (field !== 'version' && value !== undefined ? [field] : []));
  await appendOrderEvents(tx, acting, [{ orderId: row.id, kind: 'edited', fromStatus: 'draft', toStatus: 'draft', detail: { fields } }]);
  return row.status as OrderStatus;
}

/** POST /orders/price: the lines priced as a draft would be, now. Writes nothing. */
export async function previewOrderPrices(tx: Tx, groupId: string, body: OrderPriceBodyParsed): Promise<OrderPricePreview> {
  const template = await chooseTemplate(tx, groupId, body.priceTemplateId);
  const snapshots = await snapshotLines(tx, groupId, body.side, body.lines);
  const spot = await latestSpot(tx);
  const lines = priceLines(body.side, template.rules, snapshots, spot);
  const { subtotal, total } = orderTotals(lines, []);
  return { spot, priceTemplateId: template.id, lines, subtotal, total, unpriced: lines.filter((line) => line.unitPrice === null).length };
}

// ------------------------------------------------------------------ the status flow

export async function quoteOrder(tx: Tx, acting: Acting, id: string, { version, meltReasons = [] }: OrderQuoteBodyParsed, ttlMs: number = QUOTE_TTL_MS): Promise<OrderStatus> {
  const row = await requireOrderRow(tx, acting.groupId, id, { lock: true });
  checkAction(row, 'quote', version, acting.now);
  const side = row.side as OrderSide;
  const stored = await storedLines(tx, acting.groupId, row.id);
  if (!stored.length) throw new ApiError(409, 'order_empty', 'An order needs at least one line to be quoted.');
  // Items sold must still be there when the price is promised.
  await snapshotLines(
    tx,
    acting.groupId,
    side,
    stored.flatMap((line) => (line.inventory_item_id ? [{ inventoryItemId: line.inventory_item_id, quantity: line.quantity, overrideReason: null, meltReason: null }] : [])),
  );
  const spot = await latestSpot(tx);
  if (!spot) throw new ApiError(409, 'spot_unavailable', 'No spot price has been stored yet, so the order cannot be quoted. Try again in a minute.');
  // A reason given now (a line that crosses melt at the new spot) is kept on its line.
  const missing = meltReasons.findIndex(({ line }) => line >= stored.length);
  if (missing >= 0) throw unknownReference(`meltReasons.${missing}.line`, `The order has ${stored.length} line${stored.length === 1 ? '' : 's'}: there is no line ${(meltReasons[missing]?.line ?? 0) + 1}.`);
  const reasons = new Map(meltReasons.map(({ line, reason }) => [line, reason]));
  const snapshots = stored.map((line, index) => {
    const snapshot = snapshotOfRow(line);
    const reason = reasons.get(index);
    return reason ? { ...snapshot, meltReason: reason } : snapshot;
  });
  const priced = priceLines(side, await rulesOf(tx, acting.groupId, row.price_template_id), snapshots, spot);
  const refused = quoteRefusal(side, priced);
  if (refused) throw new ApiError(409, refused.code, refused.message, refused.details);
  const tooLarge = priced.findIndex((line) => line.lineTotal !== null && toCents(line.lineTotal) > toCents(MAX_LINE_AMOUNT));
  if (tooLarge >= 0) throw new ApiError(409, 'amount_too_large', `Line ${tooLarge + 1} totals more than ${MAX_LINE_AMOUNT}: split it into several lines.`, { line: tooLarge });
  await writeLines(tx, acting.groupId, row.id, snapshots, priced);
  const expiresAt = new Date(acting.now.getTime() + ttlMs);
  const totals = totalsOf(priced, row.paid);
  await saveHeader(tx, acting, row, { ...totals, status: 'quoted', quoted_at: acting.now, quote_expires_at: expiresAt, quote_spot: JSON.stringify(spot) });
  await appendOrderEvents(tx, acting, [
    { orderId: row.id, kind: 'quoted', fromStatus: row.status as OrderStatus, toStatus: 'quoted', detail: { expiresAt: expiresAt.toISOString(), total: totals.total, spotAt: spot.updatedAt } },
  ]);
  return row.status as OrderStatus;
}

export async function confirmOrder(tx: Tx, acting: Acting, id: string, version: number | undefined): Promise<OrderStatus> {
  const row = await requireOrderRow(tx, acting.groupId, id, { lock: true });
  checkAction(row, 'confirm', version, acting.now);
  // Nothing to pay (a total of 0): confirmed and paid at once.
  const paidInFull = balanceDue(row.total, row.paid) === '0.00';
  const events: NewOrderEvent[] = [{ orderId: row.id, kind: 'confirmed', fromStatus: 'quoted', toStatus: 'confirmed' }];
  if (paidInFull) events.push({ orderId: row.id, kind: 'paid', fromStatus: 'confirmed', toStatus: 'paid' });
  await saveHeader(tx, acting, row, { status: paidInFull ? 'paid' : 'confirmed' });
  await appendOrderEvents(tx, acting, events);
  return row.status as OrderStatus;
}

export async function addPayment(tx: Tx, acting: Acting, id: string, input: OrderPaymentInputParsed): Promise<OrderStatus> {
  const receivedAt = input.receivedAt ? new Date(input.receivedAt) : acting.now;
  if (receivedAt.getTime() > acting.now.getTime() + 60_000) throw unknownReference('receivedAt', 'receivedAt cannot be in the future.');
  const peek = await findOrderRow(tx, acting.groupId, id);
  const cashOfSale = input.method === 'cash' && peek?.side === 'sell';
  // The customer's cash lock comes before the order's row lock, so cash payments of one customer never deadlock.
  if (cashOfSale && peek) await lockCustomerCash(tx, acting.groupId, peek.customer_id);
  const row = await requireOrderRow(tx, acting.groupId, id, { lock: true });
  checkAction(row, 'pay', input.version, acting.now);
  const due = balanceDue(row.total, row.paid);
  const amount = fromCents(toCents(input.amount));
  if (toCents(amount) > toCents(due)) {
    throw new ApiError(409, 'payment_exceeds_balance', `The balance due is ${due}; a payment of ${amount} is more than that.`, { balanceDue: due });
  }
  const payment = await tx
    .insertInto('order_payments')
    .values({
      group_id: acting.groupId,
      order_id: row.id,
      method: input.method,
      amount,
      received_at: receivedAt,
      reference: input.reference ?? null,
      created_by_user_id: acting.userId,
      created_at: acting.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paid = fromCents(toCents(row.paid) + toCents(amount));
  const paidInFull = amount === due;
  await saveHeader(tx, acting, row, { paid, status: paidInFull ? 'paid' : 'confirmed' });
  const events: NewOrderEvent[] = [
    { orderId: row.id, kind: 'payment_added', fromStatus: 'confirmed', toStatus: 'confirmed', detail: { paymentId: payment.id, method: input.method, amount, receivedAt: receivedAt.toISOString() } },
  ];
  if (paidInFull) events.push({ orderId: row.id, kind: 'paid', fromStatus: 'confirmed', toStatus: 'paid', detail: { paid } });
  await appendOrderEvents(tx, acting, events);
  if (cashOfSale) await reviewForm8300(tx, acting, { id: row.id, customerId: row.customer_id }, receivedAt);
  return row.status as OrderStatus;
}

/** fulfil and cancel: a status change and its event. */
async function simpleTransition(tx: Tx, acting: Acting, id: string, action: 'fulfil' | 'cancel', version: number | undefined, detail: Record<string, unknown> = {}): Promise<OrderStatus> {
  const row = await requireOrderRow(tx, acting.groupId, id, { lock: true });
  checkAction(row, action, version, acting.now);
  const to: OrderStatus = action === 'fulfil' ? 'fulfilled' : 'cancelled';
  await saveHeader(tx, acting, row, { status: to });
  await appendOrderEvents(tx, acting, [{ orderId: row.id, kind: to, fromStatus: row.status as OrderStatus, toStatus: to, detail }]);
  return row.status as OrderStatus;
}

export const fulfilOrder = (tx: Tx, acting: Acting, id: string, version: number | undefined) => simpleTransition(tx, acting, id, 'fulfil', version);

export const cancelOrder = (tx: Tx, acting: Acting, id: string, version: number | undefined, reason: string | null | undefined) =>
  simpleTransition(tx, acting, id, 'cancel', version, reason ? { reason } : {});

export async function completeOrder(tx: Tx, acting: Acting, id: string, version: number | undefined): Promise<OrderStatus> {
  const row = await requireOrderRow(tx, acting.groupId, id, { lock: true });
  checkAction(row, 'complete', version, acting.now);
  const records = await completeInInventory(tx, acting, row, await storedLines(tx, acting.groupId, row.id));
  await saveHeader(tx, acting, row, { status: 'completed' });
  await appendOrderEvents(tx, acting, [
    { orderId: row.id, kind: 'completed', fromStatus: 'fulfilled', toStatus: 'completed', detail: { items: records.map(({ itemId, dispositionId }) => ({ itemId, dispositionId })) } },
  ]);
  return row.status as OrderStatus;
}

export async function reverseOrder(tx: Tx, acting: Acting, id: string, version: number | undefined, reason: string): Promise<OrderStatus> {
  const row = await requireOrderRow(tx, acting.groupId, id, { lock: true });
  checkAction(row, 'reverse', version, acting.now);
  const reversed = await reverseInInventory(tx, acting, row, await storedLines(tx, acting.groupId, row.id), reason);
  await saveHeader(tx, acting, row, { status: 'reversed' });
  await appendOrderEvents(tx, acting, [
    { orderId: row.id, kind: 'reversed', fromStatus: 'completed', toStatus: 'reversed', detail: { reason, items: reversed.map(({ itemId, dispositionId }) => ({ itemId, dispositionId })) } },
  ]);
  return row.status as OrderStatus;
}
