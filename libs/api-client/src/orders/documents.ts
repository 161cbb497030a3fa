// An order's documents, made by the API as PDF files: the receipt (or invoice) and the Form 8300
// worksheet (admins) are downloaded with the session and app token and saved by the browser; the
// receipt can be e-mailed to the customer. E-mailing changes no order, so nothing is refreshed.
import { mutationOptions } from '@tanstack/react-query';
import { orderDocumentFileName, orderReceiptEmailedSchema } from '@bullion/contract';
import { apiDownload, apiRequest } from '../http/client';

const path = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** GET /orders/{id}/receipt.pdf: the invoice of a confirmed order, the receipt of a paid one. */
export function fetchOrderReceiptPdf(id: string, number: string) {
  return apiDownload(`${path(id)}/receipt.pdf`, { fallbackName: orderDocumentFileName(number, 'receipt') });
}

/** GET /orders/{id}/form-8300.pdf (admins): the pre-filled worksheet of a flagged order. */
export function fetchForm8300WorksheetPdf(id: string, number: string) {
  return apiDownload(`${path(id)}/form-8300.pdf`, { fallbackName: orderDocumentFileName(number, 'form-8300-worksheet') });
}

/** POST /orders/{id}/receipt/email: the receipt PDF to the customer's e-mail (409 customer_no_email without one). */
export function emailOrderReceipt(id: string) {
  return apiRequest(`/orders/${encodeURIComponent(id)}/receipt/email`, { method: 'POST', body: {}, schema: orderReceiptEmailedSchema, reportErrors: false });
}

export function emailOrderReceiptMutationOptions(id: string) {
  return mutationOptions({ mutationFn: () => emailOrderReceipt(id) });
}
