// The local provider's objects, kept as Stripe keeps its own: JSON documents by id in
// billing_local_objects (local-object-reads.ts, local-object-writes.ts), each with its customer.
// Dates are ISO strings inside the documents.
import { randomBytes } from 'node:crypto';
import type { InvoiceStatus, PaymentStatus, SubscriptionStatus } from '@bullion/contract';
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
  /** Credit owed to the customer (prorated unused time), a decimal string; absent means none. */
  creditBalance?: string;
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
  /** The subscription trials until then (the rest of a free trial); absent or null: charged at once. */
  trialEnd?: string | null;
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
  /** The end of its trial, kept once it is over (as Stripe keeps trial_end). */
  trialEnd?: string | null;
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
  /** Refunds made against it (Stripe's refunds of a charge); absent means none. */
  refunds?: LocalRefund[];
}

export interface LocalRefund {
  id: string;
  amount: string;
  reason: string;
  created: string;
}

/** The document type of each kind. */
export interface LocalObjects {
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

/** The refunded total of a payment, in minor units. */
export function refundedMinor(payment: LocalPaymentIntent, toMinor: (amount: string) => number): number {
  return (payment.refunds ?? []).reduce((sum, refund) => sum + toMinor(refund.amount), 0);
}

/** A new id like Stripe's, unguessable: session ids are the only key to the local pages. */
export const newLocalRefundId = () => `re_local_${randomBytes(12).toString('hex')}`;

export function newLocalId(kind: BillingLocalObjectKind): string {
  return `${ID_PREFIXES[kind]}${randomBytes(12).toString('hex')}`;
}
