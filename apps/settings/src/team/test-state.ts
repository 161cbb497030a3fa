// What the people and group page tests share: the mock API's msw handlers, its state reset, and the
// mock user signed in to the mock team as admin (or another role).
import { configureApiClient } from '@bullion/api-client';
import { createMockHandlers, MOCK_API_URL, mockSession, resetMockDb } from '@bullion/api-mocks';
import { type GroupRole } from '@bullion/contract';
import { useAppStore } from '@bullion/shared';
import { setupServer } from 'msw/node';

export const mockApi = setupServer(...createMockHandlers());

export function resetMockState(role: GroupRole = 'admin') {
  configureApiClient({ apiUrl: MOCK_API_URL });
  resetMockDb();
  signInAs(role);
}

/** The mock user with a role of the mock team. */
export function signInAs(role: GroupRole): void {
  const session = mockSession(role);
  useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
}
