// What orders page tests share: the API answered by the mock API's msw handlers
// (@bullion/api-mocks) and its state reset; pages render with @bullion/shared/testing.
import { configureApiClient } from '@bullion/api-client';
import { createMockHandlers, MOCK_API_URL, mockSession, mockStoredSpot, resetMockDb } from '@bullion/api-mocks';
import { useAppStore } from '@bullion/shared';
import { setupServer } from 'msw/node';

export const mockApi = setupServer(...createMockHandlers());

/** The mock data as shipped, the mock member signed in, and the mock spot fetched `ageMinutes` ago. */
export function resetMockState({ ageMinutes = 0 }: { ageMinutes?: number } = {}) {
  configureApiClient({ apiUrl: MOCK_API_URL });
  resetMockDb();
  const session = mockSession();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
  useAppStore.getState().setSpotPrices(mockStoredSpot(new Date(Date.now() - ageMinutes * 60_000).toISOString()));
}
