// Move a space or location under another parent (or make it a space of its own), never deeper than
// SPACE_MAX_DEPTH levels: only the parents that keep its whole subtree within the limit are offered.
import { SPACE_MAX_DEPTH, type SpaceKind } from '@bullion/contract';
import { updateSpaceMutationOptions } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { KIND_OPTIONS } from './space-form-dialog';
import { moveTargets, spacePathText, type SpaceNode } from './space-tree';

const TOP_LEVEL = 'top-level';

function MoveSpaceForm({ node, roots, onClose }: { node: SpaceNode; roots: readonly SpaceNode[]; onClose(): void }) {
  const { toast } = useShellServices();
  const move = useMutation(updateSpaceMutationOptions(node.space.id));
  const [target, setTarget] = useState<string | null>(null);
  const [kind, setKind] = useState<SpaceKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const targets = useMemo(() => moveTargets(roots, node), [roots, node]);
  const options = [
    ...(node.level > 1 ? [{ value: TOP_LEVEL, label: 'Top level (a space of its own)' }] : []),
    ...targets.map((each) => ({ value: each.space.id, label: `${'\u2003'.repeat(each.level - 1)}${each.space.name}`, title: spacePathText(each.space) })),
  ];
  const toTop = target === TOP_LEVEL;

  const submit = async () => {
    if (!target || (toTop && !kind)) return;
    setFailure(null);
    try {
      await move.mutateAsync({ parentId: toTop ? null : target, kind: toTop ? kind : null, version: node.space.version });
      const parent = targets.find((each) => each.space.id === target);
      toast.show('success', parent ? `"${node.space.name}" moved to ${spacePathText(parent.space)}` : `"${node.space.name}" is now a space of its own`);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The space could not be moved.');
    }
  };

  return (
    <Modal
      open
      title={`Move ${node.space.name}`}
      okText="Move"
      okButtonProps={{ disabled: !target || (toTop && !kind) }}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      {options.length ? (
        <Form layout="vertical">
          <Form.Item label="Move under" extra={`Spaces nest ${SPACE_MAX_DEPTH} levels deep at most; its locations and items move with it.`}>
            <Select aria-label="Move under" value={target} placeholder="Choose the new parent" options={options} onChange={setTarget} showSearch={{ optionFilterProp: 'title' }} />
          </Form.Item>
          {toTop ? (
            <Form.Item label="Kind" required>
              <Select aria-label="Kind" value={kind} placeholder="What kind of space is it?" options={KIND_OPTIONS} onChange={setKind} />
            </Form.Item>
          ) : null}
          {failure ? <Alert type="error" showIcon title={failure} /> : null}
        </Form>
      ) : (
        <Typography.Paragraph>
          There is nowhere to move {node.space.name}: with its locations it is already {SPACE_MAX_DEPTH} levels deep, the most a space can nest.
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

export function MoveSpaceDialog({ node, roots, onClose }: { node: SpaceNode | null; roots: readonly SpaceNode[]; onClose(): void }) {
  return node ? <MoveSpaceForm node={node} roots={roots} onClose={onClose} /> : null;
}
