// The inventory list: a virtualised table over the whole filtered result (@bullion/ui/virtual-list,
// as the catalog's results: only the rows on screen are rendered and only their pages of 100
// fetched, so 10 000 items scroll as smoothly as 10). Melt value and gain are computed per row from the live
// spot, so they follow it without a refetch. Below the lg breakpoint each row folds into two lines.
import { formatDate, formatOzt, formatSignedUsd, formatUsd, gainLoss, type InventoryItem, type InventoryListQuery, type InventorySort, meltValue, NO_VALUE } from '@bullion/contract';
import { inventoryListQueryOptions } from '@bullion/api-client';
import { type LiveSpot } from '@bullion/shared';
import { EmptyState } from '@bullion/ui';
import { PagedVirtualList, rowPosition, usePagedRows } from '@bullion/ui/virtual-list';
import type { VirtualItem } from '@tanstack/react-virtual';
import { Button, Checkbox, Flex, Grid, Skeleton, Tag, theme } from 'antd';
import Decimal from 'decimal.js';
import { memo, useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ItemImage } from './item-image';
import { DISPOSITION_LABELS, FORM_LABELS, METAL_COLORS, METAL_LABELS, spacePathText } from './labels';
import { formatPercent, gainTone } from './money';

const ROW_HEIGHT = 56;
const COMPACT_ROW_HEIGHT = 76;
const COLUMNS = '36px minmax(220px, 2.2fr) 92px 64px 100px 52px minmax(170px, 1.5fr) 108px 112px 176px';
const TABLE_MIN_WIDTH = 1180;

interface SortableColumn {
  label: string;
  asc: InventorySort;
  desc?: InventorySort;
}

const SORTABLE: Record<string, SortableColumn> = {
  title: { label: 'Title', asc: 'title', desc: '-title' },
  metal: { label: 'Metal', asc: 'metal' },
  fine: { label: 'Fine ozt', asc: 'weight', desc: '-weight' },
  cost: { label: 'Cost basis', asc: 'cost', desc: '-cost' },
};

export interface InventoryTableProps {
  /** The filters, without paging. */
  query: InventoryListQuery;
  sort: InventorySort;
  onSort(sort: InventorySort): void;
  spot: LiveSpot;
  selected: ReadonlyMap<string, InventoryItem>;
  onSelect(items: readonly InventoryItem[], selected: boolean): void;
  /** Selects every item of the view (not only the loaded ones). */
  onSelectAll(total: number): void;
  onClearSelection(): void;
  /** Whether search or filters narrow the list (for the empty state's wording). */
  filtered: boolean;
  onClearFilters(): void;
  /** Shown under "No inventory items yet" (the ways to add some). */
  emptyExtra?: ReactNode;
  /** Greatest height of the scrolling table. */
  height?: string;
}

/** The item's value now: melt and gain from the live spot, or what a disposed item realised. */
function valuationOf(item: InventoryItem, spot: LiveSpot) {
  if (item.status === 'disposed') return { melt: null, gain: null, realised: item.disposition?.realisedGain ?? null };
  const melt = meltValue(item, spot.quote, spot.now).value;
  return { melt, gain: gainLoss(melt, item.costBasis), realised: null };
}

/** The few colours rows use, read from the theme once per table rather than once per cell. */
interface RowColors {
  secondary: string;
  gain: string;
  loss: string;
  stale: string;
}

// Rows use plain elements (no Tooltip or Typography per cell) and are memoised, so scrolling renders
// only the rows that come into view.
const Muted = ({ colors, children }: { colors: RowColors; children: ReactNode }) => <span style={{ color: colors.secondary }}>{children}</span>;

function GainText({ amount, percent, colors, title }: { amount: Decimal | string | null; percent?: Decimal | null; colors: RowColors; title?: string }) {
  if (amount === null) return <Muted colors={colors}>{NO_VALUE}</Muted>;
  const tone = gainTone(amount);
  return (
    <span style={{ color: tone === 'gain' ? colors.gain : tone === 'loss' ? colors.loss : undefined }} title={title}>
      {formatSignedUsd(amount)}
      {percent ? <span style={{ opacity: 0.8 }}> ({formatPercent(percent)})</span> : null}
    </span>
  );
}

