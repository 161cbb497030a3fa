// The current group's holdings at the live spot: melt value, day change (the price move since
// yesterday's close on what is held now, day-change.ts), unrealised gain/loss and fine ounces per
// metal. The spot comes from the app store, which the shell refreshes every minute, so the figures
// follow each new quote; a stale quote is labelled, and without one the value is "unavailable",
// never $0. The shell shows this card on the dashboard (widget portfolio-summary).
// The summary query, its valuation, the live spot and the money formats are the inventory pages'.
// Drawn in plain HTML from antd's tokens (@bullion/ui/plain), not with antd: the card is the
// dashboard's largest paint, and with antd it waited for this remote's own copy of antd's runtime
// (its code and its style computation) on every signed-in start.
import { portfolioHistoryQueryOptions } from '@bullion/api-client';
import { formatOzt, formatSignedUsd, formatUsd, type MetalValuation } from '@bullion/contract';
import { useLiveSpot } from '@bullion/shared';
import { PlainButton, PlainCard, PlainEmpty, PlainLoadError, PlainLoadingState, PlainStatistic, PlainTag } from '@bullion/ui/plain';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router';
import { METAL_COLORS, METAL_LABELS } from '../inventory/labels';
import { formatPercent, gainTone } from '../inventory/money';
import { spotStateLabel } from '../inventory/spot-state';
import { useInventoryValuation } from '../inventory/valuation';
import { DAY_CHANGE_HISTORY_DAYS, dayChange, type DayChange } from './day-change';

const TITLE = 'Portfolio';
const INVENTORY_PATH = '/inventory';

type Tone = ReturnType<typeof gainTone>;
const countText = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${count === 1 ? noun : `${noun}s`}`;

function ViewInventory() {
  return <Link to={INVENTORY_PATH}>View inventory</Link>;
}

const TONE_COLORS: Record<NonNullable<Tone>, string> = { gain: 'var(--bd-color-success-text)', loss: 'var(--bd-color-error-text)' };

function Figure({ title, value, tone, note, testId }: { title: string; value: string; tone?: Tone; note?: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <PlainStatistic title={title} value={value} color={tone ? TONE_COLORS[tone] : undefined} fontSize={22} />
      {note ? (
        <span className="bd-secondary" style={{ fontSize: 12 }}>
          {note}
        </span>
      ) : null}
    </div>
  );
}

function SpotState({ spot }: { spot: ReturnType<typeof useLiveSpot> }) {
  const label = spotStateLabel(spot.state, spot.quote?.updatedAt);
  return label ? (
    <PlainTag tone={label.tone} tip={label.tip}>
      {label.text}
    </PlainTag>
  ) : null;
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
 * antd's Table, whose code (sorting, filters, pagination, selection) the card never uses and would
 * wait for on the dashboard's first view.
 */
const CELL: CSSProperties = { padding: 'var(--bd-padding-xs)', borderBottom: '1px solid var(--bd-color-border-secondary)' };
const HEAD: CSSProperties = { ...CELL, fontWeight: 'var(--bd-font-weight-strong)', background: 'var(--bd-color-fill-alter)', color: 'var(--bd-color-text-heading)' };
const NUMBER: CSSProperties = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

function MetalTable({ metals }: { metals: readonly MetalValuation[] }) {
  return (
    <table aria-label="Fine metal per metal" style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--bd-font-size)', color: 'var(--bd-color-text)' }}>
      <thead>
        <tr>
          <th scope="col" style={{ ...HEAD, textAlign: 'left', borderTopLeftRadius: 'var(--bd-border-radius-sm)' }}>
            Metal
          </th>
          <th scope="col" style={{ ...HEAD, ...NUMBER }}>
            Fine weight
          </th>
          <th scope="col" style={{ ...HEAD, ...NUMBER, borderTopRightRadius: 'var(--bd-border-radius-sm)' }}>
            Melt value
          </th>
        </tr>
      </thead>
      <tbody>
        {metals.map(({ metal, fineOzt, meltValue }) => (
          <tr key={metal}>
            <td style={CELL}>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                <span aria-hidden style={{ width: 10, height: 10, borderRadius: '50%', background: METAL_COLORS[metal] }} />
                {METAL_LABELS[metal]}
              </span>
            </td>
            <td style={{ ...CELL, ...NUMBER, whiteSpace: 'nowrap' }}>{formatOzt(fineOzt)}</td>
            <td style={{ ...CELL, ...NUMBER }}>{meltValue ? formatUsd(meltValue) : <span className="bd-secondary">{metal === 'copper' ? 'No spot price' : 'Unavailable'}</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The three figures side by side, one under the other on a narrow card (not the window: the card's own width). */
const FIGURES: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '16px 24px' };

export function PortfolioSummary() {
  const spot = useLiveSpot();
  const { summary, valuation } = useInventoryValuation({}, spot);
  const history = useQuery(portfolioHistoryQueryOptions(DAY_CHANGE_HISTORY_DAYS));
  const navigate = useNavigate();

  if (summary.isPending) {
    return (
      <PlainCard title={TITLE} data-testid="portfolio-summary">
        <PlainLoadingState label="Loading the portfolio summary" rows={4} />
      </PlainCard>
    );
  }
  if (summary.isError || !valuation) {
    return (
      <PlainCard title={TITLE} data-testid="portfolio-summary">
        <PlainLoadError title="The portfolio could not be loaded" description={summary.error?.message} onRetry={() => void summary.refetch()} />
      </PlainCard>
    );
  }
  const data = summary.data;
  if (data.items === 0) {
    return (
      <PlainCard title={TITLE} data-testid="portfolio-summary">
        <PlainEmpty description="No holdings in this group yet. Add the coins and bars you hold to see their melt value here.">
          <PlainButton variant="primary" onClick={() => void navigate(INVENTORY_PATH)}>
            Add items
          </PlainButton>
          <PlainButton onClick={() => void navigate(`${INVENTORY_PATH}/import`)}>Import a file</PlainButton>
        </PlainEmpty>
      </PlainCard>
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
    <PlainCard
      title={TITLE}
      data-testid="portfolio-summary"
      extra={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
          <span data-testid="portfolio-spot-state">
            <SpotState spot={spot} />
          </span>
          <ViewInventory />
        </span>
      }
    >
      <div style={FIGURES}>
        <Figure testId="portfolio-melt-value" title="Melt value" value={melt ?? 'Unavailable'} note={meltNote} />
        <Figure
          testId="portfolio-day-change"
          title="Day change"
          value={history.isError ? '—' : history.isPending ? '…' : change.value}
          tone={change.tone}
          note={history.isError ? 'The value history could not be loaded' : change.note}
        />
        <Figure
          testId="portfolio-gain-loss"
          title="Unrealised gain/loss"
          value={gain ? `${formatSignedUsd(gain.amount)}${gain.percent ? ` (${formatPercent(gain.percent)})` : ''}` : '—'}
          tone={gain ? gainTone(gain.amount) : undefined}
          note={gain ? 'Melt value of the items with a cost, against that cost' : valuation.meltValue ? 'No item has a recorded cost' : 'Needs a spot price'}
        />
      </div>
      {valuation.metals.length ? (
        <div style={{ marginTop: 16 }}>
          <MetalTable metals={valuation.metals} />
        </div>
      ) : null}
      {data.unvalued ? (
        <p className="bd-secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {countText(data.unvalued, 'item')} without a metal or fine weight {data.unvalued === 1 ? 'is' : 'are'} counted but not valued.
        </p>
      ) : null}
    </PlainCard>
  );
}
