import { http, HttpResponse } from 'msw';
import { invalid, type MockSlice } from '../http';
import { spotHistoryRangeSchema, spotHistorySchema, spotQuoteSchema } from '@bullion/contract';
import { mockSpotHistory, mockSpots } from './fixtures';

export const spotMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/spots`, () => HttpResponse.json(mockSpots())),
    http.get(`${api}/spots/history`, ({ request }) => {
      const range = spotHistoryRangeSchema.safeParse(new URL(request.url).searchParams.get('range') ?? '24h');
      return range.success ? HttpResponse.json(mockSpotHistory(range.data)) : invalid(range.error);
    }),
  ],
  calls: [
    { method: 'GET', path: '/spots', schema: spotQuoteSchema },
    ...spotHistoryRangeSchema.options.map((range) => ({ method: 'GET' as const, path: `/spots/history?range=${range}`, schema: spotHistorySchema })),
  ],
};
