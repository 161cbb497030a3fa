// /spaces: the group's storage spaces as a tree (spaces and their locations, SPACE_MAX_DEPTH levels),
// each with what it holds and its melt value at the live spot. Writers create, edit, move and delete;
// viewers see New space disabled and why.
import { deleteSpaceMutationOptions, spacesQueryOptions } from '@bullion/api-client';
import { useGroupPermission, useLiveSpot, useShellServices } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState, PageHeader, ReadOnlyNotice, RoleGate } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { SpacesSwitch } from '../components/spaces-switch';
import { isSpaceNotEmpty, notEmptyExplanation } from '../spaces/delete-space';
import { valueSpaceHoldings } from '../spaces/holdings-value';
import { MoveSpaceDialog } from '../spaces/move-space-dialog';
import { SpaceFormDialog, type SpaceFormRequest } from '../spaces/space-form-dialog';
import { SpaceTable, type SpaceAction } from '../spaces/space-table';
import { buildSpaceTree, type SpaceNode } from '../spaces/space-tree';
import { SpotNotice } from '../spaces/spot-notice';
import { MeltValue } from '../spaces/valuation-text';

export function StorageSpacesPage() {
  const spaces = useQuery(spacesQueryOptions());
  const { allowed: canWrite } = useGroupPermission('inventory.write');
  const { dialog, toast } = useShellServices();
  const spot = useLiveSpot();
  const remove = useMutation(deleteSpaceMutationOptions());
  const [form, setForm] = useState<SpaceFormRequest | null>(null);
  const [moving, setMoving] = useState<SpaceNode | null>(null);
  const roots = useMemo(() => buildSpaceTree(spaces.data?.spaces ?? []), [spaces.data]);

  const deleteSpace = async (node: SpaceNode) => {
    const { space } = node;
    if (space.items || node.children.length) {
      await dialog.info(notEmptyExplanation(space, node.children.length));
      return;
    }
    const confirmed = await dialog.confirm({ title: `Delete ${space.name}?`, text: 'The space is empty. Deleting it cannot be undone.', confirmLabel: 'Delete' });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(space.id);
      toast.show('success', `Storage space "${space.name}" deleted`);
    } catch (error) {
      // Anything else already has the fetch layer's error toast.
      if (isSpaceNotEmpty(error)) await dialog.info(notEmptyExplanation({ name: space.name, items: 0 }, 0));
    }
  };

  const act = (action: SpaceAction, node: SpaceNode) => {
    if (action === 'add-location') setForm({ mode: 'add-location', parent: node });
    else if (action === 'edit') setForm({ mode: 'edit', node });
    else if (action === 'move') setMoving(node);
    else void deleteSpace(node);
  };

  const totals = valueSpaceHoldings(
    roots.flatMap((node) => node.space.holdings),
    spot.quote,
    spot.now,
  );
  const itemsInSpaces = roots.reduce((sum, node) => sum + node.space.items, 0);

  return (
    <>
      <PageHeader
        title="Storage spaces"
        subtitle="Vaults, safes and shelves: where the group keeps its metal"
        actions={
          <RoleGate permission="inventory.write">
            <Button type="primary" onClick={() => setForm({ mode: 'create' })}>
              New space
            </Button>
          </RoleGate>
        }
      />
      <SpacesSwitch current="spaces" />
      <ReadOnlyNotice permission="inventory.write" />
      {spaces.isError ? (
        <Card>
          <LoadError layout="page" title="The storage spaces could not be loaded" onRetry={() => void spaces.refetch()} />
        </Card>
      ) : spaces.isPending ? (
        <LoadingState label="Loading storage spaces" rows={6} />
      ) : roots.length === 0 ? (
        <EmptyState
          framed
          title="No storage spaces yet"
          description="A storage space is where metal is kept — a home safe, a bank box, a vault account. Add locations inside it (a shelf, a box) to know where each item is."
        >
          {canWrite ? (
            <Button type="primary" onClick={() => setForm({ mode: 'create' })}>
              Create your first space
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <SpotNotice spot={spot} />
          <Card styles={{ body: { padding: 0 } }}>
            <Flex justify="space-between" align="center" wrap gap={8} style={{ padding: '14px 16px' }}>
              <Typography.Text strong>
                {roots.length} {roots.length === 1 ? 'space' : 'spaces'} · {itemsInSpaces.toLocaleString('en-US')} {itemsInSpaces === 1 ? 'item' : 'items'}
              </Typography.Text>
              <Flex gap={8} align="center">
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  Melt value
                </Typography.Text>
                <MeltValue valued={totals} strong />
              </Flex>
            </Flex>
            <SpaceTable roots={roots} spot={spot} onAction={canWrite ? act : undefined} />
          </Card>
        </>
      )}
      <SpaceFormDialog request={form} onClose={() => setForm(null)} />
      <MoveSpaceDialog node={moving} roots={roots} onClose={() => setMoving(null)} />
    </>
  );
}
