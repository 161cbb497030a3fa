// What happens at the local provider when someone pays, cancels or time passes: its objects change
// as Stripe's would, and each change answers the events Stripe would send (delivered by the caller
// through the webhook handling). Test cards are Stripe's: 4242 4242 4242 4242 pays,
// 4000 0000 0000 0002 is declined.
import type { Tx } from '../../db/database';
import type { BillingEventRef } from '../provider';
import { decimalToMinor, minorToDecimal } from '../money';
import { addInterval, localPrice } from './catalog';
import type { LocalProviderOptions } from './options';
import { countLocal, getLocal, listAllLocal, listLocal } from './local-object-reads';
import { putLocal } from './local-object-writes';
import { newLocalId, newLocalRefundId, refundedMinor, type LocalCard, type LocalCustomer, type LocalInvoice, type LocalPaymentIntent, type LocalSubscription } from './local-objects';

export type LocalEvent = Omit<BillingEventRef, 'id'>;

export const TEST_CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
const DECLINED = 'Your card was declined.';
/** Renewals a jump of the clock may catch up on at once (two years of monthly periods). */
const MAX_RENEWALS = 24;

export type CardCheck = { ok: true; card: LocalCard } | { ok: false; message: string };

export function checkTestCard(number: string): CardCheck {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.pays.replace(/ /g, '')) return { ok: true, card: { brand: 'Visa', last4: digits.slice(-4) } };
  if (digits === TEST_CARDS.declined.replace(/ /g, '')) return { ok: false, message: DECLINED };
  return { ok: false, message: `Use a test card: ${TEST_CARDS.pays} pays, ${TEST_CARDS.declined} is declined.` };
}

const event = (type: string, kind: NonNullable<LocalEvent['object']>['kind'], id: string): LocalEvent => ({ type, object: { kind, id } });
const cardText = (card: LocalCard) => `${card.brand} •••• ${card.last4}`;

async function transaction<T>(options: LocalProviderOptions, work: (tx: Tx) => Promise<T>): Promise<T> {
  return options.db.transaction().execute(work);
}

async function nextInvoiceNumber(tx: Tx): Promise<string> {
  return `LOCAL-${String((await countLocal(tx, 'invoice')) + 1).padStart(4, '0')}`;
}

/** A paid invoice of nothing charged: a trial period's (as Stripe issues one when a trial starts) or a cancellation's credit note. */
async function putZeroInvoice(
  tx: Tx,
  subscription: LocalSubscription,
  { currency, description, period, at }: { currency: string; description: string; period: { start: Date; end: Date }; at: Date },
): Promise<LocalEvent> {
  const invoice = await putLocal(
    tx,
    'invoice',
    {
      id: newLocalId('invoice'),
      number: await nextInvoiceNumber(tx),
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      status: 'paid',
      currency,
      amountDue: minorToDecimal(0, currency),
      amountPaid: minorToDecimal(0, currency),
      description,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      created: at.toISOString(),
      paidAt: at.toISOString(),
      paymentIds: [],
    },
    at,
  );
  return event('invoice.paid', 'invoice', invoice.id);
}

/** The paid zero invoice of a trial period: nothing is charged. */
async function invoiceTrial(tx: Tx, options: LocalProviderOptions, subscription: LocalSubscription, period: { start: Date; end: Date }, at: Date): Promise<LocalEvent[]> {
  const price = localPrice(options.lookupKeys, subscription.priceId);
  const description = `Trial period for ${price?.productName ?? subscription.priceId}`;
  return [await putZeroInvoice(tx, subscription, { currency: price?.currency ?? 'usd', description, period, at })];
}

