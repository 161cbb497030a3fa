// /inventory/{id}: one inventory item: its details, photos, acquisition (with the spot on that day and
// the premium paid), its value at the live spot, its history, and what a member can do with it:
// edit (?edit=true, with the unsaved bar and leave guard), move, dispose, print a label; an admin
// can undo a disposition. Viewers see everything and change nothing.
import { formatDate, formatDateTime, formatOzt, formatSignedUsd, formatUsd, gainLoss, type InventoryItem, meltValue, NO_VALUE, premiumPerOzt, spotOf, troyOuncesToGrams } from '@bullion/contract';
import { inventoryItemQueryOptions, inventoryKeys, inventoryLedgerQueryOptions, spaceKeys, spacesQueryOptions, refreshInventory, undoDisposition } from '@bullion/api-client';
import { formatRelativeTime, selectIsGroupAdmin, useAppStore, useGroupPermission, useLiveSpot, useShellServices, type LiveSpot } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState, NotFoundState, PageHeader, ReadOnlyNotice, RoleGate } from '@bullion/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Grid, Row, Space, Statistic, Tag, Timeline, Tooltip, Typography, theme } from 'antd';
import Decimal from 'decimal.js';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DisposeModal } from '../inventory/dispose-modal';
import { ItemEditForm } from '../inventory/item-edit-form';
import { ItemImage } from '../inventory/item-image';
import { DISPOSITION_LABELS, FORM_LABELS, LEDGER_LABELS, METAL_COLORS, METAL_LABELS, spacePathText, STATUS_LABELS } from '../inventory/labels';
import { dispositionSummary, ledgerChanges } from '../inventory/ledger';
import { formatGrams, formatPercent, gainTone } from '../inventory/money';
import { MoveToSpaceModal } from '../inventory/move-to-space-modal';
import { SPOT_UNAVAILABLE_TEXT, SpotStateTag } from '../inventory/spot-state-tag';
import { PrintLabelsModal } from '../labels/print-labels-modal';

const dash = (value: ReactNode) => (value === null || value === undefined || value === '' ? <Typography.Text type="secondary">{NO_VALUE}</Typography.Text> : value);
const date = (value: string | null) => (value ? formatDate(value) : null);

function fineOf(item: InventoryItem) {
  const perPiece = item.fineWeightOzt === null ? null : new Decimal(item.fineWeightOzt);
  return { perPiece, lot: perPiece?.times(item.quantity) ?? null };
}

function Details({ item }: { item: InventoryItem }) {
  const { perPiece, lot } = fineOf(item);
  const { navigation } = useShellServices();
  const grading = [item.gradingService, item.grade].filter(Boolean).join(' ');
  return (
    <Card title="Details" size="small">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        items={[
          {
            key: 'metal',
            label: 'Metal',
            children: item.metal ? (
              <Flex align="center" gap={6}>
                <span aria-hidden style={{ width: 10, height: 10, borderRadius: 5, background: METAL_COLORS[item.metal], boxShadow: '0 0 0 1px rgba(0,0,0,.15)' }} />
                {METAL_LABELS[item.metal]}
              </Flex>
            ) : (
              dash(null)
            ),
          },
          { key: 'form', label: 'Form', children: FORM_LABELS[item.form] },
          { key: 'year', label: 'Year', children: dash(item.year) },
          { key: 'weight', label: 'Gross weight (each)', children: dash(item.weight ? `${item.weight} ${item.weightUnit}` : null) },
          { key: 'purity', label: 'Purity', children: dash(item.purity) },
          { key: 'quantity', label: 'Quantity', children: item.quantity.toLocaleString('en-US') },
          {
            key: 'fine',
            label: 'Fine weight (each)',
            children: perPiece ? (
              <>
                {`${formatOzt(perPiece, 4)} · ${formatGrams(troyOuncesToGrams(perPiece))}`}
                {item.declaredFineOzt !== null ? <Typography.Text type="secondary"> · as its catalog product declares</Typography.Text> : null}
              </>
            ) : (
              dash(null)
            ),
          },
          { key: 'fine-lot', label: 'Fine weight (lot)', children: lot ? `${formatOzt(lot, 4)} · ${formatGrams(troyOuncesToGrams(lot))}` : dash(null) },
          { key: 'space', label: 'Space', children: item.spacePath.length ? spacePathText(item.spacePath) : dash(item.status === 'drawer' ? 'In the drawer' : null) },
          { key: 'status', label: 'Status', children: STATUS_LABELS[item.status] },
          { key: 'grade', label: 'Grade', children: dash(grading || null) },
          { key: 'certificate', label: 'Certificate', children: dash(item.certificateNumber) },
          { key: 'serials', label: 'Serial numbers', children: dash(item.serialNumbers.join(', ') || null), span: 'filled' },
          { key: 'tags', label: 'Tags', children: item.tags.length ? item.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : dash(null), span: 'filled' },
          {
            key: 'product',
            label: 'Catalog product',
            span: 'filled',
            children: item.productId ? (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => navigation.navigate(`/products/${encodeURIComponent(item.productId as string)}`)}>
                View the product
              </Button>
            ) : (
              dash('Added by hand')
            ),
          },
          { key: 'notes', label: 'Notes', children: dash(item.notes), span: 'filled' },
        ]}
      />
    </Card>
  );
}

