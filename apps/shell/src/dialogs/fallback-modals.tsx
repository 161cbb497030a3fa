// #search and #product:{id}: hosted by the shell, filled by the catalog remote once it exposes its
// search dialog and product view. Until then each says so and offers the page instead.
import { parseHashDialog } from '@bullion/shared';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { hashDialogIdOf, useHashDialog } from './use-hash-dialog';

export const SEARCH_UNAVAILABLE = 'Catalog search is not available yet';

export function SearchModal() {
  const dialog = useHashDialog('search');
  return (
    <Modal
      open={dialog.isOpen}
      title="Catalog search"
      onCancel={dialog.close}
      footer={[
        <Button key="catalog" onClick={() => dialog.closeTo('/catalog')}>
          Open the catalog
        </Button>,
        <Button key="close" type="primary" onClick={dialog.close}>
          Close
        </Button>,
      ]}
    >
      <Alert type="info" showIcon title={SEARCH_UNAVAILABLE} description="Search and pick products from the Catalog page in the meantime." />
    </Modal>
  );
}

/** The product id of `#product:{id}`, kept while the modal animates closed. */
function useProductId(): string | null {
  const { hash } = useLocation();
  const parsed = parseHashDialog(hash);
  const current = parsed?.name === 'product' ? parsed.productId : null;
  const [last, setLast] = useState(current);
  useEffect(() => {
    if (current) setLast(current);
  }, [current]);
  return current ?? last;
}

export function ProductModal() {
  const { hash } = useLocation();
  const productId = useProductId();
  const currentId = hashDialogIdOf(hash);
  const dialog = useHashDialog(currentId?.startsWith('product:') ? (currentId as `product:${string}`) : 'product:');
  return (
    <Modal
      open={dialog.isOpen}
      title="Product"
      onCancel={dialog.close}
      footer={[
        <Button key="page" onClick={() => dialog.closeTo(`/products/${encodeURIComponent(productId ?? '')}`)} disabled={!productId}>
          View as page
        </Button>,
        <Button key="close" type="primary" onClick={dialog.close}>
          Close
        </Button>,
      ]}
    >
      <Alert
        type="info"
        showIcon
        title="The product view is not available in a dialog yet"
        description={`Open product ${productId ?? ''} as a page to see its details.`}
      />
    </Modal>
  );
}
