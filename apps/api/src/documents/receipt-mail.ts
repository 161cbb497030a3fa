// The e-mail that carries an order's receipt (or invoice) PDF to the customer, from the business's
// name; replies go to the business's e-mail when it has one.
import { businessHeading, formatUsd, type BusinessIdentity, type Order, type OrderDocumentKind } from '@bullion/contract';
import { escapeHtml } from '../auth/escape-html';
import type { OutgoingMail } from '../mail/mailer';

export interface ReceiptMailInput {
  to: string;
  order: Pick<Order, 'number' | 'side' | 'customer' | 'totals'>;
  kind: OrderDocumentKind;
  title: string;
  fileName: string;
  pdf: Uint8Array;
  groupName: string;
  business: BusinessIdentity | null;
}

export function receiptMail({ to, order, kind, title, fileName, pdf, groupName, business }: ReceiptMailInput): OutgoingMail {
  const heading = businessHeading(business, groupName);
  const intro =
    kind === 'invoice'
      ? `Please find attached the invoice for order ${order.number}. The balance due is ${formatUsd(order.totals.balanceDue)}.`
      : order.side === 'sell'
        ? `Thank you for your purchase. Please find attached the receipt for order ${order.number} (total ${formatUsd(order.totals.total)}).`
        : `Thank you for selling to us. Please find attached the receipt for order ${order.number} (total ${formatUsd(order.totals.total)}).`;
  const signature = [heading.name, ...heading.lines];
  const text = [`Dear ${order.customer.name},`, '', intro, '', 'Kind regards,', ...signature].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f1d18;max-width:32rem">
<p>Dear ${escapeHtml(order.customer.name)},</p>
<p>${escapeHtml(intro)}</p>
<p>Kind regards,<br>${signature.map((line, index) => (index === 0 ? `<strong>${escapeHtml(line)}</strong>` : `<span style="color:#666">${escapeHtml(line)}</span>`)).join('<br>')}</p>
</body></html>`;
  return {
    to,
    subject: `${title} ${order.number} from ${heading.name}`,
    text,
    html,
    ...(business?.email ? { headers: { 'Reply-To': business.email } } : {}),
    attachments: [{ filename: fileName, contentType: 'application/pdf', content: pdf }],
  };
}
