// The spot history's line chart (recharts): its own chunk, loaded by spot-history-card.tsx.
import { formatDateTime, formatUsd, type SpotHistoryRange, type SpotHistoryResponse } from '@bullion/contract';
import dayjs from 'dayjs';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_METALS, type ChartMetal } from './metal-colors';

export interface SpotHistoryChartProps {
  points: SpotHistoryResponse['points'];
  metal: ChartMetal;
  range: SpotHistoryRange;
  lineColor: string;
}

export default function SpotHistoryChart({ points, metal, range, lineColor }: SpotHistoryChartProps) {
  return (
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
          tickFormatter={(value: number) => formatUsd(value).replace(/\.00$/, '')}
          width={72}
        />
        <Tooltip
          labelFormatter={(value) => formatDateTime(String(value))}
          formatter={(value) => [formatUsd(Number(value)), CHART_METALS.find((option) => option.key === metal)?.label]}
        />
        <Line type="monotone" dataKey={metal} stroke={lineColor} strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
