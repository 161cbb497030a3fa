// The HTML of the local provider's pages: checkout, customer portal and payment. Every page says
// first that it is a simulation standing in for the provider's hosted page.
import { dateText, escapeHtml, htmlPage, moneyText } from '../html';
import type { ProviderPrice } from '../provider';
import { LOCAL_PAGES_PATH } from './provider';
import { TEST_CARDS, type PortalAction } from './simulation';
import type { LocalCheckoutSession, LocalInvoice, LocalPaymentIntent, LocalSubscription } from './local-objects';

const SIMULATION_NOTE =
  'Local billing simulation. Nothing is charged and no card details leave this computer: this page stands in for the billing provider’s own page (Stripe’s, once STRIPE_SECRET_KEY is set), and produces the same events.';

const errorBox = (message: string | undefined) => (message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '');

function cardForm(action: string, payLabel: string, cancelLabel: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" value="${TEST_CARDS.pays}">
<small>Test cards: ${TEST_CARDS.pays} pays, ${TEST_CARDS.declined} is declined.</small><br>
<button type="submit" name="action" value="pay">${escapeHtml(payLabel)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(cancelLabel)}</button>
</form>`;
}

export function checkoutPage(session: LocalCheckoutSession, price: ProviderPrice, customerEmail: string, now: Date, error?: string): string {
  const priceText = `${moneyText(price.amount, price.currency)} per ${price.interval}`;
  // The rest of a free trial carried over: nothing today, the first charge at the trial's end (as Stripe Checkout shows a trial).
  const trialEnd = session.trialEnd && new Date(session.trialEnd) > now ? session.trialEnd : null;
  const chargeText = trialEnd ? `<br>Nothing is charged today. First charge on ${dateText(trialEnd)}.` : '';
  const summary = `<div class="card"><strong>${escapeHtml(price.productName)}</strong><br>${priceText}${chargeText}<br><small>Billed to ${escapeHtml(customerEmail)}</small></div>`;
  const expired = session.status === 'expired' || (session.status === 'open' && new Date(session.expiresAt) <= now);
  let body: string;
  if (session.status === 'complete') {
    body = `<p>This checkout is complete.</p><p><a href="${escapeHtml(session.successUrl)}">Return to Bullion Desk</a></p>`;
  } else if (expired) {
    body = `<p>This checkout has expired. Start the upgrade again from the app.</p><p><a href="${escapeHtml(session.cancelUrl)}">Return to Bullion Desk</a></p>`;
  } else {
    const payLabel = trialEnd ? `Start: ${price.amount} ${price.currency.toUpperCase()} on ${dateText(trialEnd)}` : `Pay ${price.amount} ${price.currency.toUpperCase()}`;
    body = cardForm(`${LOCAL_PAGES_PATH}/checkout/${session.id}`, payLabel, 'Cancel and return');
  }
  return htmlPage({ title: 'Checkout (local simulation)', note: SIMULATION_NOTE, body: `${summary}${errorBox(error)}${body}` });
}

const ACTION_LABELS: Record<PortalAction, string> = {
  cancel_at_period_end: 'Cancel at the end of the period',
  resume: 'Keep the subscription (undo the cancellation)',
  cancel_now: 'Cancel now',
  renew: 'Simulate: the period ends and the renewal is paid',
  fail_renewal: 'Simulate: the period ends and the renewal payment fails',
  pay_open_invoice: 'Pay the open invoice',
};

export const PORTAL_DONE_MESSAGES: Record<PortalAction, string> = {
  cancel_at_period_end: 'The subscription will end at the end of its period.',
  resume: 'The subscription will renew.',
  cancel_now: 'The subscription is canceled.',
  renew: 'The subscription renewed and the invoice is paid.',
  fail_renewal: 'The renewal payment failed: the subscription is past due.',
  pay_open_invoice: 'The invoice is paid and the subscription is active again.',
};

function actionsFor(subscription: LocalSubscription, hasOpenInvoice: boolean): PortalAction[] {
  if (!['active', 'past_due', 'trialing'].includes(subscription.status)) return [];
  return [
    subscription.cancelAtPeriodEnd ? 'resume' : 'cancel_at_period_end',
    'cancel_now',
    ...(hasOpenInvoice ? (['pay_open_invoice'] as const) : []),
    'renew',
    'fail_renewal',
  ];
}

export interface PortalSubscriptionView {
  subscription: LocalSubscription;
  planName: string;
  invoices: LocalInvoice[];
}

export function portalPage(sessionId: string, returnUrl: string, subscriptions: PortalSubscriptionView[], notice?: { message: string; error: boolean }): string {
  const action = `${LOCAL_PAGES_PATH}/portal/${sessionId}`;
  const sections = subscriptions.map(({ subscription, planName, invoices }) => {
    const ends = subscription.cancelAtPeriodEnd ? ` · ends ${dateText(subscription.currentPeriodEnd)}` : ` · renews ${dateText(subscription.currentPeriodEnd)}`;
    const live = ['active', 'past_due', 'trialing'].includes(subscription.status);
    const buttons = actionsFor(subscription, invoices.some((invoice) => invoice.status === 'open'))
      .map((name) => `<button type="submit" name="action" value="${name}">${escapeHtml(ACTION_LABELS[name])}</button>`)
      .join('');
    const invoiceRows = invoices
      .map(
        (invoice) =>
          `<tr><td>${escapeHtml(invoice.number)}</td><td>${dateText(invoice.created)}</td><td>${escapeHtml(invoice.status)}</td><td class="amount">${moneyText(invoice.amountDue, invoice.currency)}</td></tr>`,
      )
      .join('');
    return `<div class="card"><strong>${escapeHtml(planName)}</strong> · ${escapeHtml(subscription.status)}${live ? ends : ''}
${buttons ? `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}">${buttons}</form>` : ''}
${invoiceRows ? `<table><tr><th>Invoice</th><th>Date</th><th>Status</th><th class="amount">Amount</th></tr>${invoiceRows}</table>` : ''}</div>`;
  });
  const noticeHtml = notice ? `<p class="${notice.error ? 'error' : 'note'}" role="status">${escapeHtml(notice.message)}</p>` : '';
  const body = `${noticeHtml}${sections.join('') || '<p>No subscriptions.</p>'}<p><a href="${escapeHtml(returnUrl)}">Return to Bullion Desk</a></p>`;
  return htmlPage({ title: 'Billing portal (local simulation)', note: SIMULATION_NOTE, body });
}

export function paymentPage(payment: LocalPaymentIntent, error?: string): string {
  const summary = `<div class="card"><strong>${escapeHtml(payment.description)}</strong><br>${moneyText(payment.amount, payment.currency)}</div>`;
  const body =
    payment.status === 'requires_payment_method'
      ? `${errorBox(error ?? payment.failureMessage ?? undefined)}${cardForm(`${LOCAL_PAGES_PATH}/payments/${payment.id}`, `Pay ${payment.amount} ${payment.currency.toUpperCase()}`, 'Cancel the payment')}`
      : `<p>This payment is ${escapeHtml(payment.status === 'succeeded' ? `paid${payment.method ? ` (${payment.method})` : ''}` : payment.status)}. You can close this page.</p>`;
  return htmlPage({ title: 'Payment (local simulation)', note: SIMULATION_NOTE, body: `${summary}${body}` });
}
