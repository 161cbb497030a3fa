// What the tag of a spot's state says (spot-state-tag.tsx in antd, the portfolio card's plain tag):
// nothing when fresh, "Stale spot" when old, "Spot unavailable" without one, with the why in a tooltip.
import { formatDateTime, type SpotState } from '@bullion/contract';

export const SPOT_UNAVAILABLE_TEXT = 'Spot unavailable';
export const STALE_SPOT_TEXT = 'Stale spot';

export interface SpotStateLabel {
  text: string;
  tip: string;
  tone: 'default' | 'warning';
}

export function spotStateLabel(state: SpotState, updatedAt?: string | null): SpotStateLabel | null {
  if (state === 'fresh') return null;
  if (state === 'unavailable') {
    return { text: SPOT_UNAVAILABLE_TEXT, tip: 'No spot price has been received, so melt values and gains cannot be computed.', tone: 'default' };
  }
  return {
    text: STALE_SPOT_TEXT,
    tip: updatedAt ? `Values use the last spot price, from ${formatDateTime(updatedAt)}.` : 'Values use an old spot price.',
    tone: 'warning',
  };
}
