// Money of orders compared and added as whole cents (BigInt): amounts are decimal text with at most
// two decimals (Postgres numeric(…, 2), the contract's money schema), so no binary float touches them.

/** "12" → 1200n, "12.5" → 1250n, "12.50" → 1250n. */
export function toCents(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`not an amount of money: ${value}`);
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 1250n → "12.50". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const text = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** total − paid, never below 0. */
export const balanceDue = (total: string, paid: string) => {
  const balance = toCents(total) - toCents(paid);
  return fromCents(balance > 0n ? balance : 0n);
};