function MeltText({ value, stale, colors }: { value: Decimal | null; stale: boolean; colors: RowColors }) {
  if (value === null) return <Muted colors={colors}>{NO_VALUE}</Muted>;
  return stale ? (
    <span style={{ color: colors.stale }} title="At a stale spot price">
      {formatUsd(value)}
    </span>
  ) : (
    <span>{formatUsd(value)}</span>
  );
}

function MetalText({ item, colors }: { item: InventoryItem; colors: RowColors }) {
  if (!item.metal) return <Muted colors={colors}>{NO_VALUE}</Muted>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, background: METAL_COLORS[item.metal], flex: 'none', boxShadow: '0 0 0 1px rgba(0,0,0,.15)' }} />
      {METAL_LABELS[item.metal]}
    </span>
  );
}

const lotFine = (item: InventoryItem) => (item.fineWeightOzt === null ? null : new Decimal(item.fineWeightOzt).times(item.quantity));

interface RowProps {
  item: InventoryItem;
  spot: LiveSpot;
  checked: boolean;
  colors: RowColors;
  onSelect(items: readonly InventoryItem[], selected: boolean): void;
}

const cell: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const numeric: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

function SelectCell({ item, checked, onSelect }: Pick<RowProps, 'item' | 'checked' | 'onSelect'>) {
  return (
    <div role="cell" onClick={(event) => event.stopPropagation()}>
      <Checkbox checked={checked} onChange={(event) => onSelect([item], event.target.checked)} aria-label={`Select ${item.title}`} />
    </div>
  );
}

function TitleCell({ item }: { item: InventoryItem }) {
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      <ItemImage src={item.obverseImage} alt="" size={36} />
      <Link to={`/inventory/${encodeURIComponent(item.id)}`} style={{ ...cell, color: 'inherit', fontWeight: 500 }} onClick={(event) => event.stopPropagation()}>
        {item.title}
      </Link>
      {item.status === 'drawer' ? <Tag color="gold">Drawer</Tag> : item.status === 'disposed' ? <Tag>Disposed</Tag> : null}
    </span>
  );
}

function placeOf(item: InventoryItem): string | null {
  if (item.disposition) return `${DISPOSITION_LABELS[item.disposition.kind]} ${formatDate(item.disposition.date)}`;
  return item.spacePath.length ? spacePathText(item.spacePath) : null;
}

const DesktopRow = memo(function DesktopRow({ item, spot, checked, colors, onSelect }: RowProps) {
  const { melt, gain, realised } = valuationOf(item, spot);
  const place = placeOf(item);
  return (
    <>
      <SelectCell item={item} checked={checked} onSelect={onSelect} />
      <div role="cell" style={{ minWidth: 0 }}>
        <TitleCell item={item} />
      </div>
      <div role="cell" style={cell}>
        <MetalText item={item} colors={colors} />
      </div>
      <div role="cell" style={cell}>
        {FORM_LABELS[item.form]}
      </div>
      <div role="cell" style={numeric}>
        {formatOzt(lotFine(item))}
      </div>
      <div role="cell" style={numeric}>
        {item.quantity.toLocaleString('en-US')}
      </div>
      <div role="cell" style={cell} title={place ?? undefined}>
        {place ?? <Muted colors={colors}>{item.status === 'drawer' ? 'Drawer' : 'No space'}</Muted>}
      </div>
      <div role="cell" style={numeric}>
        {item.costBasis === null ? <Muted colors={colors}>{NO_VALUE}</Muted> : formatUsd(item.costBasis)}
      </div>
      <div role="cell" style={numeric}>
        <MeltText value={melt} stale={spot.state === 'stale'} colors={colors} />
      </div>
      <div role="cell" style={numeric}>
        {realised !== null ? (
          <GainText amount={realised} colors={colors} title="Realised when it was disposed of" />
        ) : (
          <GainText amount={gain?.amount ?? null} percent={gain?.percent ?? null} colors={colors} />
        )}
      </div>
    </>
  );
});

