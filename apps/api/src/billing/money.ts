// Providers count money in the currency's smallest unit (Stripe: 1200 = $12.00, 500 = ¥500); the API
// speaks decimal strings in the major unit. Converted as text, never through binary floats.

// Stripe's lists of currencies without cents and with three decimals.
const ZERO_DECIMAL = new Set(['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf']);
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** Digits after the point in the currency's major unit. */
export function currencyExponent(currency: string): number {
  const code = currency.toLowerCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/** 1200 usd → "12.00"; 500 jpy → "500". */
export function minorToDecimal(amount: number, currency: string): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not an amount in minor units: ${amount}`);
  const exponent = currencyExponent(currency);
  if (exponent === 0) return String(amount);
  const digits = String(amount).padStart(exponent + 1, '0');
  return `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** "12.5" usd → 1250. More decimals than the currency has is an error, not a rounding. */
export function decimalToMinor(amount: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) throw new RangeError(`not a decimal amount: ${amount}`);
  const exponent = currencyExponent(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) throw new RangeError(`${amount} has more decimals than ${currency.toUpperCase()} allows`);
  const minor = Number(`${match[1]}${fraction.padEnd(exponent, '0')}`);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount too large: ${amount}`);
  return minor;
}

/** A decimal as shown with the currency's decimals ("12" usd → "12.00"), for stored numerics. */
export function formatDecimal(amount: string, currency: string): string {
  return minorToDecimal(decimalToMinor(amount.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''), currency), currency);
}
