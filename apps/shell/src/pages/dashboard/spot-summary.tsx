// Today's spot prices, one card per metal, from the quote the header keeps current.
import { spotPricesQueryOptions } from '@bullion/api-client';
import { formatPrice, formatRelativeTime, METAL_COLORS } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { PlainCard, PlainStatistic, PlainTag, SecondaryText } from '@bullion/ui/plain';
import { CHART_METALS } from './metal-colors';

// antd's Row gutter 16 with Col xs=12 lg=6: two cards a row, four from 992 px (antd's lg), each as
// tall as its content.
const GRID_CSS = `
.spot-summary{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));align-items:start;gap:16px}
@media (min-width:992px){.spot-summary{grid-template-columns:repeat(4,minmax(0,1fr))}}
`;

export function SpotSummary() {
  const spots = useQuery(spotPricesQueryOptions());
  return (
    <div className="spot-summary">
      <style href="bullion-spot-summary" precedence="low">
        {GRID_CSS}
      </style>
      {CHART_METALS.map(({ key, label }) => (
        <PlainCard key={key} size="small" style={{ borderTop: `3px solid ${METAL_COLORS[key]}` }} data-testid={`spot-card-${key}`}>
          <PlainStatistic title={label} value={spots.data ? formatPrice(spots.data[key]) : spots.isError ? 'Unavailable' : '…'} fontSize={22} />
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
