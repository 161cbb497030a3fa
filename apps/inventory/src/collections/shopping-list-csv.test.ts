import type { ShoppingListLine } from '@bullion/contract';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { SHOPPING_LIST_COLUMNS, shoppingListCsv, shoppingListFileName } from './shopping-list-csv';

const line = (overrides: Partial<ShoppingListLine>): ShoppingListLine => ({
  entryId: 'e1',
  productId: 'p1',
  title: 'Canadian Silver Maple Leaf 1 oz',
  year: 2024,
  metal: 'silver',
  targetGrade: null,
  wanted: 500,
  owned: 40,
  missing: 460,
  notes: null,
  ...overrides,
});

describe('shopping list CSV', () => {
  it('has a header and one row per missing entry, empty cells (not "null") where nothing is known', () => {
    const rows = Papa.parse<string[]>(shoppingListCsv([line({}), line({ productId: 'p2', title: 'Gold Eagle, "MS70"', year: null, metal: null, targetGrade: 'MS70', wanted: 1, owned: 0, missing: 1, notes: 'First strike' })])).data;
    expect(rows[0]).toEqual([...SHOPPING_LIST_COLUMNS]);
    expect(rows[1]).toEqual(['Canadian Silver Maple Leaf 1 oz', '2024', 'silver', '', '500', '40', '460', '', 'p1']);
    expect(rows[2]).toEqual(['Gold Eagle, "MS70"', '', '', 'MS70', '1', '0', '1', 'First strike', 'p2']);
  });

  it('opens a title that starts like a formula (=1+1) as text', () => {
    const rows = Papa.parse<string[]>(shoppingListCsv([line({ title: '=1+1', notes: '+cmd' })])).data;
    expect(rows[1]?.[0]).toBe("'=1+1");
    expect(rows[1]?.[7]).toBe("'+cmd");
  });

  it('names the file after the collection and the day', () => {
    expect(shoppingListFileName('Gold bullion coins of the world', new Date('2026-11-24T10:00:00Z'))).toBe('gold-bullion-coins-of-the-world-shopping-list-2026-11-24.csv');
    expect(shoppingListFileName('Ünïcode — 1 oz!', new Date('2026-11-24T10:00:00Z'))).toBe('unicode-1-oz-shopping-list-2026-11-24.csv');
    expect(shoppingListFileName('★★★', new Date('2026-11-24T10:00:00Z'))).toBe('collection-shopping-list-2026-11-24.csv');
  });
});
