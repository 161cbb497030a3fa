// The shopping list of a collection (its entries with pieces missing) as CSV: one row per entry, in
// the collection's order, counts as plain numbers a spreadsheet reads; written by writeCsv, so a title
// or note that starts like a formula opens as text.
import type { ShoppingListLine } from '@bullion/contract';
import { writeCsv } from '@bullion/data-import';

export const SHOPPING_LIST_COLUMNS = ['Title', 'Year', 'Metal', 'Target grade', 'Wanted', 'Owned', 'Missing', 'Notes', 'Product id'] as const;

export function shoppingListCsv(lines: readonly ShoppingListLine[]): string {
  return writeCsv(
    SHOPPING_LIST_COLUMNS,
    lines.map((line) => [line.title, line.year, line.metal, line.targetGrade, line.wanted, line.owned, line.missing, line.notes, line.productId]),
  );
}

/** `silver-stacking-goals-shopping-list-2026-11-24.csv`. */
export function shoppingListFileName(collectionTitle: string, now = new Date()): string {
  const slug =
    collectionTitle
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'collection';
  return `${slug}-shopping-list-${now.toISOString().slice(0, 10)}.csv`;
}
