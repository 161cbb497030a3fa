// @bullion/api-client/mocks: the mock API (msw handlers, fixtures, in-memory state) for standalone
// remotes, Storybook and tests. Kept out of the main entry so production bundles never include msw.
export { createMockHandlers, handlers, type MockHandlerOptions } from './handlers';
export { mockDb, resetMockDb, type MockDb } from './db';
export {
  MOCK_API_URL,
  MOCK_GROUP_ID,
  MOCK_GROUP_PERMISSIONS,
  MOCK_USER_ID,
  mockAccessToken,
  mockAccount,
  mockDatasets,
  mockGroups,
  mockInvites,
  mockMemberRoles,
  mockMembers,
  mockProducts,
  mockSession,
  mockSpotHistory,
  mockSpots,
} from './fixtures';
