// /inventory: what the group holds. Search, filters and sort live in the URL (free search parameters),
// so a link reproduces the view and Back/Forward step through views. A summary and two charts value
// the view at the live spot; the virtualised table lists it; selected rows can be moved to a space
// or get printed labels; the view exports as CSV, and writers add items or import a file of them.
import { INVENTORY_FORMS, INVENTORY_METALS, INVENTORY_MOVE_MAX_IDS, PORTFOLIO_HISTORY_DAYS, type InventoryItem, type InventorySort } from '@bullion/contract';
import { spacesQueryOptions } from '@bullion/api-client';
import { downloadCsv, useGroupPermission, useLiveSpot, useShellServices, useUrlFilters } from '@bullion/shared';
import { AfterFirstPaint, LinkButton, LoadingState, PageHeader, RoleGate } from '@bullion/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Dropdown, Flex, Grid, Input, Row, Select, Switch, TreeSelect, Typography, theme } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { AddItemModal } from '../inventory/add-item-modal';
import { csvFileName, inventoryCsv } from '../inventory/csv-export';
import { fetchAllInventory } from '../inventory/fetch-all';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromParams,
  listQueryOf,
  paramsWithFilters,
  showsDisposed,
  heldSummaryFilters,
  withDisposed,
} from '../inventory/filters';
import { InventoryTable } from '../inventory/inventory-table';
import { FORM_LABELS, METAL_LABELS } from '../inventory/labels';
import { MoveToSpaceModal } from '../inventory/move-to-space-modal';
import { spaceTree } from '../inventory/space-picker';
import { InventorySummaryBar } from '../inventory/summary-bar';
import { useInventoryValuation } from '../inventory/valuation';
import { useAddFromCatalog } from '../inventory/use-add-from-catalog';
import { PrintLabelsModal } from '../labels/print-labels-modal';

// The charts (recharts) load after the list, in a chunk of their own.
const AllocationChart = lazy(() => import('../inventory/charts').then((module) => ({ default: module.AllocationChart })));
const PortfolioHistoryChart = lazy(() => import('../inventory/charts').then((module) => ({ default: module.PortfolioHistoryChart })));

function ChartPlaceholder({ title }: { title: string }) {
  return (
    <Card size="small" title={title} style={{ height: '100%' }}>
      <LoadingState layout="lines" label={`Loading ${title}`} rows={4} />
    </Card>
  );
}

function InventoryPageSkeleton() {
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} lg={9}>
          <ChartPlaceholder title="Allocation by metal" />
        </Col>
        <Col xs={24} lg={15}>
          <ChartPlaceholder title={`Portfolio melt value, last ${PORTFOLIO_HISTORY_DAYS} days`} />
        </Col>
      </Row>
      <LoadingState label="Loading the inventory list" rows={8} />
    </>
  );
}

const SORT_OPTIONS: { label: string; value: InventorySort }[] = [
  { label: 'Newest acquired', value: '-acquired' },
  { label: 'Oldest acquired', value: 'acquired' },
  { label: 'Title A–Z', value: 'title' },
  { label: 'Title Z–A', value: '-title' },
  { label: 'Metal', value: 'metal' },
  { label: 'Heaviest fine weight', value: '-weight' },
  { label: 'Lightest fine weight', value: 'weight' },
  { label: 'Highest cost', value: '-cost' },
  { label: 'Lowest cost', value: 'cost' },
  { label: 'Recently updated', value: '-updated' },
];

function SpaceFilter({ value, onChange }: { value: string | null; onChange(space: string | null): void }) {
  const spaces = useQuery(spacesQueryOptions());
  const treeData = useMemo(() => [{ value: 'none', title: 'In no space', label: 'In no space', children: [] }, ...spaceTree(spaces.data?.spaces ?? [])], [spaces.data]);
  return (
    <TreeSelect
      aria-label="Space"
      placeholder="Space"
      treeData={treeData}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange(next ?? null)}
      allowClear
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      treeNodeLabelProp="label"
      loading={spaces.isPending}
      popupMatchSelectWidth={260}
      style={{ minWidth: 170 }}
    />
  );
}

