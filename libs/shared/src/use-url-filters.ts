// A list page's view in the address (free search parameters), so a link reproduces it and Back/Forward
// step through views. The page's own pure functions read and write its parameters; this hook wires
// them to the router and keeps a search box in step with the address.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from './use-debounced';

export const SEARCH_DEBOUNCE_MS = 300;

/** Filters with a free-text search term. */
export interface SearchFilters {
  q: string;
}

export interface UrlFilters<F extends SearchFilters> {
  /** The filters the address describes. */
  filters: F;
  /** Writes the filters with `patch` applied (a new history entry, or the current one with `replace`). */
  update(patch: Partial<F>, replace?: boolean): void;
  /** The search box's text: follows the address, and is written to it once typing pauses. */
  searchText: string;
  setSearchText(text: string): void;
}

/**
 * `read` gives the filters of some parameters; `write` gives the parameters for filters, keeping
 * the ones that are not filters. Both must be stable (module-level functions).
 */
export function useUrlFilters<F extends SearchFilters>(
  read: (params: URLSearchParams) => F,
  write: (current: URLSearchParams, filters: F) => URLSearchParams,
  debounceMs = SEARCH_DEBOUNCE_MS,
): UrlFilters<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => read(searchParams), [read, searchParams]);

  const update = useCallback(
    (patch: Partial<F>, replace = false) => setSearchParams((current) => write(current, { ...read(current), ...patch }), { replace }),
    [read, write, setSearchParams],
  );

  // The search box follows the address (Back, a shared link) and writes to it after a pause, in
  // place of the current entry, so typing does not fill the history.
  const [searchText, setSearchText] = useState(filters.q);
  useEffect(() => setSearchText(filters.q), [filters.q]);
  const typed = useDebounced(searchText.trim(), debounceMs);
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (lastTyped.current === typed) return;
    lastTyped.current = typed;
    setSearchParams(
      (current) => {
        const currentFilters = read(current);
        return currentFilters.q === typed ? current : write(current, { ...currentFilters, q: typed });
      },
      { replace: true },
    );
  }, [typed, read, write, setSearchParams]);

  return { filters, update, searchText, setSearchText };
}
