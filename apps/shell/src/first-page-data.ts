// What a signed-in start asks the API for first, asked for as soon as the session is restored
// (bootstrap.tsx): beside the code of the layout and the page rather than after they have rendered,
// which on a slow phone is a second or more later. The same query options as the components (the
// header's spot quote and user menu, the group switcher, the sidebar's drawer count; on the
// dashboard its price history and group card), so they find the answers in the page's one
// QueryClient (60 s fresh) and ask nothing twice. Group data is asked for only with a group token:
// without one the guard resolves the group first, and the components ask once it has.
// No antd and no page code here: bootstrap imports it.
import { accountQueryOptions, groupQueryOptions, groupsQueryOptions, inventorySummaryQueryOptions, membersQueryOptions, spotHistoryQueryOptions, spotPricesQueryOptions } from '@bullion/api-client';
import { selectGroupId, useAppStore } from '@bullion/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from './auth/session-store';
import { FIRST_HISTORY_RANGE } from './pages/dashboard/history-range';

export function prefetchFirstPageData(client: QueryClient, pathname: string): void {
  if (useSessionStore.getState().status !== 'signed-in') return;
  const groupId = selectGroupId(useAppStore.getState());
  void client.prefetchQuery(spotPricesQueryOptions());
  if (!groupId) return;
  void client.prefetchQuery(accountQueryOptions());
  void client.prefetchQuery(groupsQueryOptions());
  void client.prefetchQuery(inventorySummaryQueryOptions());
  if (pathname !== '/') return;
  void client.prefetchQuery(spotHistoryQueryOptions(FIRST_HISTORY_RANGE));
  void client.prefetchQuery(groupQueryOptions(groupId));
  void client.prefetchQuery(membersQueryOptions(groupId));
}
