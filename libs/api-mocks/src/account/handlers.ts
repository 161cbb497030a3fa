import { http, HttpResponse } from 'msw';
import { cancelPaidPlanWithAccount } from '../billing/cancel-with-account';
import { mockDb } from '../db';
import { apiError, invalid, jsonBody, notFound, now, presentFields, type MockSlice } from '../http';
import { DEFAULT_MESSAGE_PREFERENCES, messagePreferencesSchema, updateMessagePreferencesBodySchema, accountExportSchema, accountSessionListSchema, deleteAccountBodySchema, deletedAccountSchema, profileSchema, revokedSessionsSchema, updateAccountBodySchema } from '@bullion/contract';

/** Stored in the profile's settings, as the API keeps them. */
function messagePreferencesOf() {
  const stored = messagePreferencesSchema.partial().safeParse(mockDb.account.settings.messagePreferences ?? {});
  return { ...DEFAULT_MESSAGE_PREFERENCES, ...(stored.success ? stored.data : {}) };
}

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
    http.get(`${api}/account/message-preferences`, () => HttpResponse.json(messagePreferencesOf())),
    http.patch(`${api}/account/message-preferences`, async ({ request }) => {
      const body = updateMessagePreferencesBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const next = { ...messagePreferencesOf(), ...body.data };
      mockDb.account = { ...mockDb.account, settings: { ...mockDb.account.settings, messagePreferences: next } };
      return HttpResponse.json(next);
    }),
    http.get(`${api}/account/export`, () =>
      HttpResponse.json(
        {
          exportedAt: now(),
          account: mockDb.account,
          memberships: mockDb.groups.map((group) => ({ groupId: group.id, groupName: group.name, groupType: group.type, role: 'admin' })),
          groups: mockDb.groups.map((group) => ({
            id: group.id,
            name: group.name,
            type: group.type,
            tables: { products: mockDb.products.filter((product) => product.groupId === group.id), inventory_items: [], collections: [], orders: [] },
            files: [],
          })),
        },
        { headers: { 'Content-Disposition': 'attachment; filename="bullion-desk-export.json"' } },
      ),
    ),
    http.delete(`${api}/account`, async ({ request }) => {
      const body = deleteAccountBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      if (body.data.email.toLowerCase() !== mockDb.account.email.toLowerCase()) return apiError(400, 'bad_request', 'Type your own e-mail address exactly to confirm.');
      return HttpResponse.json({ deleted: true, deletedGroupIds: [], ...cancelPaidPlanWithAccount() });
    }),
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
    { method: 'GET', path: '/account/export', schema: accountExportSchema },
    { method: 'GET', path: '/account/message-preferences', schema: messagePreferencesSchema },
    { method: 'PATCH', path: '/account/message-preferences', body: { productNews: true }, schema: messagePreferencesSchema },
    { method: 'DELETE', path: '/account', body: { email: 'ada@example.com' }, schema: deletedAccountSchema },
    { method: 'DELETE', path: '/account/sessions/7c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e03', schema: revokedSessionsSchema },
    { method: 'DELETE', path: '/account/sessions?scope=others', schema: revokedSessionsSchema },
  ],
};
