// The mock user's team, on the Teams plan.
import { MOCK_USER_ID } from '../account/fixtures';
import type { Group } from '@bullion/contract';

export const MOCK_GROUP_ID = '4f9c2c1e-8d7a-4b52-9a55-0a4c3a1b2d3e';

export function mockGroups(): Group[] {
  return [
    {
      id: MOCK_GROUP_ID,
      type: 'team',
      private: false,
      name: 'Sterling & Sons',
      subdomain: 'sterling',
      avatarUrl: null,
      settings: { productTitleFormat: '{year} {title}' },
      requireMfa: false,
      createdAt: '2026-01-05T10:00:00.000Z',
      updatedAt: '2026-01-05T10:00:00.000Z',
      subscription: {
        id: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924',
        groupId: MOCK_GROUP_ID,
        userId: MOCK_USER_ID,
        subscriptionPlanId: 'teams',
        stripeSubscriptionId: null,
        status: 'active',
        createdAt: '2026-01-05T10:00:00.000Z',
        updatedAt: '2026-01-05T10:00:00.000Z',
        plan: { id: 'teams', name: 'Teams', alias: 'teams', stripeProductId: null, permissions: { enableDomain: true, enableSubdomain: true, enableBranding: true } },
      },
    },
  ];
}
