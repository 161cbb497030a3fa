// The documents of an order, made on the server as PDF files (pdfkit): the receipt or invoice, which
// every member may download and members who work orders (orders.write) may e-mail to the customer,
// and the Form 8300 worksheet of a flagged order, for admins only (it carries the customer's
// identification). Each checks the session and the group like every order route: another group's
// order is 404. docs/orders.md, "Documents".
import { createRoute, z } from '@hono/zod-openapi';
import {
  CUSTOMER_NO_EMAIL_CODE,
  orderDocumentFileName,
  orderDocumentKind,
  orderDocumentRefusal,
  orderDocumentTitle,
  orderReceiptEmailBodySchema,
  orderReceiptEmailedSchema,
  type Order,
} from '@bullion/contract';
import type { Context } from 'hono';
import { scoped } from '../db/database';
import { acting } from '../http/acting';
import { requireGroup, requirePermission, requireRole, requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ApiError, errorBodySchema } from '../http/errors';
import { errorResponses, jsonBody, jsonResponse, output, SESSION_AND_APP_TOKEN } from '../http/openapi';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { callerScope } from '../http/scope';
import { readBusinessLogo } from '../groups/business-logo';
import { appendOrderEvents } from '../orders/events';
import { readOrder } from '../orders/order-reads';
import { readCashCountedTogether, readDocumentCustomer, readIssuer } from './document-reads';
import { renderForm8300Pdf } from './form-8300-pdf';
import { receiptMail } from './receipt-mail';
import { renderReceiptPdf, type ReceiptInput } from './receipt-pdf';

const TAGS = ['orders'];

const idParamsSchema = z.object({
  id: z.uuid('id must be an order id (UUID).').openapi({ param: { name: 'id', in: 'path' }, example: 'e1000000-0000-4000-8000-000000000001' }),
});

const pdfResponse = (description: string) => ({ content: { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } }, description });
const conflict = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

const receiptRoute = createRoute({
  method: 'get',
  path: '/api/orders/{id}/receipt.pdf',
  tags: TAGS,
  summary: 'The receipt (or invoice) of an order as a PDF; every member',
  description: [
    'An invoice while a confirmed order is unpaid; a sale or purchase receipt from paid on (a reversed order keeps its receipt, marked reversed; a cancelled order with payments gets one of the money that moved).',
    'It carries the group’s business identity (legal name, address, phone, e-mail, tax ID and logo: PATCH /api/groups/{id} business), the customer’s name and address, the number, side and dates,',
    'each line with quantity, fine weight, spot, premium (unit price less the melt of one piece) and total, the totals, the payments and refunds (voided ones struck through) and the balance due.',
    'Sent as an attachment named like SO-000012-receipt.pdf. A draft or quoted order has no document yet (409 document_unavailable).',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup] as const,
  request: { params: idParamsSchema },
  responses: { 200: pdfResponse('The PDF (Content-Disposition: attachment)'), ...errorResponses(400, 401, 403, 404), 409: conflict('A draft, quoted, or cancelled order without payments (document_unavailable)') },
});

const form8300Route = createRoute({
  method: 'get',
  path: '/api/orders/{id}/form-8300.pdf',
  tags: TAGS,
  summary: 'The Form 8300 worksheet of a flagged order as a PDF; admins only',
  description: [
    'Pre-filled from the group’s records in the order of IRS Form 8300: the individual the cash came from (the customer’s name, address, date of birth, occupation, identifying document and TIN),',
    'the cash of this order and of the related orders counted with it (dates and amounts, voided payments left out), the business as the filer (business identity), and the filed-on date if recorded.',
    'Admins only, as it carries the customer’s identification (403 for other roles). An order not flagged for review has no worksheet (409 not_flagged).',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requireRole('admin', 'Only an admin of the group can see the Form 8300 worksheet: it holds the customer’s identification.')] as const,
  request: { params: idParamsSchema },
  responses: { 200: pdfResponse('The PDF (Content-Disposition: attachment)'), ...errorResponses(400, 401, 403, 404), 409: conflict('The order is not flagged for Form 8300 review (not_flagged)') },
});

const emailRoute = createRoute({
  method: 'post',
  path: '/api/orders/{id}/receipt/email',
  tags: TAGS,
  summary: 'E-mails the receipt (or invoice) PDF to the customer; needs orders.write (admin, member)',
  description: [
    'The same document as GET /api/orders/{id}/receipt.pdf, attached to a mail to the customer’s e-mail on record, through the mail provider (the local mailbox, /_dev/mailbox, when no SMTP is set).',
    'Replies go to the business’s e-mail when the business identity has one. 409 customer_no_email when the customer has no e-mail address; 502 mail_failed when the mail could not be sent (nothing was sent: try again).',
  ].join(' '),
  security: SESSION_AND_APP_TOKEN,
  middleware: [requireUser, requireGroup, requirePermission('orders.write')] as const,
  request: { params: idParamsSchema, body: jsonBody(orderReceiptEmailBodySchema) },
  responses: {
    200: jsonResponse(orderReceiptEmailedSchema, 'Where the document went'),
    ...errorResponses(400, 401, 403, 404, 415, 502),
    409: conflict('No document yet (document_unavailable), or the customer has no e-mail address (customer_no_email)'),
  },
});

