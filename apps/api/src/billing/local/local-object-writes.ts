// Writing the local provider's objects to billing_local_objects: a put replaces the document by id.
import type { Db, Tx } from '../../db/database';
import type { BillingLocalObjectKind } from '../../db/schema';
import type { LocalObjects } from './local-objects';

export async function putLocal<K extends BillingLocalObjectKind>(db: Db | Tx, kind: K, object: LocalObjects[K], now: Date): Promise<LocalObjects[K]> {
  const customerId = kind === 'customer' ? object.id : (object as { customerId: string }).customerId;
  const data = JSON.stringify(object);
  await db
    .insertInto('billing_local_objects')
    .values({ id: object.id, kind, customer_id: customerId, data, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ data, updated_at: now }))
    .execute();
  return object;
}
