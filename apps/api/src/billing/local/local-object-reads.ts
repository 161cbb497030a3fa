// Reading the local provider's objects from billing_local_objects.
import type { Db, Tx } from '../../db/database';
import type { BillingLocalObjectKind } from '../../db/schema';
import type { LocalObjects } from './local-objects';

/** One object; `forUpdate` (in a transaction) locks its row until commit, so concurrent changes take turns. */
export async function getLocal<K extends BillingLocalObjectKind>(
  db: Db | Tx,
  kind: K,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<LocalObjects[K] | null> {
  let query = db.selectFrom('billing_local_objects').select('data').where('id', '=', id).where('kind', '=', kind);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? (row.data as unknown as LocalObjects[K]) : null;
}

/** The customer's objects of one kind, oldest first. */
export async function listLocal<K extends BillingLocalObjectKind>(db: Db | Tx, kind: K, customerId: string): Promise<LocalObjects[K][]> {
  const rows = await db
    .selectFrom('billing_local_objects')
    .select('data')
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.data as unknown as LocalObjects[K]);
}

/** Every object of a kind (the clock's renewals go through all subscriptions). */
export async function listAllLocal<K extends BillingLocalObjectKind>(db: Db | Tx, kind: K): Promise<LocalObjects[K][]> {
  const rows = await db.selectFrom('billing_local_objects').select('data').where('kind', '=', kind).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => row.data as unknown as LocalObjects[K]);
}

export async function countLocal(db: Db | Tx, kind: BillingLocalObjectKind): Promise<number> {
  const row = await db.selectFrom('billing_local_objects').select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', kind).executeTakeFirstOrThrow();
  return Number(row.n);
}
