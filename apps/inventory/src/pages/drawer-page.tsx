// /drawer: the intake tray — items received (bought, brought in, from a completed order) and not yet
// put away. Quick add from a phone, identify each against the catalog, put it away into a space.
import { spacesQueryOptions } from '@bullion/api-client';
import { type InventoryItem } from '@bullion/contract';
import { useGroupPermission, useLiveSpot } from '@bullion/shared';
import { AfterFirstPaint, EmptyState, LoadError, LoadingState, PageHeader, ReadOnlyNotice } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DrawerItemCard } from '../drawer/drawer-item-card';
import { PutAwayDialog } from '../drawer/put-away-dialog';
import { QuickAddForm } from '../drawer/quick-add-form';
import { valueItems } from '../spaces/holdings-value';
import { buildSpaceTree } from '../spaces/space-tree';
import { useAllInventoryItems } from '../spaces/use-all-inventory-items';
import { MeltValue } from '../spaces/valuation-text';

export const DRAWER_EXPLANATION =
  'The drawer is your intake tray: what you just bought or received, before it has a place. Add it here with a photo, identify it against the catalog, then put it away in a storage space — it becomes stock.';

/** Stands in for the quick-add form and the list on the page's first render. */
function DrawerSkeleton() {
  return <LoadingState label="Loading the drawer" avatar rows={4} />;
}

export function DrawerPage() {
  const drawer = useAllInventoryItems({ status: ['drawer'], sort: '-acquired' });
  const { allowed: canWrite } = useGroupPermission('inventory.write');
  const spaces = useQuery({ ...spacesQueryOptions(), enabled: canWrite });
  const roots = useMemo(() => buildSpaceTree(spaces.data?.spaces ?? []), [spaces.data]);
  const spot = useLiveSpot();
  const [puttingAway, setPuttingAway] = useState<InventoryItem | null>(null);
  const items = drawer.items ?? [];

  let list;
  if (drawer.isError) {
    list = (
      <Card>
        <LoadError layout="page" title="The drawer could not be loaded" onRetry={drawer.refetch} />
      </Card>
    );
  } else if (drawer.isPending) {
    list = <DrawerSkeleton />;
  } else if (items.length === 0) {
    list = <EmptyState framed title="The drawer is empty" description={DRAWER_EXPLANATION} />;
  } else {
    list = (
      <>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {items.length} {items.length === 1 ? 'item' : 'items'} waiting to be put away
          </Typography.Title>
          <Flex gap={8} align="center">
            <Typography.Text type="secondary">Melt value</Typography.Text>
            <MeltValue valued={valueItems(items, spot.quote, spot.now)} strong />
          </Flex>
        </Flex>
        <div role="list" aria-label="Drawer items" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', gap: 12 }}>
          {items.map((item) => (
            <div role="listitem" key={item.id}>
              <DrawerItemCard item={item} onPutAway={canWrite ? setPuttingAway : undefined} />
            </div>
          ))}
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Drawer" subtitle="The intake tray: items received and not put away yet" />
      {/* The quick-add form and the list (the page's heavy part) render right after its first paint. */}
      <AfterFirstPaint fallback={<DrawerSkeleton />}>
        {canWrite ? <QuickAddForm /> : <ReadOnlyNotice permission="inventory.write" />}
        {list}
        <PutAwayDialog item={puttingAway} roots={roots} onClose={() => setPuttingAway(null)} />
      </AfterFirstPaint>
    </>
  );
}
