import { useGroupPermission, usePageTitle, useShellServices } from '@bullion/shared';
import { productQueryOptions, useProductTitle } from '@bullion/api-client';
import { type Product } from '@bullion/contract';
import { ReadOnlyNotice } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { ProductForm } from '../products/product-form';
import { ProductView, useCanEditProduct } from '../products/product-view';

function EditBody({ product, onDone }: { product: Product; onDone(): void }) {
  const canEdit = useCanEditProduct(product);
  const { allowed } = useGroupPermission('catalog.write');
  if (canEdit) return <ProductForm product={product} onDone={onDone} />;
  if (!allowed) return <ReadOnlyNotice permission="catalog.write" title="This product cannot be edited here" />;
  return <Alert type="info" showIcon title="This product cannot be edited here" description="Only the products of your current group are edited here." />;
}

/** /products/{productId}: the full product page; `?edit=true` edits a group product in place. */
export function ProductPage() {
  const { productId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { navigation } = useShellServices();
  const editing = searchParams.get('edit') === 'true';
  // The same query ProductView reads: no second request.
  const { data: product, isFetched } = useQuery(productQueryOptions(productId));
  const titleOf = useProductTitle();
  usePageTitle(product ? titleOf(product) : isFetched ? 'Product not found' : null);

  const setEditing = (next: boolean) => {
    const params = new URLSearchParams(searchParams);
    if (next) params.set('edit', 'true');
    else params.delete('edit');
    setSearchParams(params);
  };

  return (
    <Card>
      <ProductView
        productId={productId}
        editable
        editing={editing}
        headingLevel={2}
        onEdit={() => setEditing(true)}
        onClose={() => navigation.navigate('/catalog')}
        body={editing ? (product) => <EditBody product={product} onDone={() => setEditing(false)} /> : undefined}
      />
    </Card>
  );
}
