import type { CollectionListQuery } from '@bullion/contract';

/** Query keys of collections: the group's lists (per query), each collection, and shared views by token. */
export const collectionKeys = {
  all: ['collections'] as const,
  lists: () => [...collectionKeys.all, 'list'] as const,
  list: (query: CollectionListQuery) => [...collectionKeys.lists(), query] as const,
  details: () => [...collectionKeys.all, 'detail'] as const,
  detail: (id: string) => [...collectionKeys.details(), id] as const,
  /** A share link's view; kept apart from the group's keys (it needs no session). */
  shared: (token: string) => ['shared-collection', token] as const,
};
