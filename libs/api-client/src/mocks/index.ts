// @bullion/api-client/mocks: the mock API (msw handlers, fixtures, in-memory state) for standalone
// remotes, Storybook and tests. Kept out of the main entry so production bundles never include msw.
// Each resource slice owns its handlers and fixtures (`<resource>/mocks/`); this file lists the slices.
import { http, type HttpHandler } from 'msw';
import { accessTokenMocks } from '../access-token/mocks/handlers';
import { accountMocks } from '../account/mocks/handlers';
import { authMocks } from '../auth/mocks/handlers';
import { billingMocks } from '../billing/mocks/handlers';
import { domainMocks } from '../domains/mocks/handlers';
import { customerMocks } from '../customers/mocks/handlers';
import { collectionMocks } from '../collections/mocks/handlers';
import { datasetMocks } from '../datasets/mocks/handlers';
import { groupMocks } from '../groups/mocks/handlers';
import { inventoryMocks } from '../inventory/mocks/handlers';
import { inviteMocks } from '../invites/mocks/handlers';
import { localMocks } from '../local/mocks/handlers';
import { memberMocks } from '../members/mocks/handlers';
import { orderMocks } from '../orders/mocks/handlers';
import { priceTemplateMocks } from '../price-templates/mocks/handlers';
import { productMocks } from '../products/mocks/handlers';
import { spaceMocks } from '../spaces/mocks/handlers';
import { spotMocks } from '../spots/mocks/handlers';
import { subscriptionMocks } from '../subscriptions/mocks/handlers';
import { apiError, MOCK_API_URL, type MockSlice } from './http';

export { mockDb, resetMockDb, type MockDb } from './db';
export { apiError, invalid, jsonBody, MOCK_API_URL, MOCK_NOW, type MockCall, type MockSlice } from './http';
export * from '../access-token/mocks/fixtures';
export * from '../account/mocks/fixtures';
export * from '../auth/mocks/fixtures';
export * from '../billing/mocks/fixtures';
export * from '../customers/mocks/fixtures';
export * from '../collections/mocks/fixtures';
export { mockCollectionView } from '../collections/mocks/handlers';
export * from '../datasets/mocks/fixtures';
export * from '../domains/mocks/fixtures';
export { MOCK_TAKEN_SUBDOMAIN } from '../domains/mocks/handlers';
export * from '../groups/mocks/fixtures';
export * from '../inventory/mocks/fixtures';
export * from '../invites/mocks/fixtures';
export * from '../members/mocks/fixtures';
export * from '../orders/mocks/fixtures';
export * from '../price-templates/mocks/fixtures';
export * from '../products/mocks/fixtures';
export * from '../spaces/mocks/fixtures';
export * from '../spots/mocks/fixtures';

/** Every resource's mocks: a new resource adds its slice here. */
export const MOCK_SLICES: readonly MockSlice[] = [
  accountMocks,
  authMocks,
  accessTokenMocks,
  groupMocks,
  memberMocks,
  inviteMocks,
  subscriptionMocks,
  billingMocks,
  domainMocks,
  spotMocks,
  datasetMocks,
  localMocks,
  productMocks,
  spaceMocks,
  inventoryMocks,
  priceTemplateMocks,
  customerMocks,
  orderMocks,
  collectionMocks,
];

export interface MockHandlerOptions {
  /** The API base the client is configured with; default the dev API (MOCK_API_URL). */
  apiUrl?: string;
  /**
   * A page's own handlers for routes no slice answers yet (a remote working ahead of a slice's
   * mocks): tried after every slice, before the `not_mocked` answer.
   */
  fallbacks?: readonly HttpHandler[];
}

/**
 * Every handler of the mock API. The last one answers any other path under the API base with 404
 * `not_mocked`, so a call without a mock fails visibly instead of reaching a real API.
 */
export function createMockHandlers({ apiUrl = MOCK_API_URL, fallbacks = [] }: MockHandlerOptions = {}): HttpHandler[] {
  const api = apiUrl.replace(/\/$/, '');
  return [
    ...MOCK_SLICES.flatMap((slice) => slice.handlers(api)),
    ...fallbacks,
    http.all(`${api}/*`, ({ request }) => apiError(404, 'not_mocked', `No mock for ${request.method} ${new URL(request.url).pathname}.`)),
  ];
}

/** The handlers under the default API base. */
export const handlers: HttpHandler[] = createMockHandlers();