/** A payment intent and the invoice it pays (or fails to), for one period of a subscription. */
async function invoicePeriod(
  tx: Tx,
  options: LocalProviderOptions,
  subscription: LocalSubscription,
  period: { start: Date; end: Date },
  card: LocalCard | null,
  at: Date,
): Promise<{ invoice: LocalInvoice; payment: LocalPaymentIntent; events: LocalEvent[] }> {
  const price = localPrice(options.lookupKeys, subscription.priceId);
  if (!price) throw new Error(`local subscription ${subscription.id} has an unknown price ${subscription.priceId}`);
  const paid = card !== null;
  const description = `${price.productName} (${price.interval}ly)`;
  const payment = await putLocal(
    tx,
    'payment_intent',
    {
      id: newLocalId('payment_intent'),
      clientSecret: '',
      customerId: subscription.customerId,
      status: paid ? 'succeeded' : 'requires_payment_method',
      amount: price.amount,
      currency: price.currency,
      description,
      method: card ? cardText(card) : null,
      failureMessage: paid ? null : DECLINED,
      created: at.toISOString(),
      metadata: subscription.metadata,
    },
    at,
  );
  const invoice = await putLocal(
    tx,
    'invoice',
    {
      id: newLocalId('invoice'),
      number: await nextInvoiceNumber(tx),
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      status: paid ? 'paid' : 'open',
      currency: price.currency,
      amountDue: price.amount,
      amountPaid: paid ? price.amount : '0.00',
      description,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      created: at.toISOString(),
      paidAt: paid ? at.toISOString() : null,
      paymentIds: [payment.id],
    },
    at,
  );
  return {
    invoice,
    payment,
    events: paid
      ? [event('invoice.paid', 'invoice', invoice.id), event('payment_intent.succeeded', 'payment', payment.id)]
      : [event('invoice.payment_failed', 'invoice', invoice.id), event('payment_intent.payment_failed', 'payment', payment.id)],
  };
}

export type CheckoutOutcome =
  | { kind: 'paid'; redirectTo: string; events: LocalEvent[] }
  | { kind: 'declined'; message: string }
  | { kind: 'closed'; message: string };

/**
 * "Pay" on the local checkout page: a subscription, its first invoice and payment. A checkout with a
 * trial end (the rest of a free trial) starts the subscription trialing instead: a zero invoice now,
 * the card kept, and the first charge when the clock reaches the trial's end.
 */
export async function payCheckout(options: LocalProviderOptions, sessionId: string, cardNumber: string): Promise<CheckoutOutcome | null> {
  return transaction(options, async (tx) => {
    // Locked: two Pays of one session at once make one subscription, the other finds it complete.
    const session = await getLocal(tx, 'checkout_session', sessionId, { forUpdate: true });
    if (!session) return null;
    const at = options.now();
    if (session.status !== 'open' || new Date(session.expiresAt) <= at) return { kind: 'closed', message: 'This checkout is no longer open.' };
    const check = checkTestCard(cardNumber);
    if (!check.ok) return { kind: 'declined', message: check.message };
    const price = localPrice(options.lookupKeys, session.priceId);
    const customer = await getLocal(tx, 'customer', session.customerId);
    if (!price || !customer) return { kind: 'closed', message: 'This checkout can no longer be paid.' };

    const trialEnd = session.trialEnd && new Date(session.trialEnd) > at ? new Date(session.trialEnd) : null;
    const end = trialEnd ?? addInterval(at, price);
    const subscription = await putLocal(
      tx,
      'subscription',
      {
        id: newLocalId('subscription'),
        customerId: customer.id,
        priceId: price.id,
        status: trialEnd ? 'trialing' : 'active',
        currentPeriodStart: at.toISOString(),
        currentPeriodEnd: end.toISOString(),
        cancelAtPeriodEnd: false,
        canceledAt: null,
        trialEnd: trialEnd?.toISOString() ?? null,
        metadata: session.metadata,
      },
      at,
    );
    const first = trialEnd
      ? { events: await invoiceTrial(tx, options, subscription, { start: at, end }, at) }
      : await invoicePeriod(tx, options, subscription, { start: at, end }, check.card, at);
    await putLocal(tx, 'customer', { ...customer, card: check.card }, at);
    await putLocal(tx, 'checkout_session', { ...session, status: 'complete', subscriptionId: subscription.id }, at);
    return {
      kind: 'paid',
      // Stripe fills in {CHECKOUT_SESSION_ID} in the success URL.
      redirectTo: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
      events: [
        event('checkout.session.completed', 'checkout_session', session.id),
        event('customer.subscription.created', 'subscription', subscription.id),
        ...first.events,
      ],
    };
  });
}

export const PORTAL_ACTIONS = ['cancel_at_period_end', 'resume', 'cancel_now', 'renew', 'fail_renewal', 'pay_open_invoice'] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

/** What each action needs of the subscription's status, and says when it does not apply. */
function refusal(subscription: LocalSubscription, action: PortalAction, openInvoice: LocalInvoice | null): string | null {
  const live = subscription.status === 'active' || subscription.status === 'past_due' || subscription.status === 'trialing';
  if (!live) return 'This subscription has ended.';
  if (action === 'cancel_at_period_end' && subscription.cancelAtPeriodEnd) return 'This subscription already ends at the end of its period.';
  if (action === 'resume' && !subscription.cancelAtPeriodEnd) return 'This subscription is not set to end.';
  if (action === 'pay_open_invoice' && !openInvoice) return 'There is no open invoice to pay.';
  return null;
}

