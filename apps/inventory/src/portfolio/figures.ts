// How the portfolio summary writes its figures. Display only: the values stay decimals until here.
import { moneyText } from '@bullion/api-client';
import { formatPrice } from '@bullion/shared';
import type Decimal from 'decimal.js';

const ounces = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** "1,234.500 ozt". */
export function ozText(value: Decimal): string {
  return `${ounces.format(Number(value.toFixed(3)))} ozt`;
}

/** "$1,234.56"; null stays null so a missing value is never shown as $0. */
export function moneyFigure(value: Decimal | null): string | null {
  const text = moneyText(value);
  return text === null ? null : formatPrice(text);
}

/** "+$12.30", "−$4.00", "$0.00". */
export function signedMoney(value: Decimal): string {
  const text = formatPrice(moneyText(value.abs()) ?? '0');
  if (value.toFixed(2) === '0.00' || value.toFixed(2) === '-0.00') return text;
  return `${value.isNegative() ? '−' : '+'}${text}`;
}

/** "+1.23 %", "−0.50 %" (as the dashboard's spot changes are written). */
export function signedPercent(value: Decimal | null): string | null {
  if (value === null) return null;
  const text = value.abs().toFixed(2);
  if (text === '0.00') return '0.00 %';
  return `${value.isNegative() ? '−' : '+'}${text} %`;
}

/** Green for a gain, red for a loss, nothing for no change. */
export function changeColor(value: Decimal | null): string | undefined {
  if (value === null || value.toFixed(2).replace('-', '') === '0.00') return undefined;
  return value.isNegative() ? '#c62828' : '#2e7d32';
}
