// Renders this remote's area at a path as it runs in the shell (@bullion/shared/testing), with the
// signed-in mock session and the spot in the store, the API answered by the contract's mock API
// (@bullion/api-mocks, msw/node) and every write's body recorded.
import { configureApiClient } from '@bullion/api-client';
import { createMockHandlers, MOCK_API_URL, mockSession, mockStoredSpot, resetMockDb } from '@bullion/api-mocks';
import { useAppStore } from '@bullion/shared';
import { fakeShellServices, renderInShell } from '@bullion/shared/testing';
import { http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { InventoryApp } from '../app';

export const writes: { method: string; path: string; body: unknown }[] = [];

/** Records every write's body, then lets the mocks answer. */
const recordWrites = http.all(`${MOCK_API_URL}/*`, async ({ request }) => {
  if (request.method === 'GET') return;
  writes.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body: await request.clone().json().catch(() => null) });
});

export const server = setupServer();

/** The client on the mock API with its data as shipped, no writes recorded; `overrides` answer before the mocks. */
export function resetApi(...overrides: RequestHandler[]) {
  configureApiClient({ apiUrl: MOCK_API_URL });
  resetMockDb();
  writes.length = 0;
  server.resetHandlers(recordWrites, ...overrides, ...createMockHandlers());
}

export function renderPage(path: string, services = fakeShellServices()) {
  const session = mockSession();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
  useAppStore.setState({ spotPrices: mockStoredSpot(new Date().toISOString()) });
  return renderInShell(<InventoryApp />, { path, services });
}
