// The signed-in user of the mock API.
import type { Profile } from '../schemas';

export const MOCK_USER_ID = '6b1f3c2a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

export function mockAccount(): Profile {
  return {
    id: MOCK_USER_ID,
    name: 'Ada Lovelace',
    displayName: 'Ada',
    email: 'ada@example.com',
    avatarUrl: null,
    metadata: {},
    settings: {},
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  };
}
