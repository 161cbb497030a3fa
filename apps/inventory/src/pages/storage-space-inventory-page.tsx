// /spaces/inventory: what the group holds, grouped by storage space (each space or location a section,
// then "Not in a space"). Writers select items across sections and move them all in one go.
import { SPACE_KIND_LABELS } from '@bullion/contract';
import { spacesQueryOptions } from '@bullion/api-client';
import { useGroupPermission, useLiveSpot, type LiveSpot } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState, PageHeader, ReadOnlyNotice } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SpacesSwitch } from '../components/spaces-switch';
import { groupItemsBySpace, type SpaceSection } from '../spaces/group-by-space';
import { valueItems } from '../spaces/holdings-value';
import { MoveItemsDialog } from '../spaces/move-items-dialog';
import { SectionTable } from '../spaces/section-table';
import { buildSpaceTree } from '../spaces/space-tree';
import { SpotNotice } from '../spaces/spot-notice';
import { useAllInventoryItems } from '../spaces/use-all-inventory-items';
import { MeltValue } from '../spaces/valuation-text';

function SectionTitle({ section }: { section: SpaceSection }) {
  const kind = section.node?.level === 1 ? section.node.space.kind : null;
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {section.title}
      </Typography.Title>
      {kind ? <Tag>{SPACE_KIND_LABELS[kind]}</Tag> : null}
    </Flex>
  );
}

function SectionSummary({ section, spot }: { section: SpaceSection; spot: LiveSpot }) {
  const count = section.items.length;
  return (
    <Flex gap={8} align="center" wrap justify="flex-end">
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {count} {count === 1 ? 'item' : 'items'}
      </Typography.Text>
      <MeltValue valued={valueItems(section.items, spot.quote, spot.now)} strong />
    </Flex>
  );
}

export function StorageSpaceInventoryPage() {
  const spaces = useQuery(spacesQueryOptions());
  const held = useAllInventoryItems({ status: ['drawer', 'stock'], sort: 'title' });
  const { allowed: canWrite } = useGroupPermission('inventory.write');
  const spot = useLiveSpot();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [moving, setMoving] = useState<string[] | null>(null);
  const roots = useMemo(() => buildSpaceTree(spaces.data?.spaces ?? []), [spaces.data]);
  const sections = useMemo(() => groupItemsBySpace(held.items ?? [], roots), [held.items, roots]);
  // Only what is still listed counts as selected (an item moved or disposed elsewhere drops out).
  const selectedIds = useMemo(() => (held.items ?? []).filter((item) => selected.has(item.id)).map((item) => item.id), [held.items, selected]);

  const selectInSection = useCallback(
    (sectionKey: string, ids: string[]) => {
      const section = sections.find((each) => each.key === sectionKey);
      setSelected((current) => {
        const next = new Set(current);
        for (const item of section?.items ?? []) next.delete(item.id);
        for (const id of ids) next.add(id);
        return next;
      });
    },
    [sections],
  );

  let body;
  if (spaces.isError || held.isError) {
    body = (
      <Card>
        <LoadError
          layout="page"
          title="The space inventory could not be loaded"
          onRetry={() => {
            void spaces.refetch();
            held.refetch();
          }}
        />
      </Card>
    );
  } else if (spaces.isPending || held.isPending) {
    body = <LoadingState label="Loading the space inventory" rows={8} />;
  } else if (sections.length === 0) {
    body = (
      <EmptyState framed title="Nothing is held yet" description="Items you add to the drawer or the inventory show here, under the space they are kept in.">
        <Link to="/drawer">
          <Button type="primary">Go to the drawer</Button>
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <SpotNotice spot={spot} />
        <Flex vertical gap={16}>
          {sections.map((section) => (
            <Card key={section.key} styles={{ body: { padding: 0 } }}>
              <Flex justify="space-between" align="center" wrap gap={4} style={{ padding: '12px 16px' }}>
                <SectionTitle section={section} />
                <SectionSummary section={section} spot={spot} />
              </Flex>
              <SectionTable
                sectionKey={section.key}
                items={section.items}
                spot={spot}
                label={section.title}
                selected={canWrite ? selected : undefined}
                onSelect={canWrite ? selectInSection : undefined}
              />
            </Card>
          ))}
        </Flex>
        {canWrite && selectedIds.length ? (
          <Card
            role="region"
            aria-label="Selected items"
            size="small"
            style={{ position: 'sticky', bottom: 16, marginTop: 16, boxShadow: '0 6px 24px rgba(0,0,0,.18)', zIndex: 5 }}
          >
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text strong>
                {selectedIds.length} {selectedIds.length === 1 ? 'item' : 'items'} selected
              </Typography.Text>
              <Flex gap={8}>
                <Button onClick={() => setSelected(new Set())}>Clear</Button>
                <Button type="primary" onClick={() => setMoving(selectedIds)}>
                  Move to…
                </Button>
              </Flex>
            </Flex>
          </Card>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader title="Storage space inventory" subtitle="What each storage space holds" />
      <SpacesSwitch current="inventory" />
      <ReadOnlyNotice permission="inventory.write" />
      {body}
      <MoveItemsDialog ids={moving} roots={roots} onClose={() => setMoving(null)} onMoved={() => setSelected(new Set())} />
    </>
  );
}
