// The orders list's view lives in the URL (a link reproduces it, Back/Forward step through views):
// side, status, customer, a date range, search, the Form 8300 review view and the sort. Unknown
// values are dropped rather than sent to be refused; parameters that are not the list's are kept.
import { ORDER_SIDES, ORDER_SORTS, ORDER_STATUSES, type OrderListQuery, type OrderSide, type OrderSort, type OrderStatus } from '@bullion/contract';

export interface OrderFilters {
  q: string;
  side: OrderSide | null;
  status: OrderStatus[];
  /** A customer id. */
  customer: string | null;
  /** Days of creation (YYYY-MM-DD), both included. */
  from: string | null;
  to: string | null;
  /** Only the orders flagged for Form 8300 review. */
  flagged: boolean;
  sort: OrderSort;
}

export const DEFAULT_ORDER_SORT: OrderSort = '-created';

export const EMPTY_ORDER_FILTERS: OrderFilters = { q: '', side: null, status: [], customer: null, from: null, to: null, flagged: false, sort: DEFAULT_ORDER_SORT };

const PARAMS = ['q', 'side', 'status', 'customer', 'from', 'to', 'flagged', 'sort'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar day as YYYY-MM-DD, or null. */
export function dayOf(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith('0000')) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : text;
}

function known<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim().toLowerCase());
  return allowed.filter((entry) => entries.includes(entry));
}

export function orderFiltersFromParams(params: URLSearchParams): OrderFilters {
  const side = params.get('side')?.trim().toLowerCase() ?? '';
  const customer = params.get('customer')?.trim() ?? '';
  const sort = params.get('sort') ?? '';
  let from = dayOf(params.get('from'));
  let to = dayOf(params.get('to'));
  // A range given backwards is read the right way round.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    q: params.get('q')?.trim() ?? '',
    side: (ORDER_SIDES as readonly string[]).includes(side) ? (side as OrderSide) : null,
    status: known(params.get('status'), ORDER_STATUSES),
    customer: UUID.test(customer) ? customer.toLowerCase() : null,
    from,
    to,
    flagged: params.get('flagged') === 'true',
    sort: (ORDER_SORTS as readonly string[]).includes(sort) ? (sort as OrderSort) : DEFAULT_ORDER_SORT,
  };
}

/** The URL parameters for the filters: defaults left out, other parameters kept. */
export function paramsWithOrderFilters(current: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of PARAMS) next.delete(key);
  if (filters.q.trim()) next.set('q', filters.q.trim());
  if (filters.side) next.set('side', filters.side);
  if (filters.status.length) next.set('status', filters.status.join(','));
  if (filters.customer) next.set('customer', filters.customer);
  if (filters.from) next.set('from', filters.from);
  if (filters.to) next.set('to', filters.to);
  if (filters.flagged) next.set('flagged', 'true');
  if (filters.sort !== DEFAULT_ORDER_SORT) next.set('sort', filters.sort);
  return next;
}

/** The list request for the filters (without paging). */
export function orderListQueryOf(filters: OrderFilters): OrderListQuery {
  return {
    q: filters.q || undefined,
    side: filters.side ?? undefined,
    status: filters.status.length ? filters.status.join(',') : undefined,
    customerId: filters.customer ?? undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    flagged: filters.flagged ? true : undefined,
    sort: filters.sort === DEFAULT_ORDER_SORT ? undefined : filters.sort,
  };
}

/** Filters that narrow the list (search, sort and the review view are not counted). */
export function activeOrderFilterCount(filters: OrderFilters): number {
  return [filters.side, filters.status.length, filters.customer, filters.from || filters.to].filter(Boolean).length;
}
