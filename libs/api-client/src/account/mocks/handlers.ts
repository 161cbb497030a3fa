import { http, HttpResponse } from 'msw';
import { mockDb } from '../../mocks/db';
import { invalid, jsonBody, now, presentFields, type MockSlice } from '../../mocks/http';
import { profileSchema, updateAccountBodySchema } from '../schemas';

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
  ],
  calls: [
    { method: 'GET', path: '/account', schema: profileSchema },
    { method: 'PATCH', path: '/account', body: { displayName: 'Countess', settings: { density: 'compact' } }, schema: profileSchema },
  ],
};
