// Helpers of the slices' mutation options: refreshing what a write changed, and running mutation
// options outside a component (the shell's dialog and page helpers are plain async functions).
import { MutationObserver, type MutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Marks these keys stale and refetches their active queries; resolves when the refetches are done. */
export async function invalidateKeys(client: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Runs mutation options as `useMutation(options).mutateAsync(variables)` would, with the options'
 * own callbacks (e.g. the invalidation of what the write changed) in `client`. Rejects with the
 * mutation's error.
 */
export async function runMutation<TData, TError, TVariables, TOnMutateResult>(
  client: QueryClient,
  options: MutationOptions<TData, TError, TVariables, TOnMutateResult>,
  variables: TVariables,
): Promise<TData> {
  const observer = new MutationObserver(client, options);
  try {
    return await observer.mutate(variables);
  } finally {
    // Lets the finished mutation be garbage-collected from the cache like an unmounted useMutation's.
    observer.reset();
  }
}
