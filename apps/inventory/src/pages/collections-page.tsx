// /collections: the group's collections as cards (cover, title, entries, completion, melt value of
// what is owned at the live spot). Search, order and page live in the address. Members create
// (prompt for the title, then the new collection opens), duplicate and delete; viewers read, with
// New collection disabled and the reason.
import { collectionsQueryOptions } from '@bullion/api-client';
import { type CollectionListSort } from '@bullion/contract';
import { useGroupPermission, useLiveSpot, useUrlFilters } from '@bullion/shared';
import { AfterFirstPaint, EmptyState, LoadError, LoadingState, PageHeader, ReadOnlyNotice, RoleGate } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Flex, Input, Pagination, Row, Select, Typography } from 'antd';
import { useCallback } from 'react';
import { CollectionCard } from '../collections/collection-card';
import {
  collectionFiltersFromParams,
  collectionListQueryOf,
  COLLECTIONS_PAGE_SIZE,
  paramsWithCollectionFilters,
  type CollectionListFilters,
} from '../collections/list-filters';
import { quietly, useCollectionActions } from '../collections/use-collection-actions';

const SORT_OPTIONS: { label: string; value: CollectionListSort }[] = [
  { label: 'Recently updated', value: '-updated' },
  { label: 'Title A–Z', value: 'title' },
  { label: 'Newest', value: '-created' },
  { label: 'Most complete', value: '-completion' },
];

/** The address for filters; a search typed in the box starts again at page 1, as any new search does. */
function writeCollectionFilters(current: URLSearchParams, filters: CollectionListFilters): URLSearchParams {
  return paramsWithCollectionFilters(current, filters.q === collectionFiltersFromParams(current).q ? filters : { ...filters, page: 1 });
}

const CARD_COLUMNS = { xs: 24, sm: 12, lg: 8, xxl: 6 } as const;

function LoadingCards() {
  return <LoadingState layout="cards" label="Loading collections" />;
}

export function CollectionsPage() {
  const { allowed: canWrite } = useGroupPermission('inventory.write');
  const urlFilters = useUrlFilters(collectionFiltersFromParams, writeCollectionFilters);
  const { filters, searchText, setSearchText } = urlFilters;
  // A new search or order starts again at page 1 unless the patch names a page.
  const updateFilters = urlFilters.update;
  const update = useCallback((patch: Partial<CollectionListFilters>, replace = false) => updateFilters({ page: 1, ...patch }, replace), [updateFilters]);
  const query = useQuery(collectionsQueryOptions(collectionListQueryOf(filters)));
  const spot = useLiveSpot();
  const actions = useCollectionActions();

  const page = query.data;
  const collections = page?.items ?? [];
  const createButton = (
    <RoleGate permission="inventory.write">
      <Button type="primary" loading={actions.creating} onClick={quietly(actions.createCollection)}>
        New collection
      </Button>
    </RoleGate>
  );

  let body;
  if (query.isError) {
    body = (
      <LoadError
        title="The collections could not be loaded"
        description={query.error instanceof Error ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.isPending) {
    body = <LoadingCards />;
  } else if (!collections.length && !filters.q && filters.page === 1) {
    body = (
      <EmptyState
        framed
        title="No collections yet"
        description="A collection is a set of catalog products you want to own. What you own is counted from the inventory, so completion and value follow it."
      >
        {canWrite ? (
          <Button type="primary" onClick={quietly(actions.createCollection)}>
            Create the first one
          </Button>
        ) : null}
      </EmptyState>
    );
  } else if (!collections.length) {
    body = (
      <EmptyState framed title={filters.q ? `No collections found for "${filters.q}"` : 'No collections on this page'}>
        <Button onClick={() => update({ q: '' })}>{filters.q ? 'Clear search' : 'Back to the first page'}</Button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <Row gutter={[16, 16]} role="list" aria-label="Collections" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {collections.map((collection) => {
            const busy = actions.busy(collection);
            return (
              <Col key={collection.id} role="listitem" {...CARD_COLUMNS}>
                <CollectionCard
                  collection={collection}
                  spot={spot}
                  canWrite={canWrite}
                  duplicating={busy.duplicating}
                  deleting={busy.deleting}
                  onDuplicate={quietly(() => actions.duplicateCollection(collection))}
                  onDelete={quietly(() => actions.deleteCollection(collection))}
                />
              </Col>
            );
          })}
        </Row>
        {page && page.total > COLLECTIONS_PAGE_SIZE ? (
          <Flex justify="center" style={{ marginTop: 20 }}>
            <Pagination current={filters.page} pageSize={COLLECTIONS_PAGE_SIZE} total={page.total} showSizeChanger={false} onChange={(next) => update({ page: next })} />
          </Flex>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader title="Collections" subtitle="Sets of catalog products to own, counted from the inventory" actions={createButton} />
      {/* The search, sort and cards (the page's heavy part) render right after its first paint. */}
      <AfterFirstPaint fallback={<LoadingCards />}>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label="Search collections"
            placeholder="Search collections"
            value={searchText}
            allowClear
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => update({ q: value.trim() })}
            style={{ flex: '1 1 240px', maxWidth: 420 }}
          />
          <Select aria-label="Sort collections" value={filters.sort} onChange={(sort) => update({ sort })} options={SORT_OPTIONS} style={{ width: 180 }} />
          {page ? (
            <Typography.Text type="secondary">
              {page.total.toLocaleString('en-US')} {page.total === 1 ? 'collection' : 'collections'}
            </Typography.Text>
          ) : null}
        </Flex>
        <ReadOnlyNotice permission="inventory.write" />
        {body}
      </AfterFirstPaint>
    </>
  );
}
