// The inventory remote's one exposed module: its route area as a single-spa parcel.
import { createRemoteParcel } from '@bullion/shared';
import { InventoryApp } from './app';
import { registerInventoryInstances } from './instances';

registerInventoryInstances();

export const { contract, parcel } = createRemoteParcel({
  contract: { remote: 'inventory', contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: InventoryApp,
});
