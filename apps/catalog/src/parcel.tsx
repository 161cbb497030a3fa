// The catalog remote's one exposed module: its route area as a single-spa parcel, plus the widgets
// the shell mounts in its dialogs (contract 1.1): the product view and the catalog search.
// Pages and widgets are loaded when first shown (app.tsx, below), so this module stays small; the
// shell preloads a page's code on hover and idle (preload, contract 1.4).
import { API_CLIENT_MARKER } from '@bullion/api-client';
import { PendingFallback, SHARED_LIB_INSTANCES, type RemoteWidgetProps } from '@bullion/shared';
import { createRemoteParcel, lazyPage, LoadingState } from '@bullion/ui';
import { registerAppInstances } from '@bullion/shared/app-instances';
import { Suspense } from 'react';
import { CatalogApp, preloadCatalogPath } from './app';

registerAppInstances(__REMOTE_NAME__, { ...SHARED_LIB_INSTANCES, 'api-client': API_CLIENT_MARKER });

// Each widget's code is its own chunk. While it loads, the widget shows the placeholder its own
// loading state shows (the shell's loading placeholder hides once the parcel draws) and the shell's
// top progress bar follows (PendingFallback); a chunk that fails to load throws to the parcel's
// error boundary, which reports it to the shell (the dialog's fallback), and is forgotten so that
// the shell's Retry loads it again (lazyPage).
const ProductView = lazyPage(() => import('./products/product-view-widget'), (module) => module.ProductViewWidget);
const CatalogSearch = lazyPage(() => import('./search/catalog-search'), (module) => module.CatalogSearchWidget);

function ProductViewWidget(props: RemoteWidgetProps<'product-view'>) {
  const placeholder = (
    <>
      <PendingFallback />
      <LoadingState layout="lines" label="Loading product" avatar rows={6} />
    </>
  );
  return (
    <Suspense fallback={placeholder}>
      <ProductView {...props} />
    </Suspense>
  );
}

function CatalogSearchWidget(props: RemoteWidgetProps<'catalog-search'>) {
  const placeholder = (
    <>
      <PendingFallback />
      <LoadingState layout="spin" label="Loading the catalog search" />
    </>
  );
  return (
    <Suspense fallback={placeholder}>
      <CatalogSearch {...props} />
    </Suspense>
  );
}

export const { contract, parcel, widgets, preload } = createRemoteParcel({
  contract: { remote: __REMOTE_NAME__, contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: CatalogApp,
  widgets: { 'product-view': ProductViewWidget, 'catalog-search': CatalogSearchWidget },
  preload: preloadCatalogPath,
});
