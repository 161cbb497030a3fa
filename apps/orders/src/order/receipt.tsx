// The printable receipt of an order (an invoice for a sale, a purchase receipt for a buy): the
// group's business identity (its name without one), the order's number, date, side and customer, its lines as they were priced, the
// totals and the payments. "Print receipt" calls window.print(); the print stylesheet shows only the
// receipt, which is rendered into its own element under <body> and is invisible on screen.
import { businessHeading, formatDate, formatDateTime, formatOzt, formatUsd, type BusinessIdentity, type Order, tierBreakdownText } from '@bullion/contract';
import { createPortal } from 'react-dom';
import { PAYMENT_METHOD_LABELS, STATUS_LABELS } from '../orders/labels';

export const RECEIPT_PRINT_CLASS = 'order-receipt-print';

const RECEIPT_CSS = `
.order-receipt { font-family: system-ui, sans-serif; color: #000; background: #fff; font-size: 10.5pt; line-height: 1.4; }
.order-receipt h1 { font-size: 16pt; margin: 0; }
.order-receipt h2 { font-size: 12pt; margin: 18pt 0 6pt; }
.order-receipt table { width: 100%; border-collapse: collapse; }
.order-receipt th, .order-receipt td { text-align: left; padding: 4pt 6pt; border-bottom: 0.5pt solid #999; vertical-align: top; }
.order-receipt th { font-weight: 600; border-bottom: 1pt solid #000; }
.order-receipt .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.order-receipt .muted { color: #444; font-size: 9pt; }
.order-receipt .head { display: flex; justify-content: space-between; gap: 24pt; align-items: flex-start; }
.order-receipt .totals { margin-left: auto; width: 50%; }
.order-receipt .totals td { border: none; padding: 2pt 6pt; }
.order-receipt .totals tr.grand td { font-weight: 700; border-top: 1pt solid #000; }
@media screen {
  .${RECEIPT_PRINT_CLASS} { display: none !important; }
}
@media print {
  @page { size: letter; margin: 0.6in; }
  body > *:not(.${RECEIPT_PRINT_CLASS}) { display: none !important; }
  .${RECEIPT_PRINT_CLASS} { display: block !important; }
}
`;

const TITLES = { sell: 'Invoice', buy: 'Purchase receipt' } as const;
const COUNTERPARTY = { sell: 'Sold to', buy: 'Bought from' } as const;

export function Receipt({
  order,
  groupName,
  business = null,
  printedAt = new Date(),
}: {
  order: Order;
  groupName: string | null;
  /** The group's business identity (Settings › Group): its legal name, address, contact and tax ID head the receipt. */
  business?: BusinessIdentity | null;
  /** When the receipt was made (the page shown). */ printedAt?: Date;
}) {
  const heading = businessHeading(business, groupName ?? 'Bullion Desk');
  // A voided payment was recorded in error: it is not on the receipt.
  const counted = order.payments.filter((payment) => !payment.voided);
  return (
    <div className="order-receipt" data-testid="order-receipt">
      <div className="head">
        <div>
          <h1>{heading.name}</h1>
          {heading.lines.map((line) => (
            <div key={line} className="muted">
              {line}
            </div>
          ))}
          <div>
            <strong>{TITLES[order.side]}</strong> {order.number}
          </div>
        </div>
        <div style={{ textAlign: 'right' }}>
          <div>Date {formatDate(order.createdAt)}</div>
          <div>Status {STATUS_LABELS[order.status]}</div>
        </div>
      </div>
      <h2>{COUNTERPARTY[order.side]}</h2>
      <div>{order.customer.name}</div>
      {order.quote ? (
        <div className="muted">
          Prices at the spot of {formatDateTime(order.quote.spot.updatedAt)}, quoted {formatDateTime(order.quote.quotedAt)}.
        </div>
      ) : null}
      <h2>Items</h2>
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th className="num">Qty</th>
            <th className="num">Unit price</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.title}
                {line.fineOztPerUnit ? <div className="muted">{formatOzt(line.fineOztPerUnit, 4)} fine each</div> : null}
                {tierBreakdownText(line.priceSlices) ? <div className="muted">Tiers: {tierBreakdownText(line.priceSlices)}</div> : null}
              </td>
              <td className="num">{line.quantity.toLocaleString('en-US')}</td>
              <td className="num">{formatUsd(line.unitPrice)}</td>
              <td className="num">{formatUsd(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="totals">
        <tbody>
          <tr>
            <td>Subtotal</td>
            <td className="num">{formatUsd(order.totals.subtotal)}</td>
          </tr>
          <tr className="grand">
            <td>Total</td>
            <td className="num">{formatUsd(order.totals.total)}</td>
          </tr>
          <tr>
            <td>Paid</td>
            <td className="num">{formatUsd(order.totals.paid)}</td>
          </tr>
          {order.totals.refunded !== '0.00' ? (
            <tr>
              <td>Refunded</td>
              <td className="num">−{formatUsd(order.totals.refunded)}</td>
            </tr>
          ) : null}
          <tr>
            <td>Balance due</td>
            <td className="num">{formatUsd(order.totals.balanceDue)}</td>
          </tr>
        </tbody>
      </table>
      {counted.length ? (
        <>
          <h2>{counted.some((payment) => payment.kind === 'refund') ? 'Payments and refunds' : 'Payments'}</h2>
          <table>
            <thead>
              <tr>
                <th>Date</th>
                <th>Method</th>
                <th>Reference</th>
                <th className="num">Amount</th>
              </tr>
            </thead>
            <tbody>
              {counted.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatDate(payment.receivedAt)}</td>
                  <td>{payment.kind === 'refund' ? `Refund · ${PAYMENT_METHOD_LABELS[payment.method]}` : PAYMENT_METHOD_LABELS[payment.method]}</td>
                  <td>{payment.reference ?? ''}</td>
                  <td className="num">{payment.kind === 'refund' ? `−${formatUsd(payment.amount)}` : formatUsd(payment.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <p className="muted" style={{ marginTop: '24pt' }}>
        Generated {formatDateTime(printedAt)}.
      </p>
    </div>
  );
}

/** The receipt's styles, and the receipt itself under <body> for printing (invisible on screen). */
export function PrintableReceipt({ order, groupName, business = null }: { order: Order; groupName: string | null; business?: BusinessIdentity | null }) {
  return (
    <>
      <style>{RECEIPT_CSS}</style>
      {createPortal(
        <div className={RECEIPT_PRINT_CLASS} aria-hidden>
          <Receipt order={order} groupName={groupName} business={business} />
        </div>,
        document.body,
      )}
    </>
  );
}
