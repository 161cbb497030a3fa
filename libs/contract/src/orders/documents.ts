// The documents of an order (docs/orders.md, "Documents"): an invoice while a confirmed order is not
// paid, a receipt once it is (a sale receipt or a purchase receipt), and the Form 8300 worksheet of a
// flagged order. One rule for the API that makes the PDFs and the order page that offers them. Pure.
import { z } from 'zod';
import { unknownFieldsError } from '../common/schemas';
import type { OrderSide, OrderStatus } from './schemas';

export const ORDER_DOCUMENT_KINDS = ['invoice', 'receipt'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** Statuses whose document is a receipt: the money has changed hands. */
const RECEIPT_STATUSES: readonly OrderStatus[] = ['paid', 'fulfilled', 'completed', 'reversed'];

/**
 * Which document an order gives: an invoice once confirmed and until paid, a receipt from paid on (a
 * reversed order keeps its receipt, marked reversed), a cancelled order a receipt of the money that
 * moved, if any did. A draft or a quote is no deal yet: null.
 */
export function orderDocumentKind(order: { status: OrderStatus; payments: readonly unknown[] }): OrderDocumentKind | null {
  if (order.status === 'confirmed') return 'invoice';
  if (RECEIPT_STATUSES.includes(order.status)) return 'receipt';
  if (order.status === 'cancelled' && order.payments.length) return 'receipt';
  return null;
}

/** Why an order has no document yet (the API's 409 and the page's tooltip), for an order whose kind is null. */
export function orderDocumentRefusal(status: OrderStatus): string {
  if (status === 'cancelled') return 'A cancelled order without payments has no receipt.';
  return `A ${status} order is not a deal yet: confirm it to make its invoice.`;
}

/** The document's title: "Invoice", "Sale receipt" or "Purchase receipt". */
export function orderDocumentTitle(kind: OrderDocumentKind, side: OrderSide): string {
  if (kind === 'invoice') return 'Invoice';
  return side === 'sell' ? 'Sale receipt' : 'Purchase receipt';
}

/** The file a document downloads as: `SO-000012-receipt.pdf`, `BO-000003-invoice.pdf`, `SO-000012-form-8300-worksheet.pdf`. */
export function orderDocumentFileName(number: string, document: OrderDocumentKind | 'form-8300-worksheet'): string {
  return `${number.replace(/[^A-Za-z0-9-]/g, '')}-${document}.pdf`;
}

/** POST /orders/{id}/receipt/email: nothing to send; the customer's e-mail on record is the address. */
export const orderReceiptEmailBodySchema = z.strictObject({}, { error: unknownFieldsError('E-mailing a receipt takes no fields: it goes to the customer’s e-mail on record.') }).meta({ id: 'OrderReceiptEmailBody' });
export type OrderReceiptEmailBody = z.input<typeof orderReceiptEmailBodySchema>;

export const orderReceiptEmailedSchema = z
  .object({
    /** The customer's address the document went to. */
    to: z.string(),
    kind: z.enum(ORDER_DOCUMENT_KINDS),
    fileName: z.string(),
  })
  .meta({ id: 'OrderReceiptEmailed' });
export type OrderReceiptEmailed = z.output<typeof orderReceiptEmailedSchema>;

/** 409 of POST /orders/{id}/receipt/email when the customer has no e-mail address on record. */
export const CUSTOMER_NO_EMAIL_CODE = 'customer_no_email';
