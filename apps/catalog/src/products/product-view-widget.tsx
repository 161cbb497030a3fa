// The `#product:{id}` modal's content (contract 1.1 widget): the product view with 'View as page'
// and 'Close' as its only buttons. Edit continues on the product page.
import type { RemoteWidgetProps } from '@bullion/shared';
import { Button } from 'antd';
import { ProductView } from './product-view';

export const productPagePath = (productId: string) => `/products/${encodeURIComponent(productId)}`;

export function ProductViewWidget({ input, close, closeTo }: RemoteWidgetProps<'product-view'>) {
  const page = productPagePath(input.productId);
  return (
    <ProductView
      productId={input.productId}
      editable
      onEdit={() => closeTo(`${page}?edit=true`)}
      onClose={() => close()}
      footer={
        <>
          <Button onClick={() => closeTo(page)}>View as page</Button>
          <Button type="primary" onClick={() => close()}>
            Close
          </Button>
        </>
      }
    />
  );
}