function Acquisition({ item }: { item: InventoryItem }) {
  const { acquisition } = item;
  const premium = premiumPerOzt(item.costBasis, item.fineWeightOzt, item.quantity, acquisition.spotAtAcquisition);
  const perPiece = item.costBasis === null ? null : new Decimal(item.costBasis).dividedBy(item.quantity);
  return (
    <Card title="Acquisition" size="small">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        items={[
          { key: 'date', label: 'Acquired on', children: dash(date(acquisition.date)) },
          { key: 'source', label: 'Bought from', children: dash(acquisition.source) },
          { key: 'cost', label: 'Cost', children: dash(acquisition.cost && formatUsd(acquisition.cost)) },
          { key: 'shipping', label: 'Shipping', children: dash(acquisition.shipping && formatUsd(acquisition.shipping)) },
          { key: 'fees', label: 'Fees', children: dash(acquisition.fees && formatUsd(acquisition.fees)) },
          { key: 'tax', label: 'Tax', children: dash(acquisition.tax && formatUsd(acquisition.tax)) },
          { key: 'basis', label: 'Cost basis', children: <strong>{item.costBasis === null ? NO_VALUE : formatUsd(item.costBasis)}</strong> },
          { key: 'each', label: 'Cost per piece', children: dash(perPiece && formatUsd(perPiece)) },
          { key: 'spot', label: 'Spot on that day', children: dash(acquisition.spotAtAcquisition && `${formatUsd(acquisition.spotAtAcquisition)} / ozt`) },
          {
            key: 'premium',
            label: 'Premium paid',
            children: premium ? (
              <Tooltip title="Cost basis per fine troy ounce, over the spot on the day of purchase">
                <span>{`${formatSignedUsd(premium)} / ozt`}</span>
              </Tooltip>
            ) : (
              dash(null)
            ),
          },
        ]}
      />
    </Card>
  );
}

function Photos({ item }: { item: InventoryItem }) {
  const screens = Grid.useBreakpoint();
  return (
    <Card title="Photos" size="small">
      <Flex gap={16} justify="center" wrap>
        {(['obverse', 'reverse'] as const).map((side) => (
          <figure key={side} style={{ margin: 0, textAlign: 'center' }}>
            <ItemImage src={side === 'obverse' ? item.obverseImage : item.reverseImage} alt={`${item.title}, ${side}`} size={screens.sm ? 150 : 112} />
            <figcaption>
              <Typography.Text type="secondary">{side === 'obverse' ? 'Obverse' : 'Reverse'}</Typography.Text>
            </figcaption>
          </figure>
        ))}
      </Flex>
    </Card>
  );
}