export type PortalOutcome = { kind: 'done'; events: LocalEvent[] } | { kind: 'refused'; message: string };

/** A button of the local portal, for one subscription of the portal session's customer. */
export async function portalAction(
  options: LocalProviderOptions,
  portalSessionId: string,
  subscriptionId: string,
  action: PortalAction,
): Promise<PortalOutcome | null> {
  return transaction(options, async (tx) => {
    const session = await getLocal(tx, 'portal_session', portalSessionId);
    // Locked until commit, then checked: two actions sent at once take turns, and the second sees the
    // first one's change (a second cancel is refused instead of applied twice). Every change to a
    // subscription's invoices locks the subscription first, so its open invoice cannot change either.
    const subscription = await getLocal(tx, 'subscription', subscriptionId, { forUpdate: true });
    if (!session || !subscription || subscription.customerId !== session.customerId) return null;
    const at = options.now();
    if (new Date(session.expiresAt) <= at) return { kind: 'refused', message: 'This portal session has expired: open the portal again from the app.' };
    const invoices = await listLocal(tx, 'invoice', subscription.customerId);
    const listedOpen = invoices.find((invoice) => invoice.subscriptionId === subscription.id && invoice.status === 'open');
    const openInvoice = listedOpen ? await getLocal(tx, 'invoice', listedOpen.id, { forUpdate: true }) : null;
    const refused = refusal(subscription, action, openInvoice);
    if (refused) return { kind: 'refused', message: refused };
    const customer = await getLocal(tx, 'customer', subscription.customerId);

    const updated = (changes: Partial<LocalSubscription>) => putLocal(tx, 'subscription', { ...subscription, ...changes }, at);
    const subscriptionEvent = (type = 'customer.subscription.updated') => event(type, 'subscription', subscription.id);
    switch (action) {
      case 'cancel_at_period_end':
      case 'resume':
        await updated({ cancelAtPeriodEnd: action === 'cancel_at_period_end' });
        return { kind: 'done', events: [subscriptionEvent()] };
      case 'cancel_now':
        await updated({ status: 'canceled', canceledAt: at.toISOString(), cancelAtPeriodEnd: false });
        return { kind: 'done', events: [subscriptionEvent('customer.subscription.deleted')] };
      case 'renew':
      case 'fail_renewal': {
        const card = action === 'renew' ? (customer?.card ?? { brand: 'Visa', last4: '4242' }) : null;
        const events = await renew(tx, options, subscription, card, at);
        return { kind: 'done', events };
      }
      case 'pay_open_invoice': {
        if (!openInvoice) return { kind: 'refused', message: 'There is no open invoice to pay.' };
        const events = await payOpenInvoice(tx, subscription, openInvoice, customer, at);
        return { kind: 'done', events };
      }
    }
  });
}

/** The next period starts now: paid with `card`, or failed (no card) and past_due. */
async function renew(tx: Tx, options: LocalProviderOptions, subscription: LocalSubscription, card: LocalCard | null, at: Date): Promise<LocalEvent[]> {
  const price = localPrice(options.lookupKeys, subscription.priceId);
  if (!price) return [];
  const start = at;
  const end = addInterval(start, price);
  const next: LocalSubscription = {
    ...subscription,
    status: card ? 'active' : 'past_due',
    currentPeriodStart: start.toISOString(),
    currentPeriodEnd: end.toISOString(),
  };
  await putLocal(tx, 'subscription', next, at);
  const { events } = await invoicePeriod(tx, options, next, { start, end }, card, at);
  return [...events, event('customer.subscription.updated', 'subscription', subscription.id)];
}

async function payOpenInvoice(tx: Tx, subscription: LocalSubscription, invoice: LocalInvoice, customer: LocalCustomer | null, at: Date): Promise<LocalEvent[]> {
  const card = customer?.card ?? { brand: 'Visa', last4: '4242' };
  const payment = await putLocal(
    tx,
    'payment_intent',
    {
      id: newLocalId('payment_intent'),
      clientSecret: '',
      customerId: invoice.customerId,
      status: 'succeeded',
      amount: invoice.amountDue,
      currency: invoice.currency,
      description: invoice.description,
      method: cardText(card),
      failureMessage: null,
      created: at.toISOString(),
      metadata: subscription.metadata,
    },
    at,
  );
  await putLocal(tx, 'invoice', { ...invoice, status: 'paid', amountPaid: invoice.amountDue, paidAt: at.toISOString(), paymentIds: [...invoice.paymentIds, payment.id] }, at);
  await putLocal(tx, 'subscription', { ...subscription, status: 'active' }, at);
  return [
    event('invoice.paid', 'invoice', invoice.id),
    event('payment_intent.succeeded', 'payment', payment.id),
    event('customer.subscription.updated', 'subscription', subscription.id),
  ];
}

