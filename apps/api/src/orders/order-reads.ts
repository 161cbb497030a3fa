// Reading orders: one order whole (lines, payments, timeline with the actors' names), a filtered page
// of summaries with the per-side totals of every match, and the Form 8300 review list. Always inside
// `scoped` (row-level security admits only the caller's group).
import { listedOrderStatuses, ORDER_STATUSES_OWING, orderBalanceDue, type FlaggedOrderPage, type Form8300Flag, type Order, type OrderEvent, type OrderListFilters, type OrderListQueryParsed, type OrderPage, type OrderPayment, type OrderQuote, type OrderSide, type OrderSpot, type OrderStatus, type OrderSummary } from '@bullion/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Tx } from '../db/database';
import { searchPatterns } from '../db/search';
import type { OrderRow } from '../db/schema';
import { notFound } from '../http/errors';
import { iso } from '../http/mappers';
import { isUuid } from '../inventory/item-reads';
import { toOrderLine } from './lines';

/** The order's row; locked for the transaction when it is about to change. Undefined: not an order of the group. */
export async function findOrderRow(tx: Tx, groupId: string, id: string, { lock = false } = {}): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  let query = tx.selectFrom('orders').selectAll().where('group_id', '=', groupId).where('id', '=', id.toLowerCase());
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function requireOrderRow(tx: Tx, groupId: string, id: string, options: { lock?: boolean } = {}): Promise<OrderRow> {
  const row = await findOrderRow(tx, groupId, id, options);
  if (!row) throw notFound('Order');
  return row;
}

export function quoteOf(row: OrderRow): OrderQuote | null {
  if (!row.quoted_at || !row.quote_expires_at || !row.quote_spot) return null;
  return { quotedAt: iso(row.quoted_at), expiresAt: iso(row.quote_expires_at), spot: row.quote_spot as unknown as OrderSpot };
}

function form8300Of(row: OrderRow): Form8300Flag {
  return {
    review: row.form8300_review,
    reason: row.form8300_reason,
    flaggedAt: row.form8300_flagged_at ? iso(row.form8300_flagged_at) : null,
    cashTotal: row.form8300_cash_total,
    relatedOrderIds: row.form8300_related_order_ids,
    filedOn: row.form8300_filed_on,
  };
}