function Valuation({ item, spot }: { item: InventoryItem; spot: LiveSpot }) {
  const { token } = theme.useToken();
  if (item.status === 'disposed' && item.disposition) {
    const disposition = item.disposition;
    const tone = gainTone(disposition.realisedGain);
    return (
      <Card title="Disposition" size="small" data-testid="item-disposition">
        <Statistic
          title="Realised gain"
          value={disposition.realisedGain === null ? NO_VALUE : formatSignedUsd(disposition.realisedGain)}
          styles={{ content: { color: tone === 'gain' ? token.colorSuccessText : tone === 'loss' ? token.colorErrorText : undefined } }}
        />
        <Descriptions
          column={1}
          size="small"
          style={{ marginTop: 12 }}
          items={[
            { key: 'kind', label: 'What happened', children: DISPOSITION_LABELS[disposition.kind] },
            { key: 'date', label: 'Date', children: date(disposition.date) },
            { key: 'quantity', label: 'Pieces', children: disposition.quantity.toLocaleString('en-US') },
            { key: 'amount', label: 'Amount', children: dash(disposition.amount && formatUsd(disposition.amount)) },
            { key: 'counterparty', label: 'Counterparty', children: dash(disposition.counterparty) },
            { key: 'notes', label: 'Notes', children: dash(disposition.notes) },
            ...(disposition.splitFromItemId
              ? [{ key: 'split', label: 'Split from', children: <Link to={`/inventory/${encodeURIComponent(disposition.splitFromItemId)}`}>the lot it came from</Link> }]
              : []),
          ]}
        />
      </Card>
    );
  }
  const melt = meltValue(item, spot.quote, spot.now);
  const gain = gainLoss(melt.value, item.costBasis);
  const metalSpot = spotOf(spot.quote, item.metal);
  const tone = gainTone(gain?.amount ?? null);
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          Value now <SpotStateTag state={spot.state} updatedAt={spot.quote?.updatedAt} />
        </Flex>
      }
      size="small"
      data-testid="item-valuation"
    >
      <Row gutter={16}>
        <Col span={12}>
          <Statistic title="Melt value" value={melt.value === null ? NO_VALUE : formatUsd(melt.value)} styles={{ content: { color: spot.state === 'stale' ? token.colorWarningText : undefined } }} />
        </Col>
        <Col span={12}>
          <Statistic
            title="Gain/loss"
            value={gain ? formatSignedUsd(gain.amount) : NO_VALUE}
            suffix={gain?.percent ? <span style={{ fontSize: 14 }}>({formatPercent(gain.percent)})</span> : null}
            styles={{ content: { color: tone === 'gain' ? token.colorSuccessText : tone === 'loss' ? token.colorErrorText : undefined } }}
          />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {spot.state === 'unavailable'
          ? `${SPOT_UNAVAILABLE_TEXT}: melt value and gain cannot be computed.`
          : item.metal === 'copper' || (item.metal && !metalSpot)
            ? `There is no spot price for ${METAL_LABELS[item.metal]}.`
            : !item.metal || item.fineWeightOzt === null
              ? 'Without a metal, weight and purity this item is not valued.'
              : `${METAL_LABELS[item.metal]} at ${formatUsd(metalSpot)} / ozt, ${formatDateTime(spot.quote?.updatedAt ?? '')}.`}
        {melt.value !== null && item.costBasis === null ? ' No cost basis was recorded, so there is no gain or loss.' : null}
      </Typography.Paragraph>
    </Card>
  );
}

