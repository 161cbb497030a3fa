// How current the spot behind a value is (spot-state.ts), as antd's Tag with a Tooltip.
import type { SpotState } from '@bullion/contract';
import { Tag, Tooltip } from 'antd';
import { spotStateLabel } from './spot-state';

export { SPOT_UNAVAILABLE_TEXT, STALE_SPOT_TEXT } from './spot-state';

export function SpotStateTag({ state, updatedAt }: { state: SpotState; updatedAt?: string | null }) {
  const label = spotStateLabel(state, updatedAt);
  if (!label) return null;
  return (
    <Tooltip title={label.tip}>
      <Tag color={label.tone}>{label.text}</Tag>
    </Tooltip>
  );
}
