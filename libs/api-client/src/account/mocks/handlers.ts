import { http, HttpResponse } from 'msw';
import { mockDb } from '../../mocks/db';
import { apiError, invalid, jsonBody, notFound, now, presentFields, type MockSlice } from '../../mocks/http';
import { accountSessionListSchema, profileSchema, revokedSessionsSchema, updateAccountBodySchema } from '../schemas';

export const accountMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/account`, () => HttpResponse.json(mockDb.account)),
    http.patch(`${api}/account`, async ({ request }) => {
      const body = updateAccountBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { metadata, settings, ...fields } = body.data;
      const account = mockDb.account;
      // metadata and settings are merged key by key into the stored objects, as the API does.
      mockDb.account = {
        ...account,
        ...presentFields(fields),
        metadata: { ...account.metadata, ...metadata },
        settings: { ...account.settings, ...settings },
        updatedAt: now(),
      };
      return HttpResponse.json(mockDb.account);
    }),
    http.get(`${api}/account/sessions`, () => HttpResponse.json(mockDb.accountSessions)),
    http.delete(`${api}/account/sessions/:sessionId`, ({ params }) => {
      const session = mockDb.accountSessions.find((candidate) => candidate.id === params.sessionId);
      if (!session) return notFound('Session');
      if (session.current) return apiError(400, 'bad_request', 'This is the session you are using: sign out instead.');
      mockDb.accountSessions = mockDb.accountSessions.filter((candidate) => candidate !== session);
      return HttpResponse.json({ revoked: 1 });
    }),
    http.delete(`${api}/account/sessions`, ({ request }) => {
      if (new URL(request.url).searchParams.get('scope') !== 'others') return apiError(400, 'validation_failed', 'scope must be "others".');
      const revoked = mockDb.accountSessions.filter((session) => !session.current).length;
      mockDb.accountSessions = mockDb.accountSessions.filter((session) => session.current);
      return HttpResponse.json({ revoked });
    }),
  ],
  calls: [
    { method: 'GET', path: '/account', schema: profileSchema },
    { method: 'PATCH', path: '/account', body: { displayName: 'Countess', settings: { density: 'compact' } }, schema: profileSchema },
    { method: 'GET', path: '/account/sessions', schema: accountSessionListSchema },
    { method: 'DELETE', path: '/account/sessions/7c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e03', schema: revokedSessionsSchema },
    { method: 'DELETE', path: '/account/sessions?scope=others', schema: revokedSessionsSchema },
  ],
};
