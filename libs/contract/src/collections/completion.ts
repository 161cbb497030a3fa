// The maths of a collection that every side shares: completion (the API computes the list's in SQL
// with the same rule, and its tests compare the two), the order of entries for each sort order, the
// melt value of what is owned at the live spot, and the shopping list of what is missing. Pure and
// server-safe (no browser code).
import Decimal from 'decimal.js';
import { spotOf, type Valued } from '../inventory/valuation';
import type { SpotQuoteInput } from '../spots/schemas';
import { spotState } from '../spots/spot-state';
import { INVENTORY_METALS } from '../inventory/schemas';
import type { CollectionEntry, CollectionSortOrder, OwnedFine } from './schemas';

/**
 * Σ min(owned, wanted) ÷ Σ wanted in percent, rounded down to one decimal: 100 only when every
 * wanted piece is owned, 0 for nothing wanted. A number for a progress bar, not a stored value.
 */
export function completionPercent(ownedPieces: number, wantedPieces: number): number {
  if (wantedPieces <= 0) return 0;
  return Math.floor((ownedPieces * 1000) / wantedPieces) / 10;
}

export interface CollectionTotals {
  entryCount: number;
  completeEntries: number;
  wantedPieces: number;
  ownedPieces: number;
  missingPieces: number;
  completion: number;
}

/** How far an entry is: the pieces still missing (never below 0), and whether every wanted piece is owned. */
export function collectionEntryProgress(owned: number, wantedQuantity: number): { missing: number; complete: boolean } {
  return { missing: Math.max(wantedQuantity - owned, 0), complete: owned >= wantedQuantity };
}

/** What entries add up to (owned counted up to wanted). */
export function collectionTotals(entries: readonly { owned: number; wantedQuantity: number }[]): CollectionTotals {
  let completeEntries = 0;
  let wantedPieces = 0;
  let ownedPieces = 0;
  for (const entry of entries) {
    if (collectionEntryProgress(entry.owned, entry.wantedQuantity).complete) completeEntries += 1;
    wantedPieces += entry.wantedQuantity;
    ownedPieces += Math.min(entry.owned, entry.wantedQuantity);
  }
  return {
    entryCount: entries.length,
    completeEntries,
    wantedPieces,
    ownedPieces,
    missingPieces: wantedPieces - ownedPieces,
    completion: completionPercent(ownedPieces, wantedPieces),
  };
}

/** What sorting an entry needs to know. */
export interface SortableEntry {
  position: number;
  owned: number;
  wantedQuantity: number;
  product: { title: string; year: number | null } | null;
}

const byPosition = (a: SortableEntry, b: SortableEntry) => a.position - b.position;
const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const COMPARE: Record<CollectionSortOrder, (a: SortableEntry, b: SortableEntry) => number> = {
  position: () => 0,
  // An entry whose product is no longer visible has no title: last.
  title: (a, b) => (a.product === null || b.product === null ? Number(a.product === null) - Number(b.product === null) : titleCollator.compare(a.product.title, b.product.title)),
  // No year (or no product) last.
  year: (a, b) => (a.product?.year ?? Number.MAX_SAFE_INTEGER) - (b.product?.year ?? Number.MAX_SAFE_INTEGER),
  // Most complete first: min(owned, wanted) ÷ wanted compared without division, then more pieces first.
  owned: (a, b) => Math.min(b.owned, b.wantedQuantity) * a.wantedQuantity - Math.min(a.owned, a.wantedQuantity) * b.wantedQuantity || b.owned - a.owned,
};

/** The entries in a sort order (a new array); ties keep the arranged position order. */
export function sortCollectionEntries<T extends SortableEntry>(entries: readonly T[], sortOrder: CollectionSortOrder): T[] {
  const compare = COMPARE[sortOrder];
  return [...entries].sort((a, b) => compare(a, b) || byPosition(a, b));
}

/** Σ of per-metal fine ounces (exact), metals in the contract's order (gold, silver, …), as the API lists them. */
export function sumOwnedFine(lists: Iterable<readonly OwnedFine[]>): OwnedFine[] {
  const totals = new Map<OwnedFine['metal'], Decimal>();
  for (const list of lists) for (const { metal, fineOzt } of list) totals.set(metal, (totals.get(metal) ?? new Decimal(0)).plus(fineOzt));
  return INVENTORY_METALS.flatMap((metal) => {
    const fine = totals.get(metal);
    return fine ? [{ metal, fineOzt: fine.toFixed() }] : [];
  });
}

/**
 * Melt value of owned fine metal at the quote: Σ fine ozt × spot of each metal. value is null when
 * no metal has a spot (no quote yet, or only copper), never 0 for "unknown"; spot says whether the
 * quote is fresh or stale.
 */
export function collectionMeltValue(ownedFine: readonly OwnedFine[], quote: SpotQuoteInput | null | undefined, now: number = Date.now()): Valued {
  let value: Decimal | null = null;
  for (const { metal, fineOzt } of ownedFine) {
    const spot = spotOf(quote, metal);
    if (spot) value = (value ?? new Decimal(0)).plus(new Decimal(fineOzt).times(spot));
  }
  return { value: ownedFine.length ? value : new Decimal(0), spot: spotState(quote, now) };
}

/** One line of the shopping list: an entry with pieces still missing. */
export interface ShoppingListLine {
  entryId: string;
  productId: string;
  title: string;
  year: number | null;
  metal: string | null;
  targetGrade: string | null;
  wanted: number;
  owned: number;
  missing: number;
  notes: string | null;
}

/**
 * The entries with something missing, in the order given (the collection's sort order), for a CSV or a
 * buy order; each product titled by `titleOf` (the group's product title format, useProductTitle).
 */
export function collectionShoppingList(
  entries: readonly CollectionEntry[],
  titleOf: (product: NonNullable<CollectionEntry['product']>) => string = (product) => product.title,
): ShoppingListLine[] {
  return entries
    .filter((entry) => entry.missing > 0)
    .map((entry) => ({
      entryId: entry.id,
      productId: entry.productId,
      title: entry.product ? titleOf(entry.product) : 'Unavailable product',
      year: entry.product?.year ?? null,
      metal: entry.product?.metal ?? null,
      targetGrade: entry.targetGrade,
      wanted: entry.wantedQuantity,
      owned: entry.owned,
      missing: entry.missing,
      notes: entry.notes,
    }));
}
