import { http, HttpResponse } from 'msw';
import type { MockSlice } from '../http';
import { datasetsSchema } from '@bullion/contract';
import { mockDatasets } from './fixtures';

export const datasetMocks: MockSlice = {
  handlers: (api) => [http.get(`${api}/datasets`, () => HttpResponse.json(mockDatasets()))],
  calls: [{ method: 'GET', path: '/datasets', schema: datasetsSchema }],
};
