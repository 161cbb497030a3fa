// Display of decimal money and weights. Values stay decimal (decimal.js) until this last step; a
// value that cannot be computed shows as an em dash, never as $0.
import type Decimal from 'decimal.js';

export const NO_VALUE = '—';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

type DecimalLike = Decimal | string | null | undefined;

const toNumber = (value: Decimal | string, places: number) => Number(typeof value === 'string' ? Number(value).toFixed(places) : value.toFixed(places));

/** $1,234.56, or — when there is no value. */
export function formatUsd(value: DecimalLike): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  return usd.format(toNumber(value, 2));
}

/** +$1,234.56 or −$1,234.56 (a gain or a loss). */
export function formatSignedUsd(value: DecimalLike): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const amount = toNumber(value, 2);
  if (amount === 0) return usd.format(0);
  return `${amount > 0 ? '+' : '−'}${usd.format(Math.abs(amount))}`;
}

/** +3.51% or −2.10%. */
export function formatPercent(value: DecimalLike): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const amount = toNumber(value, 2);
  if (amount === 0) return '0.00%';
  return `${amount > 0 ? '+' : '−'}${Math.abs(amount).toFixed(2)}%`;
}

/** 1,234.567 ozt (`places` decimals). */
export function formatOzt(value: DecimalLike, places = 3): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  return `${toNumber(value, places).toLocaleString('en-US', { minimumFractionDigits: places, maximumFractionDigits: places })} ozt`;
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
