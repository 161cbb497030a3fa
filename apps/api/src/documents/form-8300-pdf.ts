// The Form 8300 worksheet of a flagged order as a PDF: the values IRS Form 8300 asks for, pre-filled
// from the group's records, in the form's order — part I the individual the cash came from (the
// customer's identification), part III the transaction (the cash of the order and of the related
// orders counted with it, with dates), part IV the business that received it (the business
// identity) — and whether and when the form was filed. The app files nothing: a person copies these
// values onto the form or into BSA E-Filing. A value not on record says so in red.
import {
  CUSTOMER_ID_TYPE_LABELS,
  FORM_8300_CASH_THRESHOLD,
  formatDate,
  formatDateTime,
  formatTin,
  formatUsd,
  type BusinessIdentity,
  type CustomerIdType,
  type Order,
} from '@bullion/contract';
import type { BusinessLogo } from '../groups/business-logo';
import { fromCents, toCents } from '../orders/cents';
import { COLORS, CONTENT_WIDTH, drawHeading, PAGE, PdfWriter, type Column } from './pdf-layout';
import type { DocumentCustomer } from './receipt-pdf';

export interface IdentifiedCustomer extends DocumentCustomer {
  dateOfBirth: string | null;
  occupation: string | null;
  idType: string | null;
  idNumber: string | null;
  idIssuer: string | null;
  tin: string | null;
}

export interface RelatedOrder {
  id: string;
  number: string;
  createdAt: string;
  total: string;
}

export interface CashReceived {
  orderNumber: string;
  receivedAt: string;
  amount: string;
  reference: string | null;
}

export interface Form8300Input {
  order: Order;
  groupName: string;
  business: BusinessIdentity | null;
  logo: BusinessLogo | null;
  customer: IdentifiedCustomer;
  /** The orders counted with this one (this one included), oldest first. */
  related: readonly RelatedOrder[];
  /** Every cash payment of those orders that counts (not voided), oldest first. */
  cash: readonly CashReceived[];
  generatedAt: Date;
}

const UTC = { timeZone: 'UTC' } as const;
const MISSING = 'Not on record: ask the customer';

function value(text: string | null | undefined, missing = MISSING): { text: string; missing: boolean } {
  return text ? { text, missing: false } : { text: missing, missing: true };
}

/** Label–value rows in two columns of the form's part; a value not on record in red. */
function part(pdf: PdfWriter, title: string, rows: readonly (readonly [string, { text: string; missing: boolean }])[]): void {
  pdf.section(title);
  const labelWidth = 150;
  for (const [label, { text, missing }] of rows) {
    const height = Math.max(pdf.measure(label, labelWidth, { size: 8.5 }), pdf.measure(text, CONTENT_WIDTH - labelWidth, { size: 9.5, bold: !missing })) + 5;
    pdf.ensureRoom(height);
    pdf.text(label, PAGE.margin, pdf.y + 1, labelWidth, { size: 8.5, color: COLORS.muted });
    pdf.text(text, PAGE.margin + labelWidth, pdf.y, CONTENT_WIDTH - labelWidth, { size: 9.5, bold: !missing, color: missing ? COLORS.alert : COLORS.ink, italic: missing });
    pdf.y += height;
  }
}

const CASH_COLUMNS: readonly Column[] = [
  { header: 'Received (UTC)', width: 120 },
  { header: 'Order', width: 90 },
  { header: 'Reference', width: 196 },
  { header: 'Cash', width: 110, align: 'right' },
];

const ORDER_COLUMNS: readonly Column[] = [
  { header: 'Order', width: 120 },
  { header: 'Order date', width: 110 },
  { header: 'Total price', width: 140, align: 'right' },
  { header: 'Cash received', width: 146, align: 'right' },
];

