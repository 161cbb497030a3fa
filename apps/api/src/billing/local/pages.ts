// The local provider's hosted pages, served by the API under /api/billing/local (only while the
// local provider is in use): checkout, customer portal and one-off payment. The browser reaches them
// without a session, as it reaches Stripe's: the session or payment id in the address, long and
// random, is the key. Each action's events are delivered before the browser moves on.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import type { Router } from '../../http/router';
import { TAGS } from '../openapi';
import { localPrice } from './catalog';
import { deliverLocalEvents } from './delivery';
import { checkoutPage, paymentPage, PORTAL_DONE_MESSAGES, portalPage } from './page-views';
import { LOCAL_PAGES_PATH, type LocalProviderOptions } from './provider';
import { payCheckout, PORTAL_ACTIONS, portalAction, settlePaymentIntent } from './simulation';
import { getLocal, listLocal } from './local-object-reads';

const localId = (prefix: string, what: string) =>
  z
    .string()
    .regex(new RegExp(`^${prefix}[0-9a-f]{24}$`), `id must be a ${what} id of the local provider.`)
    .openapi({ param: { name: 'id', in: 'path' }, example: `${prefix}3f9a1c2b7d8e4f5061728394` });

const htmlResponse = (description: string) => ({ 200: { content: { 'text/html': { schema: z.string() } }, description } });
const redirectResponse = (description: string) => ({ 303: { description } });
const formBody = <S extends z.ZodType>(schema: S) => ({ required: true, content: { 'application/x-www-form-urlencoded': { schema } } });
const cardField = z.string().max(40).optional();

/** A page: GET with the object's id in the path (and, for the portal, what was just done). */
const page = <P extends z.ZodObject, Q extends z.ZodObject>(path: string, summary: string, params: P, query: Q) =>
  createRoute({
    method: 'get',
    path: `${LOCAL_PAGES_PATH}${path}`,
    tags: TAGS,
    summary: `Local billing simulation: ${summary}`,
    description: 'Served only while the local provider is in use (no STRIPE_SECRET_KEY, not in production); 404 otherwise. docs/billing.md describes the pages.',
    request: { params, query },
    responses: { ...htmlResponse('The page'), ...errorResponses(400, 404) },
  });
const noQuery = z.object({});

const checkoutParams = z.object({ id: localId('cs_local_', 'checkout session') });
const portalParams = z.object({ id: localId('bps_local_', 'portal session') });
const paymentParams = z.object({ id: localId('pi_local_', 'payment intent') });

const checkoutPageRoute = page('/checkout/{id}', 'the checkout page of an upgrade', checkoutParams, noQuery);
const checkoutSubmitRoute = createRoute({
  method: 'post',
  path: `${LOCAL_PAGES_PATH}/checkout/{id}`,
  tags: TAGS,
  summary: 'Local billing simulation: pays (a test card) or leaves the checkout',
  description: 'Paying creates the subscription, its first invoice and payment, delivers the events (the group’s plan is active at once) and redirects to the success URL; cancel redirects to the cancel URL. A declined card shows the page again with the reason.',
  request: { params: checkoutParams, body: formBody(z.object({ action: z.enum(['pay', 'cancel']), card: cardField })) },
  responses: { ...htmlResponse('The page again, with why the card was refused'), ...redirectResponse('Back to the app'), ...errorResponses(400, 404) },
});

const portalPageRoute = page('/portal/{id}', 'the customer portal (manage and cancel)', portalParams, z.object({ done: z.enum(PORTAL_ACTIONS).optional() }));
const portalSubmitRoute = createRoute({
  method: 'post',
  path: `${LOCAL_PAGES_PATH}/portal/{id}`,
  tags: TAGS,
  summary: 'Local billing simulation: a portal action on one subscription',
  description:
    'cancel_at_period_end, resume, cancel_now, pay_open_invoice; and, to try what time would do, renew (the period ends, the renewal is paid) and fail_renewal (the renewal payment fails: past_due). Redirects back to the portal page.',
  request: { params: portalParams, body: formBody(z.object({ subscription: z.string().max(64), action: z.enum(PORTAL_ACTIONS) })) },
  responses: { ...htmlResponse('The page again, with why the action does not apply'), ...redirectResponse('Back to the portal page'), ...errorResponses(400, 404) },
});

const paymentPageRoute = page('/payments/{id}', 'the page of a one-off payment intent', paymentParams, noQuery);
const paymentSubmitRoute = createRoute({
  method: 'post',
  path: `${LOCAL_PAGES_PATH}/payments/{id}`,
  tags: TAGS,
  summary: 'Local billing simulation: pays (a test card) or cancels a payment intent',
  request: { params: paymentParams, body: formBody(z.object({ action: z.enum(['pay', 'cancel']), card: cardField })) },
  responses: { ...htmlResponse('The page with the outcome'), ...redirectResponse('Back to the payment page'), ...errorResponses(400, 404) },
});

