// The current group's holdings at the live spot: melt value, day change (the price move since
// yesterday's close on what is held now, day-change.ts), unrealised gain/loss and fine ounces per
// metal. The spot comes from the app store, which the shell refreshes every minute, so the figures
// follow each new quote; a stale quote is labelled, and without one the value is "unavailable",
// never $0. The shell shows this card on the dashboard (widget portfolio-summary).
// The summary query, its valuation, the live spot and the money formats are the inventory pages'.
import { portfolioHistoryQueryOptions, type MetalValuation } from '@bullion/api-client';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router';
import { METAL_COLORS, METAL_LABELS } from '../inventory/labels';
import { formatOzt, formatPercent, formatSignedUsd, formatUsd, gainTone } from '../inventory/money';
import { SpotStateTag } from '../inventory/spot-state-tag';
import { useInventoryValuation } from '../inventory/valuation';
import { useLiveSpot } from '../inventory/use-live-spot';
import { DAY_CHANGE_HISTORY_DAYS, dayChange, type DayChange } from './day-change';

const TITLE = 'Portfolio';
const INVENTORY_PATH = '/inventory';

type Tone = ReturnType<typeof gainTone>;
const countText = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${count === 1 ? noun : `${noun}s`}`;

function ViewInventory() {
  return <Link to={INVENTORY_PATH}>View inventory</Link>;
}

function Figure({ title, value, tone, note, testId }: { title: string; value: string; tone?: Tone; note?: string; testId: string }) {
  const { token } = theme.useToken();
  const color = tone === 'gain' ? token.colorSuccessText : tone === 'loss' ? token.colorErrorText : undefined;
  return (
    <div data-testid={testId}>
      <Statistic title={title} value={value} styles={{ content: { color, fontSize: 22 } }} />
      {note ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      ) : null}
    </div>
  );
}

function dayChangeFigure(change: DayChange) {
  if (change.status === 'unknown') {
    return { value: '—', note: change.reason === 'no-current-value' ? 'Needs a spot price' : 'No spot price recorded for yesterday' };
  }
  return {
    value: `${formatSignedUsd(change.amount)} (${formatPercent(change.percent)})`,
    tone: gainTone(change.amount),
    note: 'Price move since yesterday’s close on what is held now',
  };
}

/**
 * Fine metal and melt value per metal: a plain table in antd's tokens (light and dark) rather than
 * antd's Table, whose code (sorting, filters, pagination, selection) is ≈ 70 KB gzip the card never
 * uses and would wait for on the dashboard's first view.
 */
function MetalTable({ metals }: { metals: readonly MetalValuation[] }) {
  const { token } = theme.useToken();
  const cell: CSSProperties = { padding: `${token.paddingXS}px ${token.paddingXS}px`, borderBottom: `1px solid ${token.colorBorderSecondary}` };
  const head: CSSProperties = { ...cell, fontWeight: token.fontWeightStrong, background: token.colorFillAlter, color: token.colorTextHeading };
  const number: CSSProperties = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' };
  return (
    <table aria-label="Fine metal per metal" style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize, color: token.colorText }}>
      <thead>
        <tr>
          <th scope="col" style={{ ...head, textAlign: 'left', borderTopLeftRadius: token.borderRadiusSM }}>
            Metal
          </th>
          <th scope="col" style={{ ...head, ...number }}>
            Fine weight
          </th>
          <th scope="col" style={{ ...head, ...number, borderTopRightRadius: token.borderRadiusSM }}>
            Melt value
          </th>
        </tr>
      </thead>
      <tbody>
        {metals.map(({ metal, fineOzt, meltValue }) => (
          <tr key={metal}>
            <td style={cell}>
              <Flex align="center" gap={8}>
                <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: METAL_COLORS[metal] }} />
                {METAL_LABELS[metal]}
              </Flex>
            </td>
            <td style={{ ...cell, ...number }}>{formatOzt(fineOzt)}</td>
            <td style={{ ...cell, ...number }}>
              {meltValue ? formatUsd(meltValue) : <Typography.Text type="secondary">{metal === 'copper' ? 'No spot price' : 'Unavailable'}</Typography.Text>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PortfolioSummary() {
  const spot = useLiveSpot();
  const { summary, valuation } = useInventoryValuation({}, spot);
  const history = useQuery(portfolioHistoryQueryOptions(DAY_CHANGE_HISTORY_DAYS));
  const navigate = useNavigate();

  if (summary.isPending) {
    return (
      <Card title={TITLE} data-testid="portfolio-summary" aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (summary.isError || !valuation) {
    return (
      <Card title={TITLE} data-testid="portfolio-summary">
        <Alert
          type="error"
          showIcon
          title="The portfolio could not be loaded"
          description={summary.error?.message}
          action={
            <Button size="small" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          }
        />
      </Card>
    );
  }
  const data = summary.data;
  if (data.items === 0) {
    return (
      <Card title={TITLE} data-testid="portfolio-summary">
        <Empty description="No holdings in this group yet. Add the coins and bars you hold to see their melt value here.">
          <Flex gap={8} justify="center" wrap>
            <Button type="primary" onClick={() => void navigate(INVENTORY_PATH)}>
              Add items
            </Button>
            <Button onClick={() => void navigate(`${INVENTORY_PATH}/import`)}>Import a file</Button>
          </Flex>
        </Empty>
      </Card>
    );
  }

  const melt = valuation.meltValue ? formatUsd(valuation.meltValue) : null;
  const change = dayChangeFigure(dayChange(history.data?.days ?? [], data.metals, spot.quote));
  const gain = valuation.gainLoss;
  const { state } = spot;

  let meltNote: string;
  if (state === 'unavailable') meltNote = 'No spot price yet';
  else if (!melt) meltNote = 'No held metal has a spot price';
  else meltNote = `At the ${state === 'stale' ? 'last known' : 'live'} spot · ${countText(data.items, 'item')}, ${countText(data.pieces, 'piece')}`;

  return (
    <Card
      title={TITLE}
      data-testid="portfolio-summary"
      extra={
        <Flex gap={12} align="center">
          <span data-testid="portfolio-spot-state">
            <SpotStateTag state={state} updatedAt={spot.quote?.updatedAt} />
          </span>
          <ViewInventory />
        </Flex>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={8}>
          <Figure testId="portfolio-melt-value" title="Melt value" value={melt ?? 'Unavailable'} note={meltNote} />
        </Col>
        <Col xs={24} md={8}>
          <Figure
            testId="portfolio-day-change"
            title="Day change"
            value={history.isError ? '—' : history.isPending ? '…' : change.value}
            tone={change.tone}
            note={history.isError ? 'The value history could not be loaded' : change.note}
          />
        </Col>
        <Col xs={24} md={8}>
          <Figure
            testId="portfolio-gain-loss"
            title="Unrealised gain/loss"
            value={gain ? `${formatSignedUsd(gain.amount)}${gain.percent ? ` (${formatPercent(gain.percent)})` : ''}` : '—'}
            tone={gain ? gainTone(gain.amount) : undefined}
            note={gain ? 'Melt value of the items with a cost, against that cost' : valuation.meltValue ? 'No item has a recorded cost' : 'Needs a spot price'}
          />
        </Col>
      </Row>
      {valuation.metals.length ? (
        <div style={{ marginTop: 16 }}>
          <MetalTable metals={valuation.metals} />
        </div>
      ) : null}
      {data.unvalued ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {countText(data.unvalued, 'item')} without a metal or fine weight {data.unvalued === 1 ? 'is' : 'are'} counted but not valued.
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