export type PaymentOutcome = { kind: 'paid' | 'canceled'; events: LocalEvent[] } | { kind: 'declined' | 'closed'; message: string; events: LocalEvent[] };

/** The local payment page of a one-off payment intent: pay with a test card, or cancel it. */
export async function settlePaymentIntent(
  options: LocalProviderOptions,
  paymentId: string,
  input: { action: 'pay'; cardNumber: string } | { action: 'cancel' },
): Promise<PaymentOutcome | null> {
  return transaction(options, async (tx) => {
    // Locked: paying and cancelling at once leave one outcome.
    const payment = await getLocal(tx, 'payment_intent', paymentId, { forUpdate: true });
    if (!payment) return null;
    const at = options.now();
    if (payment.status !== 'requires_payment_method') return { kind: 'closed', message: 'This payment is no longer open.', events: [] };
    const changed = (changes: Partial<LocalPaymentIntent>, type: string) =>
      putLocal(tx, 'payment_intent', { ...payment, ...changes }, at).then(() => [event(type, 'payment', payment.id)]);
    if (input.action === 'cancel') return { kind: 'canceled', events: await changed({ status: 'canceled' }, 'payment_intent.canceled') };
    const check = checkTestCard(input.cardNumber);
    if (check.ok) return { kind: 'paid', events: await changed({ status: 'succeeded', method: cardText(check.card), failureMessage: null }, 'payment_intent.succeeded') };
    if (check.message !== DECLINED) return { kind: 'declined', message: check.message, events: [] };
    // A declined card leaves the intent open for another try, with the failure on record.
    return { kind: 'declined', message: check.message, events: await changed({ failureMessage: DECLINED }, 'payment_intent.payment_failed') };
  });
}

/**
 * Time passes at the local provider: a subscription whose period has ended renews with the
 * customer's card, ends if it was set to cancel at period end, and is canceled after a whole
 * period unpaid (past_due).
 */
const RENEWING: readonly string[] = ['active', 'past_due', 'trialing'];

export async function advanceLocalClock(options: LocalProviderOptions): Promise<LocalEvent[]> {
  const at = options.now();
  const events: LocalEvent[] = [];
  const due = (subscription: LocalSubscription) => RENEWING.includes(subscription.status) && new Date(subscription.currentPeriodEnd) <= at;
  for (const current of await listAllLocal(options.db, 'subscription')) {
    if (!due(current)) continue;
    await transaction(options, async (tx) => {
      // Locked and read again: another API instance's clock may be renewing the same subscription
      // right now; this one then waits and finds the period already moved on (nothing billed twice).
      let subscription = await getLocal(tx, 'subscription', current.id, { forUpdate: true });
      if (!subscription || !due(subscription)) return;
      for (let renewals = 0; renewals < MAX_RENEWALS && new Date(subscription.currentPeriodEnd) <= at; renewals += 1) {
        const periodEnd = new Date(subscription.currentPeriodEnd);
        if (subscription.cancelAtPeriodEnd || subscription.status === 'past_due') {
          await putLocal(tx, 'subscription', { ...subscription, status: 'canceled', canceledAt: periodEnd.toISOString() }, at);
          events.push(event('customer.subscription.deleted', 'subscription', subscription.id));
          return;
        }
        const customer = await getLocal(tx, 'customer', subscription.customerId);
        // Each missed period is billed at its own start, as if the clock had ticked through it.
        events.push(...(await renew(tx, options, subscription, customer?.card ?? null, periodEnd)));
        subscription = (await getLocal(tx, 'subscription', subscription.id)) ?? subscription;
      }
    });
  }
  return events;
}

export interface LocalCancellation {
  subscription: LocalSubscription;
  credit: string;
  currency: string;
  events: LocalEvent[];
}

/** The unused part of a paid amount, to the smallest unit below (integer arithmetic, never floats). */
function unusedPart(paid: string, currency: string, period: { start: Date; end: Date }, at: Date): string {
  const total = BigInt(period.end.getTime() - period.start.getTime());
  const left = BigInt(Math.max(0, period.end.getTime() - at.getTime()));
  if (total <= 0n) return minorToDecimal(0, currency);
  return minorToDecimal(Number((BigInt(decimalToMinor(paid, currency)) * left) / total), currency);
}

