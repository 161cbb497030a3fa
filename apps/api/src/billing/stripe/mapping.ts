// Stripe's objects in the provider interface's terms: ids instead of expandable objects, dates
// instead of Unix seconds, decimal amounts instead of minor units, and only the statuses we know.
import { INVOICE_STATUSES, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from '@bullion/contract';
import type Stripe from 'stripe';
import { minorToDecimal } from '../money';
import {
  BillingProviderError,
  type BillingEventRef,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderPayment,
  type ProviderPrice,
  type ProviderSubscription,
} from '../provider';

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);
const dateOf = (seconds: number | null | undefined): Date | null => (seconds == null ? null : new Date(seconds * 1000));

function known<T extends string>(values: readonly T[], value: string, what: string): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new BillingProviderError(`Stripe answered a ${what} we do not know: ${value}`);
}

export function toPrice(price: Stripe.Price): ProviderPrice | null {
  if (!price.lookup_key || price.unit_amount === null || !price.recurring) return null;
  const product = typeof price.product === 'string' ? null : price.product;
  return {
    id: price.id,
    lookupKey: price.lookup_key,
    productId: idOf(price.product) ?? '',
    productName: product && !('deleted' in product && product.deleted) ? product.name : '',
    amount: minorToDecimal(price.unit_amount, price.currency),
    currency: price.currency,
    interval: known(['day', 'week', 'month', 'year'] as const, price.recurring.interval, 'price interval'),
    intervalCount: price.recurring.interval_count,
  };
}

export function toCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    url: session.url ?? '',
    status: known(['open', 'complete', 'expired'] as const, session.status ?? 'open', 'checkout session status'),
    customerId: idOf(session.customer) ?? '',
    subscriptionId: idOf(session.subscription),
    metadata: session.metadata ?? {},
    expiresAt: new Date(session.expires_at * 1000),
  };
}

export function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API version 2025-03-31 the period is the item's; a plan subscription has one item.
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: known(SUBSCRIPTION_STATUSES, subscription.status, 'subscription status'),
    lookupKey: item?.price.lookup_key ?? null,
    currentPeriodStart: dateOf(item?.current_period_start),
    currentPeriodEnd: dateOf(item?.current_period_end),
    // The portal may schedule the end with cancel_at instead of the flag.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    canceledAt: dateOf(subscription.ended_at ?? subscription.canceled_at),
    trialEnd: dateOf(subscription.trial_end),
    metadata: subscription.metadata,
  };
}

function paymentMethodText(method: string | Stripe.PaymentMethod | null): string | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const brand = method.card.display_brand ?? method.card.brand;
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1).replaceAll('_', ' ')} •••• ${method.card.last4}`;
}

export function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    customerId: idOf(intent.customer),
    status: known(PAYMENT_STATUSES, intent.status, 'payment intent status'),
    amount: minorToDecimal(intent.amount, intent.currency),
    currency: intent.currency,
    description: intent.description ?? '',
    method: paymentMethodText(intent.payment_method),
    failureMessage: intent.last_payment_error?.message ?? null,
    created: new Date(intent.created * 1000),
    metadata: intent.metadata,
  };
}

export function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const line = invoice.lines.data[0];
  const payments = (invoice.payments?.data ?? []).flatMap((entry) => {
    const intent = entry.payment.payment_intent;
    return intent && typeof intent !== 'string' ? [toPayment(intent)] : [];
  });
  return {
    id: invoice.id,
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    number: invoice.number,
    status: known(INVOICE_STATUSES, invoice.status ?? 'draft', 'invoice status'),
    currency: invoice.currency,
    amountDue: minorToDecimal(invoice.amount_due, invoice.currency),
    amountPaid: minorToDecimal(invoice.amount_paid, invoice.currency),
    description: line?.description ?? invoice.description ?? '',
    // A subscription invoice's line carries the period it pays for.
    periodStart: dateOf(line?.period.start ?? invoice.period_start),
    periodEnd: dateOf(line?.period.end ?? invoice.period_end),
    created: new Date(invoice.created * 1000),
    paidAt: dateOf(invoice.status_transitions.paid_at),
    payments,
  };
}

/** What an event is about, by the object its type names. */
export function toEventRef(event: Stripe.Event): BillingEventRef {
  const object = event.data.object as { id?: string; invoice?: string | { id: string } };
  const ref = (kind: NonNullable<BillingEventRef['object']>['kind'], id: string | null | undefined) => ({ id: event.id, type: event.type, object: id ? { kind, id } : null });
  if (event.type.startsWith('checkout.session.')) return ref('checkout_session', object.id);
  if (event.type.startsWith('customer.subscription.')) return ref('subscription', object.id);
  // invoice_payment.paid names the invoice payment; its invoice is what changed.
  if (event.type.startsWith('invoice_payment.')) return ref('invoice', idOf(object.invoice));
  if (event.type.startsWith('invoice.')) return ref('invoice', object.id);
  if (event.type.startsWith('payment_intent.')) return ref('payment', object.id);
  return { id: event.id, type: event.type, object: null };
}
