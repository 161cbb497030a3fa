// Decimal text without arithmetic: Postgres computes (numeric), this only tidies how a number is
// written, so no value ever passes through a binary float.

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** "001.500000" → "1.5", "-0.0" → "0": the shortest text of the same exact value. */
export function canonicalDecimal(value: string): string {
  if (!DECIMAL_TEXT.test(value)) throw new Error(`not a decimal: ${value}`);
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  const text = decimals ? `${integer}.${decimals}` : integer;
  return negative && text !== '0' ? `-${text}` : text;
}

export const canonicalOrNull = (value: string | null): string | null => (value === null ? null : canonicalDecimal(value));

/** Whether two decimal texts are the same number ("1.50" and "1.5"). */
export function sameDecimal(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return canonicalDecimal(a) === canonicalDecimal(b);
}
