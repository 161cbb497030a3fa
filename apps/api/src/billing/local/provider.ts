// The local billing provider (default outside production): a simulation of Stripe kept in this
// database. Its checkout, portal and payment pages are served by the API (pages.ts, clearly labelled
// as a simulation); paying, cancelling or a renewal changes its objects and produces the events a
// real provider would send (simulation.ts), delivered through the same webhook handling as Stripe's.
import {
  BillingProviderError,
  type BillingEventRef,
  type BillingProvider,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderPayment,
  type ProviderSubscription,
} from '../provider';
import { localPrice, localPrices } from './catalog';
import { LOCAL_SIGNATURE_HEADER, localWebhookKey, verifyLocalEvent } from './signature';
import { getLocal } from './local-object-reads';
import type { LocalProviderOptions } from './options';
import { cancelNowProrated, refundCreditBalance } from './simulation';
import { putLocal } from './local-object-writes';
import { newLocalId, type LocalCheckoutSession, type LocalInvoice, type LocalPaymentIntent, type LocalSubscription } from './local-objects';

const CHECKOUT_TTL_MS = 24 * 3_600_000;
const PORTAL_TTL_MS = 3_600_000;

export type { LocalProviderOptions } from './options';

export const LOCAL_PAGES_PATH = '/api/billing/local';

export const localPageUrl = (options: Pick<LocalProviderOptions, 'publicApiUrl'>, page: 'checkout' | 'portal' | 'payments', id: string) =>
  `${options.publicApiUrl.replace(/\/$/, '')}${LOCAL_PAGES_PATH}/${page}/${id}`;

const isoOrNull = (value: string | null) => (value === null ? null : new Date(value));

export function toProviderSubscription(options: LocalProviderOptions, subscription: LocalSubscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: subscription.customerId,
    status: subscription.status,
    lookupKey: localPrice(options.lookupKeys, subscription.priceId)?.lookupKey ?? null,
    currentPeriodStart: new Date(subscription.currentPeriodStart),
    currentPeriodEnd: new Date(subscription.currentPeriodEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    canceledAt: isoOrNull(subscription.canceledAt),
    trialEnd: isoOrNull(subscription.trialEnd ?? null),
    metadata: subscription.metadata,
  };
}

export function toProviderPayment(payment: LocalPaymentIntent): ProviderPayment {
  return {
    id: payment.id,
    customerId: payment.customerId,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    description: payment.description,
    method: payment.method,
    failureMessage: payment.failureMessage,
    created: new Date(payment.created),
    metadata: payment.metadata,
  };
}

function toCheckoutSession(options: LocalProviderOptions, session: LocalCheckoutSession): ProviderCheckoutSession {
  const expired = session.status === 'open' && new Date(session.expiresAt) <= options.now();
  return {
    id: session.id,
    url: localPageUrl(options, 'checkout', session.id),
    status: expired ? 'expired' : session.status,
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    metadata: session.metadata,
    expiresAt: new Date(session.expiresAt),
  };
}

async function toProviderInvoice(options: LocalProviderOptions, invoice: LocalInvoice): Promise<ProviderInvoice> {
  const payments = await Promise.all(invoice.paymentIds.map((id) => getLocal(options.db, 'payment_intent', id)));
  return {
    id: invoice.id,
    customerId: invoice.customerId,
    subscriptionId: invoice.subscriptionId,
    number: invoice.number,
    status: invoice.status,
    currency: invoice.currency,
    amountDue: invoice.amountDue,
    amountPaid: invoice.amountPaid,
    description: invoice.description,
    periodStart: isoOrNull(invoice.periodStart),
    periodEnd: isoOrNull(invoice.periodEnd),
    created: new Date(invoice.created),
    paidAt: isoOrNull(invoice.paidAt),
    payments: payments.filter((payment) => payment !== null).map(toProviderPayment),
  };
}

