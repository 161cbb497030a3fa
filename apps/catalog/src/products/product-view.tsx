// The product view, shown as the `#product:{id}` modal and as the product page:
// header with thumbnail, title, Print, Edit and close; obverse and reverse images; the Details card;
// the description.
import { datasetsQueryOptions, productQueryOptions, useProductTitle } from '@bullion/api-client';
import { type Product } from '@bullion/contract';
import { selectGroupId, useAppStore, useGroupPermission } from '@bullion/shared';
import { LoadError, LoadingState, NotFoundState, RoleGate } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DEFAULT_PRODUCT_TITLE, NO_DESCRIPTION, productDetailRows } from './product-details';
import { ProductImage } from './product-image';

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .product-view-printable, .product-view-printable * { visibility: visible !important; }
  .product-view-printable { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .product-view-printable .no-print { display: none !important; }
}`;

export const STATUS_COLORS: Record<Product['status'], string> = {
  draft: 'default',
  published: 'green',
  archived: 'orange',
  deleted: 'red',
};

/** Whether the product is the current group's own: only such a product is edited here (a public one never is). */
function useIsGroupsProduct(product: Product | null | undefined): boolean {
  const groupId = useAppStore(selectGroupId);
  return Boolean(product?.groupId && product.groupId === groupId);
}

/** Whether the current user may edit this product here: a product of the current group, and a role that may change the catalog. */
export function useCanEditProduct(product: Product | null | undefined): boolean {
  const groupsProduct = useIsGroupsProduct(product);
  const { allowed } = useGroupPermission('catalog.write');
  return groupsProduct && allowed;
}

export interface ProductViewProps {
  productId: string;
  /** The view may offer Edit; Edit shows only for the group's own product, disabled with the reason for a role that may not edit it. */
  editable: boolean;
  /** The product is being edited in this view: Edit is not offered again. */
  editing?: boolean;
  onEdit?(): void;
  onClose(): void;
  /** Replaces the Details and description (e.g. the edit form). */
  body?: (product: Product) => ReactNode;
  /** Footer buttons (the modal's 'View as page' and 'Close'). */
  footer?: ReactNode;
  headingLevel?: 2 | 3;
}

export function ProductView({ productId, editable, editing = false, onEdit, onClose, body, footer, headingLevel = 2 }: ProductViewProps) {
  const product = useQuery(productQueryOptions(productId));
  const datasets = useQuery(datasetsQueryOptions());
  const groupsProduct = useIsGroupsProduct(product.data);
  const titleOf = useProductTitle();

  const footerRow = footer ? (
    <Flex justify="end" gap={8} className="no-print" style={{ marginTop: 16 }}>
      {footer}
    </Flex>
  ) : null;

  if (product.isPending) {
    return (
      <>
        <LoadingState layout="lines" label="Loading product" avatar rows={6} />
        {footerRow}
      </>
    );
  }

  // A modal has its own Close in the footer.
  const close = footer ? null : <Button onClick={onClose}>Close</Button>;
  if (product.isError) {
    return (
      <>
        <LoadError layout="page" title="The product could not be loaded" actions={close} onRetry={() => void product.refetch()} />
        {footerRow}
      </>
    );
  }
  if (!product.data) {
    return (
      <>
        <NotFoundState title="Product not found" description="It may have been deleted, or it belongs to a group you are not signed in to." action={close} />
        {footerRow}
      </>
    );
  }

  const data = product.data;
  const title = titleOf({ ...data, title: data.title.trim() || DEFAULT_PRODUCT_TITLE });
  const showEdit = editable && !editing && groupsProduct;
  const rows = productDetailRows(data, datasets.data);

  return (
    <article className="product-view-printable" aria-labelledby={`product-title-${data.id}`}>
      <style>{PRINT_CSS}</style>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <ProductImage src={data.obverseImage} alt="" size={48} />
        <Flex vertical style={{ flex: 1, minWidth: 180 }}>
          <Typography.Title level={headingLevel} id={`product-title-${data.id}`} style={{ margin: 0, fontSize: headingLevel === 2 ? 20 : undefined }}>
            {title}
          </Typography.Title>
          <Flex gap={6} wrap>
            {data.groupId ? <Tag color="blue">{data.group?.name ?? 'Your group'}</Tag> : <Tag>Public catalog</Tag>}
            {data.status !== 'published' ? <Tag color={STATUS_COLORS[data.status]}>{data.status}</Tag> : null}
          </Flex>
        </Flex>
        <Flex gap={8} className="no-print">
          <Button onClick={() => window.print()}>Print</Button>
          {showEdit ? (
            <RoleGate permission="catalog.write">
              <Button type="primary" onClick={onEdit}>
                Edit
              </Button>
            </RoleGate>
          ) : null}
          <Tooltip title="Close">
            <Button type="text" aria-label="Close" onClick={onClose}>
              ✕
            </Button>
          </Tooltip>
        </Flex>
      </Flex>

      <Flex gap={24} wrap justify="center" style={{ marginBottom: 16 }}>
        <figure style={{ margin: 0, textAlign: 'center' }}>
          <ProductImage src={data.obverseImage} alt={`${title}, obverse`} size={220} />
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            Obverse
          </Typography.Text>
        </figure>
        <figure style={{ margin: 0, textAlign: 'center' }}>
          <ProductImage src={data.reverseImage} alt={`${title}, reverse`} size={220} />
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            Reverse
          </Typography.Text>
        </figure>
      </Flex>

      {body ? (
        body(data)
      ) : (
        <Flex vertical gap={16}>
          <Card title="Details" size="small">
            {rows.length ? (
              <Descriptions
                column={{ xs: 1, sm: 2 }}
                size="small"
                items={rows.map((row) => ({ key: row.key, label: row.label, children: row.value }))}
              />
            ) : (
              <Typography.Text type="secondary">No details recorded.</Typography.Text>
            )}
          </Card>
          <Card title="Description" size="small">
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }} type={data.desc?.trim() ? undefined : 'secondary'}>
              {data.desc?.trim() || NO_DESCRIPTION}
            </Typography.Paragraph>
          </Card>
        </Flex>
      )}

      {footerRow}
    </article>
  );
}
