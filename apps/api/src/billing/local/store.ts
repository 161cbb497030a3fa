// The local provider's objects, kept as Stripe keeps its own: JSON documents by id in
// billing_local_objects, each with its customer. Dates are ISO strings inside the documents.
import { randomBytes } from 'node:crypto';
import type { InvoiceStatus, PaymentStatus, SubscriptionStatus } from '@bullion/contract';
import type { Db, Tx } from '../../db/database';
import type { BillingLocalObjectKind } from '../../db/schema';
import type { BillingMetadata } from '../provider';

export interface LocalCard {
  brand: string;
  last4: string;
}

export interface LocalCustomer {
  id: string;
  email: string;
  name: string;
  metadata: BillingMetadata;
  /** The card of the last successful payment, charged again at renewal. */
  card: LocalCard | null;
}

export interface LocalCheckoutSession {
  id: string;
  customerId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  metadata: BillingMetadata;
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
  expiresAt: string;
}

export interface LocalPortalSession {
  id: string;
  customerId: string;
  returnUrl: string;
  expiresAt: string;
}

export interface LocalSubscription {
  id: string;
  customerId: string;
  priceId: string;
  status: SubscriptionStatus;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  metadata: BillingMetadata;
}

export interface LocalInvoice {
  id: string;
  number: string;
  customerId: string;
  subscriptionId: string | null;
  status: InvoiceStatus;
  currency: string;
  amountDue: string;
  amountPaid: string;
  description: string;
  periodStart: string | null;
  periodEnd: string | null;
  created: string;
  paidAt: string | null;
  paymentIds: string[];
}

export interface LocalPaymentIntent {
  id: string;
  clientSecret: string;
  customerId: string;
  status: PaymentStatus;
  amount: string;
  currency: string;
  description: string;
  method: string | null;
  failureMessage: string | null;
  created: string;
  metadata: BillingMetadata;
}

interface LocalObjects {
  customer: LocalCustomer;
  checkout_session: LocalCheckoutSession;
  portal_session: LocalPortalSession;
  subscription: LocalSubscription;
  invoice: LocalInvoice;
  payment_intent: LocalPaymentIntent;
}

const ID_PREFIXES: Record<BillingLocalObjectKind, string> = {
  customer: 'cus_local_',
  checkout_session: 'cs_local_',
  portal_session: 'bps_local_',
  subscription: 'sub_local_',
  invoice: 'in_local_',
  payment_intent: 'pi_local_',
};

/** A new id like Stripe's, unguessable: session ids are the only key to the local pages. */
export function newLocalId(kind: BillingLocalObjectKind): string {
  return `${ID_PREFIXES[kind]}${randomBytes(12).toString('hex')}`;
}

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

export async function countLocal(db: Db | Tx, kind: BillingLocalObjectKind): Promise<number> {
  const row = await db.selectFrom('billing_local_objects').select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', kind).executeTakeFirstOrThrow();
  return Number(row.n);
}
