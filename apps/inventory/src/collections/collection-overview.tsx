// The head of a collection's page: its cover, how complete it is, and the melt value of what it
// owns at the live spot. A member can put the cover back to automatic (the first entry's image).
import type { Collection } from '@bullion/contract';
import type { LiveSpot } from '@bullion/shared';
import { Button, Card, Flex, Statistic, theme, Typography } from 'antd';
import { ItemImage } from '../inventory/item-image';
import { CompletionBar } from './completion-bar';
import { OwnedValueText } from './owned-value-text';
import { ownedMeltValue } from './owned-value';

export interface CollectionOverviewProps {
  collection: Collection;
  spot: LiveSpot;
  canWrite: boolean;
  onAutomaticCover(): void;
}

export function CollectionOverview({ collection, spot, canWrite, onAutomaticCover }: CollectionOverviewProps) {
  const { token } = theme.useToken();
  const value = ownedMeltValue({ owned: collection.ownedPieces, ownedFine: collection.ownedFine }, spot.quote, spot.now);
  return (
    <Card size="small">
      <Flex gap={20} wrap align="center">
        <Flex vertical align="center" gap={4}>
          <div style={{ padding: 12, borderRadius: token.borderRadius, background: token.colorFillQuaternary }}>
            <ItemImage src={collection.coverImage} alt={`Cover of ${collection.title}`} size={120} />
          </div>
          {canWrite && collection.customCoverImage ? (
            <Button type="link" size="small" onClick={onAutomaticCover}>
              Use the automatic cover
            </Button>
          ) : null}
        </Flex>
        <Flex vertical gap={12} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <CompletionBar completion={collection.completion} ownedPieces={collection.ownedPieces} wantedPieces={collection.wantedPieces} label={collection.title} />
          <Flex gap={32} wrap>
            <Statistic title="Complete entries" value={`${collection.completeEntries.toLocaleString('en-US')} of ${collection.entryCount.toLocaleString('en-US')}`} />
            <Statistic title="Missing pieces" value={collection.missingPieces.toLocaleString('en-US')} />
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">Melt value owned</Typography.Text>
              <OwnedValueText value={value} spot={spot} fontSize={24} />
            </Flex>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
