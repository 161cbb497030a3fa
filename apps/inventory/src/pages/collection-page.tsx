// /collections/{collectionId}: one collection. Its title and description (edited through the shell's
// title/description dialog), cover, completion and melt value of what is owned; the entries with
// owned / wanted, grade, notes and value, added through the shell's catalog search (the products
// already in it checked and disabled), edited in place, removed, dragged or stepped into order;
// the shopping list of what is missing (CSV) and the share link. Viewers read, told why (ReadOnlyNotice).
import { COLLECTION_SORT_ORDERS, type Collection, type CollectionPatch, type CollectionSortOrder } from '@bullion/contract';
import { collectionQueryOptions, updateCollectionMutationOptions } from '@bullion/api-client';
import { useGroupPermission, useLiveSpot, useShellServices } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState, NotFoundState, PageHeader, ReadOnlyNotice } from '@bullion/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Dropdown, Flex, Row, Select, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { CollectionOverview } from '../collections/collection-overview';
import { EntryList } from '../collections/entry-list';
import { COLLECTIONS_PATH } from '../collections/paths';
import { ShareLinkCard } from '../collections/share-link-card';
import { ShoppingListCard } from '../collections/shopping-list-card';
import { quietly, useCollectionActions } from '../collections/use-collection-actions';
import { ADD_TO_COLLECTION_LABEL, useEntryActions } from '../collections/use-entry-actions';

export const SORT_ORDER_LABELS: Record<CollectionSortOrder, string> = {
  position: 'As arranged',
  title: 'Title A–Z',
  year: 'Year, oldest first',
  owned: 'Most complete first',
};

const BACK = (
  <Link to={COLLECTIONS_PATH}>
    <Button>Back to collections</Button>
  </Link>
);

function CollectionBody({ collection, onReload }: { collection: Collection; onReload(): void }) {
  const { allowed: canWrite } = useGroupPermission('inventory.write');
  const { allowed: canOrder } = useGroupPermission('orders.write');
  const { dialog, navigation, toast } = useShellServices();
  const spot = useLiveSpot();
  const update = useMutation(updateCollectionMutationOptions(collection.id));
  const collections = useCollectionActions();
  const entries = useEntryActions(collection, { onConflict: onReload });

  /** PATCH at the version read; a stale one is refused (409) and the page reads the collection again. */
  const patch = async (changes: Omit<CollectionPatch, 'version'>) => {
    try {
      return await update.mutateAsync({ ...changes, version: collection.version });
    } catch (error) {
      onReload();
      throw error;
    }
  };

  const editTitle = async () => {
    const values = await dialog.titleDesc({
      heading: 'Edit collection',
      submitLabel: 'Save',
      defaultValues: { title: collection.title, description: collection.description ?? '' },
    });
    if (!values) return;
    const description = values.description || null;
    if (values.title === collection.title && description === collection.description) return;
    await patch({ title: values.title, description });
    toast.show('success', 'Collection saved');
  };

  const setSortOrder = async (sortOrder: CollectionSortOrder) => {
    await patch({ sortOrder });
  };

  const remove = async () => {
    if (await collections.deleteCollection(collection)) navigation.navigate(COLLECTIONS_PATH);
  };

  const moreMenu = {
    items: [
      { key: 'duplicate', label: 'Duplicate' },
      { key: 'delete', label: 'Delete', danger: true },
    ],
    onClick: ({ key }: { key: string }) => (key === 'duplicate' ? quietly(() => collections.duplicateCollection(collection, { open: true }))() : quietly(remove)()),
  };

  const reorderable = collection.sortOrder === 'position';

  return (
    <>
      <PageHeader
        title={collection.title}
        subtitle={collection.description ?? (canWrite ? 'No description yet' : undefined)}
        actions={
          // Wraps on a phone instead of running off the screen.
          <Flex gap={8} wrap justify="flex-end">
            {BACK}
            {canWrite ? (
              <>
                <Button onClick={quietly(editTitle)} loading={update.isPending && update.variables?.title !== undefined}>
                  Edit title
                </Button>
                <Dropdown menu={moreMenu} trigger={['click']} placement="bottomRight">
                  <Button aria-label="More collection actions">
                    More <span aria-hidden>▾</span>
                  </Button>
                </Dropdown>
                <Button type="primary" onClick={quietly(entries.addProducts)} loading={entries.adding}>
                  Add products
                </Button>
              </>
            ) : null}
          </Flex>
        }
      />
      <ReadOnlyNotice permission="inventory.write" />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <CollectionOverview collection={collection} spot={spot} canWrite={canWrite} onAutomaticCover={quietly(() => patch({ coverImage: null }))} />
            <Card
              size="small"
              title={`Entries (${collection.entryCount.toLocaleString('en-US')})`}
              extra={
                <Select
                  aria-label="Order of entries"
                  size="small"
                  value={collection.sortOrder}
                  disabled={!canWrite}
                  loading={update.isPending && update.variables?.sortOrder !== undefined}
                  onChange={(sortOrder) => quietly(() => setSortOrder(sortOrder))()}
                  options={COLLECTION_SORT_ORDERS.map((value) => ({ value, label: SORT_ORDER_LABELS[value] }))}
                  style={{ width: 180 }}
                />
              }
            >
              {canWrite && !reorderable && collection.entries.length > 1 ? (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                  Listed by {SORT_ORDER_LABELS[collection.sortOrder].toLowerCase()}. Choose “As arranged” to drag entries into your own order.
                </Typography.Paragraph>
              ) : null}
              {collection.entries.length ? (
                <EntryList
                  collection={collection}
                  spot={spot}
                  canWrite={canWrite}
                  canOrder={canOrder}
                  onReorder={(entryIds) => void entries.reorderEntries(entryIds)}
                  busy={{ removingId: entries.removingId ?? null, addingToInventoryId: entries.addingToInventoryId }}
                  actions={{
                    openProduct: (entry) => dialog.openProduct(entry.productId),
                    update: entries.updateEntry,
                    remove: (entry) => quietly(() => entries.removeEntry(entry))(),
                    useAsCover: (entry) => quietly(() => patch({ coverImage: entry.product?.obverseImage ?? null }))(),
                    addToInventory: (entry) => quietly(() => entries.addToInventory(entry))(),
                    startBuyOrder: entries.startBuyOrder,
                  }}
                />
              ) : (
                <EmptyState title="No products in this collection yet" description="Pick products from the catalog. What the group holds of each is counted from the inventory.">
                  {canWrite ? (
                    <Button type="primary" onClick={quietly(entries.addProducts)}>
                      {ADD_TO_COLLECTION_LABEL}…
                    </Button>
                  ) : null}
                </EmptyState>
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <ShoppingListCard collection={collection} />
            <ShareLinkCard collection={collection} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}

export function CollectionPage() {
  const { collectionId = '' } = useParams();
  const collection = useQuery(collectionQueryOptions(collectionId));

  if (collection.isPending) return <LoadingState layout="detail" label="Loading the collection" />;
  if (collection.isError) {
    return <LoadError layout="page" title="The collection could not be loaded" actions={BACK} onRetry={() => void collection.refetch()} />;
  }
  if (!collection.data) {
    return (
      <NotFoundState
        title="Collection not found"
        description="It may have been deleted, or it belongs to another group."
        action={
          <Link to={COLLECTIONS_PATH}>
            <Button type="primary">Back to collections</Button>
          </Link>
        }
      />
    );
  }
  return <CollectionBody collection={collection.data} onReload={() => void collection.refetch()} />;
}
