// The order status flow as data: which action an order allows in which status, who may take it,
// and the refusal (code and message) the API and the mocks answer with 409 otherwise. Pure, so the
// orders page offers exactly the actions the API accepts.
import { QUOTE_TTL_MS, type OrderStatus } from './schemas';

export const ORDER_ACTIONS = ['edit', 'quote', 'confirm', 'pay', 'fulfil', 'complete', 'cancel', 'reverse'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

interface Transition {
  /** Statuses the action is allowed in. */
  from: readonly OrderStatus[];
  /** The status after it; null when it depends (a payment leaves an order confirmed until it is paid in full). */
  to: OrderStatus | null;
  /** member: the orders.write permission (members and admins); admin: the admin role only. */
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
  cancel: { from: ['draft', 'quoted', 'confirmed'], to: 'cancelled', role: 'member' },
  reverse: { from: ['completed'], to: 'reversed', role: 'admin' },
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
  code: 'invalid_transition' | 'quote_expired' | 'quote_still_valid';
  message: string;
}

const VERB: Record<OrderAction, string> = {
  edit: 'edited',
  quote: 'quoted',
  confirm: 'confirmed',
  pay: 'paid',
  fulfil: 'fulfilled',
  complete: 'completed',
  cancel: 'cancelled',
  reverse: 'reversed',
};

/**
 * Why an order in this state cannot take this action now (the API answers 409 with it), or null
 * when it can. Roles are checked separately (403).
 */
export function orderActionRefusal(order: { status: OrderStatus; quote: { expiresAt: string } | null }, action: OrderAction, now: Date | number): ActionRefusal | null {
  const transition = ORDER_TRANSITIONS[action];
  if (!transition.from.includes(order.status)) {
    const allowed = transition.from.join(', ');
    return { code: 'invalid_transition', message: `A ${order.status} order cannot be ${VERB[action]} (only ${allowed} orders can).` };
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
  order: { status: OrderStatus; quote: { expiresAt: string } | null },
  { canWrite, isAdmin, now }: { canWrite: boolean; isAdmin: boolean; now: Date | number },
): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => {
    const { role } = ORDER_TRANSITIONS[action];
    if (role === 'admin' ? !isAdmin : !canWrite) return false;
    return orderActionRefusal(order, action, now) === null;
  });
}
