// The purchase history of the group of the app access token: invoices (with their payments and a
// signed, printable receipt) and every payment, as the billing provider reported them. Admins only
// (billing.manage): invoices name the payer and their card.
import { createRoute, z } from '@hono/zod-openapi';
import { billingInvoiceListQuerySchema, billingInvoicePageSchema, billingPaymentListQuerySchema, billingPaymentPageSchema, RECEIPT_URL_TTL_SECONDS } from '@bullion/contract';
import { scoped } from '../db/database';
import { requireGroup, requireUser } from '../http/auth';
import { ApiError, notFound } from '../http/errors';
import { errorResponses, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Router } from '../http/router';
import { requireBillingManager } from './access';
import { listInvoices, listPayments, paymentsOfInvoices, receiptOf } from './billing-reads';
import { receiptHtml, signedReceiptUrl, verifyReceiptSignature } from './receipts';
import { TAGS } from './openapi';
import { toBillingInvoice, toBillingPayment } from './views';

const invoicesRoute = createRoute({
  method: 'get',
  path: '/api/billing/invoices',
  tags: TAGS,
  summary: 'The group’s invoices, newest first, with their payments and a printable receipt; needs billing.manage (admins)',
  description: `Amounts are decimal strings in the currency’s major unit. receiptUrl opens an HTML receipt without a session for ${RECEIPT_URL_TTL_SECONDS / 60} minutes; list again for a fresh one. status filters (draft, open, paid, uncollectible, void).`,
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireBillingManager('see the purchase history')] as const,
  request: { query: billingInvoiceListQuerySchema },
  responses: { 200: jsonResponse(billingInvoicePageSchema, 'A page of invoices'), ...errorResponses(400, 401, 403) },
});

const paymentsRoute = createRoute({
  method: 'get',
  path: '/api/billing/payments',
  tags: TAGS,
  summary: 'The group’s payments (of invoices and one-off), newest first; needs billing.manage (admins)',
  description: 'A failed attempt is a payment with status requires_payment_method and its failureMessage.',
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireBillingManager('see the purchase history')] as const,
  request: { query: billingPaymentListQuerySchema },
  responses: { 200: jsonResponse(billingPaymentPageSchema, 'A page of payments'), ...errorResponses(400, 401, 403) },
});

const receiptRoute = createRoute({
  method: 'get',
  path: '/api/billing/invoices/{id}/receipt',
  tags: TAGS,
  summary: 'A printable HTML receipt of one invoice, by the signed address GET /api/billing/invoices answers',
  description: 'No session: the signature is the permission, and it expires. A wrong or expired signature is 403 invalid_signature.',
  request: {
    params: z.object({ id: z.uuid('id must be an invoice id (UUID).').openapi({ param: { name: 'id', in: 'path' } }) }),
    query: z.object({
      expires: z.coerce.number('expires must be a number.').int('expires must be a whole number.').min(0).max(Number.MAX_SAFE_INTEGER),
      signature: z.string().max(128),
    }),
  },
  responses: { 200: { content: { 'text/html': { schema: z.string() } }, description: 'The receipt page' }, ...errorResponses(400, 403, 404) },
});

export function registerInvoiceRoutes(app: Router) {
  app.openapi(invoicesRoute, async (c) => {
    const { offset, limit, status } = c.req.valid('query');
    const { config, db, now } = c.var.deps;
    const groupId = c.var.group.id;
    const page = await scoped(db, { userId: c.var.user.id, groupIds: [groupId] }, async (tx) => {
      const { rows, total } = await listInvoices(tx, groupId, { status, offset, limit });
      const payments = await paymentsOfInvoices(tx, rows.map((row) => row.id));
      const items = rows.map((row) =>
        toBillingInvoice(
          row,
          payments.filter((payment) => payment.invoice_id === row.id).map(toBillingPayment),
          signedReceiptUrl(config, row.id, now()),
        ),
      );
      return { items, total, offset, limit };
    });
    return c.json(output(billingInvoicePageSchema, page), 200);
  });

  app.openapi(paymentsRoute, async (c) => {
    const { offset, limit } = c.req.valid('query');
    const groupId = c.var.group.id;
    const page = await scoped(c.var.deps.db, { userId: c.var.user.id, groupIds: [groupId] }, async (tx) => {
      const { rows, total } = await listPayments(tx, groupId, { offset, limit });
      return { items: rows.map(toBillingPayment), total, offset, limit };
    });
    return c.json(output(billingPaymentPageSchema, page), 200);
  });

  app.openapi(receiptRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { expires, signature } = c.req.valid('query');
    const { config, db, now } = c.var.deps;
    if (!verifyReceiptSignature(config.JWT_SECRET, id, expires, signature, now())) {
      throw new ApiError(403, 'invalid_signature', 'This receipt link is not valid or has expired: open the purchase history again.');
    }
    const receipt = await receiptOf(db, id);
    if (!receipt) throw notFound('Invoice');
    const { invoice, payments, customer, group } = receipt;
    const html = receiptHtml(invoice, payments, { customerName: customer?.name ?? '', customerEmail: customer?.email ?? '', groupName: group?.name ?? null });
    return c.html(html, 200, { 'cache-control': 'private, no-store' });
  });
}
