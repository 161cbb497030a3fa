// /inventory/import: add the items a group holds from a CSV or JSON file, with the import engine
// the catalog's product import uses. Only roles that may write inventory can import.
import { spacesQueryOptions } from '@bullion/api-client';
import { countText, ImportWizard, type ImportSummary } from '@bullion/data-import';
import { confirmLeave, selectGroupId, useAppStore, useGroupPermission, useShellServices } from '@bullion/shared';
import { LoadError, LoadingState, PageHeader, ReadOnlyNotice } from '@bullion/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { inventoryImportDefinition } from '../import/inventory-import';

const INVENTORY_PATH = '/inventory';

/** Leaves for /inventory, asking first while a loaded file is not imported yet. */
function useLeaveToInventory() {
  const navigate = useNavigate();
  return async () => {
    if (await confirmLeave()) await navigate(INVENTORY_PATH);
  };
}

function InventoryImport({ onGoToInventory }: { onGoToInventory(): void }) {
  // Storage spaces let a file name a space instead of giving its id; without them the import still works.
  const spaces = useQuery(spacesQueryOptions());
  const client = useQueryClient();
  const { toast } = useShellServices();
  const spaceList = spaces.data?.spaces ?? null;
  const definition = useMemo(() => inventoryImportDefinition({ spaces: spaceList, client }), [spaceList, client]);

  if (spaces.isPending) return <LoadingState label="Loading the storage spaces" rows={3} />;
  const onImported = (summary: ImportSummary) => {
    toast.show(summary.added ? 'success' : 'warning', summary.added ? `${countText(summary.added, 'item')} imported` : 'No item was imported', {
      description: summary.failed ? `${countText(summary.failed, 'row')} could not be imported; the import page lists them.` : undefined,
    });
  };
  return (
    <Flex vertical gap={16}>
      {spaces.isError ? (
        <LoadError
          status="warning"
          title="The storage spaces could not be loaded"
          description="A Storage space column can only give space ids until they load."
          onRetry={() => void spaces.refetch()}
        />
      ) : null}
      <ImportWizard definition={definition} onDone={onGoToInventory} onImported={onImported} />
    </Flex>
  );
}

export function InventoryImportPage() {
  const leaveToInventory = useLeaveToInventory();
  const groupId = useAppStore(selectGroupId);
  const { allowed: canWrite } = useGroupPermission('inventory.write');

  let content;
  if (!groupId) {
    content = <Alert type="info" showIcon title="Choose a group first" description="Items are imported into the group you work in. Choose one with the group switcher in the sidebar." />;
  } else if (!canWrite) {
    content = <ReadOnlyNotice variant="page" permission="inventory.write" title="You cannot import inventory in this group" />;
  } else {
    content = <InventoryImport onGoToInventory={() => void leaveToInventory()} />;
  }

  return (
    <>
      <PageHeader
        title="Import inventory"
        subtitle="Add the coins, bars and rounds you hold from a CSV or JSON file"
        actions={<Button onClick={() => void leaveToInventory()}>Back to inventory</Button>}
      />
      {content}
    </>
  );
}
