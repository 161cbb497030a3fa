import type { FlaggedOrderQuery, OrderListQuery, OrderPriceBody } from '@bullion/contract';

/** Query keys of orders: lists (by query), the Form 8300 list, each order, and line price previews. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  flagged: (query: FlaggedOrderQuery) => [...orderKeys.all, 'form-8300', query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  pricePreview: (body: OrderPriceBody) => [...orderKeys.all, 'price', body] as const,
};
