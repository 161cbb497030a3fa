// The storage-space tree as a table: each space and location with its kind, notes, what it holds
// (items, pieces, fine ozt per metal) and its melt value at the live spot; writers get its actions.
import { formatOzt, SPACE_KIND_LABELS } from '@bullion/contract';
import type { LiveSpot } from '@bullion/shared';
import { Button, Dropdown, Flex, Grid, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { fineOztHeld, valueSpaceHoldings } from './holdings-value';
import { canHoldLocation, flattenSpaceTree, type SpaceNode } from './space-tree';
import { MeltValue, MetalDot, metalLabel } from './valuation-text';

export type SpaceAction = 'add-location' | 'edit' | 'move' | 'delete';

interface Row {
  key: string;
  node: SpaceNode;
  children?: Row[];
}

const rowsOf = (nodes: readonly SpaceNode[]): Row[] =>
  nodes.map((node) => ({ key: node.space.id, node, children: node.children.length ? rowsOf(node.children) : undefined }));

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** `compact` (a phone, where the fine weight column is hidden) adds the fine weight per metal under the name. */
function NameCell({ node, compact }: { node: SpaceNode; compact: boolean }) {
  const { space } = node;
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong={node.level === 1}>{space.name}</Typography.Text>
        {space.kind ? <Tag style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>{SPACE_KIND_LABELS[space.kind]}</Tag> : null}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {space.items ? `${plural(space.items, 'item')} · ${plural(space.pieces, 'piece')}` : 'Empty'}
      </Typography.Text>
      {compact && space.holdings.length ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {space.holdings.map((holding) => `${metalLabel(holding.metal)} ${formatOzt(fineOztHeld([holding]))}`).join(' · ')}
        </Typography.Text>
      ) : null}
      {space.notes ? (
        <Typography.Text type="secondary" ellipsis={{ tooltip: space.notes }} style={{ fontSize: 12 }}>
          {space.notes}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function FineOztCell({ node }: { node: SpaceNode }) {
  const { holdings } = node.space;
  if (!holdings.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {holdings.map((holding) => (
        <Flex key={holding.metal} gap={8} justify="space-between">
          <MetalDot metal={holding.metal} />
          <span style={{ whiteSpace: 'nowrap' }}>{formatOzt(fineOztHeld([holding]))}</span>
        </Flex>
      ))}
    </Flex>
  );
}

export interface SpaceTableProps {
  roots: readonly SpaceNode[];
  spot: LiveSpot;
  /** Absent for a viewer: no actions column. */
  onAction?(action: SpaceAction, node: SpaceNode): void;
}

export function SpaceTable({ roots, spot, onAction }: SpaceTableProps) {
  const rows = useMemo(() => rowsOf(roots), [roots]);
  const parents = useMemo(() => flattenSpaceTree(roots).filter((node) => node.children.length).map((node) => node.space.id), [roots]);
  // Everything starts open; what the user folds stays folded across refetches.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const wide = Grid.useBreakpoint().sm ?? true;

  const columns: TableColumnsType<Row> = [
    { key: 'name', title: 'Space', render: (_, { node }) => <NameCell node={node} compact={!wide} /> },
    { key: 'fine', title: 'Fine weight', width: 200, responsive: ['sm'], render: (_, { node }) => <FineOztCell node={node} /> },
    {
      key: 'melt',
      title: 'Melt value',
      align: 'right',
      width: wide ? 190 : 112,
      render: (_, { node }) =>
        node.space.holdings.length ? (
          <MeltValue valued={valueSpaceHoldings(node.space.holdings, spot.quote, spot.now)} strong={node.level === 1} markStale={false} />
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];
  if (onAction) {
    columns.push({
      key: 'actions',
      width: 48,
      align: 'right',
      render: (_, { node }) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'add-location', label: 'Add location inside', disabled: !canHoldLocation(node) },
              { key: 'edit', label: node.level === 1 ? 'Rename, kind and notes' : 'Rename and notes' },
              { key: 'move', label: 'Move…' },
              { type: 'divider' },
              { key: 'delete', label: 'Delete', danger: true },
            ],
            onClick: ({ key }) => onAction(key as SpaceAction, node),
          }}
        >
          <Button type="text" aria-label={`Actions for ${node.space.name}`}>
            ⋯
          </Button>
        </Dropdown>
      ),
    });
  }

  return (
    <Table<Row>
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      size={wide ? 'middle' : 'small'}
      tableLayout="fixed"
      aria-label="Storage spaces"
      expandable={{
        expandedRowKeys: parents.filter((id) => !folded.has(id)),
        onExpand: (expanded, row) =>
          setFolded((current) => {
            const next = new Set(current);
            if (expanded) next.delete(row.key);
            else next.add(row.key);
            return next;
          }),
        indentSize: 20,
      }}
    />
  );
}
