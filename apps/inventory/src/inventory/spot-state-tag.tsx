// How current the spot behind a value is: nothing when fresh, "Stale spot" when old, "Spot unavailable" without one.
import type { SpotState } from '@bullion/api-client';
import { formatSpotTime } from '@bullion/shared';
import { Tag, Tooltip } from 'antd';

export const SPOT_UNAVAILABLE_TEXT = 'Spot unavailable';
export const STALE_SPOT_TEXT = 'Stale spot';

export function SpotStateTag({ state, updatedAt }: { state: SpotState; updatedAt?: string | null }) {
  if (state === 'fresh') return null;
  if (state === 'unavailable') {
    return (
      <Tooltip title="No spot price has been received, so melt values and gains cannot be computed.">
        <Tag color="default">{SPOT_UNAVAILABLE_TEXT}</Tag>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={updatedAt ? `Values use the last spot price, from ${formatSpotTime(updatedAt)}.` : 'Values use an old spot price.'}>
      <Tag color="warning">{STALE_SPOT_TEXT}</Tag>
    </Tooltip>
  );
}
