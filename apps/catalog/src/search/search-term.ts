// Catalog search input rules: search the trimmed term once it has 3 characters, after 300 ms of no typing.
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const TYPE_MORE_TEXT = 'Type at least 3 characters to search';
export const noResultsText = (term: string) => `No products found for "${term}"`;
/** n/m: n selected of the m products selected or shown (selections from earlier searches count in m, so never n/0). */
export const selectedCountText = (selected: number, total: number) => `${selected}/${total} variants selected`;

/** The term to search for: the trimmed input once it has at least 3 characters, else null. */
export function searchTermOf(input: string): string | null {
  const term = input.trim();
  return term.length >= SEARCH_MIN_CHARS ? term : null;
}
