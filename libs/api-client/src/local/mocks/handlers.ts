import { http, HttpResponse } from 'msw';
import type { MockSlice } from '../../mocks/http';
import { demoAccountSchema } from '../schemas';

export const localMocks: MockSlice = {
  handlers: (api) => [http.get(`${api}/local/demo-account`, () => HttpResponse.json({ email: 'ada@example.com', password: 'mock-password' }))],
  calls: [{ method: 'GET', path: '/local/demo-account', schema: demoAccountSchema }],
};
