// Two charts over the inventory (recharts, as the shell's dashboard uses): allocation by metal at
// today's melt value, and the portfolio's melt value over the last 30 days from the stored spot history.
import { portfolioHistoryQueryOptions } from '@bullion/api-client';
import { formatDate, formatUsd, NO_VALUE, PORTFOLIO_HISTORY_DAYS, type PortfolioValuation } from '@bullion/contract';
import { useResolvedTheme } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { Area, CartesianGrid, Cell, ComposedChart, Legend, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { METAL_CHART_COLORS, METAL_LABELS } from './labels';
import { SPOT_UNAVAILABLE_TEXT } from './spot-state-tag';

const CHART_HEIGHT = 220;

/** `valuation` null while it loads (or when `failed`); `held` false for a view of disposed items only. */
export function AllocationChart({ valuation, held = true, failed = false }: { valuation: PortfolioValuation | null; held?: boolean; failed?: boolean }) {
  const resolved = useResolvedTheme();
  const slices = (valuation?.metals ?? [])
    .filter((metal) => metal.meltValue !== null && metal.meltValue.greaterThan(0))
    .map((metal) => ({ metal: metal.metal, name: METAL_LABELS[metal.metal], value: Number(metal.meltValue?.toFixed(2)) }));
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <Card size="small" title="Allocation by metal" style={{ height: '100%' }} data-testid="allocation-chart">
      {!held ? <EmptyState size="small" title="Nothing held in this view" /> : null}
      {/* The summary bar above says why, with its retry; the chart only has nothing to draw. */}
      {held && failed ? <EmptyState size="small" title="The summary could not be loaded" /> : null}
      {held && !failed && !valuation ? <LoadingState layout="lines" label="Loading the allocation" rows={4} /> : null}
      {valuation && valuation.spot === 'unavailable' ? <EmptyState size="small" title={`${SPOT_UNAVAILABLE_TEXT}: no melt values to compare`} /> : null}
      {valuation && valuation.spot !== 'unavailable' && !slices.length ? <EmptyState size="small" title="Nothing valued in this view" /> : null}
      {slices.length && valuation?.spot !== 'unavailable' ? (
        <Flex align="center" gap={8} wrap>
          <div style={{ width: 160, height: 160, flex: 'none' }}>
            <ResponsiveContainer>
              <PieChart>
                <Pie data={slices} dataKey="value" nameKey="name" innerRadius={44} outerRadius={76} paddingAngle={1} isAnimationActive={false} stroke="none">
                  {slices.map((slice) => (
                    <Cell key={slice.metal} fill={METAL_CHART_COLORS[resolved][slice.metal]} />
                  ))}
                </Pie>
                <Tooltip formatter={(value) => formatUsd(String(value))} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <Flex vertical gap={4} style={{ flex: '1 1 120px' }} role="list" aria-label="Allocation by melt value">
            {slices.map((slice) => (
              <Flex key={slice.metal} gap={8} align="center" role="listitem">
                <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: METAL_CHART_COLORS[resolved][slice.metal], flex: 'none' }} />
                <Typography.Text style={{ flex: 1 }}>{slice.name}</Typography.Text>
                <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {((slice.value / total) * 100).toFixed(1)}%
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        </Flex>
      ) : null}
    </Card>
  );
}

/** Axis labels: $950, $12.5K, $1.2M. */
const COMPACT_USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

export function PortfolioHistoryChart() {
  const history = useQuery(portfolioHistoryQueryOptions());
  const resolved = useResolvedTheme();
  const days = (history.data?.days ?? []).map((day) => ({
    date: day.date,
    meltValue: day.meltValue === null ? null : Number(day.meltValue),
    costBasis: Number(day.costBasis),
  }));
  const valued = days.filter((day) => day.meltValue !== null);
  const heldAny = days.some((day) => (day.meltValue ?? 0) > 0 || day.costBasis > 0);
  const lineColor = resolved === 'dark' ? '#FFD700' : '#A67C00';
  return (
    <Card size="small" title={`Portfolio melt value, last ${PORTFOLIO_HISTORY_DAYS} days`} style={{ height: '100%' }} data-testid="portfolio-history-chart">
      {history.isPending ? <LoadingState layout="lines" label="Loading the value history" rows={4} /> : null}
      {history.isError ? <LoadError title="The value history could not be loaded." onRetry={() => void history.refetch()} /> : null}
      {history.isSuccess && !heldAny ? <EmptyState size="small" title={`Nothing held in the last ${PORTFOLIO_HISTORY_DAYS} days`} /> : null}
      {history.isSuccess && heldAny && valued.length < 2 ? <EmptyState size="small" title="Not enough spot history yet: the chart fills in day by day." /> : null}
      {history.isSuccess && heldAny && valued.length >= 2 ? (
        <div style={{ width: '100%', height: CHART_HEIGHT }}>
          <ResponsiveContainer>
            <ComposedChart data={days} margin={{ top: 8, right: 12, bottom: 0, left: 4 }}>
              <defs>
                <linearGradient id="inventory-melt-fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={lineColor} stopOpacity={0.35} />
                  <stop offset="100%" stopColor={lineColor} stopOpacity={0.02} />
                </linearGradient>
              </defs>
              <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
              <XAxis dataKey="date" tickFormatter={(value: string) => dayjs(value).format('MM/DD')} minTickGap={28} />
              <YAxis domain={['auto', 'auto']} width={76} tickFormatter={(value: number) => COMPACT_USD.format(value)} />
              <Tooltip
                labelFormatter={(value) => formatDate(String(value))}
                formatter={(value, name) => [value === null || value === undefined ? NO_VALUE : formatUsd(String(value)), name === 'meltValue' ? 'Melt value' : 'Cost basis']}
              />
              <Legend formatter={(value: string) => (value === 'meltValue' ? 'Melt value' : 'Cost basis')} />
              <Area type="monotone" dataKey="meltValue" stroke={lineColor} strokeWidth={2} fill="url(#inventory-melt-fill)" connectNulls={false} isAnimationActive={false} />
              <Line type="stepAfter" dataKey="costBasis" stroke={resolved === 'dark' ? '#8C8C8C' : '#6B7785'} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      ) : null}
      {history.isSuccess && heldAny && days.some((day) => day.meltValue === null) && valued.length >= 2 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Gaps are days without a stored spot price.
        </Typography.Text>
      ) : null}
    </Card>
  );
}
