// The current group's holdings at the live spot: melt value, day change, unrealised gain/loss and
// fine ounces per metal. The spot comes from the app store, which the shell refreshes every minute,
// so the figures follow each new quote; a stale quote is labelled, and without one the value is
// "unavailable", never $0. The shell shows this card on the dashboard (widget portfolio-summary).
import { inventorySummaryQueryOptions, portfolioHistoryQueryOptions, spotState, valueHoldings, type MetalValuation } from '@bullion/api-client';
import { formatRelativeTime, METAL_COLORS, useAppStore, useNow } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { DAY_CHANGE_HISTORY_DAYS, dayChange, type DayChange } from './day-change';
import { changeColor, moneyFigure, ozText, signedMoney, signedPercent } from './figures';

const TITLE = 'Portfolio';
const INVENTORY_PATH = '/inventory';

const metalLabel = (metal: string) => metal.charAt(0).toUpperCase() + metal.slice(1);
const countText = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${count === 1 ? noun : `${noun}s`}`;

function ViewInventory() {
  return <Link to={INVENTORY_PATH}>View inventory</Link>;
}

function Figure({ title, value, color, note, testId }: { title: string; value: string; color?: string; note?: string; testId: string }) {
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
    return { value: '—', note: change.reason === 'no-current-value' ? 'Needs a spot price' : 'No value recorded for yesterday yet' };
  }
  const percent = signedPercent(change.percent);
  return {
    value: percent ? `${signedMoney(change.amount)} (${percent})` : signedMoney(change.amount),
    color: changeColor(change.amount),
    note: change.holdingsChanged ? 'Since yesterday’s close; includes items added or removed today' : 'Since yesterday’s close',
  };
}

function MetalTable({ metals }: { metals: readonly MetalValuation[] }) {
  return (
    <Table<MetalValuation>
      size="small"
      rowKey="metal"
      pagination={false}
      aria-label="Fine metal per metal"
      dataSource={metals as MetalValuation[]}
      columns={[
        {
          key: 'metal',
          title: 'Metal',
          render: (_, { metal }) => (
            <Flex align="center" gap={8}>
              <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: METAL_COLORS[metal] }} />
              {metalLabel(metal)}
            </Flex>
          ),
        },
        { key: 'fine', title: 'Fine weight', align: 'right', render: (_, { fineOzt }) => ozText(fineOzt) },
        {
          key: 'melt',
          title: 'Melt value',
          align: 'right',
          render: (_, { meltValue, metal }) => moneyFigure(meltValue) ?? <Typography.Text type="secondary">{metal === 'copper' ? 'No spot price' : 'Unavailable'}</Typography.Text>,
        },
      ]}
    />
  );
}

export function PortfolioSummary() {
  const summary = useQuery(inventorySummaryQueryOptions());
  const history = useQuery(portfolioHistoryQueryOptions(DAY_CHANGE_HISTORY_DAYS));
  const spot = useAppStore((state) => state.spotPrices);
  const now = useNow();
  const navigate = useNavigate();

  if (summary.isPending) {
    return (
      <Card title={TITLE} data-testid="portfolio-summary" aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (summary.isError) {
    return (
      <Card title={TITLE} data-testid="portfolio-summary">
        <Alert
          type="error"
          showIcon
          title="The portfolio could not be loaded"
          description={summary.error.message}
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

  const valuation = valueHoldings(data.metals, spot, now);
  const state = spotState(spot, now);
  const melt = moneyFigure(valuation.meltValue);
  const change = dayChangeFigure(dayChange(history.data?.days ?? [], valuation.meltValue));
  const gain = valuation.gainLoss;

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
          {state === 'stale' && spot ? (
            <Tag color="orange" data-testid="portfolio-stale-spot">
              Spot stale · updated {formatRelativeTime(spot.updatedAt, now)}
            </Tag>
          ) : null}
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
            color={change.color}
            note={history.isError ? 'The value history could not be loaded' : change.note}
          />
        </Col>
        <Col xs={24} md={8}>
          <Figure
            testId="portfolio-gain-loss"
            title="Unrealised gain/loss"
            value={gain ? `${signedMoney(gain.amount)}${gain.percent ? ` (${signedPercent(gain.percent)})` : ''}` : '—'}
            color={gain ? changeColor(gain.amount) : undefined}
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
