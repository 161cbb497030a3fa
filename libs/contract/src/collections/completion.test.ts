import { describe, expect, it } from 'vitest';
import { collectionEntryProgress, collectionMeltValue, collectionShoppingList, collectionTotals, completionPercent, sortCollectionEntries, sumOwnedFine, type SortableEntry } from './completion';
import type { CollectionEntry } from './schemas';

const QUOTE = { gold: 2600, silver: '31.5', platinum: 950, palladium: 1000, rhodium: 4500, updatedAt: '2026-11-02T09:00:00.000Z' };
const NOW = Date.parse('2026-11-02T09:01:00.000Z');

const entry = (position: number, owned: number, wantedQuantity: number, title: string | null = `Coin ${position}`, year: number | null = null): SortableEntry & { id: number } => ({
  id: position,
  position,
  owned,
  wantedQuantity,
  product: title === null ? null : { title, year },
});

describe('completionPercent', () => {
  it('is Σ min(owned, wanted) ÷ Σ wanted, rounded down to one decimal, so 100 means complete', () => {
    expect(completionPercent(2, 3)).toBe(66.6);
    expect(completionPercent(9999, 10000)).toBe(99.9);
    expect(completionPercent(10, 10)).toBe(100);
    expect(completionPercent(0, 0)).toBe(0);
  });
});

describe('collectionEntryProgress', () => {
  it('counts what is still missing, never below 0, and is complete once every wanted piece is owned', () => {
    expect(collectionEntryProgress(1, 3)).toEqual({ missing: 2, complete: false });
    expect(collectionEntryProgress(3, 3)).toEqual({ missing: 0, complete: true });
    expect(collectionEntryProgress(5, 3)).toEqual({ missing: 0, complete: true });
  });
});

describe('sumOwnedFine', () => {
  it('adds the fine ounces of each metal exactly and lists the metals in the contract’s order, whatever order they came in', () => {
    const fine = sumOwnedFine([[{ metal: 'silver', fineOzt: '0.1' }, { metal: 'copper', fineOzt: '1' }], [{ metal: 'gold', fineOzt: '0.2' }, { metal: 'silver', fineOzt: '0.2' }]]);
    expect(fine).toEqual([
      { metal: 'gold', fineOzt: '0.2' },
      { metal: 'silver', fineOzt: '0.3' },
      { metal: 'copper', fineOzt: '1' },
    ]);
  });
});

describe('collectionTotals', () => {
  it('counts owned pieces only up to what is wanted', () => {
    expect(collectionTotals([entry(0, 10, 1), entry(1, 0, 2), entry(2, 1, 2)].map(({ owned, wantedQuantity }) => ({ owned, wantedQuantity })))).toEqual({
      entryCount: 3,
      completeEntries: 1,
      wantedPieces: 5,
      ownedPieces: 2,
      missingPieces: 3,
      completion: 40,
    });
    expect(collectionTotals([])).toEqual({ entryCount: 0, completeEntries: 0, wantedPieces: 0, ownedPieces: 0, missingPieces: 0, completion: 0 });
  });
});

describe('sortCollectionEntries', () => {
  const entries = [entry(0, 0, 1, 'Krugerrand', 2024), entry(1, 3, 4, 'Britannia', 2021), entry(2, 5, 1, 'eagle 10', null), entry(3, 1, 1, 'Eagle 9', 1986), entry(4, 0, 1, null)];
  const ids = (order: Parameters<typeof sortCollectionEntries>[1]) => sortCollectionEntries(entries, order).map((item) => item.id);

  it('keeps the arranged order for position, and sorts titles naturally (any case, numbers as numbers)', () => {
    expect(ids('position')).toEqual([0, 1, 2, 3, 4]);
    expect(ids('title')).toEqual([1, 3, 2, 0, 4]);
  });

  it('puts the oldest year first and entries without a year last', () => {
    expect(ids('year')).toEqual([3, 1, 0, 2, 4]);
  });

  it('puts the most complete first, then more owned pieces, then position', () => {
    expect(ids('owned')).toEqual([2, 3, 1, 0, 4]);
  });

  it('does not change the given array', () => {
    sortCollectionEntries(entries, 'title');
    expect(entries.map((item) => item.id)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('collectionMeltValue', () => {
  it('values fine ounces per metal at the spot, exactly', () => {
    const fine = sumOwnedFine([[{ metal: 'gold', fineOzt: '1.00003' }], [{ metal: 'silver', fineOzt: '250' }, { metal: 'gold', fineOzt: '0.5' }]]);
    expect(fine).toEqual([{ metal: 'gold', fineOzt: '1.50003' }, { metal: 'silver', fineOzt: '250' }]);
    const valued = collectionMeltValue(fine, QUOTE, NOW);
    expect(valued.value?.toFixed(4)).toBe('11775.0780');
    expect(valued.spot).toBe('fresh');
  });

  it('is null, not 0, when nothing owned can be valued (no quote, or only copper), and 0 when nothing is owned', () => {
    expect(collectionMeltValue([{ metal: 'gold', fineOzt: '1' }], null, NOW)).toEqual({ value: null, spot: 'unavailable' });
    expect(collectionMeltValue([{ metal: 'copper', fineOzt: '10' }], QUOTE, NOW).value).toBeNull();
    expect(collectionMeltValue([], QUOTE, NOW).value?.toString()).toBe('0');
  });
});

describe('collectionShoppingList', () => {
  it('lists the entries with missing pieces, in the order given', () => {
    const base = { productId: 'p', position: 0, targetGrade: null, notes: null, ownedFine: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const product = { id: 'p', title: 'Maple', obverseImage: null, reverseImage: null, metal: 'silver', weight: '1', weightUnit: 'ozt', year: 2024 };
    const entries: CollectionEntry[] = [
      { ...base, id: 'a', product, wantedQuantity: 20, owned: 5, missing: 15, complete: false, targetGrade: 'MS69', notes: 'tube' },
      { ...base, id: 'b', product, wantedQuantity: 1, owned: 1, missing: 0, complete: true },
      { ...base, id: 'c', product: null, wantedQuantity: 2, owned: 0, missing: 2, complete: false },
    ];
    expect(collectionShoppingList(entries)).toEqual([
      { entryId: 'a', productId: 'p', title: 'Maple', year: 2024, metal: 'silver', targetGrade: 'MS69', wanted: 20, owned: 5, missing: 15, notes: 'tube' },
      { entryId: 'c', productId: 'p', title: 'Unavailable product', year: null, metal: null, targetGrade: null, wanted: 2, owned: 0, missing: 2, notes: null },
    ]);
    // Titled as the group reads products (useProductTitle); a product gone stays 'Unavailable product'.
    expect(collectionShoppingList(entries, (found) => `${found.year} ${found.title} ${found.weight} ${found.weightUnit}`).map((line) => line.title)).toEqual(['2024 Maple 1 ozt', 'Unavailable product']);
  });
});
