// The counts the sidebar shows on its entries. drawer: the current group's items waiting in the
// drawer, from the inventory summary (the same query as the dashboard's portfolio card); every
// inventory write invalidates it (the mutation options refresh inventory keys), so the count follows
// puts-away and receipts. Every role sees it: it only reads.
import { inventorySummaryQueryOptions } from '@bullion/api-client';
import { selectGroupId, useAppStore } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import type { NavCounts } from './nav-items';

export function useNavCounts(): NavCounts {
  const groupId = useAppStore(selectGroupId);
  const summary = useQuery({ ...inventorySummaryQueryOptions(), enabled: Boolean(groupId) });
  return { drawer: groupId ? (summary.data?.drawer ?? null) : null };
}
