import { QueryClient } from '@tanstack/react-query';

/** Data stays fresh for 60 s, a failed query is not retried, unused data is kept 5 minutes. */
export const QUERY_DEFAULTS = {
  staleTime: 60_000,
  retry: 0,
  gcTime: 5 * 60_000,
} as const;

/** The one QueryClient of the page. Shell and remotes receive this instance through the shared scope. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { ...QUERY_DEFAULTS },
    mutations: { retry: 0 },
  },
});
