// The receipt or invoice of an order as a PDF: the business's identity and logo, the customer's name
// and address, the order's number, side and dates, each line with its quantity, fine weight, spot,
// premium over melt and total, the totals, the payments and refunds (a voided one struck through) and
// the balance due. Money and dates read as in the app (@bullion/contract's formatting, dates in UTC).
import {
  formatDate,
  formatDateTime,
  formatOzt,
  formatUsd,
  linePremiumPerUnit,
  orderDocumentTitle,
  type BusinessIdentity,
  type Order,
  type OrderDocumentKind,
  type OrderEventKind,
  type OrderPayment,
} from '@bullion/contract';
import type { BusinessLogo } from '../groups/business-logo';
import { fromCents, toCents } from '../orders/cents';
import { COLORS, CONTENT_WIDTH, drawHeading, PAGE, PdfWriter, type Cell, type Column } from './pdf-layout';

export interface DocumentCustomer {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
}

export interface ReceiptInput {
  order: Order;
  kind: OrderDocumentKind;
  groupName: string;
  business: BusinessIdentity | null;
  logo: BusinessLogo | null;
  customer: DocumentCustomer;
  generatedAt: Date;
}

const UTC = { timeZone: 'UTC' } as const;
const STATUS_WORDS: Readonly<Record<Order['status'], string>> = {
  draft: 'Draft',
  quoted: 'Quoted',
  confirmed: 'Confirmed, awaiting payment',
  paid: 'Paid',
  fulfilled: 'Paid, metal handed over',
  completed: 'Completed',
  cancelled: 'Cancelled',
  reversed: 'Reversed',
};
const METHODS: Readonly<Record<OrderPayment['method'], string>> = { cash: 'Cash', wire: 'Wire', check: 'Check', card: 'Card' };
const METALS: Readonly<Record<string, string>> = { gold: 'Gold', silver: 'Silver', platinum: 'Platinum', palladium: 'Palladium', copper: 'Copper' };

/** When the order first reached an event of this kind (its timeline), or null. */
function firstEventAt(order: Order, kind: OrderEventKind): string | null {
  return order.events.find((event) => event.kind === kind)?.at ?? null;
}

function lineCells(order: Order): Cell[][] {
  return order.lines.map((line, index) => {
    const premium = linePremiumPerUnit(line);
    const detail = [
      line.metal ? METALS[line.metal] : null,
      line.form,
      line.purity ? `${line.purity.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')} fine` : null,
      line.meltReason ? `${order.side === 'sell' ? 'Below' : 'Above'} melt: ${line.meltReason}` : null,
    ].filter(Boolean);
    return [
      { text: String(index + 1), color: COLORS.muted },
      { text: line.title, sub: detail.join(' · ') || undefined },
      { text: line.quantity.toLocaleString('en-US') },
      { text: line.fineOztPerUnit ? formatOzt(line.fineOztPerUnit, 4) : '—' },
      { text: line.spot ? formatUsd(line.spot) : '—' },
      { text: premium === null ? '—' : formatUsd(premium) },
      { text: formatUsd(line.unitPrice) },
      { text: formatUsd(line.lineTotal), bold: true },
    ];
  });
}

const LINE_COLUMNS: readonly Column[] = [
  { header: '#', width: 20 },
  { header: 'Item', width: 150 },
  { header: 'Qty', width: 34, align: 'right' },
  { header: 'Fine weight each', width: 60, align: 'right' },
  { header: 'Spot per ozt', width: 58, align: 'right' },
  { header: 'Premium each', width: 62, align: 'right' },
  { header: 'Unit price', width: 64, align: 'right' },
  { header: 'Line total', width: 68, align: 'right' },
];

const PAYMENT_COLUMNS: readonly Column[] = [
  { header: 'Date', width: 70 },
  { header: 'Kind', width: 80 },
  { header: 'Method', width: 66 },
  { header: 'Reference', width: 200 },
  { header: 'Amount', width: 100, align: 'right' },
];

function paymentCells(payment: OrderPayment): Cell[] {
  const refund = payment.kind === 'refund';
  const strike = payment.voided !== null;
  const amount = refund ? fromCents(-toCents(payment.amount)) : payment.amount;
  const voided = payment.voided ? `Voided ${formatDate(payment.voided.at, UTC)}: ${payment.voided.reason}` : undefined;
  const muted = strike ? COLORS.muted : COLORS.ink;
  return [
    { text: formatDate(payment.receivedAt, UTC), strike, color: muted },
    { text: refund ? 'Refund' : 'Payment', strike, color: muted },
    { text: METHODS[payment.method], strike, color: muted },
    { text: payment.reference ?? '—', strike, color: muted, sub: voided },
    { text: formatUsd(amount), strike, color: muted, bold: !strike },
  ];
}