export function createLocalProvider(options: LocalProviderOptions): BillingProvider {
  const { db, now } = options;
  const webhookKey = localWebhookKey(options.jwtSecret);
  return {
    name: 'local',

    async createCustomer({ email, name, metadata }) {
      return putLocal(db, 'customer', { id: newLocalId('customer'), email, name, metadata, card: null }, now());
    },

    async findPrices(lookupKeys) {
      return localPrices(options.lookupKeys).filter((price) => lookupKeys.includes(price.lookupKey));
    },

    async createCheckoutSession({ customerId, priceId, successUrl, cancelUrl, metadata, trialEnd }) {
      if (!localPrice(options.lookupKeys, priceId)) throw new BillingProviderError(`No local price ${priceId}.`);
      const at = now();
      const session = await putLocal(
        db,
        'checkout_session',
        {
          id: newLocalId('checkout_session'),
          customerId,
          priceId,
          successUrl,
          cancelUrl,
          metadata,
          status: 'open',
          subscriptionId: null,
          expiresAt: new Date(at.getTime() + CHECKOUT_TTL_MS).toISOString(),
          trialEnd: trialEnd?.toISOString() ?? null,
        },
        at,
      );
      return toCheckoutSession(options, session);
    },

    async retrieveCheckoutSession(id) {
      const session = await getLocal(db, 'checkout_session', id);
      return session ? toCheckoutSession(options, session) : null;
    },

    async createPortalSession({ customerId, returnUrl }) {
      const at = now();
      const id = newLocalId('portal_session');
      await putLocal(db, 'portal_session', { id, customerId, returnUrl, expiresAt: new Date(at.getTime() + PORTAL_TTL_MS).toISOString() }, at);
      return { id, url: localPageUrl(options, 'portal', id) };
    },

    async retrieveSubscription(id) {
      const subscription = await getLocal(db, 'subscription', id);
      return subscription ? toProviderSubscription(options, subscription) : null;
    },

    async updateSubscriptionMetadata(id, metadata) {
      await db.transaction().execute(async (tx) => {
        // Locked: a portal action or the clock changing the same subscription keeps its change.
        const subscription = await getLocal(tx, 'subscription', id, { forUpdate: true });
        if (!subscription) throw new BillingProviderError(`No local subscription ${id}.`);
        await putLocal(tx, 'subscription', { ...subscription, metadata: { ...subscription.metadata, ...metadata } }, now());
      });
    },

    async cancelSubscriptionNow(id) {
      const canceled = await cancelNowProrated(options, id);
      if (!canceled) return null;
      // The caller applies the answer itself (syncSubscription); the events of the change are not needed for that.
      return { subscription: toProviderSubscription(options, canceled.subscription), credit: canceled.credit, currency: canceled.currency };
    },

    async refundCreditBalance(customerId) {
      const { amount, currency, refundIds } = await refundCreditBalance(options, customerId);
      return { amount, currency, refundIds };
    },

    async createPaymentIntent({ customerId, amount, currency, description, metadata }) {
      const at = now();
      const id = newLocalId('payment_intent');
      const payment = await putLocal(
        db,
        'payment_intent',
        {
          id,
          clientSecret: `${id}_secret_${newLocalId('payment_intent').slice(-16)}`,
          customerId,
          status: 'requires_payment_method',
          amount,
          currency,
          description,
          method: null,
          failureMessage: null,
          created: at.toISOString(),
          metadata,
        },
        at,
      );
      return { payment: toProviderPayment(payment), clientSecret: payment.clientSecret, url: localPageUrl(options, 'payments', id) };
    },

    async retrievePayment(id) {
      const payment = await getLocal(db, 'payment_intent', id);
      return payment ? toProviderPayment(payment) : null;
    },

    async retrieveInvoice(id) {
      const invoice = await getLocal(db, 'invoice', id);
      return invoice ? toProviderInvoice(options, invoice) : null;
    },

    async parseWebhook(payload, headers): Promise<BillingEventRef> {
      verifyLocalEvent(webhookKey, payload, headers.get(LOCAL_SIGNATURE_HEADER), now());
      return JSON.parse(payload) as BillingEventRef;
    },
  };
}