const CompactRow = memo(function CompactRow({ item, spot, checked, colors, onSelect }: RowProps) {
  const { melt, gain, realised } = valuationOf(item, spot);
  const details = [item.metal ? METAL_LABELS[item.metal] : null, `${item.quantity.toLocaleString('en-US')} × ${formatOzt(item.fineWeightOzt, 4)}`, placeOf(item) ?? (item.status === 'drawer' ? 'Drawer' : 'No space')]
    .filter(Boolean)
    .join(' · ');
  const line: CSSProperties = { ...cell, display: 'block', fontSize: 12, lineHeight: '18px' };
  return (
    <>
      <SelectCell item={item} checked={checked} onSelect={onSelect} />
      <div role="cell" style={{ minWidth: 0, display: 'flex', alignItems: 'center', gap: 10 }}>
        <ItemImage src={item.obverseImage} alt="" size={40} />
        <span style={{ minWidth: 0, flex: 1 }}>
          <span style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
            <Link to={`/inventory/${encodeURIComponent(item.id)}`} style={{ ...cell, color: 'inherit', fontWeight: 500 }} onClick={(event) => event.stopPropagation()}>
              {item.title}
            </Link>
            {item.status === 'drawer' ? <Tag color="gold">Drawer</Tag> : item.status === 'disposed' ? <Tag>Disposed</Tag> : null}
          </span>
          <span style={{ ...line, color: colors.secondary }}>{details}</span>
          <span style={{ ...line, fontVariantNumeric: 'tabular-nums' }}>
            {realised !== null ? (
              <>
                <Muted colors={colors}>Realised </Muted>
                <GainText amount={realised} colors={colors} />
              </>
            ) : melt === null ? (
              <Muted colors={colors}>{spot.state === 'unavailable' ? 'Spot unavailable' : 'Not valued'}</Muted>
            ) : (
              <>
                <MeltText value={melt} stale={spot.state === 'stale'} colors={colors} />
                {gain ? (
                  <>
                    {' · '}
                    <GainText amount={gain.amount} percent={gain.percent} colors={colors} />
                  </>
                ) : null}
              </>
            )}
          </span>
        </span>
      </div>
    </>
  );
});

function HeaderCell({ column, sort, onSort, align }: { column: keyof typeof SORTABLE; sort: InventorySort; onSort(sort: InventorySort): void; align?: 'right' }) {
  const { label, asc, desc } = SORTABLE[column] as SortableColumn;
  const direction = sort === asc ? 'ascending' : sort === desc ? 'descending' : 'none';
  const next = direction === 'ascending' && desc ? desc : asc;
  return (
    <div role="columnheader" aria-sort={direction} style={{ textAlign: align }}>
      <button
        type="button"
        onClick={() => onSort(next)}
        style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}
        aria-label={`Sort by ${label.toLowerCase()}`}
      >
        {label}
        {direction === 'ascending' ? ' ↑' : direction === 'descending' ? ' ↓' : ''}
      </button>
    </div>
  );
}

