// The catalog search dialog's content: search, pick products, confirm. Offered to every app through the
// shell's dialog service (`dialogService.searchCatalog`, contract 1.1 widget 'catalog-search').
import { productListQueryOptions, useProductTitle } from '@bullion/api-client';
import { type PartialProduct } from '@bullion/contract';
import { useDebounced, type CatalogSearchRequest, type CatalogSelection, type RemoteWidgetProps } from '@bullion/shared';
import { EmptyState, LoadError, LoadingState } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Input, Modal, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { ProductImage } from '../products/product-image';
import { ProductView } from '../products/product-view';
import { noResultsText, SEARCH_DEBOUNCE_MS, searchTermOf, selectedCountText, TYPE_MORE_TEXT } from './search-term';

export const SEARCH_RESULT_LIMIT = 100;

export interface CatalogSearchProps {
  request: CatalogSearchRequest;
  onDone(selection: CatalogSelection | null): void;
  /** Off when the hosting dialog shows the title 'Catalog search' itself. */
  showTitle?: boolean;
}

export function CatalogSearch({ request, onDone, showTitle = true }: CatalogSearchProps) {
  const [input, setInput] = useState('');
  const term = useDebounced(searchTermOf(input), SEARCH_DEBOUNCE_MS);
  const existing = useMemo(() => new Set(request.existingIds ?? []), [request.existingIds]);
  // Newly selected products in selection order, kept across searches.
  const [selected, setSelected] = useState<PartialProduct[]>([]);
  const [onlySelected, setOnlySelected] = useState(false);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const { token } = theme.useToken();
  const titleOf = useProductTitle();

  const results = useQuery({
    ...productListQueryOptions({ q: term ?? '', limit: SEARCH_RESULT_LIMIT, offset: 0 }),
    enabled: term !== null,
  });
  const found = term === null ? [] : (results.data?.items ?? []);
  const selectedIds = new Set(selected.map((product) => product.id));
  const rows = onlySelected ? selected : found;

  const toggle = (product: PartialProduct) => {
    if (existing.has(product.id)) return;
    setSelected((current) => (current.some((item) => item.id === product.id) ? current.filter((item) => item.id !== product.id) : [...current, product]));
  };

  // Titles as the picker showed them (the group's product title format), for the caller's messages.
  const confirm = () =>
    onDone({
      products: selected.map((product) => ({ id: product.id, title: titleOf(product), groupId: product.groupId, obverseImage: product.obverseImage })),
    });

  let status: React.ReactNode = null;
  if (!onlySelected) {
    if (term === null) status = <Typography.Text type="secondary">{TYPE_MORE_TEXT}</Typography.Text>;
    else if (results.isError) status = <LoadError title="Search failed. Try again in a moment." onRetry={() => void results.refetch()} />;
    else if (results.isPending) status = <LoadingState layout="spin" label="Searching the catalog" style={{ padding: 8 }} />;
    else if (!found.length) status = <EmptyState size="small" title={noResultsText(term)} />;
  } else if (!selected.length) {
    status = <EmptyState size="small" title="No products selected yet" />;
  }

  return (
    <Flex vertical gap={12} data-testid="catalog-search">
      {showTitle ? (
        <h2 className="ant-modal-title" id="catalog-search-title">
          Catalog search
        </h2>
      ) : null}
      <Input
        autoFocus
        allowClear
        aria-label="Search products"
        placeholder="Search products"
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setOnlySelected(false);
        }}
      />
      <div style={{ minHeight: 240, maxHeight: '55vh', overflow: 'auto' }} aria-live="polite">
        {status ? (
          <Flex justify="center" align="center" style={{ minHeight: 200 }}>
            {status}
          </Flex>
        ) : (
          <ul aria-label="Search results" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((product) => {
              const already = existing.has(product.id);
              const title = titleOf(product);
              const checked = already || selectedIds.has(product.id);
              return (
                <li
                  key={product.id}
                  data-product-id={product.id}
                  onClick={() => toggle(product)}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 12,
                    padding: '8px',
                    cursor: already ? 'default' : 'pointer',
                    borderBottom: `1px solid ${token.colorSplit}`,
                  }}
                >
                  <Checkbox
                    checked={checked}
                    disabled={already}
                    aria-label={already ? `${title} (already added)` : `Select ${title}`}
                    onClick={(event) => event.stopPropagation()}
                    onChange={() => toggle(product)}
                  />
                  <ProductImage src={product.obverseImage} alt="" size={40} />
                  <Typography.Text ellipsis style={{ flex: 1 }}>
                    {title}
                  </Typography.Text>
                  {already ? <Typography.Text type="secondary">Already added</Typography.Text> : null}
                  <Button
                    size="small"
                    aria-label={`Preview ${title}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      setPreviewId(product.id);
                    }}
                  >
                    Preview
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {!onlySelected && term !== null && results.data && results.data.total > found.length ? (
          <Typography.Text type="secondary" style={{ display: 'block', padding: 8 }}>
            Showing the first {found.length} of {results.data.total.toLocaleString('en-US')} matches: refine the search to see others.
          </Typography.Text>
        ) : null}
      </div>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Button
          type={onlySelected ? 'primary' : 'default'}
          ghost={onlySelected}
          aria-pressed={onlySelected}
          onClick={() => setOnlySelected((current) => !current)}
        >
          {selectedCountText(selected.length, new Set([...found.map((product) => product.id), ...selectedIds]).size)}
        </Button>
        <Flex gap={8}>
          <Button onClick={() => onDone(null)}>Close</Button>
          <Button type="primary" disabled={!selected.length} onClick={confirm}>
            {request.confirmLabel ?? 'Add selected'}
          </Button>
        </Flex>
      </Flex>
      <Modal open={previewId !== null} onCancel={() => setPreviewId(null)} footer={null} closable={false} width={860} destroyOnHidden>
        {previewId ? <ProductView productId={previewId} editable={false} onClose={() => setPreviewId(null)} /> : null}
      </Modal>
    </Flex>
  );
}

export function CatalogSearchWidget({ input, close }: RemoteWidgetProps<'catalog-search'>) {
  return <CatalogSearch request={input} showTitle={false} onDone={(selection) => close(selection)} />;
}
