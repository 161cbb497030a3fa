import { http, HttpResponse } from 'msw';
import { findMockGroup } from '../groups/handlers';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { mockDb } from '../db';
import { apiError, invalid, jsonBody, notFound, now, type MockSlice } from '../http';
import { groupMemberListSchema, groupMemberRoleListSchema, removedMembersSchema, removeMembersBodySchema, updateMembersBodySchema } from '@bullion/contract';
import { findMockMemberRole, mockMemberRoles } from './fixtures';

export const memberMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/group-member-roles`, () => HttpResponse.json(mockMemberRoles())),
    http.get(`${api}/groups/:groupId/members`, ({ params }) =>
      findMockGroup(params.groupId) ? HttpResponse.json(mockDb.members.filter((member) => member.groupId === params.groupId)) : notFound('Group'),
    ),
    http.patch(`${api}/groups/:groupId/members`, async ({ params, request }) => {
      const body = updateMembersBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const role = findMockMemberRole(body.data.roleId);
      if (!role) return apiError(400, 'bad_request', 'roleId is not a role.');
      const changed = mockDb.members.filter((member) => member.groupId === params.groupId && body.data.memberIds.includes(member.id));
      for (const member of changed) Object.assign(member, { roleId: role.id, role, updatedAt: now() });
      return HttpResponse.json(changed);
    }),
    http.delete(`${api}/groups/:groupId/members`, async ({ params, request }) => {
      const body = removeMembersBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const removed = mockDb.members.filter((member) => member.groupId === params.groupId && body.data.memberIds.includes(member.id)).map((member) => member.id);
      mockDb.members = mockDb.members.filter((member) => !removed.includes(member.id));
      return HttpResponse.json({ memberIds: removed });
    }),
  ],
  calls: [
    { method: 'GET', path: '/group-member-roles', schema: groupMemberRoleListSchema },
    { method: 'GET', path: `/groups/${MOCK_GROUP_ID}/members`, schema: groupMemberListSchema },
    { method: 'PATCH', path: `/groups/${MOCK_GROUP_ID}/members`, body: { memberIds: [2], roleId: 3 }, schema: groupMemberListSchema },
    { method: 'DELETE', path: `/groups/${MOCK_GROUP_ID}/members`, body: { memberIds: [2] }, schema: removedMembersSchema },
  ],
};