export function InventoryPage() {
  const { filters, update, searchText, setSearchText } = useUrlFilters(filtersFromParams, paramsWithFilters);
  const { allowed: canWrite } = useGroupPermission('inventory.write');
  const { toast } = useShellServices();
  const client = useQueryClient();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const spot = useLiveSpot();
  // The summary and charts value what is held; disposed items in the list show what they realised.
  const summaryFilters = useMemo(() => heldSummaryFilters(filters), [filters]);
  const listQuery = useMemo(() => listQueryOf(filters), [filters]);
  const { summary, valuation } = useInventoryValuation(summaryFilters, spot);
  const { addFromCatalog, busy: openingCatalog } = useAddFromCatalog();

  const [selected, setSelected] = useState<ReadonlyMap<string, InventoryItem>>(new Map());
  const [dialog, setDialog] = useState<'move' | 'add' | 'labels' | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const [selecting, setSelecting] = useState(false);

  // A new view starts with nothing selected.
  const viewKey = JSON.stringify(listQuery);
  useEffect(() => setSelected(new Map()), [viewKey]);

  const select = useCallback(
    (items: readonly InventoryItem[], on: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const item of items) {
          if (on) next.set(item.id, item);
          else next.delete(item.id);
        }
        return next;
      }),
    [],
  );

  const selectAll = async (total: number) => {
    if (total > INVENTORY_MOVE_MAX_IDS) {
      toast.show('warning', `Select at most ${INVENTORY_MOVE_MAX_IDS.toLocaleString('en-US')} items at once`, { description: 'Narrow the view with search or filters first.' });
      return;
    }
    setSelecting(true);
    try {
      select(await fetchAllInventory(client, listQuery), true);
    } catch {
      toast.show('error', 'The items could not be selected');
    } finally {
      setSelecting(false);
    }
  };

  const exportCsv = async () => {
    setExporting('Preparing…');
    try {
      const items = await fetchAllInventory(client, listQuery, (loaded, total) => setExporting(`${loaded.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`));
      downloadCsv(csvFileName(), inventoryCsv(items, spot.quote, Date.now()));
      toast.show('success', `Exported ${items.length.toLocaleString('en-US')} ${items.length === 1 ? 'item' : 'items'}`);
    } catch (error) {
      toast.show('error', 'The export failed', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setExporting(null);
    }
  };

  const filterCount = activeFilterCount(filters);
  const selectedItems = [...selected.values()];
  const addMenu = {
    items: [
      { key: 'catalog', label: 'From the catalog…' },
      { key: 'hand', label: 'By hand…' },
    ],
    onClick: ({ key }: { key: string }) => (key === 'catalog' ? void addFromCatalog() : setDialog('add')),
  };
  const addButtons = canWrite ? (
    <Flex gap={8} justify="center" wrap>
      <Button type="primary" onClick={() => void addFromCatalog()} loading={openingCatalog}>
        Add from the catalog
      </Button>
      <Button onClick={() => setDialog('add')}>Add by hand</Button>
    </Flex>
  ) : null;

  return (
    <>
      <PageHeader
        title="Inventory"
        subtitle="What the group holds, valued at the live spot price"
        actions={
          <>
            <Button onClick={() => void exportCsv()} loading={exporting !== null}>
              {exporting ? `Exporting ${exporting}` : 'Export CSV'}
            </Button>
            <RoleGate permission="inventory.write">
              <LinkButton to="/inventory/import">Import</LinkButton>
            </RoleGate>
            {canWrite ? (
              <Dropdown menu={addMenu} placement="bottomRight" trigger={['click']}>
                <Button type="primary" loading={openingCatalog}>
                  Add item <span aria-hidden>▾</span>
                </Button>
              </Dropdown>
            ) : (
              <RoleGate permission="inventory.write">
                <Button type="primary">
                  Add item <span aria-hidden>▾</span>
                </Button>
              </RoleGate>
            )}
          </>
        }
      />
      <InventorySummaryBar held={summaryFilters !== null} summary={summary} valuation={valuation} spot={spot} />
      {/* The charts, filters and table (the page's heavy part) render right after its first paint. */}
      <AfterFirstPaint fallback={<InventoryPageSkeleton />}>
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={24} lg={9}>
            <Suspense fallback={<ChartPlaceholder title="Allocation by metal" />}>
              <AllocationChart valuation={valuation} held={summaryFilters !== null} failed={summary.isError} />
            </Suspense>
          </Col>
          <Col xs={24} lg={15}>
            <Suspense fallback={<ChartPlaceholder title={`Portfolio melt value, last ${PORTFOLIO_HISTORY_DAYS} days`} />}>
              <PortfolioHistoryChart />
            </Suspense>
          </Col>
        </Row>
        <Card size={screens.md ? undefined : 'small'}>
          <Flex vertical gap={12} style={{ marginBottom: 12 }}>
            <Flex gap={8} wrap align="center">
              <Input.Search
                aria-label="Search inventory"
                placeholder="Search inventory"
                value={searchText}
                allowClear
                onChange={(event) => setSearchText(event.target.value)}
                onSearch={(value) => update({ q: value.trim() })}
                style={{ flex: '1 1 240px', maxWidth: 420 }}
              />
              <Select
                mode="multiple"
                aria-label="Metal"
                placeholder="Metal"
                value={filters.metal}
                onChange={(metal) => update({ metal })}
                options={INVENTORY_METALS.map((metal) => ({ value: metal, label: METAL_LABELS[metal] }))}
                style={{ minWidth: 130 }}
                maxTagCount="responsive"
              />
              <Select
                mode="multiple"
                aria-label="Form"
                placeholder="Form"
                value={filters.form}
                onChange={(form) => update({ form })}
                options={INVENTORY_FORMS.map((form) => ({ value: form, label: FORM_LABELS[form] }))}
                style={{ minWidth: 120 }}
                maxTagCount="responsive"
              />
              <SpaceFilter value={filters.space} onChange={(space) => update({ space })} />
              <Select
                mode="tags"
                aria-label="Tags"
                placeholder="Tags"
                value={filters.tag}
                onChange={(tag: string[]) => update({ tag: tag.map((entry) => entry.trim()).filter((entry) => entry && entry.length <= 40) })}
                tokenSeparators={[',']}
                open={false}
                suffixIcon={null}
                style={{ minWidth: 130 }}
                maxTagCount="responsive"
              />
              <Select aria-label="Sort" value={filters.sort} onChange={(sort) => update({ sort })} options={SORT_OPTIONS} style={{ width: 190 }} />
              <Flex gap={6} align="center">
                <Switch size="small" checked={showsDisposed(filters)} onChange={(show) => update({ status: withDisposed(filters, show) })} id="show-disposed" />
                <label htmlFor="show-disposed">Show disposed</label>
              </Flex>
              {filterCount || filters.q ? (
                <Button type="link" onClick={() => update({ ...EMPTY_FILTERS, sort: filters.sort })}>
                  Clear {filterCount ? `${filterCount} filter${filterCount === 1 ? '' : 's'}` : 'search'}
                </Button>
              ) : null}
            </Flex>
            {selected.size ? (
              <Flex
                gap={8}
                wrap
                align="center"
                role="region"
                aria-label="Selected items"
                style={{ padding: '6px 12px', borderRadius: token.borderRadius, background: token.controlItemBgActive }}
              >
                <Typography.Text strong>{selected.size.toLocaleString('en-US')} selected</Typography.Text>
                {canWrite ? (
                  <Button size="small" type="primary" onClick={() => setDialog('move')}>
                    Move to space…
                  </Button>
                ) : null}
                <Button size="small" onClick={() => setDialog('labels')}>
                  Print labels
                </Button>
                <Button size="small" type="link" onClick={() => setSelected(new Map())}>
                  Clear selection
                </Button>
              </Flex>
            ) : null}
          </Flex>
          <InventoryTable
            query={listQuery}
            sort={filters.sort}
            onSort={(sort) => update({ sort })}
            spot={spot}
            selected={selected}
            onSelect={select}
            onSelectAll={(total) => void selectAll(total)}
            onClearSelection={() => setSelected(new Map())}
            filtered={filterCount > 0 || filters.q !== ''}
            onClearFilters={() => update({ ...EMPTY_FILTERS })}
            emptyExtra={addButtons}
          />
          {selecting ? <Typography.Text type="secondary">Selecting…</Typography.Text> : null}
        </Card>
        <MoveToSpaceModal open={dialog === 'move'} itemIds={[...selected.keys()]} onClose={() => setDialog(null)} onMoved={() => setSelected(new Map())} />
        <AddItemModal open={dialog === 'add'} onClose={() => setDialog(null)} />
        <PrintLabelsModal open={dialog === 'labels'} items={selectedItems} onClose={() => setDialog(null)} />
      </AfterFirstPaint>
    </>
  );
}
