// The stored spot price history as a chart, per metal and range.
import { spotHistoryQueryOptions, type SpotHistoryRange } from '@bullion/api-client';
import { formatPrice, formatSpotTime, useResolvedTheme } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Segmented, Skeleton, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_LINE_COLORS, CHART_METALS, type ChartMetal } from './metal-colors';
import { formatChange, relativeChange } from './price-change';

const RANGES: { label: string; value: SpotHistoryRange }[] = [
  { label: '24 hours', value: '24h' },
  { label: '7 days', value: '7d' },
  { label: '30 days', value: '30d' },
];

export function SpotHistoryCard() {
  const [range, setRange] = useState<SpotHistoryRange>('24h');
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
        <div style={{ width: '100%', height: 280 }} data-testid="spot-history-chart">
          <ResponsiveContainer>
            {/* The right margin leaves room for the last time label, centred on the last point. */}
            <LineChart data={points} margin={{ top: 8, right: 36, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
              <XAxis
                dataKey="at"
                tickFormatter={(value: string) => dayjs(value).format(range === '24h' ? 'h:mm a' : 'MM/DD')}
                minTickGap={32}
                interval="preserveStartEnd"
              />
              <YAxis
                domain={['auto', 'auto']}
                tickFormatter={(value: number) => formatPrice(value).replace(/\.00$/, '')}
                width={72}
              />
              <Tooltip
                labelFormatter={(value) => formatSpotTime(String(value))}
                formatter={(value) => [formatPrice(Number(value)), CHART_METALS.find((option) => option.key === metal)?.label]}
              />
              <Line type="monotone" dataKey={metal} stroke={lineColor} strokeWidth={2} dot={false} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      ) : null}
      <Typography.Text type="secondary">USD per troy ounce, averaged per interval.</Typography.Text>
    </Card>
  );
}