export function InventoryTable({ query, sort, onSort, spot, selected, onSelect, onSelectAll, onClearSelection, filtered, onClearFilters, emptyExtra, height = 'max(420px, calc(100vh - 240px))' }: InventoryTableProps) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const compact = !screens.lg;
  const navigate = useNavigate();
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  const colors = useMemo<RowColors>(
    () => ({ secondary: token.colorTextSecondary, gain: token.colorSuccessText, loss: token.colorErrorText, stale: token.colorWarningText }),
    [token.colorTextSecondary, token.colorSuccessText, token.colorErrorText, token.colorWarningText],
  );

  const list = usePagedRows({
    pageQuery: (offset, limit) => inventoryListQueryOptions({ ...query, offset, limit }),
    rowHeight,
    overscan: 10,
  });
  const { virtualizer, scrollRef, total } = list;
  // Rows fold into two lines below lg: measure again. A new view starts at its top.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [scrollRef, queryKey]);

  const allSelected = selected.size > 0 && selected.size >= total;
  const headerStyle: CSSProperties = {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'grid',
    gridTemplateColumns: compact ? '28px 1fr' : COLUMNS,
    alignItems: 'center',
    gap: 8,
    height: 44,
    padding: '0 12px',
    // The fill is translucent: laid over the container colour so rows never show through.
    background: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter}) ${token.colorBgContainer}`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    fontSize: 13,
  };

  const header = (
    <div role="row" aria-rowindex={1} style={headerStyle}>
      <div role="columnheader">
        <Checkbox
          checked={allSelected}
          indeterminate={selected.size > 0 && !allSelected}
          onChange={() => (selected.size ? onClearSelection() : onSelectAll(total))}
          aria-label={selected.size ? 'Clear the selection' : 'Select every item of this view'}
        />
      </div>
      {compact ? (
        <HeaderCell column="title" sort={sort} onSort={onSort} />
      ) : (
        <>
          <HeaderCell column="title" sort={sort} onSort={onSort} />
          <HeaderCell column="metal" sort={sort} onSort={onSort} />
          <div role="columnheader" style={{ fontWeight: 600 }}>
            Form
          </div>
          <HeaderCell column="fine" sort={sort} onSort={onSort} align="right" />
          <div role="columnheader" style={{ fontWeight: 600, textAlign: 'right' }}>
            Qty
          </div>
          <div role="columnheader" style={{ fontWeight: 600 }}>
            Space
          </div>
          <HeaderCell column="cost" sort={sort} onSort={onSort} align="right" />
          <div role="columnheader" style={{ fontWeight: 600, textAlign: 'right' }}>
            Melt value
          </div>
          <div role="columnheader" style={{ fontWeight: 600, textAlign: 'right' }}>
            Gain/loss
          </div>
        </>
      )}
    </div>
  );

  const renderRow = (item: InventoryItem | undefined, row: VirtualItem) => {
    const rowStyle: CSSProperties = {
      ...rowPosition(row),
      display: 'grid',
      gridTemplateColumns: compact ? '28px 1fr' : COLUMNS,
      alignItems: 'center',
      gap: 8,
      padding: '0 12px',
      borderBottom: `1px solid ${token.colorSplit}`,
      cursor: item ? 'pointer' : undefined,
      background: item && selected.has(item.id) ? token.controlItemBgActive : undefined,
    };
    let content: ReactNode;
    if (!item) {
      content = (
        <>
          <span />
          <Flex align="center" gap={10}>
            <Skeleton.Avatar active shape="circle" size={36} />
            <Skeleton.Input active size="small" style={{ width: 240 }} />
          </Flex>
        </>
      );
    } else {
      const props: RowProps = { item, spot, checked: selected.has(item.id), colors, onSelect };
      content = compact ? <CompactRow {...props} /> : <DesktopRow {...props} />;
    }
    return (
      <div
        key={row.key}
        role="row"
        aria-rowindex={row.index + 2}
        aria-selected={item ? selected.has(item.id) : undefined}
        data-item-id={item?.id}
        className="inventory-row"
        style={rowStyle}
        onClick={(event) => {
          if (!item || event.defaultPrevented || (event.target as HTMLElement).closest('a,button,input,label')) return;
          void navigate(`/inventory/${encodeURIComponent(item.id)}`);
        }}
      >
        {content}
      </div>
    );
  };

  return (
    <PagedVirtualList
      list={list}
      kind="table"
      label="Inventory items"
      totalText={(count) => `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}`}
      totalTestId="inventory-total"
      loadErrorTitle="The inventory could not be loaded"
      loadingLabel="Loading inventory"
      empty={
        filtered ? (
          <EmptyState title={query.q ? `No inventory items found for "${query.q}"` : 'No inventory items match these filters'} style={{ padding: '48px 0' }}>
            <Button onClick={onClearFilters}>Clear search and filters</Button>
          </EmptyState>
        ) : (
          <EmptyState title="No inventory items yet" style={{ padding: '48px 0' }}>
            {emptyExtra}
          </EmptyState>
        )
      }
      boxStyle={{ maxHeight: height }}
      minWidth={compact ? undefined : TABLE_MIN_WIDTH}
      header={header}
      renderRow={renderRow}
    />
  );
}
