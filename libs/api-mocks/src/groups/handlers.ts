import { http, HttpResponse } from 'msw';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, presentFields, type MockSlice } from '../http';
import { createdGroupSchema, createGroupBodySchema, EMPTY_BUSINESS_IDENTITY, deletedGroupSchema, deleteGroupBodySchema, groupListSchema, groupSchema, updateGroupBodySchema, type Group } from '@bullion/contract';
import { MOCK_GROUP_ID } from './fixtures';

/** A group of the mock state by id (the other slices' handlers answer 404 or 403 without one). */
export function findMockGroup(id: unknown): Group | undefined {
  return mockDb.groups.find((group) => group.id === id);
}

export const groupMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/groups`, () => HttpResponse.json(mockDb.groups)),
    http.post(`${api}/groups`, async ({ request }) => {
      const body = createGroupBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const id = nextMockUuid();
      mockDb.groups.push({ id, type: 'team', private: false, name: body.data.name, subdomain: null, avatarUrl: null, settings: {}, requireMfa: false, createdAt: now(), updatedAt: now() });
      return HttpResponse.json({ id }, { status: 201 });
    }),
    http.get(`${api}/groups/:groupId`, ({ params }) => {
      const group = findMockGroup(params.groupId);
      return group ? HttpResponse.json(group) : notFound('Group');
    }),
    http.patch(`${api}/groups/:groupId`, async ({ params, request }) => {
      const group = findMockGroup(params.groupId);
      if (!group) return notFound('Group');
      const body = updateGroupBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { settings, business, ...fields } = body.data;
      // settings keys are merged into the stored settings and '' removes one, as the API does.
      const merged: Record<string, string | undefined> = { ...group.settings, ...settings };
      const kept = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined && value !== ''));
      // The business identity's fields are merged in too (the schema made '' null); the logo's bytes are the API's to check.
      if (business) group.business = { ...(group.business ?? EMPTY_BUSINESS_IDENTITY), ...presentFields(business) };
      Object.assign(group, presentFields(fields), { settings: kept, updatedAt: now() });
      return HttpResponse.json(group);
    }),
    http.delete(`${api}/groups/:groupId`, async ({ params, request }) => {
      const group = findMockGroup(params.groupId);
      if (!group) return notFound('Group');
      const body = deleteGroupBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      if (group.type === 'personal') return apiError(400, 'bad_request', 'Your personal group cannot be deleted. Delete your account instead (Settings, Privacy).');
      if (body.data.name.trim() !== group.name) return apiError(400, 'bad_request', `Type the team's name exactly ("${group.name}") to delete it.`);
      mockDb.groups = mockDb.groups.filter((candidate) => candidate.id !== group.id);
      mockDb.members = mockDb.members.filter((member) => member.groupId !== group.id);
      mockDb.invites = mockDb.invites.filter((invite) => invite.groupId !== group.id);
      return HttpResponse.json({ id: group.id });
    }),
  ],
  calls: [
    { method: 'GET', path: '/groups', schema: groupListSchema },
    { method: 'POST', path: '/groups', body: { name: 'New team' }, schema: createdGroupSchema },
    { method: 'GET', path: `/groups/${MOCK_GROUP_ID}`, schema: groupSchema },
    { method: 'PATCH', path: `/groups/${MOCK_GROUP_ID}`, body: { name: 'Renamed', settings: { productTitleFormat: '{title}' } }, schema: groupSchema },
    { method: 'PATCH', path: `/groups/${MOCK_GROUP_ID}`, body: { business: { legalName: 'Sterling & Sons LLC', email: 'desk@sterling.example' } }, schema: groupSchema },
    { method: 'DELETE', path: `/groups/${MOCK_GROUP_ID}`, body: { name: 'Sterling & Sons' }, schema: deletedGroupSchema },
  ],
};
