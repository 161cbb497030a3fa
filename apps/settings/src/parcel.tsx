// The settings remote's one exposed module: its route area as a single-spa parcel.
import { createRemoteParcel } from '@bullion/shared';
import { SettingsApp } from './app';
import { registerSettingsInstances } from './instances';

registerSettingsInstances();

export const { contract, parcel } = createRemoteParcel({
  contract: { remote: 'settings', contractRange: __REMOTE_CONTRACT_RANGE__, version: __REMOTE_VERSION__ },
  App: SettingsApp,
});
