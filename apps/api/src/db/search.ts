// q as LIKE patterns for the trigram search functions of migration 0035 (inventory_search_ids,
// order_search_ids, customer_search_ids): words of 3 characters or more are looked up in the
// index; a shorter word has no trigram, so it is tested as a plain LIKE on the rows the index found.

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

export interface SearchPatterns {
  /** For the search function (index lookups). */
  indexed: string[];
  /** For a LIKE on the rows the function answered. */
  scanned: string[];
}

/** The distinct lower-case words of q (at most `maxWords`), as `%word%` patterns with LIKE's wildcards escaped. */
export function searchPatterns(q: string | undefined, maxWords = Number.POSITIVE_INFINITY): SearchPatterns {
  const words = [...new Set((q ?? '').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, maxWords);
  const pattern = (word: string) => `%${escapeLike(word)}%`;
  return { indexed: words.filter((word) => word.length >= 3).map(pattern), scanned: words.filter((word) => word.length < 3).map(pattern) };
}
