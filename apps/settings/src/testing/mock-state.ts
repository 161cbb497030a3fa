// What settings page tests share: the API and the auth server answered by the mock API's msw
// handlers (@bullion/api-mocks), their state reset, and supabase-js signed in against them.
import { configureApiClient } from '@bullion/api-client';
import { createMockHandlers, MOCK_API_URL, mockDb, mockSession, resetMockDb, signInMockSupabase } from '@bullion/api-mocks';
import { useAppStore } from '@bullion/shared';
import { setupServer } from 'msw/node';

export const mockApi = setupServer(...createMockHandlers());

/** The mock data as shipped and the mock admin signed in (app token and supabase-js session). */
export async function resetMockState(): Promise<void> {
  configureApiClient({ apiUrl: MOCK_API_URL });
  resetMockDb();
  const session = mockSession();
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
  await signInMockSupabase(mockDb.auth);
}
