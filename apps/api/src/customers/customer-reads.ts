// Reading a group's customers, always inside `scoped` (row-level security admits only the caller's
// group), each with its order count, latest order and lifetime figures (@bullion/contract's
// lifetime-totals.ts, here in SQL over the same statuses and payments). The Form 8300 identification
// is answered to the group's admins only: everyone else learns only whether it is on file.
import { EMPTY_LIFETIME, LIFETIME_ORDER_STATUSES, type Customer, type CustomerIdentification, type CustomerLifetime, type CustomerListQueryParsed } from '@bullion/contract';
import { sql, type SqlBool } from 'kysely';
import type { Tx } from '../db/database';
import { searchPatterns } from '../db/search';
import type { CustomerRow } from '../db/schema';
import { notFound } from '../http/errors';
import { iso } from '../http/mappers';
import { isUuid } from '../inventory/item-reads';

/** What a customer's orders add up to. */
export interface CustomerActivity {
  orderCount: number;
  lastOrderAt: string | null;
  lifetime: CustomerLifetime;
}

export const NO_ACTIVITY: CustomerActivity = { orderCount: 0, lastOrderAt: null, lifetime: EMPTY_LIFETIME };

/** Whom the caller is: only an admin sees identification. */
export interface CustomerViewer {
  admin: boolean;
}

function identificationOf(row: CustomerRow): CustomerIdentification {
  return {
    dateOfBirth: row.date_of_birth,
    occupation: row.occupation,
    idType: row.id_type as CustomerIdentification['idType'],
    idNumber: row.id_number,
    idIssuer: row.id_issuer,
    tin: row.tin,
  };
}

export function toCustomer(row: CustomerRow, activity: CustomerActivity, viewer: CustomerViewer): Customer {
  const identification = identificationOf(row);
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    shippingAddress: row.shipping_address,
    notes: row.notes,
    identification: viewer.admin ? identification : null,
    identificationOnFile: Object.values(identification).some((value) => value !== null),
    orderCount: activity.orderCount,
    lastOrderAt: activity.lastOrderAt,
    lifetime: activity.lifetime,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** How many orders each of these customers has. */
export async function orderCounts(tx: Tx, groupId: string, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .selectFrom('orders')
    .select(['customer_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('group_id', '=', groupId)
    .where('customer_id', 'in', ids)
    .groupBy('customer_id')
    .execute();
  return new Map(rows.map((row) => [row.customer_id, Number(row.n)]));
}

/**
 * Each customer's order count, latest order and lifetime figures: bought from and sold to over the
 * orders that stand (LIFETIME_ORDER_STATUSES), and the cash of every order, refunds taken off and
 * voided payments left out. Two grouped queries per page, on the (group, customer) index of orders.
 */
export async function customerActivity(tx: Tx, groupId: string, ids: readonly string[]): Promise<Map<string, CustomerActivity>> {
  if (!ids.length) return new Map();
  const statuses = sql.join([...LIFETIME_ORDER_STATUSES]);
  const [orders, cash] = await Promise.all([
    sql<{ customer_id: string; orders: string; last_order_at: Date | string | null; bought_from: string | null; sold_to: string | null }>`
      select o.customer_id, count(*) as orders, max(o.created_at) as last_order_at,
        sum(o.total) filter (where o.side = 'buy' and o.status in (${statuses})) as bought_from,
        sum(o.total) filter (where o.side = 'sell' and o.status in (${statuses})) as sold_to
      from orders o
      where o.group_id = ${groupId}::uuid and o.customer_id in (${sql.join(ids.map((id) => sql`${id}::uuid`))})
      group by o.customer_id
    `.execute(tx),
    sql<{ customer_id: string; cash_received: string | null; cash_paid_out: string | null }>`
      select o.customer_id,
        sum(case when p.kind = 'refund' then -p.amount else p.amount end) filter (where o.side = 'sell') as cash_received,
        sum(case when p.kind = 'refund' then -p.amount else p.amount end) filter (where o.side = 'buy') as cash_paid_out
      from order_payments p
      join orders o on o.id = p.order_id and o.group_id = p.group_id
      where p.group_id = ${groupId}::uuid and p.method = 'cash' and p.voided_at is null
        and o.customer_id in (${sql.join(ids.map((id) => sql`${id}::uuid`))})
      group by o.customer_id
    `.execute(tx),
  ]);
  // numeric(30, 2) sums come back with their two places; none is 0.00.
  const money = (value: string | null | undefined) => value ?? '0.00';
  const cashOf = new Map(cash.rows.map((row) => [row.customer_id, row]));
  return new Map(
    orders.rows.map((row) => {
      const paid = cashOf.get(row.customer_id);
      return [
        row.customer_id,
        {
          orderCount: Number(row.orders),
          lastOrderAt: row.last_order_at ? iso(row.last_order_at) : null,
          lifetime: { boughtFrom: money(row.bought_from), soldTo: money(row.sold_to), cashReceived: money(paid?.cash_received), cashPaidOut: money(paid?.cash_paid_out) },
        },
      ];
    }),
  );
}

/** A page of the group's customers by name; q: every word in the name, e-mail or phone. */
export async function listCustomers(tx: Tx, groupId: string, { q, offset, limit }: CustomerListQueryParsed, viewer: CustomerViewer) {
  let query = tx.selectFrom('customers').where('group_id', '=', groupId);
  // The long words through customer_search_ids (migration 0035's trigram index); a short one on the customers that leaves.
  const { indexed, scanned } = searchPatterns(q);
  if (indexed.length) query = query.where(sql<SqlBool>`id = any (array(select customer_search_ids(${groupId}::uuid, ${indexed}::text[])))`);
  for (const pattern of scanned) query = query.where('search_text', 'like', pattern);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(sql`lower(name)`).orderBy('id').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const activity = await customerActivity(tx, groupId, rows.map((row) => row.id));
  return { items: rows.map((row) => toCustomer(row, activity.get(row.id) ?? NO_ACTIVITY, viewer)), total: Number(count.n), offset, limit };
}

export async function findCustomerRow(tx: Tx, groupId: string, id: string, { lock = false } = {}) {
  if (!isUuid(id)) return undefined;
  let query = tx.selectFrom('customers').selectAll().where('group_id', '=', groupId).where('id', '=', id.toLowerCase());
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function readCustomer(tx: Tx, groupId: string, id: string, viewer: CustomerViewer): Promise<Customer> {
  const row = await findCustomerRow(tx, groupId, id);
  if (!row) throw notFound('Customer');
  const activity = await customerActivity(tx, groupId, [row.id]);
  return toCustomer(row, activity.get(row.id) ?? NO_ACTIVITY, viewer);
}
