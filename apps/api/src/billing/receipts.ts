// Printable receipts: GET /api/billing/invoices/{id}/receipt?expires=&signature= serves one invoice
// as HTML that a browser opens (and prints) without a session. The invoice list hands out the signed
// addresses to admins; the signature, by a key of its own derived from JWT_SECRET, is the permission.
import { RECEIPT_URL_TTL_SECONDS } from '@bullion/contract';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Config } from '../config';
import type { BillingInvoicesTable, BillingPaymentsTable } from '../db/schema';
import { formatDecimal } from './money';
import { dateText, escapeHtml, htmlPage, moneyText } from './html';

export const receiptPath = (invoiceId: string) => `/api/billing/invoices/${invoiceId}/receipt`;

function receiptKey(jwtSecret: string): Buffer {
  return createHash('sha256').update(`billing-receipt:${jwtSecret}`).digest();
}

const sign = (key: Buffer, invoiceId: string, expires: number) => createHmac('sha256', key).update(`${invoiceId}.${expires}`).digest('hex');

export function signedReceiptUrl(config: Pick<Config, 'JWT_SECRET' | 'PUBLIC_API_URL'>, invoiceId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + RECEIPT_URL_TTL_SECONDS;
  const url = new URL(receiptPath(invoiceId), config.PUBLIC_API_URL);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', sign(receiptKey(config.JWT_SECRET), invoiceId, expires));
  return url.href;
}

export function verifyReceiptSignature(jwtSecret: string, invoiceId: string, expires: number, signature: string, now: Date): boolean {
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(sign(receiptKey(jwtSecret), invoiceId, expires), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface ReceiptParty {
  customerName: string;
  customerEmail: string;
  groupName: string | null;
}

export function receiptHtml(invoice: Selectable<BillingInvoicesTable>, payments: Selectable<BillingPaymentsTable>[], party: ReceiptParty): string {
  const title = invoice.status === 'paid' ? `Receipt ${invoice.number ?? ''}`.trim() : `Invoice ${invoice.number ?? ''}`.trim();
  const money = (amount: string) => moneyText(formatDecimal(amount, invoice.currency), invoice.currency);
  const paymentRows = payments
    .map(
      (payment) =>
        `<tr><td>${dateText(payment.created_at)}</td><td>${escapeHtml(payment.method ?? '—')}</td><td>${escapeHtml(payment.status)}${
          payment.failure_message ? ` <small>(${escapeHtml(payment.failure_message)})</small>` : ''
        }</td><td class="amount">${moneyText(formatDecimal(payment.amount, payment.currency), payment.currency)}</td></tr>`,
    )
    .join('');
  const body = `<div class="card"><table>
<tr><th>Number</th><td>${escapeHtml(invoice.number ?? invoice.provider_invoice_id)}</td></tr>
<tr><th>Date</th><td>${dateText(invoice.created_at)}</td></tr>
<tr><th>Status</th><td>${escapeHtml(invoice.status)}${invoice.paid_at ? `, paid ${dateText(invoice.paid_at)}` : ''}</td></tr>
<tr><th>Billed to</th><td>${escapeHtml(party.customerName || party.customerEmail)}<br><small>${escapeHtml(party.customerEmail)}</small></td></tr>
${party.groupName ? `<tr><th>Group</th><td>${escapeHtml(party.groupName)}</td></tr>` : ''}
</table></div>
<div class="card"><table><tr><th>Description</th><th>Period</th><th class="amount">Amount</th></tr>
<tr><td>${escapeHtml(invoice.description || 'Subscription')}</td><td>${dateText(invoice.period_start)} – ${dateText(invoice.period_end)}</td><td class="amount">${money(invoice.amount_due)}</td></tr>
<tr><th colspan="2">Amount paid</th><th class="amount">${money(invoice.amount_paid)}</th></tr></table></div>
${paymentRows ? `<h2>Payments</h2><div class="card"><table><tr><th>Date</th><th>Method</th><th>Status</th><th class="amount">Amount</th></tr>${paymentRows}</table></div>` : ''}
<p class="no-print"><button type="button" onclick="window.print()">Print</button></p>
<p><small>Bullion Desk · ${escapeHtml(invoice.provider === 'local' ? 'Local billing simulation: no real payment was made.' : 'Payments processed by Stripe.')}</small></p>`;
  return htmlPage({ title, body });
}
