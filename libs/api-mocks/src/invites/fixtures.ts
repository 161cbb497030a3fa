// Two active invites to the mock team, as a member: a shareable link and one e-mailed to an address.
import { localUrl } from '@bullion/shared/remotes';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { MOCK_NOW } from '../http';
import { mockMemberRole } from '../members/fixtures';
import type { Invite } from '@bullion/contract';

export function mockInvites(): Invite[] {
  const role = mockMemberRole(2);
  return [
    {
      code: 'mock-invite-code-0123456789abcdef',
      url: `${localUrl('shell')}/invite/mock-invite-code-0123456789abcdef`,
      groupId: MOCK_GROUP_ID,
      roleId: role.id,
      role,
      email: null,
      maxUses: 5,
      uses: 1,
      expiresAt: '2026-11-09T09:00:00.000Z',
      revokedAt: null,
      createdAt: MOCK_NOW,
      status: 'active',
    },
    {
      code: 'mock-invite-email-0123456789abcdef',
      url: `${localUrl('shell')}/invite/mock-invite-email-0123456789abcdef`,
      groupId: MOCK_GROUP_ID,
      roleId: role.id,
      role,
      email: 'grace@example.com',
      maxUses: 1,
      uses: 0,
      expiresAt: '2026-11-09T09:00:00.000Z',
      revokedAt: null,
      createdAt: MOCK_NOW,
      status: 'active',
    },
  ];
}
