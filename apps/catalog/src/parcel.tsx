// The catalog remote's one exposed module: its route area as a single-spa parcel.
import { createRemoteParcel } from '@bullion/shared';
import { CatalogApp } from './app';
import { registerCatalogInstances } from './instances';

registerCatalogInstances();

export const { contract, parcel } = createRemoteParcel({
  contract: { remote: 'catalog', contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: CatalogApp,
});
