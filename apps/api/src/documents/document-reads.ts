// What an order's documents need beside the order: the group's name and business identity, the
// customer's address and contact (and, for the Form 8300 worksheet, identification), and the orders
// and cash payments a Form 8300 flag counted together. Always inside `scoped` (row-level security).
import type { BusinessIdentity } from '@bullion/contract';
import type { Tx } from '../db/database';
import { iso } from '../http/mappers';
import type { CashReceived, IdentifiedCustomer, RelatedOrder } from './form-8300-pdf';

export interface DocumentIssuer {
  groupName: string;
  business: BusinessIdentity;
}

export async function readIssuer(tx: Tx, groupId: string): Promise<DocumentIssuer> {
  const row = await tx
    .selectFrom('groups')
    .select(['name', 'business_legal_name', 'business_address', 'business_phone', 'business_email', 'business_tax_id', 'business_logo_path'])
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  return {
    groupName: row.name,
    business: {
      legalName: row.business_legal_name,
      address: row.business_address,
      phone: row.business_phone,
      email: row.business_email,
      taxId: row.business_tax_id,
      logoPath: row.business_logo_path,
    },
  };
}

/** The customer with what Form 8300 asks of them; null when the customer is gone (the order keeps its name). */
export async function readDocumentCustomer(tx: Tx, groupId: string, customerId: string): Promise<IdentifiedCustomer | null> {
  const row = await tx
    .selectFrom('customers')
    .select(['name', 'address', 'email', 'phone', 'date_of_birth', 'occupation', 'id_type', 'id_number', 'id_issuer', 'tin'])
    .where('group_id', '=', groupId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    address: row.address,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.date_of_birth,
    occupation: row.occupation,
    idType: row.id_type,
    idNumber: row.id_number,
    idIssuer: row.id_issuer,
    tin: row.tin,
  };
}

/** The orders a flag counted together (those the scope sees), oldest first, and their cash payments that count, oldest first. */
export async function readCashCountedTogether(tx: Tx, groupId: string, orderIds: readonly string[]): Promise<{ related: RelatedOrder[]; cash: CashReceived[] }> {
  if (!orderIds.length) return { related: [], cash: [] };
  const [orders, payments] = await Promise.all([
    tx.selectFrom('orders').select(['id', 'number', 'created_at', 'total']).where('group_id', '=', groupId).where('id', 'in', orderIds).orderBy('created_at').orderBy('number').execute(),
    tx
      .selectFrom('order_payments as p')
      .innerJoin('orders as o', (join) => join.onRef('o.id', '=', 'p.order_id').onRef('o.group_id', '=', 'p.group_id'))
      .select(['o.number', 'p.received_at', 'p.amount', 'p.reference'])
      .where('p.group_id', '=', groupId)
      .where('p.order_id', 'in', orderIds)
      .where('p.method', '=', 'cash')
      .where('p.kind', '=', 'payment')
      .where('p.voided_at', 'is', null)
      .orderBy('p.received_at')
      .orderBy('p.created_at')
      .execute(),
  ]);
  return {
    related: orders.map((row) => ({ id: row.id, number: row.number, createdAt: iso(row.created_at), total: row.total })),
    cash: payments.map((row) => ({ orderNumber: row.number, receivedAt: iso(row.received_at), amount: row.amount, reference: row.reference })),
  };
}
