// The catalog's results: a virtualised list over the whole result set. Only the rows on screen are
// rendered and only the pages of 100 (the list's default limit) they fall in are fetched, so
// 10 000 rows scroll as smoothly as 10. Hovering a row for 50 ms prefetches the product, which stays
// fresh for 30 s.
import { productListQueryOptions, productQueryOptions, type PartialProduct, type ProductListQuery } from '@bullion/api-client';
import { queryClient, selectGroupId, useAppStore, useShellServices } from '@bullion/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Empty, Flex, Result, Skeleton, Tag, Typography, theme } from 'antd';
import { useMemo, useRef, type MouseEvent } from 'react';
import { ProductImage } from '../products/product-image';
import { productPagePath } from '../products/product-view-widget';

export const PAGE_SIZE = 100;
export const ROW_HEIGHT = 64;
export const PRELOAD_DELAY_MS = 50;
export const PRELOAD_STALE_MS = 30_000;

let preloadTimer: ReturnType<typeof setTimeout> | undefined;

/** Prefetches a product's details shortly after the pointer rests on its row. */
export function schedulePreload(productId: string) {
  clearTimeout(preloadTimer);
  preloadTimer = setTimeout(() => {
    void queryClient.prefetchQuery({ ...productQueryOptions(productId), staleTime: PRELOAD_STALE_MS });
  }, PRELOAD_DELAY_MS);
}

export function cancelPreload() {
  clearTimeout(preloadTimer);
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function ResultRow({ product, groupId, onOpen }: { product: PartialProduct; groupId: string | null; onOpen(id: string): void }) {
  const { token } = theme.useToken();
  return (
    <a
      href={productPagePath(product.id)}
      className="catalog-row"
      data-product-id={product.id}
      onMouseEnter={() => schedulePreload(product.id)}
      onMouseLeave={cancelPreload}
      onFocus={() => schedulePreload(product.id)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen(product.id);
      }}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        height: ROW_HEIGHT,
        padding: '0 12px',
        color: 'inherit',
        borderBottom: `1px solid ${token.colorSplit}`,
      }}
    >
      <ProductImage src={product.obverseImage} alt="" size={44} />
      <Typography.Text ellipsis style={{ flex: 1 }}>
        {product.title}
      </Typography.Text>
      {product.groupId ? <Tag color="blue">{product.groupId === groupId ? 'Your group' : 'Group'}</Tag> : <Tag>Catalog</Tag>}
    </a>
  );
}

export interface ProductResultsProps {
  query: ProductListQuery;
  onClearFilters?(): void;
  /** Height of the scrolling list. */
  height?: number | string;
}

export function ProductResults({ query, onClearFilters, height = 'calc(100vh - 320px)' }: ProductResultsProps) {
  const { dialog } = useShellServices();
  const groupId = useAppStore(selectGroupId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();

  const first = useQuery(productListQueryOptions({ ...query, offset: 0, limit: PAGE_SIZE }));
  const total = first.data?.total ?? 0;

  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();

  // The pages the visible rows fall in (page 0 is `first`).
  const pageNumbers = useMemo(() => {
    const pages = new Set<number>();
    for (const item of items) pages.add(Math.floor(item.index / PAGE_SIZE));
    pages.delete(0);
    return [...pages];
  }, [items]);
  const pages = useQueries({
    queries: pageNumbers.map((page) => ({ ...productListQueryOptions({ ...query, offset: page * PAGE_SIZE, limit: PAGE_SIZE }), placeholderData: undefined })),
  });
  const rowAt = (index: number): PartialProduct | undefined => {
    const page = Math.floor(index / PAGE_SIZE);
    const data = page === 0 ? first.data : pages[pageNumbers.indexOf(page)]?.data;
    return data?.items[index - page * PAGE_SIZE];
  };

  if (first.isError) {
    return (
      <Result
        status="error"
        title="The catalog could not be loaded"
        subTitle="Check your connection and try again."
        extra={
          <Button type="primary" onClick={() => void first.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  if (first.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading products">
        <Skeleton active avatar paragraph={{ rows: 1 }} />
        <Skeleton active avatar paragraph={{ rows: 1 }} />
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      </div>
    );
  }

  if (total === 0) {
    return (
      <Empty
        description={query.q ? `No products found for "${query.q}"` : 'No products match these filters'}
        style={{ padding: '48px 0' }}
      >
        {onClearFilters ? <Button onClick={onClearFilters}>Clear search and filters</Button> : null}
      </Empty>
    );
  }

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" aria-live="polite" data-testid="catalog-total">
        {total.toLocaleString('en-US')} {total === 1 ? 'product' : 'products'}
      </Typography.Text>
      <div
        ref={scrollRef}
        role="list"
        aria-label="Products"
        aria-busy={first.isPlaceholderData}
        style={{
          height,
          minHeight: 320,
          overflow: 'auto',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          opacity: first.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 120ms',
        }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const product = rowAt(item.index);
            return (
              <div
                key={item.key}
                role="listitem"
                aria-setsize={total}
                aria-posinset={item.index + 1}
                style={{ position: 'absolute', top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start}px)` }}
              >
                {product ? (
                  <ResultRow product={product} groupId={groupId} onOpen={(id) => dialog.openProduct(id)} />
                ) : (
                  <Flex align="center" gap={12} style={{ height: ROW_HEIGHT, padding: '0 12px' }}>
                    <Skeleton.Avatar active shape="circle" size={44} />
                    <Skeleton.Input active size="small" style={{ width: 240 }} />
                  </Flex>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </Flex>
  );
}
