// The summary of a filtered view: fine ozt and melt value per metal, cost basis and gain/loss. The
// API sums ounces and cost (GET /inventory/summary); melt value and gain are computed here with
// valueHoldings() and the live spot, so they change when the spot does, without a refetch. A stale
// spot is labelled; without one, values show "—" and "Spot unavailable", never $0.
import { formatDateTime, formatOzt, formatSignedUsd, formatUsd, type InventorySummary, NO_VALUE, type PortfolioValuation } from '@bullion/contract';
import { type LiveSpot } from '@bullion/shared';
import { LoadError, LoadingState } from '@bullion/ui';
import { Alert, Card, Col, Flex, Row, Statistic, Tooltip, Typography, theme } from 'antd';
import { METAL_COLORS, METAL_LABELS } from './labels';
import { formatPercent, gainTone } from './money';
import { SpotStateTag } from './spot-state-tag';
import type { useInventoryValuation } from './valuation';



function Totals({ summary, valuation, spot }: { summary: InventorySummary; valuation: PortfolioValuation; spot: LiveSpot }) {
  const { token } = theme.useToken();
  const tone = gainTone(valuation.gainLoss?.amount ?? null);
  return (
    <Row gutter={[24, 12]}>
      <Col xs={12} md={6}>
        <Statistic
          title={
            <Flex gap={6} align="center" wrap>
              Melt value <SpotStateTag state={spot.state} updatedAt={spot.quote?.updatedAt} />
            </Flex>
          }
          value={valuation.meltValue === null ? NO_VALUE : formatUsd(valuation.meltValue)}
          styles={{ content: { fontSize: 22, color: spot.state === 'stale' ? token.colorWarningText : undefined } }}
        />
        {spot.state === 'fresh' && spot.quote ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Spot of {formatDateTime(spot.quote.updatedAt)}
          </Typography.Text>
        ) : null}
      </Col>
      <Col xs={12} md={6}>
        <Statistic title="Cost basis" value={formatUsd(summary.costBasis)} styles={{ content: { fontSize: 22 } }} />
      </Col>
      <Col xs={12} md={6}>
        <Statistic
          title={
            <Tooltip title="Melt value of the items that have a cost basis and a spot price, against that cost.">
              <span>Gain/loss</span>
            </Tooltip>
          }
          value={valuation.gainLoss ? formatSignedUsd(valuation.gainLoss.amount) : NO_VALUE}
          suffix={valuation.gainLoss?.percent ? <span style={{ fontSize: 14 }}>({formatPercent(valuation.gainLoss.percent)})</span> : null}
          styles={{ content: { fontSize: 22, color: tone === 'gain' ? token.colorSuccessText : tone === 'loss' ? token.colorErrorText : undefined } }}
        />
      </Col>
      <Col xs={12} md={6}>
        <Statistic title="Items" value={summary.items.toLocaleString('en-US')} suffix={<span style={{ fontSize: 14 }}>· {summary.pieces.toLocaleString('en-US')} {summary.pieces === 1 ? 'piece' : 'pieces'}</span>} styles={{ content: { fontSize: 22 } }} />
        {summary.drawer ? <Typography.Text type="secondary">{summary.drawer.toLocaleString('en-US')} in the drawer</Typography.Text> : null}
      </Col>
    </Row>
  );
}

function Metals({ summary, valuation }: { summary: InventorySummary; valuation: PortfolioValuation }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={12} wrap style={{ marginTop: 16 }} role="list" aria-label="Holdings per metal">
      {valuation.metals.map((metal) => {
        const holding = summary.metals.find((entry) => entry.metal === metal.metal);
        return (
          <div
            key={metal.metal}
            role="listitem"
            data-testid={`metal-${metal.metal}`}
            style={{ boxSizing: 'border-box', flex: '1 1 120px', maxWidth: 280, padding: '8px 12px', borderRadius: token.borderRadius, border: `1px solid ${token.colorBorderSecondary}`, borderLeft: `4px solid ${METAL_COLORS[metal.metal]}` }}
          >
            <Typography.Text strong>{METAL_LABELS[metal.metal]}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {' '}
              · {holding?.pieces.toLocaleString('en-US')} pcs
            </Typography.Text>
            <div style={{ fontVariantNumeric: 'tabular-nums' }}>{formatOzt(metal.fineOzt)}</div>
            <div style={{ fontVariantNumeric: 'tabular-nums' }}>
              {metal.meltValue === null ? (
                <Typography.Text type="secondary">{metal.metal === 'copper' || metal.metal === 'rhodium' ? `${NO_VALUE} no spot price` : NO_VALUE}</Typography.Text>
              ) : (
                formatUsd(metal.meltValue)
              )}
            </div>
          </div>
        );
      })}
    </Flex>
  );
}

export interface InventorySummaryBarProps {
  /** False when the view lists disposed items only: nothing in it is held. */
  held?: boolean;
  summary: ReturnType<typeof useInventoryValuation>['summary'];
  valuation: PortfolioValuation | null;
  spot: LiveSpot;
}

export function InventorySummaryBar({ held = true, summary, valuation, spot }: InventorySummaryBarProps) {
  if (!held) {
    return <Alert type="info" showIcon title="Disposed items only" description="Nothing in this view is held, so there is no melt value or unrealised gain; each item shows what it realised." style={{ marginBottom: 16 }} />;
  }
  if (summary.isError) {
    return <LoadError title="The summary could not be loaded" onRetry={() => void summary.refetch()} style={{ marginBottom: 16 }} />;
  }
  return (
    <Card size="small" style={{ marginBottom: 16 }} aria-label="Summary" data-testid="inventory-summary">
      {summary.data && valuation ? (
        <>
          <Totals summary={summary.data} valuation={valuation} spot={spot} />
          {valuation.metals.length ? <Metals summary={summary.data} valuation={valuation} /> : null}
          {summary.data.unvalued ? (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              {summary.data.unvalued === 1 ? '1 item has' : `${summary.data.unvalued.toLocaleString('en-US')} items have`} no metal or fine weight and {summary.data.unvalued === 1 ? 'is' : 'are'} not valued.
            </Typography.Text>
          ) : null}
        </>
      ) : (
        <LoadingState layout="lines" label="Loading the summary" rows={2} />
      )}
    </Card>
  );
}
