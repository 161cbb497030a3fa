// "Move to…" for many items at once: one space (or none) for all of them, through POST /inventory/move
// (each move lands in the item's ledger; drawer items moved into a space are put away), in batches of
// INVENTORY_MOVE_MAX_IDS.
import { INVENTORY_MOVE_MAX_IDS } from '@bullion/contract';
import { moveInventoryItemsMutationOptions } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { SpacePicker } from '../components/space-picker';
import { NO_SPACE } from './group-by-space';
import { flattenSpaceTree, spacePathText, type SpaceNode } from './space-tree';

export function chunk<T>(values: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(values.length / size) }, (_, index) => values.slice(index * size, (index + 1) * size));
}

export function movedToast(count: number, destination: string | null): string {
  const items = `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}`;
  return destination ? `Moved ${items} to ${destination}` : `Took ${items} out of their spaces`;
}

function MoveItemsForm({ ids, roots, onClose, onMoved }: { ids: readonly string[]; roots: readonly SpaceNode[]; onClose(): void; onMoved(): void }) {
  const { toast } = useShellServices();
  const move = useMutation(moveInventoryItemsMutationOptions());
  const [target, setTarget] = useState<string | null>(null);

  const submit = async () => {
    if (!target) return;
    const spaceId = target === NO_SPACE ? null : target;
    try {
      for (const batch of chunk(ids, INVENTORY_MOVE_MAX_IDS)) await move.mutateAsync({ ids: batch, spaceId });
    } catch {
      // The fetch layer has shown the error; the dialog stays open to try again.
      return;
    }
    const node = flattenSpaceTree(roots).find((each) => each.space.id === spaceId);
    toast.show('success', movedToast(ids.length, node ? spacePathText(node.space) : null));
    onMoved();
    onClose();
  };

  return (
    <Modal
      open
      title={`Move ${ids.length.toLocaleString('en-US')} ${ids.length === 1 ? 'item' : 'items'} to…`}
      okText="Move"
      okButtonProps={{ disabled: !target }}
      confirmLoading={move.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Destination" extra="Items from the drawer are put away (they become stock). Every move is recorded in the item's history.">
          <SpacePicker roots={roots} value={target} onChange={setTarget} allowNoSpace label="Destination" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function MoveItemsDialog({ ids, ...props }: { ids: readonly string[] | null; roots: readonly SpaceNode[]; onClose(): void; onMoved(): void }) {
  return ids?.length ? <MoveItemsForm ids={ids} {...props} /> : null;
}
