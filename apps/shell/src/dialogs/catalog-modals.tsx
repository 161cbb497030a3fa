// #search and #product:{id}: dialogs the shell hosts and the catalog remote fills
// with its search and product view (contract 1.1 widgets). When the catalog cannot be shown (down,
// or a build without the widget) each dialog says so and offers the catalog's pages instead.
import { parseHashDialog, settleCatalogSearch, useCatalogSearchRequest, type CatalogSelection } from '@bullion/shared';
import { Alert, Button, Flex, Modal } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RemoteWidget } from '../federation/remote-widget';
import { shellServices } from '../services';
import { useShell } from '../shell-context';
import { hashDialogIdOf, useHashDialog } from './use-hash-dialog';

export const SEARCH_UNAVAILABLE = 'Catalog search is not available right now';
export const PRODUCT_VIEW_UNAVAILABLE = 'The product view is not available right now';

export function SearchModal() {
  const { loader } = useShell();
  const dialog = useHashDialog('search');
  const pending = useCatalogSearchRequest((state) => state.pending);
  const { close: closeDialog } = dialog;

  // Closed any other way than confirming (Back, Escape, another page): the caller gets null.
  useEffect(() => {
    if (!dialog.isOpen) settleCatalogSearch(null);
  }, [dialog.isOpen]);

  const close = useCallback(
    (selection?: CatalogSelection | null) => {
      settleCatalogSearch(selection ?? null);
      closeDialog();
    },
    [closeDialog],
  );

  return (
    <Modal open={dialog.isOpen} title="Catalog search" footer={null} onCancel={() => close(null)} width={720} destroyOnHidden>
      {dialog.isOpen ? (
        <RemoteWidget
          widget="catalog-search"
          input={pending?.request ?? {}}
          loader={loader}
          services={shellServices}
          close={close}
          closeTo={dialog.closeTo}
          fallback={
            <Flex vertical gap={16}>
              <Alert type="warning" showIcon title={SEARCH_UNAVAILABLE} description="Search and pick products from the Catalog page instead." />
              <Flex justify="end" gap={8}>
                <Button onClick={() => dialog.closeTo('/catalog')}>Open the catalog</Button>
                <Button type="primary" onClick={() => close(null)}>
                  Close
                </Button>
              </Flex>
            </Flex>
          }
        />
      ) : null}
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
  const { loader } = useShell();
  const { hash } = useLocation();
  const productId = useProductId();
  const currentId = hashDialogIdOf(hash);
  const dialog = useHashDialog(currentId?.startsWith('product:') ? (currentId as `product:${string}`) : 'product:');
  const pagePath = `/products/${encodeURIComponent(productId ?? '')}`;
  return (
    <Modal
      open={dialog.isOpen}
      // The product view shows its own header; the title only names the dialog for assistive technology.
      title={<span className="visually-hidden">Product</span>}
      footer={null}
      closable={false}
      onCancel={dialog.close}
      width={880}
      destroyOnHidden
    >
      {dialog.isOpen && productId ? (
        <RemoteWidget
          widget="product-view"
          input={{ productId }}
          loader={loader}
          services={shellServices}
          close={dialog.close}
          closeTo={dialog.closeTo}
          fallback={
            <Flex vertical gap={16}>
              <Alert type="warning" showIcon title={PRODUCT_VIEW_UNAVAILABLE} description={`Open product ${productId} as a page instead.`} />
              <Flex justify="end" gap={8}>
                <Button onClick={() => dialog.closeTo(pagePath)}>View as page</Button>
                <Button type="primary" onClick={dialog.close}>
                  Close
                </Button>
              </Flex>
            </Flex>
          }
        />
      ) : null}
    </Modal>
  );
}
