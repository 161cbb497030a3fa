// What the orders pages call sides, statuses, payment methods and timeline events, and how they are
// coloured: one place, so the list, the order page and the receipt say the same.
import type { LinePriceStatus, OrderEventKind, OrderSide, OrderStatus, PaymentMethod } from '@bullion/contract';

/** The side as a short label (list, badges) and in words (forms). */
export const SIDE_LABELS: Readonly<Record<OrderSide, string>> = { sell: 'Sell', buy: 'Buy' };
export const SIDE_DESCRIPTIONS: Readonly<Record<OrderSide, string>> = {
  sell: 'The customer buys from us (priced at the ask)',
  buy: 'We buy from the customer (priced at the bid)',
};
export const SIDE_COLORS: Readonly<Record<OrderSide, string>> = { sell: 'blue', buy: 'purple' };

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  draft: 'Draft',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  reversed: 'Reversed',
};

/** antd Tag colours. */
export const STATUS_COLORS: Readonly<Record<OrderStatus, string>> = {
  draft: 'default',
  quoted: 'processing',
  confirmed: 'cyan',
  paid: 'geekblue',
  fulfilled: 'gold',
  completed: 'success',
  cancelled: 'default',
  reversed: 'error',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = { cash: 'Cash', wire: 'Wire', check: 'Check', card: 'Card' };

export const EVENT_LABELS: Readonly<Record<OrderEventKind, string>> = {
  created: 'Created',
  edited: 'Edited',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  payment_added: 'Payment recorded',
  paid: 'Paid in full',
  fulfilled: 'Fulfilled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  reversed: 'Reversed',
  form8300_flagged: 'Flagged for Form 8300 review',
  refunded: 'Refunded',
  payment_voided: 'Payment voided',
  form8300_filed: 'Form 8300 filed',
  receipt_emailed: 'Receipt e-mailed',
};

/** Why a line has no price: never shown as $0. */
export const NO_PRICE_LABELS: Readonly<Record<Exclude<LinePriceStatus, 'priced'>, { text: string; help: string }>> = {
  no_template: { text: 'No price template', help: 'Choose a price template, or type a price in.' },
  no_rule: { text: 'No rule', help: 'No rule of the price template applies to this product: type a price in.' },
  weight_unknown: { text: 'No fine weight', help: 'The product has no weight and purity, so its melt value is unknown: type a price in.' },
  spot_unavailable: { text: 'Spot unavailable', help: 'There is no spot price for this metal right now.' },
};

export const FORM_8300_LABEL = 'Form 8300 review';
