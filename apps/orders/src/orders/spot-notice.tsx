// Which spot the live prices of the order form come from: the time of the quote in the store, a
// "Stale spot" tag when it is old, and without one a warning instead of prices (never $0).
import { formatDateTime } from '@bullion/contract';
import { type LiveSpot } from '@bullion/shared';
import { Alert, Flex, Tag, Tooltip, Typography } from 'antd';

export const STALE_SPOT_TEXT = 'Stale spot';
export const SPOT_UNAVAILABLE_TITLE = 'Spot prices are unavailable';

export function SpotNotice({ spot }: { spot: LiveSpot }) {
  if (!spot.quote || spot.state === 'unavailable') {
    return (
      <Alert
        type="warning"
        showIcon
        title={SPOT_UNAVAILABLE_TITLE}
        description="Template prices appear when a spot quote arrives; they are not shown as $0. Typed-in prices still count."
      />
    );
  }
  return (
    <Flex gap={8} align="center" wrap style={{ fontSize: 12 }}>
      {spot.state === 'stale' ? (
        <>
          <Tooltip title="The spot has not been updated for a while; these prices may be out of date.">
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              {STALE_SPOT_TEXT}
            </Tag>
          </Tooltip>
          <Typography.Text type="warning">Prices at the spot of {formatDateTime(spot.quote.updatedAt)}.</Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">Live prices at the spot of {formatDateTime(spot.quote.updatedAt)}.</Typography.Text>
      )}
      <Typography.Text type="secondary">Indicative until the order is quoted: a quote locks them at the latest spot.</Typography.Text>
    </Flex>
  );
}
