// Renders this remote's area at a path as it runs in the shell (@bullion/shared/testing), with the
// signed-in mock session and the spot in the store — with the API answered by the mock
// API plus this remote's space and inventory routes (msw/node), and every write's body recorded.
import { configureApiClient } from '@bullion/api-client';
import { createMockHandlers, MOCK_API_URL, mockSession, resetMockDb } from '@bullion/api-client/mocks';
import { useAppStore } from '@bullion/shared';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { InventoryApp } from '../app';
import { fixtureData, mockSpotPrices } from '../mock-api/spaces-fixtures';
import { createSpacesMockApi } from '../mock-api/spaces-handlers';

export const mockApi = createSpacesMockApi(fixtureData);
export const writes: { method: string; path: string; body: unknown }[] = [];

/** Records every write's body, then lets the mocks answer. */
const recordWrites = http.all(`${MOCK_API_URL}/*`, async ({ request }) => {
  if (request.method === 'GET') return;
  writes.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body: await request.clone().json().catch(() => null) });
});

export const server = setupServer();

export function resetApi(...overrides: RequestHandler[]) {
  mockApi.reset();
  resetMockDb();
  writes.length = 0;
  // This remote's own space and inventory mock answers first: the page tests read its fixtures.
  server.resetHandlers(recordWrites, ...overrides, ...mockApi.handlers(), ...createMockHandlers());
}

export function renderPage(path: string, services = fakeShellServices()) {
  configureApiClient({ apiUrl: MOCK_API_URL });
  const session = mockSession();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
  useAppStore.setState({ spotPrices: mockSpotPrices(new Date().toISOString()) });
  return renderInShell(<InventoryApp />, { path, services });
}
