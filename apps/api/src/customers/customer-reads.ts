// Reading a group's customers, always inside `scoped` (row-level security admits only the caller's
// group), each with the number of its orders.
import type { Customer, CustomerListQueryParsed } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { CustomerRow } from '../db/schema';
import { notFound } from '../http/errors';
import { iso } from '../http/mappers';
import { isUuid } from '../inventory/item-reads';

export function toCustomer(row: CustomerRow, orderCount: number): Customer {
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    orderCount,
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

/** A page of the group's customers by name; q: every word in the name, e-mail or phone. */
export async function listCustomers(tx: Tx, groupId: string, { q, offset, limit }: CustomerListQueryParsed) {
  let query = tx.selectFrom('customers').where('group_id', '=', groupId);
  for (const word of (q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    query = query.where('search_text', 'like', `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(sql`lower(name)`).orderBy('id').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const counts = await orderCounts(tx, groupId, rows.map((row) => row.id));
  return { items: rows.map((row) => toCustomer(row, counts.get(row.id) ?? 0)), total: Number(count.n), offset, limit };
}

export async function findCustomerRow(tx: Tx, groupId: string, id: string, { lock = false } = {}) {
  if (!isUuid(id)) return undefined;
  let query = tx.selectFrom('customers').selectAll().where('group_id', '=', groupId).where('id', '=', id.toLowerCase());
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function readCustomer(tx: Tx, groupId: string, id: string): Promise<Customer> {
  const row = await findCustomerRow(tx, groupId, id);
  if (!row) throw notFound('Customer');
  const counts = await orderCounts(tx, groupId, [row.id]);
  return toCustomer(row, counts.get(row.id) ?? 0);
}