function localProvider(c: Context<AppEnv>): LocalProviderOptions {
  const { local } = c.var.deps.billing;
  if (!local) throw new ApiError(404, 'not_found', 'The local billing simulation is not in use on this server.');
  return local;
}

const gone = (what: string) => new ApiError(404, 'not_found', `${what} not found at the local billing provider.`);

async function renderCheckout(c: Context<AppEnv>, local: LocalProviderOptions, id: string, error?: string) {
  const session = await getLocal(local.db, 'checkout_session', id);
  const price = session ? localPrice(local.lookupKeys, session.priceId) : null;
  const customer = session ? await getLocal(local.db, 'customer', session.customerId) : null;
  if (!session || !price || !customer) throw gone('Checkout session');
  return c.html(checkoutPage(session, price, customer.email, local.now(), error), 200);
}

async function renderPortal(c: Context<AppEnv>, local: LocalProviderOptions, id: string, notice?: { message: string; error: boolean }) {
  const session = await getLocal(local.db, 'portal_session', id);
  if (!session) throw gone('Portal session');
  const invoices = await listLocal(local.db, 'invoice', session.customerId);
  const subscriptions = (await listLocal(local.db, 'subscription', session.customerId)).reverse().map((subscription) => ({
    subscription,
    planName: localPrice(local.lookupKeys, subscription.priceId)?.productName ?? subscription.priceId,
    invoices: invoices.filter((invoice) => invoice.subscriptionId === subscription.id).reverse(),
  }));
  return c.html(portalPage(session.id, session.returnUrl, subscriptions, notice), 200);
}

async function renderPayment(c: Context<AppEnv>, local: LocalProviderOptions, id: string, error?: string) {
  const payment = await getLocal(local.db, 'payment_intent', id);
  if (!payment) throw gone('Payment');
  return c.html(paymentPage(payment, error), 200);
}

export function registerLocalPages(app: Router) {
  app.openapi(checkoutPageRoute, (c) => renderCheckout(c, localProvider(c), c.req.valid('param').id));

  app.openapi(checkoutSubmitRoute, async (c) => {
    const local = localProvider(c);
    const { id } = c.req.valid('param');
    const form = c.req.valid('form');
    if (form.action === 'cancel') {
      const session = await getLocal(local.db, 'checkout_session', id);
      if (!session) throw gone('Checkout session');
      return c.redirect(session.cancelUrl, 303);
    }
    const outcome = await payCheckout(local, id, form.card ?? '');
    if (!outcome) throw gone('Checkout session');
    if (outcome.kind !== 'paid') return renderCheckout(c, local, id, outcome.message);
    await deliverLocalEvents(c.var.deps, outcome.events);
    c.var.logger.info({ checkoutSessionId: id }, 'billing: local checkout paid');
    return c.redirect(outcome.redirectTo, 303);
  });

  app.openapi(portalPageRoute, (c) => {
    const { done } = c.req.valid('query');
    return renderPortal(c, localProvider(c), c.req.valid('param').id, done ? { message: PORTAL_DONE_MESSAGES[done], error: false } : undefined);
  });

  app.openapi(portalSubmitRoute, async (c) => {
    const local = localProvider(c);
    const { id } = c.req.valid('param');
    const { subscription, action } = c.req.valid('form');
    const outcome = await portalAction(local, id, subscription, action);
    if (!outcome) throw gone('Subscription of this portal session');
    if (outcome.kind === 'refused') return renderPortal(c, local, id, { message: outcome.message, error: true });
    await deliverLocalEvents(c.var.deps, outcome.events);
    return c.redirect(`${LOCAL_PAGES_PATH}/portal/${id}?done=${action}`, 303);
  });

  app.openapi(paymentPageRoute, (c) => renderPayment(c, localProvider(c), c.req.valid('param').id));

  app.openapi(paymentSubmitRoute, async (c) => {
    const local = localProvider(c);
    const { id } = c.req.valid('param');
    const form = c.req.valid('form');
    const outcome = await settlePaymentIntent(local, id, form.action === 'pay' ? { action: 'pay', cardNumber: form.card ?? '' } : { action: 'cancel' });
    if (!outcome) throw gone('Payment');
    await deliverLocalEvents(c.var.deps, outcome.events);
    if (outcome.kind === 'declined' || outcome.kind === 'closed') return renderPayment(c, local, id, outcome.message);
    return c.redirect(`${LOCAL_PAGES_PATH}/payments/${id}`, 303);
  });
}
