// "Move to space…": puts the chosen items in a storage space (or takes them out of theirs), from the
// list's selection or an item's page. Drawer items moved into a space are put away.
import { moveInventoryItemsMutationOptions, spacesQueryOptions } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { spacePathText } from './labels';
import { SpacePicker } from './space-picker';

export interface MoveToSpaceModalProps {
  open: boolean;
  itemIds: readonly string[];
  /** The item's current space, preselected when one item moves. */
  currentSpaceId?: string | null;
  onClose(): void;
  onMoved?(spaceId: string | null): void;
}

export function MoveToSpaceModal({ open, itemIds, currentSpaceId, onClose, onMoved }: MoveToSpaceModalProps) {
  const { toast } = useShellServices();
  const spaces = useQuery(spacesQueryOptions());
  // undefined: nothing chosen yet; null: no space.
  const [target, setTarget] = useState<string | null | undefined>(undefined);
  const move = useMutation(moveInventoryItemsMutationOptions());
  const count = itemIds.length;
  const what = count === 1 ? 'this item' : `${count.toLocaleString('en-US')} items`;

  const submit = () => {
    if (target === undefined) return;
    move.mutate(
      { ids: [...itemIds], spaceId: target },
      {
        onSuccess: ({ moved }) => {
          const path = target ? (spaces.data?.spaces.find((space) => space.id === target)?.path ?? []) : [];
          const where = target ? `to ${spacePathText(path)}` : 'out of their space';
          toast.show('success', `Moved ${moved.length === 1 ? '1 item' : `${moved.length.toLocaleString('en-US')} items`} ${where}`);
          setTarget(undefined);
          onMoved?.(target);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Move to space"
      okText="Move"
      onOk={submit}
      okButtonProps={{ disabled: target === undefined || target === currentSpaceId, loading: move.isPending }}
      onCancel={() => {
        move.reset();
        setTarget(undefined);
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>Where should {what} go? Items in the drawer are put away when they get a space.</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Storage space" htmlFor="move-target-space">
          <SpacePicker id="move-target-space" aria-label="Storage space" value={target === undefined ? (currentSpaceId ?? undefined) : target} onChange={setTarget} allowNone />
        </Form.Item>
      </Form>
      {move.isError ? <Alert type="error" showIcon title="The items could not be moved" description={move.error.message} /> : null}
    </Modal>
  );
}
