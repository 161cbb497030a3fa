// Dev only (loaded by main.ts): this remote's parcel in the standalone host, on the mock API
// (README, "Working on one remote").
import { startStandaloneMockApi } from '@bullion/api-client/mocks/browser';
import { startStandaloneRemote } from '@bullion/shared/standalone';
import { standaloneSpacesFallbacks, storeStandaloneSpot } from './mock-api/standalone-spaces';
import * as remoteModule from './parcel';

export const startStandalone = () =>
  startStandaloneRemote({
    module: remoteModule,
    startMockApi: async () => {
      const session = await startStandaloneMockApi({ fallbacks: standaloneSpacesFallbacks() });
      storeStandaloneSpot();
      return session;
    },
  });
