// Writing a group's customers, always inside `scoped` (row-level security admits only the caller's
// group). A customer with orders is never deleted: its orders refer to it. The identification is
// written whole (routes.ts lets only admins send it).
import type { Customer, CustomerIdentificationInputParsed, CustomerInputParsed, CustomerPatchParsed } from '@bullion/contract';
import { sql } from 'kysely';
import type { Tx } from '../db/database';
import type { CustomerRow } from '../db/schema';
import type { Acting } from '../http/acting';
import { ApiError, notFound } from '../http/errors';
import { versionConflict } from '../inventory/errors';
import { findCustomerRow, NO_ACTIVITY, orderCounts, readCustomer, toCustomer, type CustomerViewer } from './customer-reads';

/** The identification columns as one set: null (or nothing sent as null) clears every one. */
function identificationColumns(identification: CustomerIdentificationInputParsed | null) {
  return {
    date_of_birth: identification?.dateOfBirth ?? null,
    occupation: identification?.occupation ?? null,
    id_type: identification?.idType ?? null,
    id_number: identification?.idNumber ?? null,
    id_issuer: identification?.idIssuer ?? null,
    tin: identification?.tin ?? null,
  };
}

export async function createCustomer(tx: Tx, acting: Acting, input: CustomerInputParsed, viewer: CustomerViewer): Promise<Customer> {
  const row = await tx
    .insertInto('customers')
    .values({
      group_id: acting.groupId,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      shipping_address: input.shippingAddress ?? null,
      notes: input.notes ?? null,
      ...identificationColumns(input.identification ?? null),
      created_by_user_id: acting.userId,
      updated_by_user_id: acting.userId,
      created_at: acting.now,
      updated_at: acting.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCustomer(row, NO_ACTIVITY, viewer);
}

export async function patchCustomer(tx: Tx, acting: Acting, id: string, patch: CustomerPatchParsed, viewer: CustomerViewer): Promise<Customer> {
  const row = await findCustomerRow(tx, acting.groupId, id, { lock: true });
  if (!row) throw notFound('Customer');
  const { version, identification, shippingAddress, ...fields } = patch;
  if (version !== undefined && version !== row.version) throw versionConflict('customer', version, row.version);
  const columns: Partial<CustomerRow> = { ...fields };
  if (shippingAddress !== undefined) columns.shipping_address = shippingAddress;
  if (identification !== undefined) Object.assign(columns, identificationColumns(identification));
  const change = Object.fromEntries(Object.entries(columns).filter(([field, value]) => value !== undefined && value !== row[field as keyof CustomerRow]));
  if (!Object.keys(change).length) return readCustomer(tx, acting.groupId, row.id, viewer);
  await tx
    .updateTable('customers')
    .set({ ...change, version: sql`version + 1`, updated_at: acting.now, updated_by_user_id: acting.userId })
    .where('id', '=', row.id)
    .where('group_id', '=', acting.groupId)
    .execute();
  return readCustomer(tx, acting.groupId, row.id, viewer);
}

export async function deleteCustomer(tx: Tx, acting: Acting, id: string): Promise<void> {
  const row = await findCustomerRow(tx, acting.groupId, id, { lock: true });
  if (!row) throw notFound('Customer');
  const orders = (await orderCounts(tx, acting.groupId, [row.id])).get(row.id) ?? 0;
  if (orders > 0) {
    throw new ApiError(409, 'customer_has_orders', `${row.name} has ${orders} order${orders === 1 ? '' : 's'} and cannot be deleted.`, { orders });
  }
  await tx.deleteFrom('customers').where('id', '=', row.id).where('group_id', '=', acting.groupId).execute();
}