/**
 * Cancel now, prorated (Stripe's cancel with prorate and invoice_now): the subscription ends at once
 * and the unused part of the paid period becomes the customer's credit, on a final invoice. A trial
 * was not paid for, so it leaves no credit. An ended subscription is answered as it is.
 */
export async function cancelNowProrated(options: LocalProviderOptions, subscriptionId: string): Promise<LocalCancellation | null> {
  return transaction(options, async (tx) => {
    const subscription = await getLocal(tx, 'subscription', subscriptionId, { forUpdate: true });
    if (!subscription) return null;
    const price = localPrice(options.lookupKeys, subscription.priceId);
    const currency = price?.currency ?? 'usd';
    const at = options.now();
    if (!RENEWING.includes(subscription.status)) return { subscription, credit: minorToDecimal(0, currency), currency, events: [] };

    const period = { start: new Date(subscription.currentPeriodStart), end: new Date(subscription.currentPeriodEnd) };
    const paidForPeriod = (await listLocal(tx, 'invoice', subscription.customerId)).find(
      (invoice) => invoice.subscriptionId === subscription.id && invoice.status === 'paid' && invoice.periodStart === subscription.currentPeriodStart,
    );
    const credit = paidForPeriod ? unusedPart(paidForPeriod.amountPaid, currency, period, at) : minorToDecimal(0, currency);
    const canceled = await putLocal(tx, 'subscription', { ...subscription, status: 'canceled', canceledAt: at.toISOString(), cancelAtPeriodEnd: false }, at);
    const events: LocalEvent[] = [event('customer.subscription.deleted', 'subscription', subscription.id)];
    if (decimalToMinor(credit, currency) > 0) {
      const customer = await getLocal(tx, 'customer', subscription.customerId, { forUpdate: true });
      if (customer) {
        const balance = decimalToMinor(customer.creditBalance ?? '0', currency) + decimalToMinor(credit, currency);
        await putLocal(tx, 'customer', { ...customer, creditBalance: minorToDecimal(balance, currency) }, at);
      }
      const description = `Unused time on ${price?.productName ?? subscription.priceId}: ${credit} ${currency.toUpperCase()} credited`;
      events.push(await putZeroInvoice(tx, subscription, { currency, description, period: { start: at, end: period.end }, at }));
    }
    return { subscription: canceled, credit, currency, events };
  });
}

export interface LocalCreditRefund {
  amount: string;
  currency: string;
  refundIds: string[];
}

/**
 * Refunds the customer's credit balance to the card (Stripe: a refund per payment, then a balance
 * transaction back to zero): against the succeeded payments of the customer's paid subscription
 * invoices, newest first, each for at most what is left of it unrefunded. The customer and each
 * payment are locked, so two refunds sent at once refund the balance once.
 */
export async function refundCreditBalance(options: LocalProviderOptions, customerId: string): Promise<LocalCreditRefund> {
  return transaction(options, async (tx) => {
    const customer = await getLocal(tx, 'customer', customerId, { forUpdate: true });
    const invoices = (await listLocal(tx, 'invoice', customerId)).filter((invoice) => invoice.subscriptionId && invoice.status === 'paid').reverse();
    const currency = invoices[0]?.currency ?? 'usd';
    const toMinor = (amount: string) => decimalToMinor(amount, currency);
    let left = customer ? toMinor(customer.creditBalance ?? '0') : 0;
    const credit = left;
    const refundIds: string[] = [];
    if (!customer || left <= 0) return { amount: minorToDecimal(0, currency), currency, refundIds };
    const at = options.now();
    for (const paymentId of invoices.flatMap((invoice) => [...invoice.paymentIds].reverse())) {
      if (left <= 0) break;
      const payment = await getLocal(tx, 'payment_intent', paymentId, { forUpdate: true });
      if (!payment || payment.status !== 'succeeded') continue;
      const refundable = toMinor(payment.amount) - refundedMinor(payment, toMinor);
      const amount = Math.min(left, refundable);
      if (amount <= 0) continue;
      const refund = { id: newLocalRefundId(), amount: minorToDecimal(amount, currency), reason: 'Unused time refunded', created: at.toISOString() };
      await putLocal(tx, 'payment_intent', { ...payment, refunds: [...(payment.refunds ?? []), refund] }, at);
      refundIds.push(refund.id);
      left -= amount;
    }
    // What no payment could take back stays credited (never a negative balance, never more than was paid).
    await putLocal(tx, 'customer', { ...customer, creditBalance: minorToDecimal(left, currency) }, at);
    return { amount: minorToDecimal(credit - left, currency), currency, refundIds };
  });
}
