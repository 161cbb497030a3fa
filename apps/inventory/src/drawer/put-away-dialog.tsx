// "Put away": a drawer item goes into a storage space and becomes stock (POST /inventory/move; the
// move lands in the item's ledger).
import { moveInventoryItemsMutationOptions } from '@bullion/api-client';
import { type InventoryItem } from '@bullion/contract';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { SpacePicker } from '../components/space-picker';
import { flattenSpaceTree, spacePathText, type SpaceNode } from '../spaces/space-tree';

function PutAwayForm({ item, roots, onClose }: { item: InventoryItem; roots: readonly SpaceNode[]; onClose(): void }) {
  const { toast } = useShellServices();
  const move = useMutation(moveInventoryItemsMutationOptions());
  const [spaceId, setSpaceId] = useState<string | null>(null);

  const submit = async () => {
    if (!spaceId) return;
    try {
      await move.mutateAsync({ ids: [item.id], spaceId });
    } catch {
      return; // the fetch layer's error toast says why; the dialog stays open
    }
    const node = flattenSpaceTree(roots).find((each) => each.space.id === spaceId);
    toast.show('success', `"${item.title}" put away in ${node ? spacePathText(node.space) : 'its space'}`);
    onClose();
  };

  if (!roots.length) {
    return (
      <Modal open title={`Put away ${item.title}`} onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>}>
        <Typography.Paragraph>There is no storage space to put it in yet.</Typography.Paragraph>
        <Link to="/spaces">
          <Button type="primary">Create a storage space</Button>
        </Link>
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={`Put away ${item.title}`}
      okText="Put away"
      okButtonProps={{ disabled: !spaceId }}
      confirmLoading={move.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Where does it go?" extra="It leaves the drawer and becomes stock in that space.">
          <SpacePicker roots={roots} value={spaceId} onChange={setSpaceId} label="Where does it go?" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function PutAwayDialog({ item, roots, onClose }: { item: InventoryItem | null; roots: readonly SpaceNode[]; onClose(): void }) {
  return item ? <PutAwayForm item={item} roots={roots} onClose={onClose} /> : null;
}
