// The stored spot price history as a chart, per metal and range. The card is drawn without antd
// (@bullion/ui/plain); only the chart (recharts) is a chunk of its own.
import { spotHistoryQueryOptions } from '@bullion/api-client';
import { type SpotHistoryRange } from '@bullion/contract';
import { useResolvedTheme } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { PlainCard, PlainEmpty, PlainLoadError, PlainLoadingState, PlainSegmented, PlainSkeletonBlock, PlainStatistic, SecondaryText } from '@bullion/ui/plain';
import { Suspense, useState } from 'react';
import { lazyWithReload } from '../../errors/lazy-with-reload';
import { FIRST_HISTORY_RANGE } from './history-range';
import { useIdleAfter, useReachedScreen } from './on-screen';
import { CHART_LINE_COLORS, CHART_METALS, type ChartMetal } from './metal-colors';
import { formatChange, relativeChange } from './price-change';

// The chart library (recharts, the dashboard's heaviest library) is its own chunk, fetched once there
// is a history to draw, the page lets it (`drawChart`: the dashboard's portfolio card first) and the chart's place
// is on screen: the dashboard's cards and the portfolio never wait behind it, a phone
// whose screen ends above the chart loads and draws it only when scrolled to, and a desk whose
// history is still empty never downloads it.
const SpotHistoryChart = lazyWithReload(() => import('./spot-history-chart'));
const CHART_HEIGHT = 280;
const chartPlaceholder = <PlainSkeletonBlock height={CHART_HEIGHT} />;

const METAL_OPTIONS = CHART_METALS.map(({ key, label }) => ({ value: key, label }));
const RANGES: { label: string; value: SpotHistoryRange }[] = [
  { label: '24 hours', value: '24h' },
  { label: '7 days', value: '7d' },
  { label: '30 days', value: '30d' },
];

export interface SpotHistoryCardProps {
  /** Whether the chart may be drawn (its code loaded); until then its placeholder holds its place. */
  drawChart?: boolean;
}

export function SpotHistoryCard({ drawChart = true }: SpotHistoryCardProps) {
  const [chartBox, setChartBox] = useState<HTMLDivElement | null>(null);
  const onScreen = useReachedScreen(chartBox);
  const chartReady = useIdleAfter(drawChart && onScreen);
  const [range, setRange] = useState<SpotHistoryRange>(FIRST_HISTORY_RANGE);
  const [metal, setMetal] = useState<ChartMetal>('gold');
  const history = useQuery(spotHistoryQueryOptions(range));
  const points = history.data?.points ?? [];
  const series = points.map((point) => point[metal]);
  const change = relativeChange(series);
  const lineColor = CHART_LINE_COLORS[useResolvedTheme()][metal];

  return (
    <PlainCard data-testid="spot-history-card" title="Spot price history">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <PlainSegmented aria-label="Metal" options={METAL_OPTIONS} value={metal} onChange={setMetal} />
          <PlainSegmented aria-label="Range" options={RANGES} value={range} onChange={setRange} />
        </div>
        {series.length > 0 ? (
          <PlainStatistic
            title={`Change over ${RANGES.find((option) => option.value === range)?.label}`}
            value={formatChange(change)}
            color={change === null ? undefined : change >= 0 ? '#2e7d32' : '#c62828'}
            fontSize={18}
          />
        ) : null}
      </div>
      {history.isPending ? <PlainLoadingState label="Loading the price history" rows={6} /> : null}
      {history.isError ? <PlainLoadError title="The price history could not be loaded." onRetry={() => void history.refetch()} /> : null}
      {history.isSuccess && points.length < 2 ? (
        <PlainEmpty description="The history fills in as the feed runs: one quote a minute. Check back in a few minutes." />
      ) : null}
      {history.isSuccess && points.length >= 2 ? (
        <div ref={setChartBox} style={{ width: '100%', height: CHART_HEIGHT }} data-testid="spot-history-chart">
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
    </PlainCard>
  );
}
