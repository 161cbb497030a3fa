// The stored spot price history as a chart, per metal and range.
import { spotHistoryQueryOptions, type SpotHistoryRange } from '@bullion/api-client';
import { useResolvedTheme } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { SecondaryText } from '@bullion/ui/plain';
import { Alert, Card, Empty, Flex, Segmented, Skeleton, Statistic } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithReload } from '../../errors/lazy-with-reload';
import { FIRST_HISTORY_RANGE } from './history-range';
import { CHART_LINE_COLORS, CHART_METALS, type ChartMetal } from './metal-colors';
import { formatChange, relativeChange } from './price-change';

// The chart library (recharts, 85 KB compressed) is its own chunk, fetched once there is a history
// to draw and the page lets it (`drawChart`: the dashboard's portfolio card first): the dashboard's
// cards and the portfolio never wait behind it, and a desk whose history is still empty never
// downloads it.
const SpotHistoryChart = lazyWithReload(() => import('./spot-history-chart'));
const CHART_HEIGHT = 280;
const chartPlaceholder = <Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />;

const RANGES: { label: string; value: SpotHistoryRange }[] = [
  { label: '24 hours', value: '24h' },
  { label: '7 days', value: '7d' },
  { label: '30 days', value: '30d' },
];

/**
 * True once `ready` is and the browser has then had an idle moment (or 500 ms have passed), so that
 * what was painting then (the portfolio card) reaches the screen before the chart's work starts.
 */
function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 50);
    return () => window.clearTimeout(timer);
  }, [ready, idle]);
  return idle;
}

export interface SpotHistoryCardProps {
  /** Whether the chart may be drawn (its code loaded); until then its placeholder holds its place. */
  drawChart?: boolean;
}

export function SpotHistoryCard({ drawChart = true }: SpotHistoryCardProps) {
  const chartReady = useIdleAfter(drawChart);
  const [range, setRange] = useState<SpotHistoryRange>(FIRST_HISTORY_RANGE);
  const [metal, setMetal] = useState<ChartMetal>('gold');
  const history = useQuery(spotHistoryQueryOptions(range));
  const points = history.data?.points ?? [];
  const series = points.map((point) => point[metal]);
  const change = relativeChange(series);
  const lineColor = CHART_LINE_COLORS[useResolvedTheme()][metal];

  return (
    <Card data-testid="spot-history-card" title="Spot price history">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Flex wrap gap={8}>
          <Segmented
            options={CHART_METALS.map(({ key, label }) => ({ value: key, label }))}
            value={metal}
            onChange={(value) => setMetal(value as ChartMetal)}
          />
          <Segmented options={RANGES} value={range} onChange={(value) => setRange(value as SpotHistoryRange)} />
        </Flex>
        {series.length > 0 ? (
          <Statistic
            title={`Change over ${RANGES.find((option) => option.value === range)?.label}`}
            value={formatChange(change)}
            styles={{ content: { color: change === null ? undefined : change >= 0 ? '#2e7d32' : '#c62828', fontSize: 18 } }}
          />
        ) : null}
      </Flex>
      {history.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {history.isError ? <Alert type="error" showIcon title="The price history could not be loaded." /> : null}
      {history.isSuccess && points.length < 2 ? (
        <Empty description="The history fills in as the feed runs: one quote a minute. Check back in a few minutes." />
      ) : null}
      {history.isSuccess && points.length >= 2 ? (
        <div style={{ width: '100%', height: CHART_HEIGHT }} data-testid="spot-history-chart">
          {chartReady ? (
            <Suspense fallback={chartPlaceholder}>
              <SpotHistoryChart points={points} metal={metal} range={range} lineColor={lineColor} />
            </Suspense>
          ) : (
            chartPlaceholder
          )}
        </div>
      ) : null}
      <SecondaryText>USD per troy ounce, averaged per interval.</SecondaryText>
    </Card>
  );
}
