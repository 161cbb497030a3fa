// Today's spot prices, one card per metal, from the quote the header keeps current.
import { formatUsd } from '@bullion/contract';
import { spotPricesQueryOptions } from '@bullion/api-client';
import { formatRelativeTime, METAL_COLORS } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { PlainCard, PlainStatistic, PlainTag, SecondaryText } from '@bullion/ui/plain';
import { CHART_METALS } from './metal-colors';

export function SpotSummary() {
  const spots = useQuery(spotPricesQueryOptions());
  return (
    <div className="spot-summary">
      {CHART_METALS.map(({ key, label }) => (
        <PlainCard key={key} size="small" style={{ borderTop: `3px solid ${METAL_COLORS[key]}` }} data-testid={`spot-card-${key}`}>
          <PlainStatistic title={label} value={spots.data ? formatUsd(spots.data[key]) : spots.isError ? 'Unavailable' : '…'} fontSize={22} />
          <SecondaryText style={{ fontSize: 12 }}>{spots.data ? `per ozt · ${formatRelativeTime(spots.data.updatedAt)}` : 'per ozt'}</SecondaryText>
          {spots.data?.simulated ? (
            <PlainTag tone="orange" style={{ marginInlineStart: 8 }}>
              Simulated
            </PlainTag>
          ) : null}
        </PlainCard>
      ))}
    </div>
  );
}
