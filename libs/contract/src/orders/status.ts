// The order status flow as data: which action an order allows in which status, who may take it,
// and the refusal (code and message) the API and the mocks answer with 409 otherwise. Pure, so the
// orders page offers exactly the actions the API accepts.
import { cancelMoneyRefusal, orderRefundable, REFUNDABLE_ORDER_STATUSES, VOIDABLE_ORDER_STATUSES } from './refunds';
import { QUOTE_TTL_MS, type OrderSide, type OrderStatus } from './schemas';

export const ORDER_ACTIONS = ['edit', 'quote', 'confirm', 'pay', 'fulfil', 'complete', 'refund', 'void', 'cancel', 'reverse'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

interface Transition {
  /** Statuses the action is allowed in. */
  from: readonly OrderStatus[];
  /** The status after it; null when it depends (a payment leaves an order confirmed until it is paid in full). */
  to: OrderStatus | null;
  /** member: the orders.write permission (members and admins); admin: the admin role only (money going back, records undone). */
  role: 'member' | 'admin';
}

export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, Transition>> = {
  edit: { from: ['draft'], to: 'draft', role: 'member' },
  // A quoted order is quoted again only once its quote has expired (orderActionRefusal).
  quote: { from: ['draft', 'quoted'], to: 'quoted', role: 'member' },
  confirm: { from: ['quoted'], to: 'confirmed', role: 'member' },
  pay: { from: ['confirmed'], to: null, role: 'member' },
  fulfil: { from: ['paid'], to: 'fulfilled', role: 'member' },
  complete: { from: ['fulfilled'], to: 'completed', role: 'member' },
  // A refund leaves the status as it is; a void may take a paid order back to confirmed (refunds.ts).
  refund: { from: REFUNDABLE_ORDER_STATUSES, to: null, role: 'admin' },
  void: { from: VOIDABLE_ORDER_STATUSES, to: null, role: 'admin' },
  // A confirmed or paid order only once every payment has been refunded (cancelMoneyRefusal).
  cancel: { from: ['draft', 'quoted', 'confirmed', 'paid'], to: 'cancelled', role: 'member' },
  reverse: { from: ['completed'], to: 'reversed', role: 'admin' },
};

/** Why a member who is not an admin cannot take an admin's action, in words they read. */
export const ORDER_ADMIN_REFUSALS: Readonly<Record<'refund' | 'void' | 'reverse', string>> = {
  refund: 'Only an admin of the group can refund an order: money going back is an admin’s decision.',
  void: 'Only an admin of the group can void a payment or a refund.',
  reverse: 'Only an admin of the group can reverse a completed order.',
};

export function quoteExpiresAt(quotedAt: Date | string): Date {
  return new Date(new Date(quotedAt).getTime() + QUOTE_TTL_MS);
}

/** A quote has expired from its expiry instant on. */
export function isQuoteExpired(quote: { expiresAt: string } | null | undefined, now: Date | number): boolean {
  if (!quote) return false;
  return new Date(now).getTime() >= Date.parse(quote.expiresAt);
}

export interface ActionRefusal {
  code: 'invalid_transition' | 'quote_expired' | 'quote_still_valid' | 'refund_first' | 'nothing_to_refund';
  message: string;
  details?: Record<string, unknown>;
}

const VERB: Record<OrderAction, string> = {
  edit: 'edited',
  quote: 'quoted',
  confirm: 'confirmed',
  pay: 'paid',
  fulfil: 'fulfilled',
  complete: 'completed',
  refund: 'refunded',
  void: 'voided',
  cancel: 'cancelled',
  reverse: 'reversed',
};

/** What an action needs to know of an order: its status and quote, and its money (side and totals) for refund and cancel. */
export interface OrderActionState {
  status: OrderStatus;
  quote: { expiresAt: string } | null;
  side?: OrderSide;
  totals?: { paid: string; refunded: string };
}

/**
 * Why an order in this state cannot take this action now (the API answers 409 with it), or null
 * when it can. Roles are checked separately (403). Without totals, money is not considered.
 */
export function orderActionRefusal(order: OrderActionState, action: OrderAction, now: Date | number): ActionRefusal | null {
  const transition = ORDER_TRANSITIONS[action];
  if (!transition.from.includes(order.status)) {
    const allowed = transition.from.join(', ');
    const what = action === 'void' ? `The payments of a ${order.status} order cannot be voided (only those of ${allowed} orders can)` : `A ${order.status} order cannot be ${VERB[action]} (only ${allowed} orders can)`;
    return { code: 'invalid_transition', message: `${what}.` };
  }
  if (order.totals) {
    const side = order.side ?? 'sell';
    if (action === 'cancel') {
      const refused = cancelMoneyRefusal({ side, totals: order.totals });
      if (refused) return { code: 'refund_first', message: refused.message, details: refused.details };
    }
    if (action === 'refund' && orderRefundable(order.totals) === '0.00') {
      return { code: 'nothing_to_refund', message: 'Nothing paid on this order is left to refund.' };
    }
  }
  const expired = isQuoteExpired(order.quote, now);
  if (action === 'quote' && order.status === 'quoted' && !expired) {
    return { code: 'quote_still_valid', message: `The quote is valid until ${order.quote?.expiresAt}; it can be quoted again once it has expired.` };
  }
  if (action === 'confirm' && expired) {
    return { code: 'quote_expired', message: `The quote expired at ${order.quote?.expiresAt}: quote the order again to confirm it at current prices.` };
  }
  return null;
}

/** The actions the caller may take on the order now: what the order page offers. */
export function availableOrderActions(
  order: OrderActionState,
  { canWrite, isAdmin, now }: { canWrite: boolean; isAdmin: boolean; now: Date | number },
): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => {
    const { role } = ORDER_TRANSITIONS[action];
    if (role === 'admin' ? !isAdmin : !canWrite) return false;
    return orderActionRefusal(order, action, now) === null;
  });
}
