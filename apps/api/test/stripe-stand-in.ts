// A local HTTP stand-in for the few Stripe API endpoints the Stripe provider calls, answering
// Stripe-shaped JSON from memory, so the tests drive the real `stripe` SDK without the network. The
// test plays Stripe's side too: it changes the stand-in's objects as Stripe would (a checkout paid,
// a cancellation in the portal, a failed renewal) and gets back the events Stripe would send, signed
// with the SDK's own test header helper.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type StripeObject = Record<string, unknown> & { id: string };

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export interface SignedEvent {
  payload: string;
  signature: string;
  event: StripeObject;
}

const PRICES: Record<string, { plan: string; name: string; amount: number }> = {
  pro_monthly: { plan: 'pro', name: 'Bullion Desk Pro', amount: 1200 },
  teams_monthly: { plan: 'teams', name: 'Bullion Desk Teams', amount: 2900 },
};
const MONTH_SECONDS = 30 * 24 * 3600;

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0]=x`) back into nested objects and arrays. */
function parseStripeParams(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, StripeObject>();
  readonly sessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly intents = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  /** Whether a price under each lookup key is on sale (tests take one away). */
  readonly activeLookupKeys = new Set(Object.keys(PRICES));
  /** While set, every request fails as Stripe fails when it is down (without asking for a retry). */
  failing = false;
  /** While set, POST /v1/refunds fails as Stripe fails when it is down; every other call answers. */
  failingRefunds = false;
  private server: Server | null = null;
  private invoiceCount = 0;
  private readonly signer = new Stripe('sk_test_signer');

  constructor(readonly webhookSecret: string) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://stand-in');
        const params = parseStripeParams(request.method === 'GET' ? url.search.slice(1) : request.method === 'DELETE' ? `${url.search.slice(1)}&${body}` : body);
        this.requests.push({ method: request.method ?? 'GET', path: url.pathname, params, headers: request.headers });
        const [status, answer] = this.failing || (this.failingRefunds && url.pathname === '/v1/refunds')
          ? [500, { error: { type: 'api_error', message: 'The stand-in is down.' } }]
          : this.answer(request.method ?? 'GET', url.pathname, params);
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), 'stripe-should-retry': 'false' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(method: string, path: string, params: Record<string, unknown>): [number, unknown] {
    const [, resource, ...rest] = path.split('/').filter(Boolean);
    // /v1/checkout/sessions/{id} is one level deeper than /v1/subscriptions/{id}.
    const id = resource === 'checkout' ? rest[1] : rest[0];
    const expand = (params.expand as string[] | undefined) ?? [];
    const found = (map: Map<string, StripeObject>, what: string): [number, unknown] => {
      const object = id ? map.get(id) : undefined;
      return object ? [200, object] : [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } }];
    };
    if (method === 'POST' && path === '/v1/customers') return [200, this.createCustomer(params)];
    if (method === 'POST' && resource === 'customers' && rest[1] === 'balance_transactions') return this.balanceTransaction(id ?? '', params);
    if (method === 'GET' && resource === 'customers') return found(this.customers, 'customer');
    if (method === 'POST' && path === '/v1/refunds') return this.refund(params);
    if (method === 'GET' && path === '/v1/invoices') return [200, this.listInvoices(params)];
    if (method === 'GET' && path === '/v1/prices') return [200, this.listPrices(params.lookup_keys as string[], expand.includes('data.product'))];
    if (method === 'POST' && path === '/v1/checkout/sessions') return [200, this.createSession(params)];
    if (method === 'GET' && resource === 'checkout') return found(this.sessions, 'checkout.session');
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const sessionId = newId('bps');
      return [200, { id: sessionId, object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, url: `https://billing.stripe.test/p/session/${sessionId}` }];
    }
    if (resource === 'subscriptions' && method === 'DELETE' && id) {
      if (!this.subscriptions.has(id)) return found(this.subscriptions, 'subscription');
      return [200, this.cancelNow(id, params, expand.includes('latest_invoice'))];
    }
    if (resource === 'subscriptions' && method === 'POST' && id) {
      const subscription = this.subscriptions.get(id);
      if (subscription) subscription.metadata = { ...(subscription.metadata as object), ...(params.metadata as object) };
      return found(this.subscriptions, 'subscription');
    }
    if (resource === 'subscriptions') return found(this.subscriptions, 'subscription');
    if (method === 'POST' && path === '/v1/payment_intents') return [200, this.createIntent(params)];
    if (resource === 'payment_intents') return found(this.intents, 'payment_intent');
    if (resource === 'invoices') return found(this.invoices, 'invoice');
    return [404, { error: { type: 'invalid_request_error', message: `The stand-in does not answer ${method} ${path}` } }];
  }

  private price(lookupKey: string, expandProduct: boolean): StripeObject {
    const known = PRICES[lookupKey];
    if (!known) throw new Error(`no stand-in price ${lookupKey}`);
    const product = { id: `prod_${known.plan}`, object: 'product', name: known.name, active: true };
    return {
      id: `price_${known.plan}_monthly`,
      object: 'price',
      active: true,
      currency: 'usd',
      lookup_key: lookupKey,
      unit_amount: known.amount,
      recurring: { interval: 'month', interval_count: 1 },
      type: 'recurring',
      product: expandProduct ? product : product.id,
    };
  }

  private listPrices(lookupKeys: string[] = [], expandProduct: boolean) {
    const data = lookupKeys.filter((key) => PRICES[key] && this.activeLookupKeys.has(key)).map((key) => this.price(key, expandProduct));
    return { object: 'list', data, has_more: false, url: '/v1/prices' };
  }

  private createCustomer(params: Record<string, unknown>): StripeObject {
    const customer = { id: newId('cus'), object: 'customer', email: params.email, name: params.name, metadata: params.metadata ?? {}, balance: 0, currency: null };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSession(params: Record<string, unknown>): StripeObject {
    const id = newId('cs_test');
    const [item] = params.line_items as { price: string }[];
    const session = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      customer: params.customer,
      subscription: null,
      client_reference_id: params.client_reference_id,
      metadata: params.metadata ?? {},
      subscription_data_metadata: (params.subscription_data as { metadata?: object } | undefined)?.metadata ?? {},
      subscription_data_trial_end: Number((params.subscription_data as { trial_end?: string } | undefined)?.trial_end ?? 0) || null,
      price: item?.price,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      expires_at: seconds() + 24 * 3600,
    };
    this.sessions.set(id, session);
    return session;
  }

  private createIntent(params: Record<string, unknown>): StripeObject {
    const id = newId('pi');
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      currency: params.currency,
      customer: params.customer,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(6).toString('hex')}`,
      created: seconds(),
      last_payment_error: null,
      payment_method: null,
    };
    this.intents.set(id, intent);
    return intent;
  }

  // ------------------------------------------------------------ Stripe's side: changes and their events

  private card(last4: string) {
    return { id: newId('pm'), object: 'payment_method', type: 'card', card: { brand: 'visa', display_brand: 'visa', last4 } };
  }

  private paidIntent(customer: string, amount: number, metadata: object = {}): StripeObject {
    const intent = { ...this.createIntent({ amount, currency: 'usd', customer, metadata }), status: 'succeeded', payment_method: this.card('4242') };
    this.intents.set(intent.id, intent);
    return intent;
  }

  private invoice(subscription: StripeObject, intent: StripeObject | null, paid: boolean, amountDue?: number, created = seconds()): StripeObject {
    this.invoiceCount += 1;
    const item = (subscription.items as { data: { current_period_start: number; current_period_end: number; price: { unit_amount: number; lookup_key: string } }[] }).data[0];
    const amount = amountDue ?? item?.price.unit_amount ?? 0;
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      number: `STAND-${String(this.invoiceCount).padStart(4, '0')}`,
      status: paid ? 'paid' : 'open',
      currency: 'usd',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      total: amount,
      description: null,
      created,
      period_start: item?.current_period_start,
      period_end: item?.current_period_end,
      status_transitions: { paid_at: paid ? created : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} }, quote_details: null },
      lines: {
        object: 'list',
        data: [{ description: `1 × ${PRICES[item?.price.lookup_key ?? '']?.name} (at $${amount / 100} / month)`, period: { start: item?.current_period_start, end: item?.current_period_end } }],
      },
      payments: { object: 'list', data: intent ? [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent } }] : [] },
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** A Stripe event of this object, signed as Stripe signs (the SDK's test header helper). */
  event(type: string, object: StripeObject): SignedEvent {
    const event = { id: newId('evt'), object: 'event', api_version: Stripe.API_VERSION, created: seconds(), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } };
    const payload = JSON.stringify(event);
    return { payload, signature: this.signer.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret }), event };
  }

  /** The customer pays on Stripe Checkout: a subscription with its first paid invoice. */
  completeCheckout(sessionId: string): SignedEvent[] {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no stand-in session ${sessionId}`);
    const lookupKey = Object.keys(PRICES).find((key) => `price_${PRICES[key]?.plan}_monthly` === session.price) ?? '';
    const start = seconds();
    // A trial end on the checkout: the subscription trials until then, with a zero invoice now.
    const trialEnd = session.subscription_data_trial_end as number | null;
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      currency: 'usd',
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_end: trialEnd,
      latest_invoice: null,
      metadata: session.subscription_data_metadata,
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', current_period_start: start, current_period_end: trialEnd ?? start + MONTH_SECONDS, price: this.price(lookupKey, false) }],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', subscription: subscription.id });
    if (trialEnd) {
      const trialInvoice = this.invoice(subscription, null, true, 0);
      return [this.event('checkout.session.completed', session), this.event('customer.subscription.created', subscription), this.event('invoice.paid', trialInvoice)];
    }
    const intent = this.paidIntent(session.customer as string, PRICES[lookupKey]?.amount ?? 0);
    const invoice = this.invoice(subscription, intent, true);
    return [
      this.event('checkout.session.completed', session),
      this.event('customer.subscription.created', subscription),
      this.event('invoice.paid', invoice),
      this.event('payment_intent.succeeded', intent),
    ];
  }

  private subscription(id: string): StripeObject {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no stand-in subscription ${id}`);
    return subscription;
  }

  /** "Cancel plan" in the customer portal. */
  cancelAtPeriodEnd(id: string): SignedEvent[] {
    const subscription = Object.assign(this.subscription(id), { cancel_at_period_end: true, canceled_at: seconds() });
    return [this.event('customer.subscription.updated', subscription)];
  }

  /** The period ends on a subscription set to cancel, or Stripe gives up collecting. */
  endSubscription(id: string): SignedEvent[] {
    const subscription = Object.assign(this.subscription(id), { status: 'canceled', ended_at: seconds() });
    return [this.event('customer.subscription.deleted', subscription)];
  }

  /** The renewal payment fails: a new open invoice, the subscription past_due. */
  failRenewal(id: string): SignedEvent[] {
    const subscription = this.subscription(id);
    const item = (subscription.items as { data: { current_period_start: number; current_period_end: number; price: { unit_amount: number } }[] }).data[0];
    if (item) Object.assign(item, { current_period_start: item.current_period_end, current_period_end: item.current_period_end + MONTH_SECONDS });
    subscription.status = 'past_due';
    const intent = { ...this.createIntent({ amount: item?.price.unit_amount ?? 0, currency: 'usd', customer: subscription.customer }), payment_method: this.card('0341'), last_payment_error: { message: 'Your card was declined.' } };
    this.intents.set(intent.id, intent);
    const invoice = this.invoice(subscription, intent, false);
    return [this.event('invoice.payment_failed', invoice), this.event('payment_intent.payment_failed', intent), this.event('customer.subscription.updated', subscription)];
  }

  /** The customer pays the open invoice in the portal. */
  payOpenInvoice(id: string): SignedEvent[] {
    const subscription = this.subscription(id);
    const invoice = [...this.invoices.values()].find((entry) => entry.status === 'open' && (entry.parent as { subscription_details: { subscription: string } }).subscription_details.subscription === id);
    if (!invoice) throw new Error('no open invoice');
    const intent = this.paidIntent(subscription.customer as string, invoice.amount_due as number);
    (invoice.payments as { data: unknown[] }).data.push({ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent } });
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, status_transitions: { paid_at: seconds() } });
    subscription.status = 'active';
    return [this.event('invoice.paid', invoice), this.event('payment_intent.succeeded', intent), this.event('customer.subscription.updated', subscription)];
  }

  /** The trial's end comes: the first period starts then and is charged then (its invoice dated then). */
  endTrial(id: string): SignedEvent[] {
    const subscription = this.subscription(id);
    const trialEnd = subscription.trial_end as number;
    const item = (subscription.items as { data: { current_period_start: number; current_period_end: number; price: { unit_amount: number } }[] }).data[0];
    if (item) Object.assign(item, { current_period_start: trialEnd, current_period_end: trialEnd + MONTH_SECONDS });
    subscription.status = 'active';
    const intent = { ...this.paidIntent(subscription.customer as string, item?.price.unit_amount ?? 0), created: trialEnd };
    this.intents.set(intent.id, intent);
    const invoice = this.invoice(subscription, intent, true, undefined, trialEnd);
    return [this.event('invoice.paid', invoice), this.event('payment_intent.succeeded', intent), this.event('customer.subscription.updated', subscription)];
  }

  /**
   * DELETE /v1/subscriptions/{id}: canceled now. With prorate and invoice_now, the unused part of a
   * paid period goes on a final invoice as a credit (negative total, nothing due; the customer's balance).
   */
  private cancelNow(id: string, params: Record<string, unknown>, expandInvoice: boolean): StripeObject {
    const subscription = this.subscription(id);
    const now = seconds();
    const item = (subscription.items as { data: { current_period_start: number; current_period_end: number; price: { unit_amount: number } }[] }).data[0];
    const paid = subscription.status === 'active' || subscription.status === 'past_due';
    if (params.prorate === 'true' && params.invoice_now === 'true' && paid && item) {
      const period = item.current_period_end - item.current_period_start;
      const credit = Math.floor((item.price.unit_amount * Math.max(0, item.current_period_end - now)) / period);
      const invoice = this.invoice(subscription, null, true, 0);
      Object.assign(invoice, { total: -credit, description: 'Unused time' });
      const customer = this.customers.get(subscription.customer as string);
      if (customer) Object.assign(customer, { balance: Number(customer.balance ?? 0) - credit, currency: 'usd' });
    }
    Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now, cancel_at_period_end: false });
    const latest = subscription.latest_invoice as string | null;
    return { ...subscription, latest_invoice: expandInvoice && latest ? (this.invoices.get(latest) ?? latest) : latest };
  }

  /** GET /v1/invoices?customer&status: newest first, as Stripe lists them. */
  private listInvoices(params: Record<string, unknown>): unknown {
    const data = [...this.invoices.values()]
      .filter((invoice) => (!params.customer || invoice.customer === params.customer) && (!params.status || invoice.status === params.status))
      .reverse();
    return { object: 'list', data, has_more: false, url: '/v1/invoices' };
  }

  /** POST /v1/refunds: a refund of a succeeded payment intent, never more than is left of it. */
  private refund(params: Record<string, unknown>): [number, unknown] {
    const intent = this.intents.get(String(params.payment_intent));
    const refusal = (message: string): [number, unknown] => [400, { error: { type: 'invalid_request_error', message } }];
    if (!intent) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${String(params.payment_intent)}'` } }];
    if (intent.status !== 'succeeded') return refusal('This PaymentIntent does not have a successful charge to refund.');
    const refunded = [...this.refunds.values()].filter((refund) => refund.payment_intent === intent.id).reduce((sum, refund) => sum + Number(refund.amount), 0);
    const amount = params.amount === undefined ? Number(intent.amount) - refunded : Number(params.amount);
    if (amount <= 0 || refunded + amount > Number(intent.amount)) return refusal(`Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${(Number(intent.amount) - refunded) / 100})`);
    const refund = { id: newId('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, reason: params.reason ?? null, metadata: params.metadata ?? {}, status: 'succeeded', created: seconds() };
    this.refunds.set(refund.id, refund);
    return [200, refund];
  }

  /** POST /v1/customers/{id}/balance_transactions: a positive amount debits the customer's credit. */
  private balanceTransaction(customerId: string, params: Record<string, unknown>): [number, unknown] {
    const customer = this.customers.get(customerId);
    if (!customer) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${customerId}'` } }];
    customer.balance = Number(customer.balance ?? 0) + Number(params.amount);
    const transaction = { id: newId('cbtxn'), object: 'customer_balance_transaction', customer: customerId, amount: Number(params.amount), currency: params.currency, description: params.description ?? null, ending_balance: customer.balance, type: 'adjustment', created: seconds() };
    return [200, transaction];
  }

  /** Stripe.js confirms a payment intent with the test card. */
  succeedPaymentIntent(id: string): SignedEvent[] {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no stand-in payment intent ${id}`);
    Object.assign(intent, { status: 'succeeded', payment_method: this.card('4242') });
    return [this.event('payment_intent.succeeded', intent)];
  }
}
