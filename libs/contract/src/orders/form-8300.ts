// The Form 8300 review rule: cash received of FORM_8300_CASH_THRESHOLD or more in one order, or
// from one customer across orders within FORM_8300_WINDOW_HOURS, flags the orders for review. Only
// cash received counts: cash payments of sales (what a buy order pays out is not received). Pure, so
// the API and the mocks flag the same orders.
import Decimal from 'decimal.js';
import { FORM_8300_CASH_THRESHOLD, FORM_8300_WINDOW_HOURS, FORM_8300_WINDOW_MS } from './schemas';

export interface CashReceipt {
  orderId: string;
  /** The order's number, for the reason text. */
  orderNumber: string;
  amount: string;
  receivedAt: string;
}

export interface Form8300Finding {
  reason: string;
  cashTotal: string;
  /** The orders whose cash was counted, in the order of their first payment. */
  orderIds: string[];
}

const usd = (value: Decimal) => `$${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * Whether the cash received for `orderId` reaches the threshold: in the order alone (any time), or
 * together with the customer's other cash receipts inside some window of FORM_8300_WINDOW_HOURS that
 * holds one of this order's receipts (a receipt exactly 24 hours after another is outside its window).
 * `receipts` are all the customer's cash receipts (this order's included). Null: no finding.
 */
export function form8300Finding(orderId: string, receipts: readonly CashReceipt[]): Form8300Finding | null {
  const threshold = new Decimal(FORM_8300_CASH_THRESHOLD);
  const own = receipts.filter((receipt) => receipt.orderId === orderId);
  const ownTotal = own.reduce((sum, receipt) => sum.plus(receipt.amount), new Decimal(0));
  if (ownTotal.gte(threshold)) {
    return { reason: `Cash received in this order: ${usd(ownTotal)} (${usd(threshold)} or more).`, cashTotal: ownTotal.toFixed(2), orderIds: [orderId] };
  }
  const sorted = [...receipts].sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt));
  for (const [index, start] of sorted.entries()) {
    const startAt = Date.parse(start.receivedAt);
    const inWindow = sorted.slice(index).filter((receipt) => Date.parse(receipt.receivedAt) - startAt < FORM_8300_WINDOW_MS);
    if (!inWindow.some((receipt) => receipt.orderId === orderId)) continue;
    const total = inWindow.reduce((sum, receipt) => sum.plus(receipt.amount), new Decimal(0));
    if (total.lt(threshold)) continue;
    const orderIds = [...new Set(inWindow.map((receipt) => receipt.orderId))];
    const numbers = [...new Set(inWindow.map((receipt) => receipt.orderNumber))].join(', ');
    return {
      reason: `Cash received from this customer within ${FORM_8300_WINDOW_HOURS} hours: ${usd(total)} across ${numbers} (${usd(threshold)} or more).`,
      cashTotal: total.toFixed(2),
      orderIds,
    };
  }
  return null;
}
