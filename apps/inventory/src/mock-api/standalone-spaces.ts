// Dev only (standalone.ts): what this remote's standalone page adds to the mock API until the
// api-client's inventory and spaces mocks land — the space and inventory routes as fallbacks — and
// the spot quote the shell would keep in the store (its 60 s poll does not run here), dated now.
import { MOCK_API_URL } from '@bullion/api-client/mocks';
import { useAppStore } from '@bullion/shared';
import { fixtureData, mockSpotPrices } from './spaces-fixtures';
import { createSpacesMockApi } from './spaces-handlers';

export const standaloneSpacesFallbacks = () => createSpacesMockApi(fixtureData).handlers(MOCK_API_URL);

export function storeStandaloneSpot(): void {
  useAppStore.getState().setSpotPrices(mockSpotPrices(new Date().toISOString()));
}