function header(row: OrderRow) {
  return {
    id: row.id,
    groupId: row.group_id,
    number: row.number,
    side: row.side as OrderSide,
    status: row.status as OrderStatus,
    customer: { id: row.customer_id, name: row.customer_name },
    priceTemplateId: row.price_template_id,
    totals: { subtotal: row.subtotal, total: row.total, paid: row.paid, refunded: row.refunded, balanceDue: orderBalanceDue({ status: row.status as OrderStatus, total: row.total, paid: row.paid }) },
    form8300: form8300Of(row),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

type Actor = { id: string; name: string | null } | null;

async function actors(tx: Tx, ids: Iterable<string | null>): Promise<Map<string, Actor>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await tx.selectFrom('profiles').select(['id', 'name', 'display_name']).where('id', 'in', wanted).execute();
  const names = new Map(rows.map((row) => [row.id, row.display_name || row.name || null]));
  return new Map(wanted.map((id) => [id, { id, name: names.get(id) ?? null }]));
}

/** The whole order as the API answers it. */
export async function readOrder(tx: Tx, groupId: string, id: string): Promise<Order> {
  const row = await requireOrderRow(tx, groupId, id);
  const [lines, payments, events] = await Promise.all([
    tx.selectFrom('order_lines').selectAll().where('order_id', '=', row.id).where('group_id', '=', groupId).orderBy('position').execute(),
    tx.selectFrom('order_payments').selectAll().where('order_id', '=', row.id).where('group_id', '=', groupId).orderBy('received_at').orderBy('created_at').execute(),
    tx.selectFrom('order_events').selectAll().where('order_id', '=', row.id).where('group_id', '=', groupId).orderBy('id').execute(),
  ]);
  const people = await actors(tx, [row.created_by_user_id, row.updated_by_user_id, ...payments.flatMap((payment) => [payment.created_by_user_id, payment.voided_by_user_id]), ...events.map((event) => event.actor_user_id)]);
  const actor = (userId: string | null) => (userId ? (people.get(userId) ?? null) : null);
  return {
    ...header(row),
    priceTemplateName: row.price_template_name,
    notes: row.notes,
    lines: lines.map(toOrderLine),
    quote: quoteOf(row),
    payments: payments.map(
      (payment): OrderPayment => ({
        id: payment.id,
        kind: payment.kind as OrderPayment['kind'],
        method: payment.method as OrderPayment['method'],
        amount: payment.amount,
        receivedAt: iso(payment.received_at),
        reference: payment.reference,
        createdAt: iso(payment.created_at),
        actor: actor(payment.created_by_user_id),
        voided: payment.voided_at ? { at: iso(payment.voided_at), reason: payment.void_reason ?? '', actor: actor(payment.voided_by_user_id) } : null,
      }),
    ),
    events: events.map(
      (event): OrderEvent => ({
        id: event.id,
        kind: event.kind as OrderEvent['kind'],
        fromStatus: event.from_status as OrderStatus | null,
        toStatus: event.to_status as OrderStatus,
        at: iso(event.at),
        actor: actor(event.actor_user_id),
        detail: event.detail,
      }),
    ),
    createdBy: actor(row.created_by_user_id),
    updatedBy: actor(row.updated_by_user_id),
  };
}

async function summaries(tx: Tx, groupId: string, rows: readonly OrderRow[]): Promise<OrderSummary[]> {
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await tx
        .selectFrom('order_lines')
        .select(['order_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('group_id', '=', groupId)
        .where('order_id', 'in', ids)
        .groupBy('order_id')
        .execute()
    : [];
  const lineCount = new Map(counts.map((count) => [count.order_id, Number(count.n)]));
  return rows.map((row) => ({ ...header(row), lineCount: lineCount.get(row.id) ?? 0, quoteExpiresAt: row.quote_expires_at ? iso(row.quote_expires_at) : null }));
}

/** The ids of the group's orders matching every long word of q, looked up once per list (order_search_ids, migration 0035). */
async function searchedOrderIds(tx: Tx, groupId: string, q: string | undefined): Promise<string[] | undefined> {
  const { indexed } = searchPatterns(q);
  if (!indexed.length) return undefined;
  const found = await sql<{ ids: string[] }>`select array(select order_search_ids(${groupId}::uuid, ${indexed}::text[]))::text[] as ids`.execute(tx);
  return found.rows[0]?.ids ?? [];
}

function conditions(groupId: string, filters: Omit<OrderListFilters, 'sort'>, searched: string[] | undefined) {
  const where = [sql<SqlBool>`o.group_id = ${groupId}::uuid`];
  if (filters.side?.length) where.push(sql<SqlBool>`o.side in (${sql.join(filters.side)})`);
  // Cancelled and reversed orders only when the filter names them: the rows and the totals are the same orders.
  where.push(sql<SqlBool>`o.status in (${sql.join(listedOrderStatuses(filters.status))})`);
  if (filters.customerId) where.push(sql<SqlBool>`o.customer_id = ${filters.customerId.toLowerCase()}::uuid`);
  if (filters.from) where.push(sql<SqlBool>`o.created_at >= (${filters.from}::date)::timestamp at time zone 'UTC'`);
  if (filters.to) where.push(sql<SqlBool>`o.created_at < ((${filters.to}::date) + 1)::timestamp at time zone 'UTC'`);
  if (filters.flagged !== undefined) where.push(sql<SqlBool>`o.form8300_review = ${filters.flagged}`);
  // q: every word in the number, the customer's name, the notes or a line's title. The long words
  // were looked up by searchedOrderIds (trigram indexes the policy would keep a LIKE from using);
  // a short one is tested on the orders that leaves.
  const { scanned } = searchPatterns(filters.q);
  if (searched) where.push(sql<SqlBool>`o.id = any (${searched}::uuid[])`);
  for (const pattern of scanned) {
    where.push(sql<SqlBool>`(lower(o.number || ' ' || o.customer_name || ' ' || coalesce(o.notes, '')) like ${pattern}
      or exists (select 1 from order_lines l where l.order_id = o.id and l.group_id = o.group_id and lower(l.title) like ${pattern}))`);
  }
  return sql.join(where, sql` and `);
}

const ORDER_BY: Record<string, string> = { created: 'o.created_at', number: 'o.number', total: 'o.total' };

interface SideTotalsRow {
  side: OrderSide;
  orders: string;
  total: string | null;
  paid: string | null;
  refunded: string | null;
  balance: string | null;
}

const OWING = sql.join([...ORDER_STATUSES_OWING]);

/**
 * Per side, the orders the filters match and their money. Filtered by side, status or flag alone
 * (the first page, the tabs), from the kept per-status totals (order_list_totals, migration 0036):
 * a few rows whatever the number of orders; by customer, period or words, from the matching orders.
 */
async function sideTotals(tx: Tx, groupId: string, filters: Omit<OrderListFilters, 'sort'>, where: RawBuilder<unknown>) {
  if (!filters.q && !filters.customerId && !filters.from && !filters.to) {
    const kept = [sql<SqlBool>`t.group_id = ${groupId}::uuid`, sql<SqlBool>`t.status in (${sql.join(listedOrderStatuses(filters.status))})`];
    if (filters.side?.length) kept.push(sql<SqlBool>`t.side in (${sql.join(filters.side)})`);
    if (filters.flagged !== undefined) kept.push(sql<SqlBool>`t.flagged = ${filters.flagged}`);
    // Sums of numeric(30, 2) amounts, with their two places as the orders' own sums have them.
    return sql<SideTotalsRow>`
      select t.side, sum(t.orders) as orders, sum(t.total)::numeric(30, 2) as total, sum(t.paid)::numeric(30, 2) as paid,
        sum(t.refunded)::numeric(30, 2) as refunded, (sum(t.balance) filter (where t.status in (${OWING})))::numeric(30, 2) as balance
      from order_list_totals t where ${sql.join(kept, sql` and `)}
      group by t.side having sum(t.orders) <> 0
    `.execute(tx);
  }
  return sql<SideTotalsRow>`
    select o.side, count(*) as orders, sum(o.total) as total, sum(o.paid) as paid, sum(o.refunded) as refunded,
      sum(greatest(o.total - o.paid, 0)) filter (where o.status in (${OWING})) as balance
    from orders o where ${where} group by o.side
  `.execute(tx);
}

export async function listOrders(tx: Tx, groupId: string, query: OrderListQueryParsed): Promise<OrderPage> {
  const { offset, limit, sort, ...filters } = query;
  // The page and the totals are two statements over the same matches: the index lookup runs once.
  const where = conditions(groupId, filters, await searchedOrderIds(tx, groupId, filters.q));
  const direction = sort.startsWith('-') ? sql.raw('desc') : sql.raw('asc');
  const column = sql.raw(ORDER_BY[sort.replace(/^-/, '')] ?? 'o.created_at');
  const [rows, totals] = await Promise.all([
    sql<OrderRow>`select o.* from orders o where ${where} order by ${column} ${direction}, o.id ${direction} offset ${offset} limit ${limit}`.execute(tx),
    sideTotals(tx, groupId, filters, where),
  ]);
  const side = (name: OrderSide) => {
    const found = totals.rows.find((row) => row.side === name);
    const money = (value: string | null | undefined) => (value ?? '0.00');
    return { orders: Number(found?.orders ?? 0), total: money(found?.total), paid: money(found?.paid), refunded: money(found?.refunded), balanceDue: money(found?.balance) };
  };
  const total = totals.rows.reduce((sum, row) => sum + Number(row.orders), 0);
  return { items: await summaries(tx, groupId, rows.rows), total, offset, limit, totals: { sell: side('sell'), buy: side('buy') } };
}

export async function listFlaggedOrders(tx: Tx, groupId: string, { offset, limit }: { offset: number; limit: number }): Promise<FlaggedOrderPage> {
  const base = tx.selectFrom('orders').where('group_id', '=', groupId).where('form8300_review', '=', true);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('form8300_flagged_at', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await summaries(tx, groupId, rows), total: Number(count.n), offset, limit };
}
