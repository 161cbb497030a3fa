import { http, HttpResponse } from 'msw';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { findMockGroup } from '../groups/handlers';
import { apiError, invalid, jsonBody, type MockSlice } from '../http';
import { accessTokenRequestSchema, accessTokenSchema } from '@bullion/contract';
import { mockAccessToken } from './fixtures';

export const accessTokenMocks: MockSlice = {
  handlers: (api) => [
    http.post(`${api}/auth/token`, async ({ request }) => {
      const body = accessTokenRequestSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      if (!findMockGroup(body.data.groupId)) return apiError(403, 'forbidden', 'You are not a member of this group.');
      return HttpResponse.json(mockAccessToken(body.data.groupId));
    }),
  ],
  calls: [{ method: 'POST', path: '/auth/token', body: { groupId: MOCK_GROUP_ID }, schema: accessTokenSchema }],
};
