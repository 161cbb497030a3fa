// What the inventory pages call metals, forms, statuses, dispositions and ledger entries, and the
// colour each metal is drawn in.
import type { DispositionKind, InventoryForm, InventoryMetal, InventoryStatus, ItemWeightUnit, LedgerKind } from '@bullion/contract';

export const METAL_LABELS: Record<InventoryMetal, string> = {
  gold: 'Gold',
  silver: 'Silver',
  platinum: 'Platinum',
  palladium: 'Palladium',
  rhodium: 'Rhodium',
  copper: 'Copper',
};

/**
 * The spec's metal colours (gold #FFD700, silver #C0C0C0, copper #B87333, platinum #2F80ED,
 * palladium #9B51E0) for dots and tags; rhodium has none in the spec. The shell keeps the same
 * list for its dashboard; a shared one in @bullion/shared is on its way from another branch.
 */
export const METAL_COLORS: Record<InventoryMetal, string> = {
  gold: '#FFD700',
  silver: '#C0C0C0',
  copper: '#B87333',
  platinum: '#2F80ED',
  palladium: '#9B51E0',
  rhodium: '#8C8C8C',
};

/** Chart fills with enough contrast on each theme's background (the shell's chart does the same). */
export const METAL_CHART_COLORS: Record<'light' | 'dark', Record<InventoryMetal, string>> = {
  light: { gold: '#C9A400', silver: '#8A96A3', platinum: '#2F80ED', palladium: '#8E44C9', copper: '#B87333', rhodium: '#6B6B6B' },
  dark: { gold: '#FFD700', silver: '#C0C0C0', platinum: '#5C9DF2', palladium: '#B07FE6', copper: '#D08A4E', rhodium: '#A6A6A6' },
};

export const FORM_LABELS: Record<InventoryForm, string> = { coin: 'Coin', bar: 'Bar', round: 'Round', other: 'Other' };

export const WEIGHT_UNIT_LABELS: Record<ItemWeightUnit, string> = { ozt: 'troy oz (ozt)', g: 'grams (g)', kg: 'kilograms (kg)' };

export const STATUS_LABELS: Record<InventoryStatus, string> = { drawer: 'In the drawer', stock: 'In stock', disposed: 'Disposed' };

export const DISPOSITION_LABELS: Record<DispositionKind, string> = {
  sold: 'Sold',
  traded: 'Traded',
  lost: 'Lost',
  gifted: 'Gifted',
  returned: 'Returned',
  melted: 'Melted',
};

export const LEDGER_LABELS: Record<LedgerKind, string> = {
  acquired: 'Acquired',
  edited: 'Edited',
  moved: 'Moved',
  quantity_changed: 'Quantity changed',
  split: 'Split',
  disposed: 'Disposed',
  undone: 'Disposition undone',
  put_away: 'Put away',
  identified: 'Identified',
  imported: 'Imported',
  corrected: 'Corrected',
};

/** "Home safe › Top shelf", or the fallback when the item is in no space. */
export function spacePathText(path: readonly string[], fallback = 'No space'): string {
  return path.length ? path.join(' › ') : fallback;
}