/** The worksheet of a flagged order, as PDF bytes. */
export async function renderForm8300Pdf(input: Form8300Input): Promise<Buffer> {
  const { order, groupName, business, logo, customer, related, cash, generatedAt } = input;
  const issuer = business?.legalName || groupName;
  const pdf = new PdfWriter({ title: `Form 8300 worksheet ${order.number}`, subject: `Form 8300 worksheet for ${order.number} (${customer.name})`, author: issuer, createdAt: generatedAt });
  const { form8300 } = order;

  drawHeading(pdf, {
    business,
    groupName,
    logo,
    title: 'Form 8300 worksheet',
    facts: [
      ['Order', order.number],
      ['Flagged', form8300.flaggedAt ? formatDate(form8300.flaggedAt, UTC) : '—'],
      ['Filed on', form8300.filedOn ? formatDate(form8300.filedOn, UTC) : 'Not filed yet'],
    ],
  });

  pdf.band(PAGE.margin, pdf.y, CONTENT_WIDTH, 46, '#fbf3dc');
  pdf.text(
    `Report of cash payments over $10,000 received in a trade or business (IRS Form 8300). Prepared from this group's records to copy onto the form or into BSA E-Filing; it is not the form and files nothing. File within 15 days after the cash that reached ${formatUsd(FORM_8300_CASH_THRESHOLD)} was received.`,
    PAGE.margin + 8,
    pdf.y + 7,
    CONTENT_WIDTH - 16,
    { size: 8.5 },
  );
  pdf.y += 52;
  if (form8300.reason) {
    pdf.y += pdf.text(`Why it was flagged: ${form8300.reason}`, PAGE.margin, pdf.y, CONTENT_WIDTH, { size: 9 }) + 2;
  }

  const idType = customer.idType ? (CUSTOMER_ID_TYPE_LABELS[customer.idType as CustomerIdType] ?? customer.idType) : null;
  part(pdf, 'Part I — Individual from whom the cash was received', [
    ['Name (last, first, middle)', value(customer.name)],
    ['Taxpayer identification number', value(customer.tin ? formatTin(customer.tin) : null)],
    ['Address', value(customer.address)],
    ['Date of birth', value(customer.dateOfBirth ? formatDate(customer.dateOfBirth) : null)],
    ['Occupation, profession or business', value(customer.occupation)],
    ['Identifying document', value(idType)],
    ['Document number', value(customer.idNumber)],
    ['Issued by', value(customer.idIssuer)],
  ]);

  part(pdf, 'Part II — Person on whose behalf the transaction was conducted', [
    ['Conducted for', { text: 'Only if the customer acted for another person: not recorded in Bullion Desk', missing: false }],
  ]);

  const totalCash = fromCents(cash.reduce((sum, payment) => sum + toCents(payment.amount), 0n));
  const firstCash = cash[0]?.receivedAt ?? null;
  const lastCash = cash[cash.length - 1]?.receivedAt ?? null;
  const totalPrice = fromCents(related.reduce((sum, related) => sum + toCents(related.total), 0n));
  part(pdf, 'Part III — Description of the transaction and method of payment', [
    ['Date cash received', value(lastCash ? formatDate(lastCash, UTC) : null, 'No cash payment on record')],
    ['Total cash received', value(formatUsd(totalCash))],
    ['Received in more than one payment', value(cash.length > 1 ? `Yes (${cash.length} payments, the first on ${formatDate(firstCash, UTC)})` : 'No')],
    ['Total price', value(formatUsd(totalPrice))],
    ['Type of transaction', value('Personal property purchased (precious metals)')],
    ['Description of the property', value(order.lines.map((line) => `${line.quantity} × ${line.title}`).join('; ') || null, 'No lines')],
  ]);

  pdf.section(`Orders counted together (${related.length})`, 60);
  const cashByOrder = new Map<string, bigint>();
  for (const payment of cash) cashByOrder.set(payment.orderNumber, (cashByOrder.get(payment.orderNumber) ?? 0n) + toCents(payment.amount));
  pdf.table(
    ORDER_COLUMNS,
    related.map((other) => [
      { text: other.number, bold: other.id === order.id },
      { text: formatDate(other.createdAt, UTC) },
      { text: formatUsd(other.total) },
      { text: formatUsd(fromCents(cashByOrder.get(other.number) ?? 0n)), bold: true },
    ]),
  );

  pdf.section(`Cash payments (${cash.length})`, 60);
  pdf.table(
    CASH_COLUMNS,
    cash.map((payment) => [{ text: formatDateTime(payment.receivedAt, UTC) }, { text: payment.orderNumber }, { text: payment.reference ?? '—' }, { text: formatUsd(payment.amount), bold: true }]),
  );

  part(pdf, 'Part IV — Business that received the cash', [
    ['Name of business', value(issuer)],
    ['Employer identification number', value(business?.taxId, 'Not set: Settings › Group › Business identity')],
    ['Address', value(business?.address?.split('\n').map((line) => line.trim()).filter(Boolean).join(', '), 'Not set: Settings › Group › Business identity')],
    ['Nature of the business', value('Precious metals dealer')],
    ['Contact phone', value(business?.phone, 'Not set: Settings › Group › Business identity')],
  ]);

  pdf.section('Filing');
  pdf.y += pdf.text(
    form8300.filedOn
      ? `Filed on ${formatDate(form8300.filedOn, UTC)}, as recorded in Bullion Desk.`
      : 'Not filed yet. Once filed, record the date on the order (Form 8300 › Filed on), and give the customer the written statement the IRS requires by January 31 of the next year.',
    PAGE.margin,
    pdf.y,
    CONTENT_WIDTH,
    { size: 9, color: form8300.filedOn ? COLORS.ink : COLORS.alert },
  );
  pdf.y += 18;
  pdf.ensureRoom(40);
  pdf.text('Signature of authorized official ____________________________     Title ____________________     Date ______________', PAGE.margin, pdf.y, CONTENT_WIDTH, { size: 8.5, color: COLORS.muted });

  return pdf.finish(`Form 8300 worksheet ${order.number} · ${issuer} · Confidential: personal identification`, `Made ${formatDateTime(generatedAt, UTC)} UTC with Bullion Desk.`);
}
