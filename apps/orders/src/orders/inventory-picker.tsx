// Picks the inventory lots a sale sells from: the lots the group holds (drawer and stock), searched by
// the inventory's own search, the first 50 matches at a time. Lots already on the order are shown
// checked and disabled, so a lot is never on two lines.
import { inventoryListQueryOptions } from '@bullion/api-client';
import { formatOzt, type InventoryItem } from '@bullion/contract';
import { METAL_LABELS, useDebounced } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Flex, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';

const PICKER_LIMIT = 50;

export interface InventoryPickerProps {
  open: boolean;
  /** Lots already on the order. */
  existingIds: readonly string[];
  onClose(): void;
  onPick(items: InventoryItem[]): void;
}

export function itemDescription(item: InventoryItem): string {
  const where = item.status === 'drawer' ? 'In the drawer' : item.spacePath.join(' › ') || 'No space';
  return [item.metal ? METAL_LABELS[item.metal] : null, item.fineWeightOzt ? `${formatOzt(item.fineWeightOzt, 4)} fine each` : null, `${item.quantity.toLocaleString('en-US')} held`, where]
    .filter(Boolean)
    .join(' · ');
}

function Picker({ existingIds, onClose, onPick }: Omit<InventoryPickerProps, 'open'>) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const query = useQuery(inventoryListQueryOptions({ q: q || undefined, limit: PICKER_LIMIT }));
  const [selected, setSelected] = useState<ReadonlyMap<string, InventoryItem>>(new Map());
  const items = query.data?.items ?? [];

  const toggle = (item: InventoryItem, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });

  return (
    <Modal
      open
      title="Sell from inventory"
      okText={selected.size ? `Add ${selected.size} to the order` : 'Add to the order'}
      okButtonProps={{ disabled: !selected.size }}
      onOk={() => {
        onPick([...selected.values()]);
        onClose();
      }}
      onCancel={onClose}
      width={640}
    >
      <Flex vertical gap={12}>
        <Input.Search aria-label="Search inventory" placeholder="Search inventory" allowClear value={text} onChange={(event) => setText(event.target.value)} />
        {query.isError ? (
          <LoadError title="The inventory could not be loaded" onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <LoadingState layout="lines" label="Loading held items" rows={4} />
        ) : !items.length ? (
          <EmptyState size="small" title={q ? `No held items found for "${q}"` : 'The group holds no items'} />
        ) : (
          <List
            aria-label="Held items"
            size="small"
            style={{ maxHeight: 420, overflow: 'auto' }}
            dataSource={items}
            renderItem={(item) => {
              const onOrder = existingIds.includes(item.id);
              return (
                <List.Item key={item.id}>
                  <Checkbox
                    checked={onOrder || selected.has(item.id)}
                    disabled={onOrder}
                    onChange={(event) => toggle(item, event.target.checked)}
                    aria-label={`Sell ${item.title}`}
                  >
                    <Flex vertical>
                      <span>{item.title}</span>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {onOrder ? 'Already on the order · ' : ''}
                        {itemDescription(item)}
                      </Typography.Text>
                    </Flex>
                  </Checkbox>
                </List.Item>
              );
            }}
          />
        )}
        {query.data && query.data.total > items.length ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            The first {items.length} of {query.data.total} held items: search to find others.
          </Typography.Text>
        ) : null}
      </Flex>
    </Modal>
  );
}

export function InventoryPicker({ open, ...props }: InventoryPickerProps) {
  return open ? <Picker {...props} /> : null;
}
