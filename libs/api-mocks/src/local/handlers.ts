import { http, HttpResponse } from 'msw';
import type { MockSlice } from '../http';
import { demoAccountSchema } from '@bullion/contract';

export const localMocks: MockSlice = {
  handlers: (api) => [http.get(`${api}/local/demo-account`, () => HttpResponse.json({ email: 'ada@example.com', password: 'mock-password' }))],
  calls: [{ method: 'GET', path: '/local/demo-account', schema: demoAccountSchema }],
};
