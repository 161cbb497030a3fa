// One item in the drawer: its photo, what it is, how many, what was paid and when it came in, with
// "Identify" (the catalog product it is) and "Put away" (into a storage space) for writers.
import { formatUsd, type InventoryItem } from '@bullion/contract';
import { formatRelativeTime } from '@bullion/shared';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { MetalDot } from '../spaces/valuation-text';
import { ItemPhoto } from './item-photo';
import { useIdentifyItem } from './use-identify-item';

export interface DrawerItemCardProps {
  item: InventoryItem;
  /** Absent for a viewer: no actions. */
  onPutAway?(item: InventoryItem): void;
}

function IdentifyButton({ item }: { item: InventoryItem }) {
  const { identify, identifying } = useIdentifyItem(item);
  return (
    <Button size="large" block loading={identifying} onClick={() => void identify()}>
      {item.productId ? 'Identify again' : 'Identify'}
    </Button>
  );
}

export function DrawerItemCard({ item, onPutAway }: DrawerItemCardProps) {
  const { acquisition } = item;
  const facts = [
    `${item.quantity.toLocaleString('en-US')} ${item.quantity === 1 ? 'piece' : 'pieces'}`,
    item.costBasis ? `paid ${formatUsd(item.costBasis)}` : 'cost not entered',
  ];
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 12 } }} aria-label={item.title}>
      <Flex gap={12} align="flex-start">
        <ItemPhoto src={item.obverseImage} alt={item.title} size={76} />
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Paragraph strong ellipsis={{ rows: 2, tooltip: item.title }} style={{ fontSize: 15, margin: 0 }}>
            {item.title}
          </Typography.Paragraph>
          <Typography.Text>{facts.join(' · ')}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Added {formatRelativeTime(item.createdAt)}
            {acquisition.source ? ` · ${acquisition.source}` : ''}
          </Typography.Text>
          <Flex gap={6} wrap style={{ marginTop: 2 }}>
            {item.productId ? <Tag color="success">Identified</Tag> : <Tag>Not identified</Tag>}
            {item.metal ? (
              <Tag>
                <MetalDot metal={item.metal} />
              </Tag>
            ) : null}
          </Flex>
        </Flex>
      </Flex>
      {onPutAway ? (
        <Flex gap={8} style={{ marginTop: 'auto' }}>
          <IdentifyButton item={item} />
          <Button size="large" type="primary" block onClick={() => onPutAway(item)}>
            Put away
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}