/** The receipt or invoice of an order the caller's group owns, with what the document needs. */
async function receiptOf(c: Context<AppEnv>, id: string): Promise<{ input: ReceiptInput; customerEmail: string | null }> {
  const groupId = c.var.group.id;
  const { deps } = c.var;
  const { order, issuer, customer } = await scoped(deps.db, callerScope(c), async (tx) => {
    const order = await readOrder(tx, groupId, id);
    return { order, issuer: await readIssuer(tx, groupId), customer: await readDocumentCustomer(tx, groupId, order.customer.id) };
  });
  const kind = orderDocumentKind(order);
  if (!kind) throw new ApiError(409, 'document_unavailable', orderDocumentRefusal(order.status));
  const input: ReceiptInput = {
    order,
    kind,
    groupName: issuer.groupName,
    business: issuer.business,
    logo: await readBusinessLogo(deps, issuer.business.logoPath),
    customer: { name: order.customer.name, address: customer?.address ?? null, email: customer?.email ?? null, phone: customer?.phone ?? null },
    generatedAt: deps.now(),
  };
  return { input, customerEmail: customer?.email ?? null };
}

const pdfHeaders = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});

const fileOf = (order: Order, kind: NonNullable<ReturnType<typeof orderDocumentKind>>) => orderDocumentFileName(order.number, kind);

function registerDocumentRoutes(app: Router) {
  app.openapi(receiptRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { input } = await receiptOf(c, id);
    const pdf = await renderReceiptPdf(input);
    return c.body(new Uint8Array(pdf), 200, pdfHeaders(fileOf(input.order, input.kind)));
  });

  app.openapi(form8300Route, async (c) => {
    const { id } = c.req.valid('param');
    const groupId = c.var.group.id;
    const { deps } = c.var;
    const data = await scoped(deps.db, callerScope(c), async (tx) => {
      const order = await readOrder(tx, groupId, id);
      if (!order.form8300.review) return { order, flagged: false as const };
      const ids = order.form8300.relatedOrderIds.length ? order.form8300.relatedOrderIds : [order.id];
      const [issuer, customer, counted] = await Promise.all([readIssuer(tx, groupId), readDocumentCustomer(tx, groupId, order.customer.id), readCashCountedTogether(tx, groupId, ids)]);
      return { order, flagged: true as const, issuer, customer, counted };
    });
    if (!data.flagged) throw new ApiError(409, 'not_flagged', `Order ${data.order.number} is not flagged for Form 8300 review, so it has no worksheet.`);
    const { order, issuer, customer, counted } = data;
    const pdf = await renderForm8300Pdf({
      order,
      groupName: issuer.groupName,
      business: issuer.business,
      logo: await readBusinessLogo(deps, issuer.business.logoPath),
      customer: customer ?? { name: order.customer.name, address: null, email: null, phone: null, dateOfBirth: null, occupation: null, idType: null, idNumber: null, idIssuer: null, tin: null },
      related: counted.related,
      cash: counted.cash,
      generatedAt: deps.now(),
    });
    c.var.logger.info({ orderId: order.id, number: order.number }, 'form 8300 worksheet made');
    return c.body(new Uint8Array(pdf), 200, pdfHeaders(orderDocumentFileName(order.number, 'form-8300-worksheet')));
  });

  app.openapi(emailRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { input, customerEmail } = await receiptOf(c, id);
    const { order, kind } = input;
    if (!customerEmail) {
      throw new ApiError(409, CUSTOMER_NO_EMAIL_CODE, `${order.customer.name} has no e-mail address on record: add one to the customer to e-mail the ${kind}.`);
    }
    const pdf = await renderReceiptPdf(input);
    const fileName = fileOf(order, kind);
    const mail = receiptMail({ to: customerEmail, order, kind, title: orderDocumentTitle(kind, order.side), fileName, pdf, groupName: input.groupName, business: input.business });
    try {
      await c.var.deps.mailer.send(mail);
    } catch (error) {
      c.var.logger.error({ err: error, orderId: order.id }, 'receipt e-mail could not be sent');
      throw new ApiError(502, 'mail_failed', `The ${kind} could not be e-mailed to ${customerEmail}: nothing was sent. Try again in a moment.`);
    }
    // Sent: the timeline says so, with who sent it and where.
    const who = acting(c);
    await scoped(c.var.deps.db, callerScope(c), (tx) =>
      appendOrderEvents(tx, who, [{ orderId: order.id, kind: 'receipt_emailed', fromStatus: order.status, toStatus: order.status, detail: { to: customerEmail, kind, fileName } }]),
    );
    c.var.logger.info({ orderId: order.id, number: order.number, kind }, 'receipt e-mailed to the customer');
    return c.json(output(orderReceiptEmailedSchema, { to: customerEmail, kind, fileName }), 200);
  });
}

export const documentsResource: Resource = { register: registerDocumentRoutes };