function History({ itemId }: { itemId: string }) {
  const ledger = useQuery(inventoryLedgerQueryOptions(itemId));
  const spaces = useQuery(spacesQueryOptions());
  const spacesById = useMemo(() => (spaces.data ? new Map(spaces.data.spaces.map((space) => [space.id, space])) : null), [spaces.data]);
  return (
    <Card title="History" size="small" data-testid="item-history">
      {ledger.isPending ? <LoadingState layout="lines" label="Loading the history" /> : null}
      {ledger.isError ? <LoadError title="The history could not be loaded." onRetry={() => void ledger.refetch()} /> : null}
      {ledger.data && !ledger.data.entries.length ? <EmptyState size="small" title="Nothing recorded yet" /> : null}
      {ledger.data?.entries.length ? (
        <Timeline
          style={{ marginTop: 8 }}
          items={ledger.data.entries.map((entry) => {
            const changes = ledgerChanges(entry, spacesById);
            const summary = dispositionSummary(entry);
            return {
              key: entry.id,
              content: (
                <div>
                  <Typography.Text strong>{LEDGER_LABELS[entry.kind]}</Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    by {entry.actor?.name ?? 'the system'} ·{' '}
                    <Tooltip title={formatDateTime(entry.at)}>
                      <time dateTime={entry.at}>{formatRelativeTime(entry.at)}</time>
                    </Tooltip>
                  </Typography.Text>
                  {summary ? <div>{summary}</div> : null}
                  {changes.length ? (
                    <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
                      {changes.map((change) => (
                        <li key={change.field}>
                          {change.label}: <Typography.Text delete={change.from !== NO_VALUE}>{change.from}</Typography.Text> → {change.to}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ),
            };
          })}
        />
      ) : null}
    </Card>
  );
}

function ItemBody({ item, onReload }: { item: InventoryItem; onReload(): Promise<InventoryItem | null | undefined> }) {
  const { allowed: canWrite } = useGroupPermission('inventory.write');
  const isAdmin = useAppStore(selectIsGroupAdmin);
  const { dialog, toast } = useShellServices();
  const navigate = useNavigate();
  const spot = useLiveSpot();
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('edit') === 'true';
  const [open, setOpen] = useState<'move' | 'dispose' | 'label' | null>(null);
  const client = useQueryClient();
  // Undoing a split lot's disposition merges it back and deletes it: go to the lot it merged into
  // and refresh inventory and spaces (what refreshInventory covers) except the deleted item, which
  // would only answer 404 while its page unmounts.
  const undo = useMutation({
    mutationFn: undoDisposition,
    onSuccess: async (restored) => {
      toast.show('success', 'Disposition undone');
      if (restored.id === item.id) return refreshInventory(client);
      await navigate(`/inventory/${encodeURIComponent(restored.id)}`, { replace: true });
      const refreshed: readonly unknown[] = [inventoryKeys.all[0], spaceKeys.all[0]];
      await client.invalidateQueries({ predicate: ({ queryKey }) => refreshed.includes(queryKey[0]) && !queryKey.includes(item.id) });
    },
  });
  const disposed = item.status === 'disposed';
  // Side by side from lg; below, what the item is worth comes first.
  const wide = Grid.useBreakpoint().lg === true;

  const setEditing = (next: boolean) => {
    const params = new URLSearchParams(searchParams);
    if (next) params.set('edit', 'true');
    else params.delete('edit');
    setSearchParams(params);
  };

  const confirmUndo = async () => {
    if (!item.disposition) return;
    const confirmed = await dialog.confirm({
      title: 'Undo this disposition?',
      text: item.disposition.splitFromItemId
        ? 'The pieces go back into the lot they were split from, and this record of the disposal is removed.'
        : 'The item comes back into the inventory, in the drawer, and the record of the disposal is removed.',
      confirmLabel: 'Undo disposition',
    });
    if (!confirmed) return;
    undo.mutate(item.disposition.id);
  };

  const actions = (
    <Space wrap>
      <Link to="/inventory">
        <Button>Back to inventory</Button>
      </Link>
      <Button onClick={() => setOpen('label')}>Print label</Button>
      {!disposed && !editing ? (
        <>
          <RoleGate permission="inventory.write">
            <Button onClick={() => setOpen('move')}>Move…</Button>
          </RoleGate>
          <RoleGate permission="inventory.write">
            <Button danger onClick={() => setOpen('dispose')}>
              Dispose…
            </Button>
          </RoleGate>
          <RoleGate permission="inventory.write">
            <Button type="primary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </RoleGate>
        </>
      ) : null}
      {isAdmin && disposed && item.disposition ? (
        <Button onClick={() => void confirmUndo()} loading={undo.isPending}>
          Undo disposition
        </Button>
      ) : null}
    </Space>
  );

  return (
    <>
      <PageHeader
        title={item.title}
        subtitle={
          <Space size={6} wrap>
            <Tag color={item.status === 'drawer' ? 'gold' : item.status === 'disposed' ? 'default' : 'green'}>{STATUS_LABELS[item.status]}</Tag>
            <span>{[item.metal ? METAL_LABELS[item.metal] : null, FORM_LABELS[item.form], `${item.quantity.toLocaleString('en-US')} ${item.quantity === 1 ? 'piece' : 'pieces'}`].filter(Boolean).join(' · ')}</span>
          </Space>
        }
        actions={actions}
      />
      {editing ? <ReadOnlyNotice permission="inventory.write" title="You can look at this item but not change it" /> : null}
      {editing && canWrite && disposed ? (
        <Alert type="info" showIcon title="A disposed item cannot be edited" description="Undo its disposition first." style={{ marginBottom: 16 }} />
      ) : null}
      {editing && canWrite && !disposed ? (
        <div style={{ marginBottom: 16 }}>
          <ItemEditForm item={item} onDone={() => setEditing(false)} onReload={onReload} />
        </div>
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={16}>
            {wide ? null : <Valuation item={item} spot={spot} />}
            <Details item={item} />
            <Acquisition item={item} />
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={16}>
            {wide ? <Valuation item={item} spot={spot} /> : null}
            <Photos item={item} />
            <History itemId={item.id} />
          </Flex>
        </Col>
      </Row>
      <MoveToSpaceModal open={open === 'move'} itemIds={[item.id]} currentSpaceId={item.spaceId} onClose={() => setOpen(null)} />
      <DisposeModal open={open === 'dispose'} item={item} onClose={() => setOpen(null)} onOpenItem={(id) => void navigate(`/inventory/${encodeURIComponent(id)}`)} />
      <PrintLabelsModal open={open === 'label'} items={[item]} onClose={() => setOpen(null)} />
    </>
  );
}

export function InventoryItemPage() {
  const { id = '' } = useParams();
  const item = useQuery(inventoryItemQueryOptions(id));

  if (item.isPending) return <LoadingState layout="detail" label="Loading the item" />;
  if (item.isError) {
    return (
      <LoadError
        layout="page"
        title="The item could not be loaded"
        actions={
          <Link to="/inventory">
            <Button>Back to inventory</Button>
          </Link>
        }
        onRetry={() => void item.refetch()}
      />
    );
  }
  if (!item.data) {
    return (
      <NotFoundState
        title="Inventory item not found"
        description="It may have been merged back into its lot, or it belongs to another group."
        action={
          <Link to="/inventory">
            <Button type="primary">Back to inventory</Button>
          </Link>
        }
      />
    );
  }
  return <ItemBody item={item.data} onReload={async () => (await item.refetch()).data} />;
}
