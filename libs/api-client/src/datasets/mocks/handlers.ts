import { http, HttpResponse } from 'msw';
import type { MockSlice } from '../../mocks/http';
import { datasetsSchema } from '../schemas';
import { mockDatasets } from './fixtures';

export const datasetMocks: MockSlice = {
  handlers: (api) => [http.get(`${api}/datasets`, () => HttpResponse.json(mockDatasets()))],
  calls: [{ method: 'GET', path: '/datasets', schema: datasetsSchema }],
};
