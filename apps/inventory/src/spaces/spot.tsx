// The live spot as this remote reads it: the quote the shell keeps in the app store (refreshed every
// 60 s), and a clock that ticks so a quote turns stale on screen without a refetch.
import { formatSpotTime, useAppStore, type SpotPrices } from '@bullion/shared';
import { spotState, type SpotState } from '@bullion/contract';
import { Alert } from 'antd';
import { useEffect, useMemo, useState } from 'react';

export interface LiveSpot {
  quote: SpotPrices | null;
  now: number;
  state: SpotState;
}

export function useLiveSpot(tickMs = 30_000): LiveSpot {
  const quote = useAppStore((state) => state.spotPrices);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return useMemo(() => ({ quote, now, state: spotState(quote, now) }), [quote, now]);
}

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
      title={`Spot prices are stale (last updated ${formatSpotTime(spot.quote.updatedAt)}): melt values may be out of date.`}
    />
  );
}
