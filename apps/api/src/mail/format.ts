// Money and weights as the e-mails show them ($1,234.56, 1,234.567 ozt), formatted from the exact
// decimal text (never through a binary float).

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d*))?$/;

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The parts of decimal text with `places` decimals; the text must have no more than that (money is stored with 2). */
function parts(text: string, places: number): { negative: boolean; whole: string; fraction: string } {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match || (match[3] ?? '').length > places) throw new RangeError(`not decimal text with at most ${places} decimals: ${text}`);
  const fraction = (match[3] ?? '').padEnd(places, '0');
  const zero = /^0+$/.test(`${match[2] ?? ''}${fraction}`);
  return { negative: match[1] === '-' && !zero, whole: groupThousands(match[2] ?? '0'), fraction };
}

/** "1234.5" → "$1,234.50"; "-12.00" → "−$12.00". */
export function formatUsd(amount: string): string {
  const { negative, whole, fraction } = parts(amount, 2);
  return `${negative ? '−' : ''}$${whole}.${fraction}`;
}

/** A change: "+$12.00", "−$12.00", or "$0.00". */
export function formatSignedUsd(amount: string): string {
  const text = formatUsd(amount);
  return text.startsWith('−') || text === '$0.00' ? text : `+${text}`;
}

/** "1234.567" → "1,234.567 ozt" (the text already rounded to 3 decimals). */
export function formatOzt(weight: string): string {
  const { negative, whole, fraction } = parts(weight, 3);
  return `${negative ? '−' : ''}${whole}.${fraction} ozt`;
}
