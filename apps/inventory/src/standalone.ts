// Dev only (loaded by main.ts): this remote's parcel in the standalone host, on the mock API
// (docs/development.md, "Working on one remote"), with the spot quote the shell would keep in the store (its
// 60 s poll does not run here), dated now.
import { mockStoredSpot } from '@bullion/api-mocks';
import { startStandaloneMockApi } from '@bullion/api-mocks/browser';
import { useAppStore } from '@bullion/shared';
import { startStandaloneRemote } from '@bullion/ui/standalone';
import * as remoteModule from './parcel';

export const startStandalone = () =>
  startStandaloneRemote({
    module: remoteModule,
    startMockApi: async () => {
      const session = await startStandaloneMockApi();
      useAppStore.getState().setSpotPrices(mockStoredSpot(new Date().toISOString()));
      return session;
    },
  });
