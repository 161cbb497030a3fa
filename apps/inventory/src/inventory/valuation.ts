// The summary of a view (GET /inventory/summary) valued at the live spot: used by the inventory
// page's summary bar and the dashboard's portfolio card. No antd here: the card's code stays small.
import { inventorySummaryQueryOptions } from '@bullion/api-client';
import { valueHoldings, type InventoryListQuery } from '@bullion/contract';
import type { LiveSpot } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export type SummaryFilters = Omit<InventoryListQuery, 'offset' | 'limit' | 'sort'>;

/** The summary query (none for a view of disposed items only) and its valuation at the live spot. */
export function useInventoryValuation(filters: SummaryFilters | null, spot: LiveSpot) {
  const summary = useQuery({ ...inventorySummaryQueryOptions(filters ?? {}), enabled: filters !== null });
  const valuation = useMemo(() => (summary.data ? valueHoldings(summary.data.metals, spot.quote, spot.now) : null), [summary.data, spot.quote, spot.now]);
  return { summary, valuation };
}
