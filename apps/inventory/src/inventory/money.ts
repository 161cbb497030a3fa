// Display of percentages, grams and the tone of a gain (money and troy ounces read as the contract's
// formatUsd, formatSignedUsd and formatOzt). Values stay decimal (decimal.js) until this last step; a
// value that cannot be computed shows as an em dash.
import { NO_VALUE } from '@bullion/contract';
import type Decimal from 'decimal.js';

type DecimalLike = Decimal | string | null | undefined;

const toNumber = (value: Decimal | string, places: number) => Number(typeof value === 'string' ? Number(value).toFixed(places) : value.toFixed(places));

/** +3.51% or −2.10%. */
export function formatPercent(value: DecimalLike): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const amount = toNumber(value, 2);
  if (amount === 0) return '0.00%';
  return `${amount > 0 ? '+' : '−'}${Math.abs(amount).toFixed(2)}%`;
}

/** 31.10 g. */
export function formatGrams(value: DecimalLike): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  return `${toNumber(value, 2).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} g`;
}

/** Whether a gain is a loss, for colouring; null when there is none. */
export function gainTone(value: DecimalLike): 'gain' | 'loss' | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = toNumber(value, 2);
  return amount > 0 ? 'gain' : amount < 0 ? 'loss' : null;
}
