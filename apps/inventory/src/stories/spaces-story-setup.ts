// What the drawer and storage-space stories share: the mock space and inventory API (filled and
// empty, reset before each story), failing and never-answering routes, the spot quote in the store
// (fresh, stale, none) and a viewer's permissions.
import { MOCK_API_URL, mockSession } from '@bullion/api-client/mocks';
import { permissionMap, useAppStore } from '@bullion/shared';
import { delay, http, HttpResponse } from 'msw';
import { fixtureData, mockSpotPrices } from '../mock-api/spaces-fixtures';
import { createSpacesMockApi } from '../mock-api/spaces-handlers';

export const filledApi = createSpacesMockApi(fixtureData);
export const emptyApi = createSpacesMockApi(() => ({ spaces: [], items: [] }));

const serverError = () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 });

/** The routes answer 500. */
export const failing = (...paths: string[]) => paths.map((path) => http.get(`${MOCK_API_URL}${path}`, serverError));

/** The routes never answer. */
export const pending = (...paths: string[]) =>
  paths.map((path) =>
    http.get(`${MOCK_API_URL}${path}`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );

function storeSpot(updatedAt: string | null): void {
  useAppStore.setState({ spotPrices: updatedAt ? mockSpotPrices(updatedAt) : null });
}

export const resetApis = () => {
  filledApi.reset();
  emptyApi.reset();
};
export const freshSpot = () => storeSpot(new Date().toISOString());
export const staleSpot = () => storeSpot(new Date(Date.now() - 3 * 60 * 60_000).toISOString());
export const noSpot = () => storeSpot(null);
export const asViewer = () => useAppStore.getState().setAccessToken(mockSession().accessToken, { user: {}, group: permissionMap('viewer') });
