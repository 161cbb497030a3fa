// The billing provider interface: what the API asks of a payment provider (customers, prices by
// lookup key, checkout and portal sessions, subscriptions, payment intents, invoices and webhook
// events), in the provider's own ids and Stripe's status vocabulary. Two implementations:
// local/local-provider.ts (the default, a simulation with its own pages) and
// stripe/stripe-provider.ts (STRIPE_SECRET_KEY). Amounts are decimal strings in the currency's major
// unit. docs/billing.md describes the contract.
import type { BillingProviderName, InvoiceStatus, PaymentStatus, SubscriptionStatus } from '@bullion/contract';

/** Ids we put in a provider's metadata to find our rows again. */
export type BillingMetadata = Record<string, string>;

export interface ProviderCustomer {
  id: string;
  email: string;
  name: string;
}

export interface ProviderPrice {
  id: string;
  lookupKey: string;
  productId: string;
  productName: string;
  amount: string;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount: number;
}

export interface ProviderCheckoutSession {
  id: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  customerId: string;
  /** Set once the checkout is complete. */
  subscriptionId: string | null;
  metadata: BillingMetadata;
  expiresAt: Date;
}

export interface ProviderPortalSession {
  id: string;
  url: string;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** The lookup key of the subscribed price: which plan it is. */
  lookupKey: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** Ends at the end of the period instead of renewing. */
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  trialEnd: Date | null;
  metadata: BillingMetadata;
}

export interface ProviderPayment {
  id: string;
  customerId: string | null;
  status: PaymentStatus;
  amount: string;
  currency: string;
  description: string;
  /** How it was paid, e.g. "Visa •••• 4242". */
  method: string | null;
  failureMessage: string | null;
  created: Date;
  metadata: BillingMetadata;
}

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  number: string | null;
  status: InvoiceStatus;
  currency: string;
  amountDue: string;
  amountPaid: string;
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  created: Date;
  paidAt: Date | null;
  /** The payments made (or tried) for it. */
  payments: ProviderPayment[];
}

/** A subscription ended now, and what the customer got back for the unused part of its period. */
export interface ProviderCancellation {
  subscription: ProviderSubscription;
  /** The prorated credit, a decimal string in the major unit ("0.00" when nothing was paid for the time left). */
  credit: string;
  currency: string;
}

/** Credit owed to a customer, refunded to the card it was paid with. */
export interface ProviderRefund {
  /** The total refunded, a decimal string in the major unit ("0.00" when the customer had no credit). */
  amount: string;
  currency: string;
  /** The provider's refund ids, one per payment refunded against. */
  refundIds: string[];
}

/** What a webhook event is about: the object to fetch again and apply (never trust an event's copy: events arrive late and out of order). */
export interface BillingEventRef {
  id: string;
  /** The provider's event type, e.g. customer.subscription.updated. */
  type: string;
  object: { kind: 'checkout_session' | 'subscription' | 'invoice' | 'payment'; id: string } | null;
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A provider's answer that we cannot use (its API failed, or a price is not set up). */
export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
}

export interface ProviderCallOptions {
  /** The same key makes the provider do the work once (the request's Idempotency-Key, derived). */
  idempotencyKey?: string;
}

export interface BillingProvider {
  readonly name: BillingProviderName;
  createCustomer(input: { email: string; name: string; metadata: BillingMetadata }, options?: ProviderCallOptions): Promise<ProviderCustomer>;
  /** The active prices with these lookup keys (unknown keys are left out). */
  findPrices(lookupKeys: readonly string[]): Promise<ProviderPrice[]>;
  createCheckoutSession(
    input: {
      customerId: string;
      priceId: string;
      successUrl: string;
      cancelUrl: string;
      metadata: BillingMetadata;
      /** The subscription starts trialing until then; its first charge is then (Stripe's subscription_data.trial_end). */
      trialEnd?: Date | null;
    },
    options?: ProviderCallOptions,
  ): Promise<ProviderCheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  createPortalSession(input: { customerId: string; returnUrl: string }, options?: ProviderCallOptions): Promise<ProviderPortalSession>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  updateSubscriptionMetadata(id: string, metadata: BillingMetadata): Promise<void>;
  /**
   * Ends the subscription now, prorated: the unused part of the paid period is credited to the
   * customer (Stripe's cancel with prorate and invoice_now). Null when the provider does not know it.
   */
  cancelSubscriptionNow(id: string, options?: ProviderCallOptions): Promise<ProviderCancellation | null>;
  /**
   * Refunds the customer's whole credit balance (unused time credited by cancelSubscriptionNow) to the
   * card: against the payments of the customer's paid subscription invoices, newest first, each for at
   * most what is left of it, and takes the balance back to zero. Safe to call again: a customer
   * without credit gets nothing.
   */
  refundCreditBalance(customerId: string, options?: ProviderCallOptions): Promise<ProviderRefund>;
  createPaymentIntent(
    input: { customerId: string; amount: string; currency: string; description: string; metadata: BillingMetadata },
    options?: ProviderCallOptions,
  ): Promise<{ payment: ProviderPayment; clientSecret: string; url: string | null }>;
  retrievePayment(id: string): Promise<ProviderPayment | null>;
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  /** Verifies a webhook's signature and says what it is about; throws WebhookSignatureError. */
  parseWebhook(payload: string, headers: Headers): Promise<BillingEventRef>;
}
