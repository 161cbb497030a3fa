// A melt value of owned metal as text: the amount with the spot's state beside it (stale labelled),
// or an em dash with the reason in a tooltip, never $0 for "unknown".
import { formatUsd, NO_VALUE } from '@bullion/contract';
import type { LiveSpot } from '@bullion/shared';
import { Flex, Tooltip, Typography } from 'antd';
import { SpotStateTag } from '../inventory/spot-state-tag';
import { NO_VALUE_TEXT, type OwnedValue } from './owned-value';

export function OwnedValueText({ value, spot, strong = false, fontSize }: { value: OwnedValue; spot: LiveSpot; strong?: boolean; fontSize?: number }) {
  if (value.value === null) {
    return (
      <Flex gap={6} align="center" wrap>
        <Tooltip title={NO_VALUE_TEXT[value.reason]}>
          <Typography.Text type="secondary" aria-label={`No value: ${NO_VALUE_TEXT[value.reason]}`} style={{ fontSize }}>
            {NO_VALUE}
          </Typography.Text>
        </Tooltip>
        {value.reason === 'no-spot' ? <SpotStateTag state={value.spot} updatedAt={spot.quote?.updatedAt} /> : null}
      </Flex>
    );
  }
  return (
    <Flex gap={6} align="center" wrap>
      <Typography.Text strong={strong} style={{ fontSize }}>
        {formatUsd(value.value)}
      </Typography.Text>
      <SpotStateTag state={value.spot} updatedAt={spot.quote?.updatedAt} />
    </Flex>
  );
}
