import { localUrl } from '@bullion/shared/remotes';
import { http, HttpResponse } from 'msw';
import { MOCK_USER_ID } from '../account/fixtures';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { findMockGroup } from '../groups/handlers';
import { findMockMemberRole } from '../members/fixtures';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, type MockSlice } from '../http';
import { acceptedInviteSchema, createInviteBodySchema, inviteListSchema, invitePreviewSchema, inviteSchema, type Invite } from '@bullion/contract';
import { mockInvites } from './fixtures';

/** Without a roleId the invitee joins as member (role 2). */
const DEFAULT_ROLE_ID = 2;

const MOCK_INVITE_CODE = mockInvites()[0]?.code ?? '';
const MOCK_EMAIL_INVITE_CODE = mockInvites()[1]?.code ?? '';

export const inviteMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/groups/:groupId/invites`, ({ params }) => HttpResponse.json(mockDb.invites.filter((invite) => invite.groupId === params.groupId))),
    http.post(`${api}/groups/:groupId/invites`, async ({ params, request }) => {
      const body = createInviteBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const role = findMockMemberRole(body.data.roleId ?? DEFAULT_ROLE_ID);
      if (!role) return apiError(400, 'bad_request', 'roleId is not a role.');
      const code = `mock-invite-${nextMockUuid().replace(/-/g, '')}`;
      const invite: Invite = {
        code,
        url: `${localUrl('shell')}/invite/${code}`,
        groupId: String(params.groupId),
        roleId: role.id,
        role,
        email: body.data.email ?? null,
        maxUses: body.data.maxUses ?? null,
        uses: 0,
        expiresAt: new Date(Date.now() + body.data.expiresInDays * 86_400_000).toISOString(),
        revokedAt: null,
        createdAt: now(),
        status: 'active',
      };
      mockDb.invites.push(invite);
      return HttpResponse.json(invite, { status: 201 });
    }),
    http.delete(`${api}/groups/:groupId/invites/:code`, ({ params }) => {
      const invite = mockDb.invites.find((candidate) => candidate.groupId === params.groupId && candidate.code === params.code);
      if (!invite) return notFound('Invite');
      if (!invite.revokedAt) Object.assign(invite, { revokedAt: now(), status: 'revoked' });
      return HttpResponse.json(invite);
    }),
    http.post(`${api}/groups/:groupId/invites/:code/resend`, ({ params }) => {
      const invite = mockDb.invites.find((candidate) => candidate.groupId === params.groupId && candidate.code === params.code);
      if (!invite) return notFound('Invite');
      if (!invite.email) return apiError(400, 'bad_request', 'This invite is a link without an e-mail address: copy the link and share it yourself.');
      if (invite.status !== 'active') return apiError(409, 'conflict', 'This invite is no longer active. Create a new invite instead.');
      return HttpResponse.json(invite);
    }),
    http.get(`${api}/invites/:code`, ({ params }) => {
      const invite = mockDb.invites.find((candidate) => candidate.code === params.code);
      const group = invite && findMockGroup(invite.groupId);
      if (!invite || !group) return notFound('Invite');
      return HttpResponse.json({
        group: { id: group.id, name: group.name, type: group.type, avatarUrl: group.avatarUrl ?? null },
        role: { name: invite.role?.name ?? 'Member', value: invite.role?.value ?? 'member' },
        expiresAt: invite.expiresAt,
        valid: invite.maxUses === null || invite.uses < invite.maxUses,
        email: invite.email,
        // The mock session is always the mock user's.
        alreadyMember: mockDb.members.some((member) => member.userId === MOCK_USER_ID && member.groupId === invite.groupId),
      });
    }),
    http.post(`${api}/invites/:code/accept`, ({ params }) => {
      const invite = mockDb.invites.find((candidate) => candidate.code === params.code);
      const member = mockDb.members.find((candidate) => candidate.userId === MOCK_USER_ID && candidate.groupId === invite?.groupId);
      if (!invite || !member) return notFound('Invite');
      // The mock user already belongs to the mock team.
      return HttpResponse.json({ groupId: invite.groupId, joined: false, member });
    }),
  ],
  calls: [
    { method: 'GET', path: `/groups/${MOCK_GROUP_ID}/invites`, schema: inviteListSchema },
    { method: 'POST', path: `/groups/${MOCK_GROUP_ID}/invites`, body: { email: 'new@example.com', maxUses: 1 }, schema: inviteSchema },
    { method: 'POST', path: `/groups/${MOCK_GROUP_ID}/invites/${MOCK_EMAIL_INVITE_CODE}/resend`, schema: inviteSchema },
    { method: 'DELETE', path: `/groups/${MOCK_GROUP_ID}/invites/${MOCK_EMAIL_INVITE_CODE}`, schema: inviteSchema },
    { method: 'GET', path: `/invites/${MOCK_INVITE_CODE}`, schema: invitePreviewSchema },
    { method: 'POST', path: `/invites/${MOCK_INVITE_CODE}/accept`, schema: acceptedInviteSchema },
  ],
};
