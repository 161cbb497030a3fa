// Today's spot prices, one card per metal, from the quote the header keeps current.
import { spotPricesQueryOptions } from '@bullion/api-client';
import { formatPrice, formatRelativeTime, METAL_COLORS } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { SecondaryText } from '@bullion/ui/plain';
import { Card, Col, Row, Statistic, Tag } from 'antd';
import { CHART_METALS } from './metal-colors';

export function SpotSummary() {
  const spots = useQuery(spotPricesQueryOptions());
  return (
    <Row gutter={[16, 16]}>
      {CHART_METALS.map(({ key, label }) => (
        <Col key={key} xs={12} lg={6}>
          <Card size="small" style={{ borderTop: `3px solid ${METAL_COLORS[key]}` }} data-testid={`spot-card-${key}`}>
            <Statistic
              title={label}
              value={spots.data ? formatPrice(spots.data[key]) : spots.isError ? 'Unavailable' : '…'}
              styles={{ content: { fontSize: 22 } }}
            />
            <SecondaryText style={{ fontSize: 12 }}>{spots.data ? `per ozt · ${formatRelativeTime(spots.data.updatedAt)}` : 'per ozt'}</SecondaryText>
            {spots.data?.simulated ? (
              <Tag style={{ marginInlineStart: 8 }} color="orange">
                Simulated
              </Tag>
            ) : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
