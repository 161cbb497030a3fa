// The catalog remote's one exposed module: its route area as a single-spa parcel, plus the widgets
// the shell mounts in its dialogs (contract 1.1): the product view and the catalog search.
import { createRemoteParcel } from '@bullion/shared';
import { CatalogApp } from './app';
import { registerCatalogInstances } from './instances';
import { ProductViewWidget } from './products/product-view-widget';
import { CatalogSearchWidget } from './search/catalog-search';

registerCatalogInstances();

export const { contract, parcel, widgets } = createRemoteParcel({
  contract: { remote: 'catalog', contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: CatalogApp,
  widgets: { 'product-view': ProductViewWidget, 'catalog-search': CatalogSearchWidget },
});
