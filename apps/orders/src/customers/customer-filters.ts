// The customers list's view lives in the URL (a link reproduces a search; Back steps through them):
// only the search, `q`. Parameters that are not the list's are kept.
import type { CustomerListQuery } from '@bullion/contract';

export interface CustomerFilters {
  q: string;
}

export function customerFiltersFromParams(params: URLSearchParams): CustomerFilters {
  return { q: (params.get('q') ?? '').trim().slice(0, 200) };
}

export function paramsWithCustomerFilters(current: URLSearchParams, filters: CustomerFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filters.q) next.set('q', filters.q);
  else next.delete('q');
  return next;
}

/** The list query of a view (without paging). */
export const customerListQueryOf = (filters: CustomerFilters): CustomerListQuery => (filters.q ? { q: filters.q } : {});