function drawParties(pdf: PdfWriter, { order, customer }: ReceiptInput): void {
  const half = CONTENT_WIDTH / 2 - 12;
  const top = pdf.y;
  let left = top;
  left += pdf.text(order.side === 'sell' ? 'SOLD TO' : 'BOUGHT FROM', PAGE.margin, left, half, { size: 7.5, bold: true, color: COLORS.muted }) + 2;
  left += pdf.text(order.customer.name, PAGE.margin, left, half, { size: 11, bold: true }) + 1;
  for (const line of (customer.address ?? '').split('\n').map((part) => part.trim()).filter(Boolean)) left += pdf.text(line, PAGE.margin, left, half, { size: 9 });
  const contact = [customer.email, customer.phone].filter(Boolean).join(' · ');
  if (contact) left += pdf.text(contact, PAGE.margin, left, half, { size: 8.5, color: COLORS.muted });

  const x = PAGE.margin + CONTENT_WIDTH / 2 + 12;
  let right = top;
  right += pdf.text('ORDER', x, right, half, { size: 7.5, bold: true, color: COLORS.muted }) + 2;
  const confirmed = firstEventAt(order, 'confirmed');
  const paid = firstEventAt(order, 'paid');
  const pairs: [string, string][] = [
    ['Side', order.side === 'sell' ? 'Sale (the customer buys from us)' : 'Purchase (we buy from the customer)'],
    ['Order date', formatDate(order.createdAt, UTC)],
    ...(confirmed ? [['Confirmed', formatDate(confirmed, UTC)] as [string, string]] : []),
    ...(paid ? [['Paid in full', formatDate(paid, UTC)] as [string, string]] : []),
    ...(order.quote ? [['Prices at spot of', `${formatDateTime(order.quote.spot.updatedAt, UTC)} UTC`] as [string, string]] : []),
  ];
  right += pdf.facts(pairs, x, right, half, { labelWidth: 82 });
  pdf.y = Math.max(left, right) + 4;
}

function drawTotals(pdf: PdfWriter, { order, kind }: ReceiptInput): void {
  const { totals } = order;
  const refunded = toCents(totals.refunded);
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Subtotal', value: formatUsd(totals.subtotal) },
    { label: 'Total', value: formatUsd(totals.total), strong: true },
    { label: order.side === 'sell' ? 'Paid' : 'Paid to you', value: formatUsd(totals.paid) },
    ...(refunded === 0n ? [] : [{ label: 'Refunded', value: formatUsd(fromCents(-refunded)) }]),
    { label: 'Balance due', value: formatUsd(totals.balanceDue), strong: true },
  ];
  const width = 220;
  const x = PAGE.margin + CONTENT_WIDTH - width;
  pdf.ensureRoom(rows.length * 16 + 20);
  pdf.y += 8;
  for (const row of rows) {
    const last = row.label === 'Balance due';
    if (row.label === 'Total' || last) pdf.rule(pdf.y - 2, { color: COLORS.ink, width: 0.75, from: x, to: x + width });
    if (last && kind === 'invoice') pdf.band(x, pdf.y - 1, width, 16, '#fbf3dc');
    pdf.text(row.label, x + 4, pdf.y + 2, width / 2, { size: row.strong ? 10 : 9, bold: row.strong });
    pdf.text(row.value, x + width / 2, pdf.y + 2, width / 2 - 4, { size: row.strong ? 10 : 9, bold: row.strong, align: 'right' });
    pdf.y += 16;
  }
}

function closingLine({ order, kind, customer }: ReceiptInput): string {
  if (order.status === 'reversed') return 'This order was reversed: the metal and the money went back. This receipt is kept for the record.';
  if (order.status === 'cancelled') return 'This order was cancelled. The payments and refunds above are what changed hands.';
  if (kind === 'invoice') return `Please pay the balance due of ${formatUsd(order.totals.balanceDue)}, quoting ${order.number}.`;
  return order.side === 'sell' ? `Thank you for your business, ${customer.name}.` : `Thank you, ${customer.name}: we bought the items above from you at the prices shown.`;
}

/** The receipt or invoice of an order, as PDF bytes. */
export async function renderReceiptPdf(input: ReceiptInput): Promise<Buffer> {
  const { order, kind, groupName, business, logo, generatedAt } = input;
  const title = orderDocumentTitle(kind, order.side);
  const issuer = business?.legalName || groupName;
  const pdf = new PdfWriter({ title: `${title} ${order.number}`, subject: `${title} ${order.number} for ${order.customer.name}`, author: issuer, createdAt: generatedAt });

  drawHeading(pdf, {
    business,
    groupName,
    logo,
    title,
    facts: [
      ['Number', order.number],
      ['Date', formatDate(kind === 'invoice' ? (firstEventAt(order, 'confirmed') ?? order.createdAt) : (firstEventAt(order, 'paid') ?? order.updatedAt), UTC)],
      ['Status', STATUS_WORDS[order.status]],
    ],
  });
  drawParties(pdf, input);

  pdf.section(`Items (${order.lines.length})`, 60);
  pdf.table(LINE_COLUMNS, lineCells(order));
  pdf.text('Premium each is the unit price less the melt value of one piece (fine weight × spot).', PAGE.margin, pdf.y + 4, CONTENT_WIDTH, { size: 7, color: COLORS.muted, italic: true });
  pdf.y += 12;
  drawTotals(pdf, input);

  if (order.payments.length) {
    pdf.section(order.payments.some((payment) => payment.kind === 'refund') ? 'Payments and refunds' : 'Payments', 50);
    pdf.table(PAYMENT_COLUMNS, order.payments.map(paymentCells));
  }

  pdf.ensureRoom(40);
  pdf.y += 18;
  pdf.text(closingLine(input), PAGE.margin, pdf.y, CONTENT_WIDTH, { size: 9.5, color: order.status === 'reversed' || order.status === 'cancelled' ? COLORS.alert : COLORS.ink });

  return pdf.finish(`${title} ${order.number} · ${issuer}`, `Made ${formatDateTime(generatedAt, UTC)} UTC with Bullion Desk. Amounts in US dollars.`);
}
