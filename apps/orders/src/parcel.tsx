// The orders remote's one exposed module: its route area as a single-spa parcel.
import { createRemoteParcel } from '@bullion/shared';
import { OrdersApp } from './app';
import { registerOrdersInstances } from './instances';

registerOrdersInstances();

export const { contract, parcel } = createRemoteParcel({
  contract: { remote: 'orders', contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: OrdersApp,
});
