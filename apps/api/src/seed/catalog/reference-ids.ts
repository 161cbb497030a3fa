// Ids of the reference data (series, packaging, themes, categories) looked up by name, so the seed
// catalog never hard-codes a number that could drift from reference-data.ts.
import { CATEGORIES, PACKAGINGS, SERIES, THEMES } from '../../datasets/reference-data';

/** Troy ounce in grams, exact by definition. */
export const GRAMS_PER_TROY_OUNCE = 31.1034768;

function idByName(list: readonly { id: number; name: string }[], kind: string, name: string): number {
  const found = list.find((entry) => entry.name === name);
  if (!found) throw new Error(`Seed catalog: no ${kind} named "${name}" in reference-data.ts.`);
  return found.id;
}

export const seriesId = (name: string) => idByName(SERIES, 'series', name);
export const packagingId = (name: string) => idByName(PACKAGINGS, 'packaging', name);
export const themeId = (name: string) => idByName(THEMES, 'theme', name);

/** Category id by its value (alias), e.g. 'bullion-coins'. */
export function categoryId(value: string): number {
  const found = CATEGORIES.find((category) => category.value === value);
  if (!found) throw new Error(`Seed catalog: no category "${value}" in reference-data.ts.`);
  return found.id;
}

/**
 * A published gram figure in troy ounces, to 4 decimals: mints publish gross weights in grams,
 * ounce coins are sold by the troy ounce.
 */
export function gramsToOzt(grams: number): number {
  return Number((grams / GRAMS_PER_TROY_OUNCE).toFixed(4));
}

/** Category ids the seed catalog uses. */
export const CATEGORY = {
  bullionCoins: categoryId('bullion-coins'),
  bars: categoryId('bars'),
  rounds: categoryId('rounds'),
  numismatic: categoryId('numismatic'),
  proofCoins: categoryId('proof-coins'),
  commemoratives: categoryId('commemoratives'),
  historicGold: categoryId('historic-gold'),
  junkSilver: categoryId('junk-silver'),
} as const;
