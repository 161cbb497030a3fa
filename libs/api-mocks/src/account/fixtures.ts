// The signed-in user of the mock API.
import type { AccountSession, Profile } from '@bullion/contract';

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

/** The mock user's open sessions: this browser, a phone and an old laptop. */
export function mockAccountSessions(): AccountSession[] {
  return [
    {
      id: '7c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e01',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ip: '203.0.113.24',
      createdAt: '2026-10-30T08:12:00.000Z',
      lastUsedAt: '2026-11-02T08:55:00.000Z',
      current: true,
      twoStep: false,
    },
    {
      id: '7c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e02',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ip: '198.51.100.7',
      createdAt: '2026-10-21T19:40:00.000Z',
      lastUsedAt: '2026-11-01T21:03:00.000Z',
      current: false,
      twoStep: false,
    },
    {
      id: '7c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e03',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
      ip: '192.0.2.80',
      createdAt: '2026-09-12T10:00:00.000Z',
      lastUsedAt: '2026-09-28T16:20:00.000Z',
      current: false,
      twoStep: false,
    },
  ];
}
