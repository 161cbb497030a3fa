// How money and weights read, the same on every page and in every e-mail (product spec: USD in the
// en-US locale). Amounts are formatted from exact decimals (never through a binary float) and rounded
// half up; what is not known reads as "—", never as $0. Dates are in format-date.ts, apart, so that a
// page that only shows a date loads no decimal library.
import Decimal from 'decimal.js';
import { NO_VALUE } from './no-value';

export { NO_VALUE } from './no-value';

type DecimalInput = Decimal | string | number;

export interface MoneyFormatOptions {
  /**
   * The amount must already be in cents, as stored money is (e-mails show it as it is): decimal text
   * with more than two decimals, or not plain decimal text, throws a RangeError instead of being
   * rounded.
   */
  exact?: boolean;
}

const DECIMAL_TEXT = /^-?\d+(?:\.\d*)?$/;

/** An exact decimal, or null when there is no value or it is not a finite number. */
function toDecimal(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') return null;
  try {
    const decimal = new Decimal(text);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1,234.50" with `places` decimals, rounded half up, and whether it is below zero (−0.00 is not). */
function fixed(value: Decimal, places: number): { negative: boolean; text: string } {
  const rounded = value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction] = rounded.abs().toFixed(places).split('.');
  return { negative: rounded.isNegative() && !rounded.isZero(), text: fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}` };
}

function exactCents(value: DecimalInput): Decimal {
  const text = typeof value === 'string' ? value.trim() : String(value);
  const decimals = text.split('.')[1] ?? '';
  if (!DECIMAL_TEXT.test(text) || decimals.length > 2) throw new RangeError(`not an amount in cents: ${text}`);
  return new Decimal(text);
}

/** "1234.5" → "$1,234.50"; "-12" → "−$12.00"; no value → "—". */
export function formatUsd(value: DecimalInput | null | undefined, { exact = false }: MoneyFormatOptions = {}): string {
  const amount = exact && value !== null && value !== undefined ? exactCents(value) : toDecimal(value);
  if (amount === null) return NO_VALUE;
  const { negative, text } = fixed(amount, 2);
  return `${negative ? '−' : ''}$${text}`;
}

/** A change: "+$12.00", "−$12.00", or "$0.00". */
export function formatSignedUsd(value: DecimalInput | null | undefined, options: MoneyFormatOptions = {}): string {
  const text = formatUsd(value, options);
  return text === NO_VALUE || text.startsWith('−') || text === '$0.00' ? text : `+${text}`;
}

/** Troy ounces with `places` decimals: "1234.567" → "1,234.567 ozt"; no value → "—". */
export function formatOzt(value: DecimalInput | null | undefined, places = 3): string {
  const weight = toDecimal(value);
  if (weight === null) return NO_VALUE;
  const { negative, text } = fixed(weight, places);
  return `${negative ? '−' : ''}${text} ozt`;
}
