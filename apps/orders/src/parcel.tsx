// The orders remote's one exposed module: its route area as a single-spa parcel.
import { API_CLIENT_MARKER } from '@bullion/api-client';
import { SHARED_LIB_INSTANCES } from '@bullion/shared';
import { createRemoteParcel } from '@bullion/ui';
import { registerAppInstances } from '@bullion/shared/app-instances';
import { OrdersApp, preloadOrdersPath } from './app';

registerAppInstances(__REMOTE_NAME__, { ...SHARED_LIB_INSTANCES, 'api-client': API_CLIENT_MARKER });

export const { contract, parcel, preload } = createRemoteParcel({
  contract: { remote: __REMOTE_NAME__, contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: OrdersApp,
  // Contract 1.4: the shell preloads a page's code (its own chunk, app.tsx) on hover and idle.
  preload: preloadOrdersPath,
});
