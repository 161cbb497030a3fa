// One section of the space inventory: its items (title, metal, quantity, fine ozt, melt value),
// selectable for "Move to…" when the user may write.
import { formatOzt, type InventoryItem, lotFineOzt, meltValue } from '@bullion/contract';
import type { LiveSpot } from '@bullion/shared';
import { Flex, Grid, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router';
import { MeltValue, MetalDot } from './valuation-text';

export interface SectionTableProps {
  sectionKey: string;
  items: InventoryItem[];
  spot: LiveSpot;
  /** Every selected id (of any section); absent for a viewer (no selection). */
  selected?: ReadonlySet<string>;
  /** The ids now selected in this section. */
  onSelect?(sectionKey: string, ids: string[]): void;
  label: string;
}

const selectedIn = (items: readonly InventoryItem[], selected: ReadonlySet<string> | undefined) => items.filter((item) => selected?.has(item.id)).map((item) => item.id);

/** Re-renders only when its own items, their selection or the spot change (a click elsewhere leaves it be). */
const sameSection = (before: SectionTableProps, after: SectionTableProps) =>
  before.items === after.items &&
  before.spot === after.spot &&
  before.label === after.label &&
  before.onSelect === after.onSelect &&
  selectedIn(before.items, before.selected).join() === selectedIn(after.items, after.selected).join();

export const SectionTable = memo(function SectionTable({ sectionKey, items, spot, selected, onSelect, label }: SectionTableProps) {
  const wide = Grid.useBreakpoint().sm ?? true;
  const columns: TableColumnsType<InventoryItem> = [
    {
      key: 'title',
      title: 'Item',
      render: (_, item) => (
        <Flex vertical gap={2}>
          <Link to={`/inventory/${encodeURIComponent(item.id)}`}>{item.title}</Link>
          <Flex gap={6} wrap align="center">
            {item.status === 'drawer' ? <Tag color="processing">In the drawer</Tag> : null}
            {!wide && item.metal ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <MetalDot metal={item.metal} />
              </Typography.Text>
            ) : null}
          </Flex>
        </Flex>
      ),
    },
    { key: 'metal', title: 'Metal', width: 120, responsive: ['sm'], render: (_, item) => (item.metal ? <MetalDot metal={item.metal} /> : <Typography.Text type="secondary">—</Typography.Text>) },
    { key: 'quantity', title: 'Qty', width: wide ? 80 : 52, align: 'right', render: (_, item) => item.quantity.toLocaleString('en-US') },
    {
      key: 'fine',
      title: 'Fine weight',
      width: 130,
      align: 'right',
      responsive: ['md'],
      render: (_, item) => {
        const fine = lotFineOzt(item);
        return fine ? formatOzt(fine) : <Typography.Text type="secondary">—</Typography.Text>;
      },
    },
    {
      key: 'melt',
      title: 'Melt value',
      width: wide ? 160 : 104,
      align: 'right',
      render: (_, item) => {
        const valued = meltValue(item, spot.quote, spot.now);
        if (valued.value === null && valued.spot !== 'unavailable') return <Typography.Text type="secondary">Not valued</Typography.Text>;
        return <MeltValue valued={{ ...valued, unvalued: [] }} markStale={false} />;
      },
    },
  ];
  return (
    <Table<InventoryItem>
      rowKey="id"
      aria-label={label}
      columns={columns}
      dataSource={items}
      pagination={false}
      size={wide ? 'middle' : 'small'}
      tableLayout="fixed"
      rowSelection={
        selected && onSelect
          ? { selectedRowKeys: selectedIn(items, selected), onChange: (keys) => onSelect(sectionKey, keys.map(String)), columnWidth: wide ? 48 : 36, getTitleCheckboxProps: () => ({ 'aria-label': `Select every item in ${label}` }), getCheckboxProps: (item) => ({ 'aria-label': `Select ${item.title}` }) }
          : undefined
      }
    />
  );
}, sameSection);
