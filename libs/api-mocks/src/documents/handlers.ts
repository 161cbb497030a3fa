// The documents part of the mock API: an order's receipt (or invoice) and Form 8300 worksheet as a
// small placeholder PDF under the API's file name, chosen with the contract's rule (409 as the API
// answers); e-mailing the receipt answers where it went, or 409 customer_no_email; the business
// logo's upload into the `groups` bucket is accepted and forgotten.
import { http, HttpResponse } from 'msw';
import { CUSTOMER_NO_EMAIL_CODE, orderDocumentFileName, orderDocumentKind, orderDocumentRefusal, orderReceiptEmailBodySchema, orderReceiptEmailedSchema } from '@bullion/contract';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, type MockSlice } from '../http';
import { MOCK_ORDER_ACTOR, MOCK_ORDER_IDS } from '../orders/fixtures';

/** A one-page PDF that says what it stands for (viewers open it; tests read its name). */
export function mockPdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  return new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources <</Font <</F1 <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>>>>>>> endobj\n4 0 obj <</Length ${text.length + 36}>> stream\nBT /F1 18 Tf 72 720 Td (${text}) Tj ET\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );
}

const pdf = (title: string, fileName: string) =>
  new HttpResponse(mockPdf(title), { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` } });

const findOrder = (id: unknown) => mockDb.orders.find((order) => order.id === id);

export const documentMocks: MockSlice = {
  handlers: (api) => {
    const origin = api.replace(/\/api$/, '');
    return [
      http.get(`${api}/orders/:id/receipt.pdf`, ({ params }) => {
        const order = findOrder(params.id);
        if (!order) return notFound('Order');
        const kind = orderDocumentKind(order);
        if (!kind) return apiError(409, 'document_unavailable', orderDocumentRefusal(order.status));
        return pdf(`${kind} ${order.number}`, orderDocumentFileName(order.number, kind));
      }),
      http.get(`${api}/orders/:id/form-8300.pdf`, ({ params }) => {
        const order = findOrder(params.id);
        if (!order) return notFound('Order');
        if (!order.form8300.review) return apiError(409, 'not_flagged', `Order ${order.number} is not flagged for Form 8300 review, so it has no worksheet.`);
        return pdf(`Form 8300 worksheet ${order.number}`, orderDocumentFileName(order.number, 'form-8300-worksheet'));
      }),
      http.post(`${api}/orders/:id/receipt/email`, async ({ params, request }) => {
        const body = orderReceiptEmailBodySchema.safeParse(await jsonBody(request));
        if (!body.success) return invalid(body.error);
        const order = findOrder(params.id);
        if (!order) return notFound('Order');
        const kind = orderDocumentKind(order);
        if (!kind) return apiError(409, 'document_unavailable', orderDocumentRefusal(order.status));
        const email = mockDb.customers.find((customer) => customer.id === order.customer.id)?.email;
        if (!email) return apiError(409, CUSTOMER_NO_EMAIL_CODE, `${order.customer.name} has no e-mail address on record: add one to the customer to e-mail the ${kind}.`);
        // The timeline keeps it, as the API's does.
        const fileName = orderDocumentFileName(order.number, kind);
        order.events.push({ id: nextMockUuid(), kind: 'receipt_emailed', fromStatus: order.status, toStatus: order.status, at: new Date().toISOString(), actor: MOCK_ORDER_ACTOR, detail: { to: email, kind, fileName } });
        return HttpResponse.json(orderReceiptEmailedSchema.parse({ to: email, kind, fileName: orderDocumentFileName(order.number, kind) }));
      }),
      // The business logo (supabase-js storage): accepted and forgotten; the page shows its public URL.
      http.post(`${origin}/storage/v1/object/groups/*`, ({ request }) => {
        const key = new URL(request.url).pathname.replace('/storage/v1/object/', '');
        return HttpResponse.json({ Id: nextMockUuid(), Key: key });
      }),
    ];
  },
  calls: [{ method: 'POST', path: `/orders/${MOCK_ORDER_IDS.paidCash}/receipt/email`, body: {}, schema: orderReceiptEmailedSchema }],
};
