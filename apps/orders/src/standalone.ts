// Dev only (loaded by main.ts): this remote's parcel in the standalone host, on the mock API
// (docs/development.md, "Working on one remote"). The shell keeps the spot in the app store fresh; here the mock
// quote is stored every minute instead, stamped with the time it was read, so the price preview has
// a current spot.
import { spotPricesQueryOptions, SPOT_REFRESH_MS } from '@bullion/api-client';
import { startStandaloneMockApi } from '@bullion/api-mocks/browser';
import { queryClient, useAppStore } from '@bullion/shared';
import { startStandaloneRemote } from '@bullion/ui/standalone';
import * as remoteModule from './parcel';

async function storeMockSpot(): Promise<void> {
  const { gold, silver, platinum, palladium, rhodium } = await queryClient.fetchQuery({ ...spotPricesQueryOptions(), staleTime: 0 });
  useAppStore.getState().setSpotPrices({ gold, silver, platinum, palladium, rhodium, updatedAt: new Date().toISOString() });
}

export const startStandalone = () =>
  startStandaloneRemote({
    module: remoteModule,
    startMockApi: async () => {
      const session = await startStandaloneMockApi();
      await storeMockSpot().catch(() => undefined);
      setInterval(() => void storeMockSpot().catch(() => undefined), SPOT_REFRESH_MS);
      return session;
    },
  });
