// Above a storage page's values: what the live spot (useLiveSpot) means for them when it is stale or missing.
import { formatDateTime } from '@bullion/contract';
import { type LiveSpot } from '@bullion/shared';
import { Alert } from 'antd';

/** Says so above a page's values when the spot is stale or missing; nothing when it is fresh. */
export function SpotNotice({ spot }: { spot: LiveSpot }) {
  if (spot.state === 'fresh') return null;
  if (spot.state === 'unavailable' || !spot.quote) {
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="Spot prices are unavailable, so melt values are not shown." />;
  }
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`Spot prices are stale (last updated ${formatDateTime(spot.quote.updatedAt)}): melt values may be out of date.`}
    />
  );
}
