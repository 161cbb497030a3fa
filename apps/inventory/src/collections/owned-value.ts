// The melt value of what a collection (or one entry) owns, at the live spot: a value, or why there
// is none. Never $0 for "unknown": nothing owned, owned pieces without a known fine weight and a
// missing spot each say so instead.
import { collectionMeltValue, type OwnedFine, type SpotQuoteInput, type SpotState } from '@bullion/contract';
import type Decimal from 'decimal.js';

export type NoValueReason = 'nothing-owned' | 'no-fine-weight' | 'no-spot';

export type OwnedValue = { value: Decimal; spot: SpotState } | { value: null; reason: NoValueReason; spot: SpotState };

export const NO_VALUE_TEXT: Record<NoValueReason, string> = {
  'nothing-owned': 'Nothing owned yet',
  'no-fine-weight': 'The owned pieces have no known fine weight',
  'no-spot': 'No spot price for the owned metal',
};

/** `owned`: pieces counted as owned; `ownedFine`: their fine troy ounces per metal. */
export function ownedMeltValue(holding: { owned: number; ownedFine: readonly OwnedFine[] }, quote: SpotQuoteInput | null, now: number): OwnedValue {
  const { value, spot } = collectionMeltValue(holding.ownedFine, quote, now);
  if (holding.owned <= 0) return { value: null, reason: 'nothing-owned', spot };
  if (!holding.ownedFine.length) return { value: null, reason: 'no-fine-weight', spot };
  if (value === null) return { value: null, reason: 'no-spot', spot };
  return { value, spot };
}
