// The catalog's results: a virtualised list over the whole result set (@bullion/ui/virtual-list:
// only the rows on screen are rendered and only their pages of 100 fetched, so 10 000 rows scroll as
// smoothly as 10). Hovering a row for 50 ms prefetches the product, which stays fresh for 30 s.
import { productListQueryOptions, productQueryOptions, useProductTitle } from '@bullion/api-client';
import { type PartialProduct, type ProductListQuery } from '@bullion/contract';
import { queryClient, selectGroupId, useAppStore, useShellServices } from '@bullion/shared';
import { EmptyState } from '@bullion/ui';
import { PagedVirtualList, rowPosition, usePagedRows } from '@bullion/ui/virtual-list';
import { Button, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import type { MouseEvent } from 'react';
import { ProductImage } from '../products/product-image';
import { productPagePath } from '../products/product-view-widget';

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

function ResultRow({ product, groupId, title, onOpen }: { product: PartialProduct; groupId: string | null; title: string; onOpen(id: string): void }) {
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
        {title}
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
  const titleOf = useProductTitle();
  const list = usePagedRows({
    pageQuery: (offset, limit) => productListQueryOptions({ ...query, offset, limit }),
    rowHeight: ROW_HEIGHT,
    overscan: 8,
  });

  return (
    <PagedVirtualList
      list={list}
      kind="list"
      label="Products"
      totalText={(total) => `${total.toLocaleString('en-US')} ${total === 1 ? 'product' : 'products'}`}
      totalTestId="catalog-total"
      loadErrorTitle="The catalog could not be loaded"
      loadingLabel="Loading products"
      empty={
        <EmptyState title={query.q ? `No products found for "${query.q}"` : 'No products match these filters'} style={{ padding: '48px 0' }}>
          {onClearFilters ? <Button onClick={onClearFilters}>Clear search and filters</Button> : null}
        </EmptyState>
      }
      boxStyle={{ height, minHeight: 320 }}
      renderRow={(product, row) => (
        <div key={row.key} role="listitem" aria-setsize={list.total} aria-posinset={row.index + 1} style={rowPosition(row)}>
          {product ? (
            <ResultRow product={product} groupId={groupId} title={titleOf(product)} onOpen={(id) => dialog.openProduct(id)} />
          ) : (
            <Flex align="center" gap={12} style={{ height: ROW_HEIGHT, padding: '0 12px' }}>
              <Skeleton.Avatar active shape="circle" size={44} />
              <Skeleton.Input active size="small" style={{ width: 240 }} />
            </Flex>
          )}
        </div>
      )}
    />
  );
}
