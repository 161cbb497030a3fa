// One collection on the list: cover, title, entries, completion bar and the melt value of what is
// owned at the live spot; a member can duplicate or delete it.
import type { CollectionSummary } from '@bullion/contract';
import { formatRelativeTime, type LiveSpot } from '@bullion/shared';
import { Button, Card, Flex, Tag, theme, Typography } from 'antd';
import { Link } from 'react-router';
import { ItemImage } from '../inventory/item-image';
import { CompletionBar } from './completion-bar';
import { OwnedValueText } from './owned-value-text';
import { ownedMeltValue } from './owned-value';
import { collectionPath } from './paths';

export interface CollectionCardProps {
  collection: CollectionSummary;
  spot: LiveSpot;
  canWrite: boolean;
  duplicating: boolean;
  deleting: boolean;
  onDuplicate(): void;
  onDelete(): void;
}

const count = (value: number, one: string, many: string) => `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;

export function CollectionCard({ collection, spot, canWrite, duplicating, deleting, onDuplicate, onDelete }: CollectionCardProps) {
  const { token } = theme.useToken();
  const value = ownedMeltValue({ owned: collection.ownedPieces, ownedFine: collection.ownedFine }, spot.quote, spot.now);
  const href = collectionPath(collection.id);
  return (
    <Card
      size="small"
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 10, flex: 1 } }}
      aria-label={collection.title}
      actions={
        canWrite
          ? [
              <Button key="duplicate" type="link" size="small" loading={duplicating} onClick={onDuplicate} aria-label={`Duplicate ${collection.title}`}>
                Duplicate
              </Button>,
              <Button key="delete" type="link" size="small" danger loading={deleting} onClick={onDelete} aria-label={`Delete ${collection.title}`}>
                Delete
              </Button>,
            ]
          : undefined
      }
    >
      <Link to={href} tabIndex={-1} aria-hidden style={{ display: 'flex', justifyContent: 'center', padding: 12, borderRadius: token.borderRadius, background: token.colorFillQuaternary }}>
        <ItemImage src={collection.coverImage} alt="" size={112} />
      </Link>
      <Flex vertical gap={2}>
        <Flex gap={6} align="center" justify="space-between">
          <Link to={href} style={{ fontWeight: 600, fontSize: 15, minWidth: 0 }}>
            <Typography.Text ellipsis={{ tooltip: collection.title }} style={{ color: 'inherit' }}>
              {collection.title}
            </Typography.Text>
          </Link>
          {collection.shareToken ? <Tag color="blue">Shared</Tag> : null}
        </Flex>
        {collection.description ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {collection.description}
          </Typography.Paragraph>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {count(collection.entryCount, 'entry', 'entries')} · {count(collection.completeEntries, 'complete', 'complete')} · updated {formatRelativeTime(collection.updatedAt)}
        </Typography.Text>
      </Flex>
      <CompletionBar completion={collection.completion} ownedPieces={collection.ownedPieces} wantedPieces={collection.wantedPieces} label={collection.title} size="small" />
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 'auto' }}>
        <Typography.Text type="secondary">Melt value owned</Typography.Text>
        <OwnedValueText value={value} spot={spot} strong />
      </Flex>
    </Card>
  );
}
