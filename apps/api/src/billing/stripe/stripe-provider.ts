// The Stripe provider (STRIPE_SECRET_KEY), through the official SDK: Stripe Checkout for upgrades,
// the Stripe customer portal to manage and cancel, and webhooks verified by signature
// (STRIPE_WEBHOOK_SECRET). STRIPE_API_URL points the SDK at another host (a stand-in in tests).
import Stripe from 'stripe';
import { decimalToMinor, minorToDecimal } from '../money';
import { BillingProviderError, WebhookSignatureError, type BillingProvider, type ProviderCallOptions } from '../provider';
import { toCheckoutSession, toEventRef, toInvoice, toPayment, toPrice, toSubscription } from './mapping';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
  now: () => Date;
}

const SIGNATURE_HEADER = 'stripe-signature';

function clientConfig(apiUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, appInfo: { name: 'Bullion Desk' } };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const requestOptions = (options?: ProviderCallOptions): Stripe.RequestOptions => (options?.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {});

/** A missing object is null (Stripe answers 404 resource_missing); any other failure is thrown. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}

export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const stripe = new Stripe(options.secretKey, clientConfig(options.apiUrl));
  return {
    name: 'stripe',

    async createCustomer({ email, name, metadata }, call) {
      const customer = await stripe.customers.create({ email, name, metadata }, requestOptions(call));
      return { id: customer.id, email: customer.email ?? email, name: customer.name ?? name };
    },

    async findPrices(lookupKeys) {
      if (!lookupKeys.length) return [];
      const prices = await stripe.prices.list({ lookup_keys: [...lookupKeys], active: true, expand: ['data.product'], limit: 100 });
      return prices.data.flatMap((price) => toPrice(price) ?? []);
    },

    async createCheckoutSession({ customerId, priceId, successUrl, cancelUrl, metadata, trialEnd }, call) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: customerId,
          line_items: [{ price: priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: metadata.groupId,
          metadata,
          // The subscription carries the group too: its own events must find the group without the session.
          // A trial end keeps the rest of a free trial: the subscription trials until then and is first charged then.
          subscription_data: { metadata, ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}) },
        },
        requestOptions(call),
      );
      if (!session.url) throw new BillingProviderError('Stripe answered a checkout session without a URL.');
      return toCheckoutSession(session);
    },

    async retrieveCheckoutSession(id) {
      const session = await orNull(stripe.checkout.sessions.retrieve(id));
      return session ? toCheckoutSession(session) : null;
    },

    async createPortalSession({ customerId, returnUrl }, call) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, requestOptions(call));
      return { id: session.id, url: session.url };
    },

    async retrieveSubscription(id) {
      const subscription = await orNull(stripe.subscriptions.retrieve(id));
      return subscription ? toSubscription(subscription) : null;
    },

    async updateSubscriptionMetadata(id, metadata) {
      await stripe.subscriptions.update(id, { metadata });
    },

    async cancelSubscriptionNow(id, call) {
      // prorate credits the unused time; invoice_now puts that credit on a final invoice at once (the customer's balance).
      const subscription = await orNull(stripe.subscriptions.cancel(id, { prorate: true, invoice_now: true, expand: ['latest_invoice'] }, requestOptions(call)));
      if (!subscription) return null;
      const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
      const currency = invoice?.currency ?? subscription.currency;
      const credit = invoice && invoice.total < 0 ? -invoice.total : 0;
      return { subscription: toSubscription(subscription), credit: minorToDecimal(credit, currency), currency };
    },

    async refundCreditBalance(customerId, call) {
      // Stripe does not refund a credit balance by itself: refund the card, then a balance transaction
      // takes the balance back to zero (a positive amount debits the credit). Each write's key is
      // derived from the call's and the credit it settles, so a retry after a failure halfway reuses
      // the refunds already made instead of refunding twice.
      const customer = await stripe.customers.retrieve(customerId);
      const currency = ('deleted' in customer && customer.deleted ? null : customer.currency) ?? 'usd';
      const none = { amount: minorToDecimal(0, currency), currency, refundIds: [] };
      if ('deleted' in customer && customer.deleted) return none;
      const credit = customer.balance < 0 ? -customer.balance : 0;
      if (!credit) return none;
      const key = (what: string) => requestOptions(call?.idempotencyKey ? { idempotencyKey: `${call.idempotencyKey}:${what}:${credit}` } : undefined);
      const invoices = await stripe.invoices.list({ customer: customerId, status: 'paid', limit: 24, expand: ['data.payments'] });
      let left = credit;
      const refundIds: string[] = [];
      for (const invoice of invoices.data) {
        if (left <= 0) break;
        if (invoice.amount_paid <= 0 || invoice.parent?.type !== 'subscription_details') continue;
        const intent = invoice.payments?.data.find((entry) => entry.payment.type === 'payment_intent')?.payment.payment_intent;
        const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
        if (!paymentIntent) continue;
        const amount = Math.min(left, invoice.amount_paid);
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount, reason: 'requested_by_customer', metadata: { customerId, reason: 'unused_time' } },
          key(`refund:${invoice.id}`),
        );
        refundIds.push(refund.id);
        left -= amount;
      }
      const refunded = credit - left;
      if (refunded > 0) {
        await stripe.customers.createBalanceTransaction(customerId, { amount: refunded, currency, description: 'Unused time refunded to the card' }, key('balance'));
      }
      return { amount: minorToDecimal(refunded, currency), currency, refundIds };
    },

    async createPaymentIntent({ customerId, amount, currency, description, metadata }, call) {
      const intent = await stripe.paymentIntents.create(
        { customer: customerId, amount: decimalToMinor(amount, currency), currency, description, metadata, automatic_payment_methods: { enabled: true } },
        requestOptions(call),
      );
      if (!intent.client_secret) throw new BillingProviderError('Stripe answered a payment intent without a client secret.');
      return { payment: toPayment(intent), clientSecret: intent.client_secret, url: null };
    },

    async retrievePayment(id) {
      const intent = await orNull(stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
      return intent ? toPayment(intent) : null;
    },

    async retrieveInvoice(id) {
      const invoice = await orNull(stripe.invoices.retrieve(id, { expand: ['payments.data.payment.payment_intent.payment_method'] }));
      return invoice ? toInvoice(invoice) : null;
    },

    async parseWebhook(payload, headers) {
      let event: Stripe.Event;
      try {
        // The age check uses our clock (in milliseconds), so tests can move it.
        event = stripe.webhooks.constructEvent(payload, headers.get(SIGNATURE_HEADER) ?? '', options.webhookSecret, undefined, undefined, options.now().getTime());
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The Stripe signature could not be verified.');
      }
      return toEventRef(event);
    },
  };
}
