// The catalog remote's one exposed module: its route area as a single-spa parcel, plus the widgets
// the shell mounts in its dialogs (contract 1.1): the product view and the catalog search.
import { API_CLIENT_MARKER } from '@bullion/api-client';
import { SHARED_LIB_INSTANCES } from '@bullion/shared';
import { createRemoteParcel } from '@bullion/ui';
import { registerAppInstances } from '@bullion/shared/app-instances';
import { CatalogApp } from './app';
import { ProductViewWidget } from './products/product-view-widget';
import { CatalogSearchWidget } from './search/catalog-search';

registerAppInstances(__REMOTE_NAME__, { ...SHARED_LIB_INSTANCES, 'api-client': API_CLIENT_MARKER });

export const { contract, parcel, widgets } = createRemoteParcel({
  contract: { remote: __REMOTE_NAME__, contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: CatalogApp,
  widgets: { 'product-view': ProductViewWidget, 'catalog-search': CatalogSearchWidget },
});
