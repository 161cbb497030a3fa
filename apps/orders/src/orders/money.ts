// Display of order money. Amounts stay decimal text (as the API sends them) or decimal.js values until
// this last step; an amount that is not known shows as an em dash, never as $0.
import type Decimal from 'decimal.js';

export const NO_VALUE = '—';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,234.56, or — when there is no amount. The text is cut to cents before it becomes a number for display. */
export function formatUsd(value: Decimal | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const cents = typeof value === 'string' ? Number(value).toFixed(2) : value.toFixed(2);
  return usd.format(Number(cents));
}

/** 1.0000 ozt. */
export function formatOzt(value: string | null | undefined, places = 4): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  return `${Number(value).toLocaleString('en-US', { minimumFractionDigits: places, maximumFractionDigits: places })} ozt`;
}
